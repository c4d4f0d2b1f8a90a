// Offline city search speed: the provider's sorted index (packages/api/src/places/offline/commune-index.ts,
// run from source) against a naive linear scan over every commune, in the same run, on 1,000
// deterministic queries. Run with the repo's Node (`npm exec -- node scripts/bench-places.mjs`):
// it needs Node >= 22.18 to load TypeScript from source.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const api = path.join(repo, "packages/api");

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`bench-places needs Node >= 22.18 (this is ${process.version}): run it with the repo's Node,`);
  console.error("  npm exec -- node scripts/bench-places.mjs");
  process.exit(1);
}

const { main: buildCommunes, OUTPUT } = await import(pathToFileURL(path.join(api, "scripts/build-communes.mjs")).href);
buildCommunes({ log: () => {} });
const { default: dataset } = await import(pathToFileURL(OUTPUT).href);
const { buildCommuneIndex, foldText, parseCommuneDataset, searchCommunes } = await import(
  pathToFileURL(path.join(api, "src/places/offline/commune-index.ts")).href
);

const QUERIES = 1000;
const LIMIT = 8;
const ROUNDS = 5;

let started = performance.now();
const communes = parseCommuneDataset(dataset);
const index = buildCommuneIndex(communes);
const buildMs = performance.now() - started;

/** mulberry32: a small seeded generator, so every run asks the same questions. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(42);
const pick = (list) => list[Math.floor(next() * list.length)];
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const unaccent = (text) => text.normalize("NFD").replace(/\p{M}/gu, "");

// People mostly look for towns people live in: draw communes weighted by population (square root,
// so small villages still show up), and name prefixes of 2 to 10 characters.
const weights = communes.map((c) => Math.sqrt(c.population + 1));
const total = weights.reduce((a, b) => a + b, 0);
function drawCommune() {
  let target = next() * total;
  for (let i = 0; i < communes.length; i += 1) {
    target -= weights[i];
    if (target <= 0) return communes[i];
  }
  return communes[communes.length - 1];
}
const saints = communes.filter((c) => /^Saint(e)?-/.test(c.name));

const queries = [];
const kinds = {
  "name, as written": 0,
  "name, no accents or case": 0,
  "st/ste abbreviation": 0,
  "postal code": 0,
  miss: 0,
};
for (let i = 0; i < QUERIES; i += 1) {
  const roll = next();
  let kind;
  let query;
  if (roll < 0.35) {
    kind = "name, as written";
    const { name } = drawCommune();
    query = name.slice(0, between(2, Math.min(10, name.length)));
  } else if (roll < 0.6) {
    kind = "name, no accents or case";
    const { name } = drawCommune();
    const prefix = unaccent(name.slice(0, between(2, Math.min(10, name.length))));
    query = next() < 0.5 ? prefix.toLowerCase() : prefix.toUpperCase();
  } else if (roll < 0.7) {
    kind = "st/ste abbreviation";
    const { name } = pick(saints);
    const short = name.replace(/^Saint-/, "St ").replace(/^Sainte-/, "Ste ");
    query = short.slice(0, between(4, Math.min(12, short.length)));
  } else if (roll < 0.9) {
    kind = "postal code";
    const code = pick(drawCommune().postalCodes);
    query = code.slice(0, between(2, 5));
  } else {
    kind = "miss";
    query = Array.from({ length: between(3, 8) }, () => pick("qxzwkjy")).join("");
  }
  kinds[kind] += 1;
  queries.push(query);
}

// The naive way: fold every name once, then for each query scan them all, filter, sort, cut.
const ABBREVIATIONS = { st: "saint", ste: "sainte" };
const folded = communes.map((c) => foldText(c.name));
function linearScan(query) {
  const words = foldText(query).split(" ").filter(Boolean);
  const digits = words.find((w) => /^\d+$/.test(w));
  const prefix = words
    .filter((w) => !/^\d+$/.test(w))
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(" ");
  const hits = [];
  for (let i = 0; i < communes.length; i += 1) {
    const commune = communes[i];
    if (prefix && !folded[i].startsWith(prefix)) continue;
    if (digits && !commune.postalCodes.some((code) => code.startsWith(digits))) continue;
    if (!prefix && !digits) continue;
    hits.push(commune);
  }
  return hits.sort((a, b) => b.population - a.population).slice(0, LIMIT);
}
const indexed = (query) => searchCommunes(index, query, { limit: LIMIT });

function measure(search, rounds) {
  for (const query of queries) search(query); // warm the JIT
  const samples = [];
  let sink = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const t0 = process.hrtime.bigint();
      sink += search(query).length;
      samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5), p95: at(0.95), sink };
}

started = performance.now();
const fast = measure(indexed, ROUNDS);
const slow = measure(linearScan, 2);
const benchMs = performance.now() - started;

const us = (value) => `${value.toFixed(value < 10 ? 1 : 0)} µs`.padStart(10);
const rows = [
  ["sorted index + binary search", fast],
  ["linear scan (baseline)", slow],
];
console.log(
  `Offline city search: ${QUERIES.toLocaleString("en")} queries (seed 42) over ${communes.length.toLocaleString("en")} communes, ` +
    `limit ${LIMIT}; index built in ${buildMs.toFixed(0)} ms`,
);
console.log(
  `queries: ${Object.entries(kinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ")}`,
);
console.log(`\n  ${"".padEnd(30)}${"median".padStart(10)}${"p95".padStart(10)}`);
for (const [label, r] of rows) console.log(`  ${label.padEnd(30)}${us(r.median)}${us(r.p95)}`);
console.log(
  `  ${"index speed-up".padEnd(30)}${`${(slow.median / fast.median).toFixed(0)}×`.padStart(10)}${`${(slow.p95 / fast.p95).toFixed(0)}×`.padStart(10)}`,
);
console.log(
  `\n(${ROUNDS} timed rounds for the index, 2 for the scan, after one warm-up each; ${(benchMs / 1000).toFixed(1)} s)`,
);
