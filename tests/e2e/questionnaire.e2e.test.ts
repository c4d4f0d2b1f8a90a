// The candidate's onboarding as `npm start` serves it: a new candidate signs up, confirms by e-mail,
// answers the questionnaire step by step, leaves in the middle, comes back where they were, and
// finishing it moves them on to writing their portrait; « Mon Profil » then changes the answers. One
// who starts with their CV finds the questionnaire filled in by it.
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { generateCvs } from "../fixtures/cv/corpus.ts";
import { actionTimeout, setupChromium } from "./support/browser.ts";
import { apiSession, landedOn, signUpCandidate } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

const step = (page: Page, number: number) => page.getByRole("heading", { level: 2, name: `Étape ${number} sur 7` });

/** A new candidate, signed up through the screens and confirmed with the link of their e-mail. */
const newCandidate = (page: Page, email: string) =>
  signUpCandidate(page, appUrl, { firstName: "Inès", lastName: "Moreau", email, password: "Bonjour2026" });

/** The portrait, written through the API as « Création de mon portrait » would: the dashboard opens. */
async function writePortrait(email: string, password: string) {
  const session = await apiSession(appUrl, email, password);
  await session.call("POST", "/api/profile/info", { form: { memo: "<p>Développeuse web à Lyon.</p>" } });
}

