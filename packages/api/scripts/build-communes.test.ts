import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { parseCommuneDataset, type CommuneDataset } from "../src/places/offline/commune-index.ts";
import {
  buildCommuneTable,
  isUpToDate,
  main,
  parseGeoNames,
  PRECISIONS,
  serializeCommuneTable,
  type EtalabCommune,
  type GeoNamesRow,
} from "./build-communes.mjs";

const commune = (code: string, nom: string, extra: Partial<EtalabCommune> = {}): EtalabCommune => ({
  code,
  nom,
  type: "commune-actuelle",
  departement: code.startsWith("97") ? code.slice(0, 3) : code.slice(0, 2),
  region: "84",
  arrondissement: "011",
  codesPostaux: ["01000"],
  population: 100,
  ...extra,
});

const point = (
  admin4: string,
  name: string,
  latitude: number,
  longitude: number,
  extra: Partial<GeoNamesRow> = {},
) => ({
  name,
  latitude,
  longitude,
  featureCode: "PPL",
  country: "FR",
  admin2: admin4.slice(0, 2),
  admin4,
  population: 0,
  ...extra,
});

const departements = [
  { code: "01", nom: "Ain", region: "84" },
  { code: "02", nom: "Aisne", region: "32" },
  { code: "69", nom: "Rhône", region: "84" },
  { code: "975", nom: "Saint-Pierre-et-Miquelon", region: "975" },
  { code: "977", nom: "Saint-Barthélemy", region: "977" },
];
const regions = [
  { code: "32", nom: "Hauts-de-France" },
  { code: "84", nom: "Auvergne-Rhône-Alpes" },
  { code: "975", nom: "Saint-Pierre-et-Miquelon" },
  { code: "977", nom: "Saint-Barthélemy" },
];

const communes: EtalabCommune[] = [
  commune("01001", "Alpha", { codesPostaux: ["01400"], population: 1000 }),
  commune("01002", "Beta", { codesPostaux: ["01400", "01410"] }),
  commune("01003", "Gamma", { codesPostaux: ["01500"] }),
  commune("01004", "Delta", { codesPostaux: ["01600"] }),
  { code: "01099", nom: "Vieux-Delta", type: "commune-deleguee", departement: "01", chefLieu: "01004" },
  commune("01005", "Epsilon", { codesPostaux: ["01700"], arrondissement: "012" }),
  commune("02001", "Zeta", { region: "32", codesPostaux: ["02100"] }),
  commune("69123", "Lyon", { codesPostaux: ["69002", "69001"], population: 500000 }),
  {
    code: "69381",
    nom: "Lyon 1er Arrondissement",
    type: "arrondissement-municipal",
    departement: "69",
    codesPostaux: ["69001"],
  },
  commune("97501", "Miquelon-Langlade", { region: "975", codesPostaux: ["97500"], arrondissement: undefined }),
  commune("97502", "Saint-Pierre", { region: "975", codesPostaux: ["97500"], arrondissement: undefined }),
  commune("97701", "Saint-Barthélemy", { region: "977", codesPostaux: ["97133"], arrondissement: undefined }),
  commune("98411", "Îles Saint-Paul et Nouvelle-Amsterdam", { codesPostaux: undefined }),
];

const geonames = [
  point("01001", "Hameau d'Alpha", 46.5, 5.5, { featureCode: "PPLX", population: 10 }),
  point("01001", "Alpha", 46.1, 5.1),
  point("01099", "Vieux-Delta", 46.3, 5.3),
  // GeoNames files Tassin-la-Demi-Lune under Lyon's code; Lyon's own point must win.
  point("69123", "Tassin-la-Demi-Lune", 45.755, 4.788, { population: 20000 }),
  point("69123", "Lyon", 45.7485, 4.8467, { featureCode: "PPLA", population: 500000 }),
  point("", "Saint-Pierre", 46.78, -56.18, { country: "PM", admin2: "" }),
  point("", "Gustavia", 17.9, -62.85, { country: "BL", admin2: "" }),
];

const table = buildCommuneTable({ communes, departements, regions, geonames });
const row = (code: string) => {
  const found = table.communes.find((r) => r.code === code);
  if (!found) throw new Error(`no row ${code}`);
  return { ...found, precision: PRECISIONS[found.precision] };
};

