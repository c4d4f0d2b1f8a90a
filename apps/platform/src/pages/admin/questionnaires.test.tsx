// The administration's questionnaires in Chromium, inside the app's real router, shell and layout,
// with the administrator's API client injected: the list under the navigation, a new questionnaire
// whose editor opens, an edit saved with its new version, the preview that writes nothing, and the
// answers labelled as they were asked.
import "../../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import type { AdminQuestionnaire, AdminQuestionnaireResponses, AdminQuestionnaireSummary } from "@fuse/features/admin";
import { fakeApiClient } from "@fuse/features/api/testing";

import { axeViolations } from "../../app-test-support";
import { renderAdminPage } from "./admin-test-support";

const candidate: AdminQuestionnaire = {
  slug: "candidate",
  title: "Votre profil candidat",
  description: "Quelques questions pour vous proposer les offres qui vous correspondent.",
  audience: "candidate",
  question_count: 2,
  response_count: 1,
  version: 2,
  updated_at: "2026-11-24T09:30:00.000Z",
  questions: [
    { id: "firstName", step: 1, type: "short_text", label: "Votre prénom", required: true },
    { id: "headline", step: 1, type: "short_text", label: "Votre titre", required: false },
  ],
  allowed_fields: ["candidate_infos.first_name", "candidate_infos.headline"],
};
const { description: _description, questions: _questions, allowed_fields: _fields, ...summary } = candidate;
const analyzer: AdminQuestionnaireSummary = {
  slug: "companyAnalyzer",
  title: "La culture de votre entreprise",
  audience: "recruiter",
  question_count: 9,
  response_count: 0,
  version: 1,
  updated_at: "2026-11-21T08:00:00.000Z",
};

