import { describe, expect, it } from "vitest";

import { fold } from "../analysis/find.ts";
import { titleAndEmployer } from "./entries.ts";
import { plainEvidence, type CvEvidence } from "./evidence.ts";

/** The server's evidence knows every commune; here, those the lines name. */
const evidence: CvEvidence = {
  ...plainEvidence,
  place: (text) =>
    ["villeneuve d'ascq", "les pins", "lyon", "avignon"].includes(fold(text)) || plainEvidence.place(text),
};

describe("titleAndEmployer", () => {
  it("names the employer as the company is called, not with the shop's commune, stars or a description", () => {
    const employer = (line: string) => titleAndEmployer([line], "experience", evidence)?.employer;
    expect(employer("Vendeuse, Kiabi Villeneuve d'Ascq")).toBe("Kiabi");
    expect(employer("Réceptionniste, Hôtel Belle Rive ★★★★")).toBe("Hôtel Belle Rive");
    expect(employer("Agent de propreté, Onet (bureaux et parties communes, Lyon 3e)")).toBe("Onet");
    // A short name in parentheses, a name beginning with an article, a commune after « de » stay.
    expect(employer("Aide-soignante, Hôpital Henri-Mondor (AP-HP)")).toBe("Hôpital Henri-Mondor (AP-HP)");
    expect(employer("Serveur, Camping Les Pins")).toBe("Camping Les Pins");
    expect(employer("Agent d'accueil, Mairie de Lyon")).toBe("Mairie de Lyon");
  });

  it("keeps a diploma whole: a list of numbers, initials and what they stand for", () => {
    const degree = (line: string) => titleAndEmployer([line], "education", evidence)?.title;
    expect(degree("CACES R489 catégories 1, 3 et 5, AFTRAL")).toBe("CACES R489 catégories 1, 3 et 5");
    expect(degree("DUT Génie biologique, option Analyses biologiques, IUT de Créteil")).toBe(
      "DUT Génie biologique, option Analyses biologiques",
    );
    expect(degree("B.A. in English, minor in French, University of California")).toBe(
      "B.A. in English, minor in French",
    );
    expect(degree("BTS NDRC – Négociation et Digitalisation de la Relation Client, IFAG Lille")).toBe(
      "BTS NDRC – Négociation et Digitalisation de la Relation Client",
    );
  });

  it("knows an English title by its last word, the employer written first", () => {
    expect(titleAndEmployer(["Avignon Tourisme", "Licensed Tour Guide · Avignon"], "experience", evidence)).toEqual({
      title: "Licensed Tour Guide",
      employer: "Avignon Tourisme",
    });
  });

  it("leaves a list of tasks out of the job and the employer", () => {
    expect(
      titleAndEmployer(
        [
          "Conseillère beauté",
          "Sephora · Montpellier",
          "Conseil en soin et maquillage, mises en beauté, animations de marques",
        ],
        "experience",
        evidence,
      ),
    ).toEqual({ title: "Conseillère beauté", employer: "Sephora" });
  });
});
