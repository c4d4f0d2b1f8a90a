import { describe, expect, it } from "vitest";

import {
  buildCommuneIndex,
  foldText,
  isCommuneName,
  nameKeysOf,
  parseCommuneDataset,
  searchCommunes,
  type CommuneDataset,
} from "./commune-index";

describe("foldText", () => {
  it("ignores case, accents and ligatures", () => {
    expect(foldText("SAINT-ÉTIENNE")).toBe("saint etienne");
    expect(foldText("Œuilly")).toBe("oeuilly");
    expect(foldText("Wœrth")).toBe("woerth");
    expect(foldText("L'Haÿ-les-Roses")).toBe("lhay les roses");
  });

  it("treats hyphens, apostrophes (straight or curly) and spaces alike", () => {
    const forms = ["Villeneuve-d'Ascq", "villeneuve d’ascq", "Villeneuve d Ascq", "  villeneuve--dascq "];
    expect(new Set(forms.map(foldText))).toEqual(new Set(["villeneuve dascq"]));
  });
});

describe("nameKeysOf", () => {
  it("also files a name without its leading article", () => {
    expect(nameKeysOf("Le Havre")).toEqual(["le havre", "havre"]);
    expect(nameKeysOf("L'Haÿ-les-Roses")).toEqual(["lhay les roses", "hay les roses"]);
    expect(nameKeysOf("Lyon")).toEqual(["lyon"]);
    // A name that is only an article keeps it.
    expect(nameKeysOf("Les")).toEqual(["les"]);
  });
});

const dataset: CommuneDataset = {
  version: 1,
  regions: [
    ["84", "Auvergne-Rhône-Alpes"],
    ["93", "Provence-Alpes-Côte d'Azur"],
    ["28", "Normandie"],
  ],
  departements: [
    ["42", "Loire", "84"],
    ["83", "Var", "93"],
    ["76", "Seine-Maritime", "28"],
    ["67", "Bas-Rhin", "44"],
  ],
  communes: [
    "42218|Saint-Étienne|42000 42100|173136|45.4339|4.39|0",
    "42207|Saint-Chamond|42400|35000|45.4775|4.5152|0",
    "83115|Sainte-Maxime|83120|14118|43.309|6.635|0",
    "76351|Le Havre|76600 76610 76620|166687|49.4938|0.1077|0",
    "67482|Strasbourg|67000 67100 67200|293771|48.5839|7.7455|0",
    "76999|Stella|76000|500|49.4|1.1|2",
  ].join("\n"),
};
const index = buildCommuneIndex(parseCommuneDataset(dataset));
const names = (query: string, options?: Parameters<typeof searchCommunes>[2]) =>
  searchCommunes(index, query, options).map((m) => m.commune.name);

describe("parseCommuneDataset", () => {
  it("reads each line, with the département and région names", () => {
    expect(parseCommuneDataset(dataset)[5]).toEqual({
      insee: "76999",
      name: "Stella",
      postalCodes: ["76000"],
      population: 500,
      departement: "76",
      departementName: "Seine-Maritime",
      region: "Normandie",
      lat: 49.4,
      lng: 1.1,
      precision: "postal-code",
    });
  });
});