describe("buildCommuneTable", () => {
  it("keeps current communes with a postal code, in INSEE order", () => {
    expect(table.communes.map((r) => r.code)).toEqual([
      "01001",
      "01002",
      "01003",
      "01004",
      "01005",
      "02001",
      "69123",
      "97501",
      "97502",
      "97701",
    ]);
    expect(row("69123").postalCodes).toEqual(["69001", "69002"]);
  });

  it("takes the GeoNames point filed under the commune's INSEE code, preferring its namesake", () => {
    expect(row("01001")).toMatchObject({ lat: 46.1, lng: 5.1, precision: "commune" });
    expect(row("69123")).toMatchObject({ lat: 45.7485, lng: 4.8467, precision: "commune" });
  });

  it("matches overseas points by name, or by territory when it is a single commune", () => {
    expect(row("97502")).toMatchObject({ lat: 46.78, lng: -56.18, precision: "commune" });
    expect(row("97701")).toMatchObject({ lat: 17.9, lng: -62.85, precision: "commune" });
  });

  it("falls back to a merged commune's point, then the postal code, arrondissement and département means", () => {
    expect(row("01004")).toMatchObject({ lat: 46.3, lng: 5.3, precision: "former-commune" });
    expect(row("01002")).toMatchObject({ lat: 46.1, lng: 5.1, precision: "postal-code" });
    expect(row("01003")).toMatchObject({ lat: 46.2, lng: 5.2, precision: "arrondissement" });
    expect(row("01005")).toMatchObject({ lat: 46.2, lng: 5.2, precision: "departement" });
    expect(row("97501")).toMatchObject({ lat: 46.78, lng: -56.18, precision: "postal-code" });
    expect(row("02001")).toMatchObject({ lat: 0, lng: 0, precision: "none" });
  });

  it("lists only the départements and régions in use", () => {
    expect(table.departements.map(([code]) => code)).toEqual(["01", "02", "69", "975", "977"]);
    expect(table.regions.map(([code]) => code)).toEqual(["32", "84", "975", "977"]);
  });
});

describe("parseGeoNames", () => {
  it("keeps France and its overseas territories, with the INSEE code in admin4", () => {
    const line = (fields: string[]) => fields.join("\t");
    const text = [
      line([
        "3039154",
        "El Tarter",
        "El Tarter",
        "",
        "42.57952",
        "1.65362",
        "P",
        "PPL",
        "AD",
        "",
        "02",
        "",
        "",
        "",
        "1052",
      ]),
      line([
        "2996944",
        "Lyon",
        "Lyon",
        "",
        "45.74846",
        "4.84671",
        "P",
        "PPLA",
        "FR",
        "",
        "84",
        "69",
        "691",
        "69123",
        "522969",
      ]),
      line([
        "3579132",
        "Gustavia",
        "Gustavia",
        "",
        "17.89618",
        "-62.84978",
        "P",
        "PPLC",
        "BL",
        "",
        "00",
        "",
        "",
        "",
        "5988",
      ]),
    ].join("\n");
    expect(parseGeoNames(text)).toEqual([
      {
        name: "Lyon",
        latitude: 45.74846,
        longitude: 4.84671,
        featureCode: "PPLA",
        country: "FR",
        admin2: "69",
        admin4: "69123",
        population: 522969,
      },
      {
        name: "Gustavia",
        latitude: 17.89618,
        longitude: -62.84978,
        featureCode: "PPLC",
        country: "BL",
        admin2: "",
        admin4: "",
        population: 5988,
      },
    ]);
  });
});

describe("serializeCommuneTable", () => {
  it("writes a module the offline provider reads back", () => {
    const source = serializeCommuneTable(table, "fixtures");
    const json = /^export default (.*);$/m.exec(source)?.[1];
    const dataset = JSON.parse(json ?? "null") as CommuneDataset;
    const lyon = parseCommuneDataset(dataset).find((c) => c.insee === "69123");
    expect(lyon).toEqual({
      insee: "69123",
      name: "Lyon",
      postalCodes: ["69001", "69002"],
      population: 500000,
      departement: "69",
      departementName: "Rhône",
      region: "Auvergne-Rhône-Alpes",
      lat: 45.7485,
      lng: 4.8467,
      precision: "commune",
    });
  });
});

const scratch = mkdtempSync(path.join(tmpdir(), "communes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("isUpToDate", () => {
  it("is true only when the output is newer than every input", () => {
    const input = path.join(scratch, "input.json");
    const output = path.join(scratch, "output.js");
    writeFileSync(input, "{}");
    expect(isUpToDate(output, [input])).toBe(false);
    writeFileSync(output, "");
    utimesSync(input, new Date(1_000_000), new Date(1_000_000));
    utimesSync(output, new Date(2_000_000), new Date(2_000_000));
    expect(isUpToDate(output, [input])).toBe(true);
    utimesSync(input, new Date(3_000_000), new Date(3_000_000));
    expect(isUpToDate(output, [input])).toBe(false);
  });
});

describe("main, on the real packages", () => {
  it("builds every commune, most with their own point, and skips a second run", () => {
    const output = path.join(scratch, "communes.js");
    const logs: string[] = [];
    const first = main({ output, log: (message) => logs.push(message) });
    expect(first.skipped).toBe(false);
    const rows = first.table?.communes ?? [];
    expect(rows.length).toBeGreaterThan(34_000);
    const located = rows.filter((r) => PRECISIONS[r.precision] === "commune").length;
    expect(located / rows.length).toBeGreaterThan(0.4);
    const paris = rows.find((r) => r.code === "75056");
    expect(paris).toMatchObject({ name: "Paris", lat: 48.8534, lng: 2.3488, precision: 0 });
    expect(paris?.postalCodes).toHaveLength(21);
    const metro = rows.filter((r) => r.departement.length === 2);
    expect(metro.every((r) => r.lat > 41 && r.lat < 51.2 && r.lng > -5.3 && r.lng < 9.7)).toBe(true);

    const second = main({ output, log: (message) => logs.push(message) });
    expect(second.skipped).toBe(true);
    expect(logs[1]).toMatch(/up to date/);
  }, 30_000);
});
