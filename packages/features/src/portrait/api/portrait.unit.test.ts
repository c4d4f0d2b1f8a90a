import { describe, expect, it } from "vitest";

import type { QuestionnaireResponse } from "@fuse/domain/questionnaire/contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type CandidateInfo } from "../../api/index.ts";
import { loadPortraitDraft, portraitAnswersOf, portraitFactsOf } from "./portrait.ts";

const info: CandidateInfo = {
  first_name: "Camille",
  target_title: "Comptable",
  city: "Lyon",
  experience_years: 3,
  contract_types: ["CDI"],
  skills: ["Sage", 12, "Excel"],
  languages: ["Français"],
  memo: null,
  rome_code: "M1203",
  updated_at: null,
};

const questionnaire = (answers: Record<string, string> | null): QuestionnaireResponse => ({
  questionnaire: {
    slug: "candidate",
    title: "Votre profil candidat",
    description: "",
    audience: "candidate",
    questions: [
      { id: "motivation", type: "long_text", label: "Qu'est-ce qui vous motive dans votre travail ?" },
      {
        id: "environment",
        type: "single_choice",
        label: "Dans quel environnement donnez-vous le meilleur de vous-même ?",
        options: [{ value: "terrain", label: "Sur le terrain, au contact des gens" }],
      },
    ],
  },
  progress: answers ? { answers, current_step: 7, submitted_at: null } : null,
});

describe("loadPortraitDraft", () => {
  it("reads the open answers from the questionnaire API, a choice as its label", async () => {
    const fake = fakeApiClient({
      "GET /api/profile/info": () => ({ ...info, skills: [], contract_types: [], languages: [] }),
      "GET /api/questionnaires/:slug": () => questionnaire({ motivation: " Aider ", environment: "terrain" }),
    });
    const draft = await loadPortraitDraft(fake.api, createQueryClient(), "u1");
    expect(draft).toContain("<p>Aider.</p>");
    expect(draft).toContain("Je donne le meilleur de moi-même sur le terrain, au contact des gens.");
    expect(fake.count("GET /api/portrait/answers")).toBe(0);
  });

  it("drafts from the candidate's info and open answers", async () => {
    const fake = fakeApiClient({
      "GET /api/questionnaires/:slug": () => Promise.reject(new ApiError(404, "Introuvable")),
      "GET /api/profile/info": () => info,
      "GET /api/portrait/answers": () => ({ motivation: "Des comptes justes", achievement: null, environment: null }),
    });
    const draft = await loadPortraitDraft(fake.api, createQueryClient(), "u1");
    expect(draft).toBe(
      "<p>Je suis Camille, comptable avec 3 ans d'expérience, et j'habite à Lyon. Je recherche un CDI.</p>" +
        "<p>J'ai des compétences en Sage et Excel. Je parle français.</p>" +
        "<p>Des comptes justes.</p>",
    );
    expect(fake.calls[0]?.request).toEqual({ query: { id: "u1" } });
  });

  it("drafts from the info alone when the answers cannot be read", async () => {
    const fake = fakeApiClient({
      "GET /api/questionnaires/:slug": () => questionnaire(null),
      "GET /api/profile/info": () => info,
      "GET /api/portrait/answers": () => Promise.reject(new ApiError(503, "Indisponible")),
    });
    expect(await loadPortraitDraft(fake.api, createQueryClient(), "u1")).toContain("Je suis Camille, comptable");
  });

  it("fails when the info cannot be read", async () => {
    const fake = fakeApiClient({
      "GET /api/profile/info": () => Promise.reject(new ApiError(500, "Erreur")),
      "GET /api/portrait/answers": () => ({ motivation: null, achievement: null, environment: null }),
    });
    await expect(loadPortraitDraft(fake.api, createQueryClient(), "u1")).rejects.toThrow("Erreur");
  });
});

describe("portraitAnswersOf", () => {
  it("is null for a candidate who has not answered", () => {
    expect(portraitAnswersOf(questionnaire(null))).toBeNull();
  });
});

describe("portraitFactsOf", () => {
  it("reads nothing but the facts, whatever the shapes", () => {
    expect(portraitFactsOf(null, null)).toEqual({
      firstName: null,
      targetTitle: null,
      romeCode: null,
      experienceYears: null,
      city: null,
      contractTypes: [],
      skills: [],
      languages: [],
      motivation: null,
      achievement: null,
      environment: null,
    });
  });
});