describe("searchCommunes", () => {
  it("finds by the start of the name, most populous first", () => {
    expect(names("saint")).toEqual(["Saint-Étienne", "Saint-Chamond", "Sainte-Maxime"]);
    expect(names("s", { limit: 2 })).toEqual(["Strasbourg", "Saint-Étienne"]);
  });

  it("reads st and ste as saint and sainte", () => {
    expect(names("st etienne")).toEqual(["Saint-Étienne"]);
    expect(names("St-Étienne")).toEqual(["Saint-Étienne"]);
    expect(names("ste maxime")).toEqual(["Sainte-Maxime"]);
    expect(names("st-")).toEqual(["Saint-Étienne", "Saint-Chamond", "Sainte-Maxime"]);
  });

  it("still reads a trailing st as the start of a word", () => {
    expect(names("st")).toEqual(["Strasbourg", "Saint-Étienne", "Saint-Chamond", "Sainte-Maxime", "Stella"]);
    expect(names("ste")).toEqual(["Sainte-Maxime", "Stella"]);
  });

  it("finds a name without its article", () => {
    expect(names("havre")).toEqual(["Le Havre"]);
    expect(names("le hav")).toEqual(["Le Havre"]);
  });

  it("finds by postal code or its start, and reports the code that matched", () => {
    const found = searchCommunes(index, "7661");
    expect(found.map((m) => [m.commune.name, m.postalCode])).toEqual([["Le Havre", "76610"]]);
    expect(names("76")).toEqual(["Le Havre", "Stella"]);
    expect(searchCommunes(index, "76", { perPostalCode: true }).map((m) => m.postalCode)).toEqual([
      "76600",
      "76610",
      "76620",
      "76000",
    ]);
  });

  it("narrows a name by a postal code typed with it", () => {
    expect(searchCommunes(index, "saint 421").map((m) => [m.commune.name, m.postalCode])).toEqual([
      ["Saint-Étienne", "42100"],
    ]);
    expect(names("Le Havre 77")).toEqual([]);
  });

  it("answers nothing for unknown or empty input", () => {
    expect(names("zzz")).toEqual([]);
    expect(names("")).toEqual([]);
    expect(names(" - ' ")).toEqual([]);
    expect(names("123456")).toEqual([]);
  });
});

describe("isCommuneName", () => {
  it("is true only for a whole name", () => {
    expect(isCommuneName(index, "le havre")).toBe(true);
    expect(isCommuneName(index, "St Étienne")).toBe(true);
    expect(isCommuneName(index, "le hav")).toBe(false);
  });
});

describe("searchCommunes on large ranges", () => {
  // Many communes sharing prefixes, so ranges are walked through the rank tree, checked against
  // a plain filter-and-sort over every commune.
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const syllables = ["sa", "int", "ma", "ri", "le", "bo", "ur", "g", "ne", "st"];
  const lines = Array.from({ length: 3000 }, (_, i) => {
    const name = Array.from({ length: 2 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * 10)]).join("");
    const code = String(10000 + Math.floor(next() * 900)).padStart(5, "0");
    // Equal populations on purpose: ties must fall back to INSEE order.
    const population = Math.floor(next() * 50) * 100;
    return `${String(i).padStart(5, "0")}|${name}|${code}|${population}|45|5|0`;
  });
  const big = buildCommuneIndex(
    parseCommuneDataset({ version: 1, regions: [], departements: [], communes: lines.join("\n") }),
  );

  const bruteForce = (prefix: string, limit: number) =>
    big.communes
      .map((commune, ref) => ({ commune, ref, key: foldText(commune.name) }))
      .filter(({ key }) => key.startsWith(prefix))
      .map(({ commune, ref, key }) => ({
        ref,
        name: commune.name,
        score: key === prefix ? commune.population * 10 : commune.population,
      }))
      .sort((a, b) => b.score - a.score || a.ref - b.ref)
      .slice(0, limit)
      .map(({ name, ref }) => `${name}#${ref}`);

  it("ranks exactly like a full scan", () => {
    const prefixes = ["s", "sa", "sai", "sain", "m", "ma", "mar", "b", "bo", "l", "le", "ur", "g", "gne"];
    for (const prefix of prefixes) {
      for (const limit of [1, 5, 8, 20]) {
        const found = searchCommunes(big, prefix, { limit }).map(
          (m) => `${m.commune.name}#${big.communes.indexOf(m.commune)}`,
        );
        expect(found, `${prefix} (${limit})`).toEqual(bruteForce(prefix, limit));
      }
    }
  });

  it("ranks postal code prefixes exactly like a full scan", () => {
    for (const digits of ["1", "10", "104", "108"]) {
      const expected = big.communes
        .map((commune, ref) => ({ commune, ref }))
        .filter(({ commune }) => commune.postalCodes.some((code) => code.startsWith(digits)))
        .sort((a, b) => b.commune.population - a.commune.population || a.ref - b.ref)
        .slice(0, 8)
        .map(({ ref }) => ref);
      expect(searchCommunes(big, digits).map((m) => big.communes.indexOf(m.commune))).toEqual(expected);
    }
  });
});
