import { describe, expect, it } from "vitest";

import { romeIndex } from "./node.ts";
import { correctedJobWord, readJobQuery, tradeOfWhole } from "./query.ts";

const read = (text: string) => readJobQuery(text, romeIndex());

describe("readJobQuery", () => {
  it("reads a job title as one part, with the trades it names, whatever its gender or accents", () => {
    for (const text of ["aide-soignant ", "aide soignante ", "AIDE SOIGNANTE "]) {
      const [part, ...rest] = read(text);
      expect(rest).toEqual([]);
      expect(part).toMatchObject({ job: true, trades: ["J1501"], prefix: null });
    }
  });

  it("writes out abbreviations and everyday names, with their trades", () => {
    const [ide] = read("IDE ");
    expect(ide?.phrases).toContain("infirmier");
    expect(ide?.trades).toEqual(["J1506"]);
    expect(read("vigile ")[0]).toMatchObject({ job: true, trades: ["K2503"] });
    expect(read("teneur de livres ")[0]).toMatchObject({
      job: true,
      trades: ["M1203"],
      phrases: ["teneur de livres", "comptable"],
    });
    // A State diploma names the job it qualifies for.
    expect(read("DEAP ")[0]).toMatchObject({ job: true, trades: ["J1304"] });
  });

  it("writes out an abbreviation that names no job, and leaves it a word an offer may have anywhere", () => {
    const [storekeeper, licence] = read("magasinier CACES ");
    expect(storekeeper).toMatchObject({ job: true, trades: ["N1103"] });
    expect(licence).toMatchObject({ typed: "CACES", job: false, trades: [] });
    expect(licence?.phrases).toContain("caces");
  });

  it("keeps the other words as parts of their own, and a place or a setting beside the job", () => {
    const parts = read("cariste Lyon ");
    expect(parts.map((part) => part.typed)).toEqual(["cariste", "Lyon"]);
    expect(parts[0]?.trades).toEqual(["N1101"]);
    expect(parts[1]).toMatchObject({ job: false, phrases: ["lyon"], trades: [] });
  });

  it("takes the last word as a beginning while it is typed, unless it is a whole known word", () => {
    expect(read("boulang")).toEqual([
      { typed: "boulang", phrases: [], prefix: "boulang", trades: [], narrowing: null, job: false },
    ]);
    expect(read("conducteur de tra").at(-1)).toMatchObject({ prefix: "tra" });
    expect(read("boulang ")[0]).toMatchObject({ prefix: null, phrases: ["boulang"] });
    expect(read("co")).toEqual([
      { typed: "co", phrases: ["co"], prefix: null, trades: [], narrowing: null, job: false },
    ]);
  });

  it("files a word heading the titles mostly of one trade under it, only before a job is named", () => {
    expect(read("nettoyeur ")[0]).toMatchObject({ job: true, trades: ["K2204"], phrases: ["nettoyeur"] });
    expect(read("serveur saison ")[0]).toMatchObject({ job: true, trades: ["G1803"] });
    // « agent » heads titles of a hundred trades; « spa » after a job says where it is held.
    expect(read("agent ")[0]).toMatchObject({ job: false, trades: [] });
    expect(read("esthéticienne spa ")[1]).toMatchObject({ typed: "spa", job: false, trades: [] });
  });

  it("files words found together in the titles mostly of one trade under it, before a job is named", () => {
    // ROME has « Conducteur de chariot élévateur de l'armée » beside « Cariste », and no shorter title.
    expect(read("conductrice de chariot élévateur ")[0]).toMatchObject({ job: true, trades: ["N1101"] });
    expect(read("electricien industriel")[0]).toMatchObject({ job: true, trades: ["I1309"] });
    // « opérateur de production » begins titles of a dozen industries.
    expect(read("operateur de production ")[0]).toMatchObject({ job: false, trades: [] });
    // Still typing « indus »: a beginning, not a word.
    expect(read("electricien indus").at(-1)).toMatchObject({ prefix: "indus" });
  });

  it("says which words narrow a title whose first words are a title of the same trade", () => {
    expect(read("infirmier libéral ")[0]).toMatchObject({
      trades: ["J1506"],
      narrowing: { words: ["liberal"], typed: ["libéral"], widened: "infirmier" },
    });
    expect(read("agent de sécurité incendie ")[0]).toMatchObject({
      trades: ["K2503"],
      narrowing: { words: ["incendie"], typed: ["incendie"], widened: "agent de sécurité" },
    });
    expect(read("Infirmière libérale ")[0]?.narrowing).toEqual({
      words: ["liberal"],
      typed: ["libérale"],
      widened: "Infirmière",
    });
    // « aide » is no title of the care assistants' trade; an abbreviation is never narrowed.
    expect(read("aide-soignante ")[0]).toMatchObject({ trades: ["J1501"], narrowing: null });
    expect(read("IDE ")[0]).toMatchObject({ narrowing: null });
  });

  it("files an abbreviation whose meaning is no title word for word where the classifier does", () => {
    // « Responsable des Ressources Humaines -RRH- », named without its acronym.
    expect(read("RRH ")[0]).toMatchObject({ job: true, trades: ["M1503"] });
    expect(read("hôtesse de caisse ")[0]).toMatchObject({ job: true, trades: ["D1505"] });
  });

  it("reads nothing in stop words, numbers and punctuation", () => {
    expect(read("de la des")).toEqual([]);
    expect(read(" - 3 ; ")).toEqual([]);
  });
});

describe("readJobQuery on a long text", () => {
  it("reads at most eight parts, the words past them left out", () => {
    const parts = read("alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo ");
    expect(parts.map((part) => part.typed)).toEqual([
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
      "foxtrot",
      "golf",
      "hotel",
    ]);
  });
});

describe("tradeOfWhole", () => {
  const whole = (text: string) => tradeOfWhole(text, read(text), romeIndex());

  it("reads a text naming no job as a whole title, for when its words find nothing", () => {
    expect(whole("maître-chien ")).toBe("K2503");
  });

  it("leaves a text naming a job, a word still typed or no trade to its words", () => {
    expect(whole("cariste Lyon ")).toBeNull();
    expect(whole("garçon de ca")).toBeNull();
    expect(whole("bonjour ")).toBeNull();
  });
});

describe("correctedJobWord", () => {
  const corrected = (typed: string) => correctedJobWord(typed, romeIndex());

  it("finds the job titles' word one letter added, left out, changed or swapped away", () => {
    expect(corrected("manutentionaire")).toBe("manutentionnaire");
    expect(corrected("bouhcer")).toBe("boucher");
    expect(corrected("plombeir")).toBe("plombier");
  });

  it("leaves known, short and faraway words", () => {
    expect(corrected("boucher")).toBeUndefined();
    expect(corrected("plom")).toBeUndefined();
    expect(corrected("xylophage")).toBeUndefined();
  });
});
