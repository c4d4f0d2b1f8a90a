// The administration's questionnaires as `npm start` serves it: the demo candidate has answered the
// first step of the candidate questionnaire; the demo administrator finds it in the list with its
// public address, renames one of its questions (the preview shows the new label before anything is
// saved), removes another and saves. A new candidate then reads the new label on
// /questionnaire/candidate, while « Réponses » still shows the earlier answers under the labels they
// were given with, the removed question marked. The questions are put back afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AdminQuestionnaire } from "@fuse/features/admin";

import { setupChromium } from "./support/browser.ts";
import { apiSession } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, openSignedIn, signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const admin = "admin@fuse.test";
/** Completed: their answers are the ones the administrator reads. */
const answering = "candidat@fuse.test";
/** Not completed yet: /questionnaire/candidate is theirs to answer. */
const newcomer = "candidat.nouveau@fuse.test";

/** A word no label has, so the new label is this run's own. */
const marker = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const newLabel = `Votre prénom usuel (${marker})`;

let original: AdminQuestionnaire;
let adminCall: Awaited<ReturnType<typeof apiSession>>["call"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const questionOf = (id: string) => {
  const question = original.questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`The candidate questionnaire has no question « ${id} »`);
  return question;
};

beforeAll(async () => {
  adminCall = (await apiSession(appUrl, admin, demoPassword)).call;
  original = (await adminCall("GET", "/api/admin/questionnaires/candidate")) as AdminQuestionnaire;

  // The demo candidate answers the first step with the names their profile already has.
  const candidate = await apiSession(appUrl, answering, demoPassword);
  const info = (await candidate.call("GET", `/api/profile/info?id=${candidate.userId}`)) as Record<string, unknown>;
  await candidate.call("PUT", "/api/questionnaires/candidate/answers", {
    step: questionOf("firstName").step ?? 1,
    answers: {
      firstName: typeof info.first_name === "string" && info.first_name ? info.first_name : "Camille",
      lastName: typeof info.last_name === "string" && info.last_name ? info.last_name : "Martin",
    },
  });
});

// The onboarding questionnaire goes back to its questions, for whoever comes next.
afterAll(async () => {
  if (!original) return;
  await adminCall("PUT", "/api/admin/questionnaires/candidate", {
    title: original.title,
    description: original.description,
    questions: original.questions,
  });
});

describe("the administrators' questionnaires", () => {
  it("edits the candidate questionnaire; the public reads the new label, the answers keep the old ones", async () => {
    const firstName = questionOf("firstName");
    const lastName = questionOf("lastName");
    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, admin, "/admin");
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Questionnaires", exact: true })
      .click();
    await page.getByRole("heading", { level: 1, name: "Questionnaires" }).waitFor();
    const row = page.getByRole("article", { name: original.title });
    await row.getByRole("link", { name: "/questionnaire/candidate" }).waitFor();
    await row.getByText(`Version ${original.version}`, { exact: true }).waitFor();
    await row.getByRole("link", { name: `Modifier « ${original.title} »` }).click();
    await page.waitForURL((url) => url.pathname === "/admin/questionnaires/candidate");
    await page.getByRole("heading", { level: 1, name: "Modifier le questionnaire" }).waitFor();

    // Renamed: the preview shows the new label at once, and nothing is saved by it.
    const renamed = page.getByRole("group", { name: new RegExp(`^Question \\d+ : ${escapeRegExp(firstName.label)}$`) });
    await renamed.getByRole("textbox", { name: /^Libellé/ }).fill(newLabel);
    await page.getByRole("button", { name: "Aperçu" }).click();
    const preview = page.getByRole("dialog", { name: /^Aperçu/ });
    await preview.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(newLabel)}`) }).waitFor();
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });
    const unsaved = (await adminCall("GET", "/api/admin/questionnaires/candidate")) as AdminQuestionnaire;
    expect(unsaved.version).toBe(original.version);
    expect(unsaved.questions.find((question) => question.id === "firstName")?.label).toBe(firstName.label);

    // Removed, after confirmation; then saved: a new version of the questions.
    await page.getByRole("button", { name: `Retirer la question « ${lastName.label} »` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Retirer" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page
      .getByText(`Questionnaire enregistré : version ${original.version + 1} des questions`, { exact: true })
      .waitFor();
    const saved = (await adminCall("GET", "/api/admin/questionnaires/candidate")) as AdminQuestionnaire;
    expect(saved.questions.map((question) => question.id)).not.toContain("lastName");
    expect(saved.questions.find((question) => question.id === "firstName")?.label).toBe(newLabel);

    // « Réponses »: the demo candidate's answers under the labels they were given with.
    await page.getByRole("tab", { name: /^Réponses/ }).click();
    const response = page
      .getByRole("article")
      .filter({ hasText: `Libellé actuel : « ${newLabel} »` })
      .first();
    await response.getByText(firstName.label, { exact: true }).waitFor();
    await response.getByText(lastName.label, { exact: true }).waitFor();
    await response.getByText("Question retirée", { exact: true }).waitFor();

    // A candidate answering now reads the new label, and is no longer asked the removed question.
    const candidateView = await chromium.newPage();
    await signIn(candidateView.page, appUrl, newcomer, { landing: /^\/questionnaire\/candidate$/ });
    const previous = candidateView.page.getByRole("button", { name: "Précédent" });
    // A candidate who has answered no step yet is first offered to start with their CV.
    const stepHeading = candidateView.page.getByRole("heading", { level: 2, name: /^Étape \d+ sur \d+$/ });
    const withoutCv = candidateView.page.getByRole("button", { name: "Continuer sans CV" });
    await stepHeading.or(withoutCv).waitFor();
    if (await withoutCv.isVisible()) await withoutCv.click();
    await stepHeading.waitFor();
    // Back to the first step, wherever an earlier visit left off.
    while (await previous.isEnabled()) await previous.click();
    await candidateView.page.getByRole("heading", { level: 2, name: /^Étape 1 sur / }).waitFor();
    await candidateView.page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(newLabel)}`) }).waitFor();
    expect(
      await candidateView.page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(lastName.label)}`) }).count(),
    ).toBe(0);

    expect(problems.list()).toEqual([]);
    expect(candidateView.problems.list()).toEqual([]);
  });
});