const responses: AdminQuestionnaireResponses = {
  questionnaire: { slug: "candidate", title: candidate.title, version: 3 },
  responses: [
    {
      id: "5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
      respondent: { profile_id: "7c6b5a49-3827-4e16-a5f4-e3d2c1b0a998", type: "candidate" },
      version: 2,
      submitted_at: null,
      updated_at: "2026-11-23T10:15:00.000Z",
      answers: [
        {
          question_id: "firstName",
          label: "Votre prénom",
          current_label: "Votre prénom usuel",
          retired: false,
          type: "short_text",
          answer: "Camille",
          choices: null,
        },
        {
          question_id: "headline",
          label: "Votre titre",
          current_label: null,
          retired: true,
          type: "short_text",
          answer: "Développeuse",
          choices: null,
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  per_page: 20,
  pages: 1,
};

/** The administrator's API as the server answers it, every call recorded. */
function adminApi() {
  let stored = candidate;
  return fakeApiClient({
    "GET /api/admin/questionnaires": () => ({ questionnaires: [summary, analyzer] }),
    "GET /api/admin/questionnaires/:slug": ({ params }) =>
      params.slug === "avis" ? { ...stored, slug: "avis", title: "Avis", response_count: 0, version: 1 } : stored,
    "POST /api/admin/questionnaires": ({ body }) => ({
      ...candidate,
      slug: body.slug,
      title: body.title,
      questions: body.questions as AdminQuestionnaire["questions"],
      response_count: 0,
      version: 1,
    }),
    "PUT /api/admin/questionnaires/:slug": ({ body }) => {
      stored = {
        ...stored,
        title: body.title,
        questions: body.questions as AdminQuestionnaire["questions"],
        question_count: body.questions.length,
        version: stored.version + 1,
      };
      return stored;
    },
    "GET /api/admin/questionnaires/:slug/responses": () => responses,
    "GET /api/admin/actions": () => ({ actions: [], total: 0, page: 1, per_page: 50, pages: 1 }),
  });
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/admin/questionnaires", () => {
  it("lists every questionnaire with its counts and address, and creates one whose editor opens", async () => {
    const { router, api } = await renderAdminPage("/admin/questionnaires", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Questionnaires" }))
      .toHaveAttribute("aria-current", "page");
    const row = page.getByRole("article", { name: candidate.title });
    await expect.element(row.getByText("Version 2")).toBeVisible();
    await expect.element(row.getByRole("link", { name: "/questionnaire/candidate" })).toBeVisible();
    await expect.element(page.getByRole("article", { name: analyzer.title })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(page.getByRole("button", { name: "Nouveau questionnaire" }));
    const dialog = page.getByRole("dialog", { name: "Nouveau questionnaire" });
    await userEvent.fill(dialog.getByRole("textbox", { name: /^Titre/ }), "Avis");
    await userEvent.fill(dialog.getByRole("textbox", { name: /^Adresse/ }), "avis");
    await userEvent.click(dialog.getByRole("button", { name: "Créer et modifier les questions" }));
    await expect.element(page.getByText("Questionnaire créé")).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe("/admin/questionnaires/avis");
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier le questionnaire" })).toBeVisible();
    expect(api.calls.find((call) => call.endpoint === "POST /api/admin/questionnaires")?.request).toEqual({
      body: {
        slug: "avis",
        title: "Avis",
        audience: "all",
        questions: [{ id: "question1", type: "short_text", label: "Votre réponse", required: false }],
      },
    });
  });

  it("on a 360 px screen, nothing overflows", async () => {
    await page.viewport(360, 740);
    await renderAdminPage("/admin/questionnaires", adminApi());
    await expect.element(page.getByRole("article", { name: candidate.title })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe("/admin/questionnaires/:slug", () => {
  it("previews the unsaved label without writing, saves the edit with its new version, and shows the answers as asked", async () => {
    const { api } = await renderAdminPage("/admin/questionnaires/candidate", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier le questionnaire" })).toBeVisible();
    const label = page.getByRole("group", { name: /^Question 1/ }).getByRole("textbox", { name: /^Libellé/ });
    await expect.element(label).toHaveValue("Votre prénom");
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.fill(label, "Votre prénom usuel");

    await userEvent.click(page.getByRole("button", { name: "Aperçu" }));
    const preview = page.getByRole("dialog", { name: /^Aperçu/ });
    await expect.element(preview.getByRole("textbox", { name: /^Votre prénom usuel/ })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(preview).not.toBeInTheDocument();
    expect(api.calls.filter((call) => !call.endpoint.startsWith("GET "))).toEqual([]);

    await userEvent.click(page.getByRole("button", { name: "Retirer la question « Votre titre »" }));
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Retirer" }));
    await userEvent.click(page.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByText("Questionnaire enregistré : version 3 des questions")).toBeVisible();
    expect(api.calls.find((call) => call.endpoint === "PUT /api/admin/questionnaires/:slug")?.request).toEqual({
      params: { slug: "candidate" },
      body: {
        title: candidate.title,
        description: candidate.description,
        questions: [{ id: "firstName", step: 1, type: "short_text", label: "Votre prénom usuel", required: true }],
      },
    });

    await userEvent.click(page.getByRole("tab", { name: /^Réponses/ }));
    const response = page.getByRole("article", { name: /^Réponse du 23 novembre 2026/ });
    await expect.element(response.getByText("Libellé actuel : « Votre prénom usuel »")).toBeVisible();
    await expect.element(response.getByText("Question retirée")).toBeVisible();
    await expect.element(response.getByText("Développeuse")).toBeVisible();
  });

  it("on a 360 px screen, the editor and its preview fit", async () => {
    await page.viewport(360, 740);
    await renderAdminPage("/admin/questionnaires/candidate", adminApi());
    await expect.element(page.getByRole("group", { name: /^Question 1/ })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.click(page.getByRole("button", { name: "Aperçu" }));
    await expect
      .element(page.getByRole("dialog", { name: /^Aperçu/ }).getByRole("heading", { name: "Étape 1 sur 1" }))
      .toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it("says when an address names no questionnaire", async () => {
    await renderAdminPage("/admin/questionnaires/pas%20valide", adminApi());
    await expect.element(page.getByText("Ce questionnaire n'existe pas.")).toBeVisible();
  });
});
