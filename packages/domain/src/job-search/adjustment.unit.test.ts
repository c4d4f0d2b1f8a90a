import { describe, expect, it } from "vitest";

import { noAdjustment, type SearchAdjustment } from "./contract.ts";
import { adjustmentNotice, resultCount } from "./messages.ts";

const unchanged: SearchAdjustment = noAdjustment;

describe("adjustmentNotice", () => {
  it("says nothing when the search found what was asked", () => {
    expect(adjustmentNotice(null, "cariste")).toBeNull();
  });

  it("says what was searched instead of a misspelt word", () => {
    expect(adjustmentNotice({ ...unchanged, query: "développeur", corrected: true }, "developeur ")).toEqual({
      title: "Résultats pour « développeur »",
      text: "Aucune offre ne correspond à « developeur » : nous avons corrigé l'orthographe.",
    });
  });

  it("names the words left out, one or several", () => {
    expect(adjustmentNotice({ ...unchanged, query: "cariste", dropped: ["brest"] }, "cariste brest")?.text).toBe(
      "Aucune offre ne contient tous les mots : « brest » a été laissé de côté.",
    );
    expect(
      adjustmentNotice({ ...unchanged, query: "cariste", dropped: ["brest", "nuit"] }, "cariste brest nuit")?.text,
    ).toBe("Aucune offre ne contient tous les mots : « brest », « nuit » ont été laissés de côté.");
  });

  it("says the radius was widened and the filters left out", () => {
    const notice = adjustmentNotice({ ...unchanged, radius_km: 60, filters_dropped: true }, "cariste");
    expect(notice).toEqual({
      title: "Résultats pour « cariste »",
      text: "Aucune offre dans le rayon choisi : il a été élargi à 60 km. Aucune offre avec les filtres choisis : ils ont été retirés.",
    });
    expect(adjustmentNotice({ ...unchanged, radius_km: 60 }, "")?.title).toBe("Résultats élargis");
  });

  it("says when the offers are of related trades, or only the newest", () => {
    expect(adjustmentNotice({ ...unchanged, related_trades: true }, "boulanger")).toEqual({
      title: "Offres de métiers proches",
      text: "Aucune offre de ce métier pour « boulanger ».",
    });
    expect(
      adjustmentNotice({ ...unchanged, query: "boucher", corrected: true, related_trades: true }, "bouhcer"),
    ).toEqual({
      title: "Offres de métiers proches",
      text: "Aucune offre ne correspond à « bouhcer » : nous avons corrigé l'orthographe. Aucune offre de ce métier pour « boucher ».",
    });
    expect(adjustmentNotice({ ...unchanged, query: "", dropped: ["astronaute"] }, "astronaute")).toEqual({
      title: "Voici les offres les plus récentes",
      text: "Aucune offre ne correspond à « astronaute ».",
    });
  });
});

describe("resultCount", () => {
  it("counts offers in French, singular and plural, thousands apart", () => {
    expect(resultCount(0, false)).toBe("0 offres");
    expect(resultCount(1, false)).toBe("1 offre");
    expect(resultCount(4_237, false)).toBe("4\u202f237 offres");
  });

  it("says an estimate is one, and that the newest come first", () => {
    expect(resultCount(71_000, true)).toBe("Environ 71\u202f000 offres, les plus récentes d'abord");
  });
});