describe("the candidate questionnaire", () => {
  it("is answered step by step, resumed after leaving, and leads to the portrait", async () => {
    const email = `ines.${Date.now()}@exemple.fr`;
    const { page, problems } = await chromium.newPage();
    await newCandidate(page, email);

    // The CV first, if they want: this one goes on without.
    await page.getByRole("heading", { level: 2, name: "Commencez par votre CV (facultatif)" }).waitFor();
    await page.getByRole("button", { name: "Continuer sans CV" }).click();

    // Step 1: the name given at sign-up is there already; a required answer missing is named, in
    // French, at its question.
    await step(page, 1).waitFor();
    expect(await page.getByRole("textbox", { name: /Votre prénom/ }).inputValue()).toBe("Inès");
    const lastName = page.getByRole("textbox", { name: /Votre nom/ });
    expect(await lastName.inputValue()).toBe("Moreau");
    await lastName.clear();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("alert").filter({ hasText: "« Votre nom » est requis." }).waitFor();
    await lastName.fill("Moreau");
    await page.keyboard.press("Enter");

    // Step 2: the trade, with ROME suggestions, and the card's title.
    await step(page, 2).waitFor();
    // A title typed half-way is no answer: it is picked among the suggestions or kept on purpose.
    const trade = page.getByRole("combobox", { name: /Le métier que vous recherchez/ });
    await trade.fill("comptab");
    await page.getByRole("option", { name: "Garder « comptab » tel quel" }).waitFor();
    await page.getByRole("textbox", { name: /Votre titre sur MaFuseCard/ }).fill("Développeuse web");
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("alert").filter({ hasText: "« Le métier que vous recherchez » est requis." }).waitFor();
    await step(page, 2).waitFor();
    await trade.fill("Développeur / Dévelop");
    await page.getByRole("option", { name: "Développeur / Développeuse web", exact: true }).click();
    await expect.poll(() => trade.inputValue()).toBe("Développeur / Développeuse web");
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 3).waitFor();

    // Leaves at step 3, comes back: the questionnaire opens where they were, answers kept.
    await page.goto(`${appUrl}/`);
    await landedOn(page, "/", "Accueil");
    await page.goto(`${appUrl}/questionnaire/candidate`);
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
    await step(page, 3).waitFor();
    await page.getByRole("button", { name: "Précédent" }).click();
    expect(await page.getByRole("textbox", { name: /Votre titre sur MaFuseCard/ }).inputValue()).toBe(
      "Développeuse web",
    );
    await page.getByRole("button", { name: "Suivant" }).click();

    // Step 3: the city from the suggestions, the mobility radius.
    await step(page, 3).waitFor();
    await page.getByRole("combobox", { name: /Votre ville/ }).fill("Lyon");
    await page
      .getByRole("option", { name: /^Lyon\b/ })
      .first()
      .click();
    await page.getByRole("radio", { name: "30 km" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();

    // Step 4: contracts and remote work.
    await step(page, 4).waitFor();
    await page.getByRole("checkbox", { name: "CDI" }).click();
    await page.getByRole("radio", { name: "Hybride" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();

    // Step 5: the gross salary shows its net estimate beside it.
    await step(page, 5).waitFor();
    await page.getByRole("spinbutton", { name: /Salaire annuel brut/ }).fill("42000");
    await page
      .getByRole("status")
      .filter({ hasText: /net par mois avant impôt/ })
      .waitFor();
    await page.getByRole("spinbutton", { name: /Années d'expérience/ }).fill("5");
    await page.getByRole("button", { name: "Suivant" }).click();

    // Step 6: skills as tags, a language with its level.
    await step(page, 6).waitFor();
    const skills = page.getByRole("combobox", { name: /Vos compétences principales/ });
    await skills.fill("React");
    await skills.press("Enter");
    await skills.fill("TypeScript");
    await skills.press("Enter");
    await page.getByRole("button", { name: "Ajouter une langue" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();

    // Step 7 is optional: finishing completes the profile, the rules lead to the portrait.
    await step(page, 7).waitFor();
    await page.getByRole("textbox", { name: /Qu'est-ce qui vous motive/ }).fill("Construire des outils utiles.");
    await page.getByRole("button", { name: "Terminer et continuer" }).click();
    await landedOn(page, "/dashboard/candidate/question-four", "Création de mon portrait");

    // Completed, the questionnaire is closed: the rules send the candidate on (spec §4), to the
    // portrait while it is not written.
    await page.goto(`${appUrl}/questionnaire/candidate`);
    await landedOn(page, "/dashboard/candidate/question-four", "Création de mon portrait");

    // With a portrait, « Mon Profil » opens at the question a link names, and changes the answers.
    await writePortrait(email, "Bonjour2026");
    await page.goto(`${appUrl}/dashboard/candidate/profile#salary_expectation`);
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    const salary = page.getByRole("spinbutton", { name: /Salaire annuel brut/ });
    await expect.poll(() => salary.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await salary.inputValue()).toBe("42000");
    await salary.fill("45000");
    await page.getByRole("button", { name: "Enregistrer mes réponses" }).click();
    await page.getByRole("status").filter({ hasText: "Vos réponses sont enregistrées." }).waitFor();
    await page.reload();
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    await expect.poll(() => page.getByRole("spinbutton", { name: /Salaire annuel brut/ }).inputValue()).toBe("45000");
    expect(await page.getByRole("checkbox", { name: "CDI" }).isChecked()).toBe(true);

    // A required answer emptied is named at its question, and nothing is saved.
    await page.getByRole("textbox", { name: /Votre nom/ }).fill("");
    await page.getByRole("button", { name: "Enregistrer mes réponses" }).click();
    await page.getByRole("alert").filter({ hasText: "« Votre nom » est requis." }).waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px screen", async () => {
    const { page } = await chromium.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await newCandidate(page, `petit.ecran.${Date.now()}@exemple.fr`);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.getByRole("button", { name: "Continuer sans CV" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Continuer sans CV" }).click();
    await step(page, 1).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Suivant" }).isVisible()).resolves.toBe(true);
  });

  it("starts with the CV if the candidate wants: read, it fills the questionnaire, and nothing known is asked again", async () => {
    const email = `emma.${Date.now()}@exemple.fr`;
    const password = "Bonjour2026";
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signUpCandidate(page, appUrl, { firstName: "Emma", lastName: "Roux", email, password });
    await page.getByRole("link", { name: "Importer mon CV" }).click();
    await landedOn(page, "/register/candidate/cvAnalyzer", "Analyse de votre CV");
    const cv = (await generateCvs()).find((entry) => entry.name === "03-sarah-2col.pdf")!;
    const file = path.join(tmpdir(), `fuse-e2e-${Date.now()}-cv.pdf`);
    await writeFile(file, cv.bytes);
    await page.locator("input[type=file]").setInputFiles(file);
    const review = page.getByRole("form", { name: "Vérifier les informations de mon CV" });
    await expect
      .poll(() => review.getByRole("textbox", { name: "Prénom" }).inputValue(), { timeout: actionTimeout })
      .toBe("Sarah");
    // The CV was someone else's document: the candidate keeps their own name, takes the rest.
    for (const field of ["Prénom", "Nom"])
      await review.getByRole("checkbox", { name: `Reprendre « ${field} » dans mon profil` }).uncheck();
    await review.getByRole("button", { name: "Appliquer à mon profil" }).click();

    // Back to the questionnaire (the profile is not complete yet), which the CV filled in.
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
    await step(page, 1).waitFor();
    expect(await page.getByRole("heading", { name: "Commencez par votre CV (facultatif)" }).count()).toBe(0);
    expect(await page.getByRole("textbox", { name: /Votre prénom/ }).inputValue()).toBe("Emma");
    expect(await page.getByRole("textbox", { name: /Votre nom/ }).inputValue()).toBe("Roux");
    const session = await apiSession(appUrl, email, password);
    const { progress } = (await session.call("GET", "/api/questionnaires/candidate")) as {
      progress: { answers: Record<string, unknown> };
    };
    expect(progress.answers.skills).toEqual(expect.arrayContaining(["Soins infirmiers", "Secourisme"]));
    expect(problems.list()).toEqual([]);
  });
});
