import { describe, expect, it } from "vitest";

import { recruiterNextSteps, type RecruiterSituation } from "./next-steps.ts";

const settled: RecruiterSituation = {
  company: { description: "<p>Nous</p>", logo_url: "https://example.fr/logo.png", culture: { pace: "regulier" } },
  offers: [{ status: "published", potential_candidates: 0 }],
  pipeline: { stages: [{ stage: "new_match", count: 0 }], total: 0 },
  paymentRequired: false,
  subscription: { valid: false, paymentFailed: false },
};

const keys = (situation: Partial<RecruiterSituation>) =>
  recruiterNextSteps({ ...settled, ...situation }).map((step) => step.key);

describe("recruiterNextSteps", () => {
  it("proposes nothing to a recruiter who has done everything", () => {
    expect(keys({})).toEqual([]);
  });

  it("asks for a subscription only when payment is required and none is valid", () => {
    expect(keys({ paymentRequired: true })).toEqual(["subscribe"]);
    expect(keys({ paymentRequired: true, subscription: { valid: true, paymentFailed: false } })).toEqual([]);
    expect(keys({ paymentRequired: false })).toEqual([]);
  });

  it("asks to fix the payment when the last one failed", () => {
    const [step] = recruiterNextSteps({
      ...settled,
      paymentRequired: true,
      subscription: { valid: false, paymentFailed: true },
    });
    expect(step?.title).toBe("Mettre à jour votre moyen de paiement");
  });

  it("asks for the card's logo and description, and the culture questionnaire", () => {
    expect(keys({ company: { description: null, logo_url: null, culture: {} } })).toEqual(["card", "culture"]);
  });

  it("counts drafts waiting to be published, or proposes the first offer", () => {
    const steps = recruiterNextSteps({ ...settled, offers: [{ status: "draft", potential_candidates: null }] });
    expect(steps.map((step) => step.title)).toEqual(["Publier votre offre en brouillon"]);
    expect(steps[0]?.description).toBe("1 brouillon attend d'être publié.");
    expect(recruiterNextSteps({ ...settled, offers: [] })[0]?.title).toBe("Publier votre première offre");
  });

  it("sums the potential candidates of the offers and counts the new matches", () => {
    const steps = recruiterNextSteps({
      ...settled,
      offers: [
        { status: "published", potential_candidates: 3 },
        { status: "published", potential_candidates: 1 },
      ],
      pipeline: { stages: [{ stage: "new_match", count: 2 }], total: 2 },
    });
    expect(steps.map((step) => step.title)).toEqual([
      "Découvrir vos 4 candidats potentiels",
      "Contacter vos 2 nouveaux matchs",
    ]);
  });

  it("agrees the words with one new match and one candidate", () => {
    const steps = recruiterNextSteps({
      ...settled,
      offers: [{ status: "published", potential_candidates: 1 }],
      pipeline: { stages: [{ stage: "new_match", count: 1 }], total: 1 },
    });
    expect(steps.map((step) => step.title)).toEqual([
      "Découvrir votre candidat potentiel",
      "Contacter votre nouveau match",
    ]);
  });

  it("proposes nothing about what is still unknown", () => {
    expect(keys({ company: null, offers: null, pipeline: null, paymentRequired: true, subscription: null })).toEqual(
      [],
    );
  });
});
