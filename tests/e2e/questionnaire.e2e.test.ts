// The candidate's onboarding as `npm start` serves it: a new candidate signs up, confirms by e-mail,
// answers the questionnaire step by step, leaves in the middle, comes back where they were, and
// finishing it moves them on to writing their portrait; « Mon Profil » then changes the answers.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
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

    // Step 1: a required answer missing is named, in French, at its question.
    await step(page, 1).waitFor();
    await page.getByRole("textbox", { name: /Votre prénom/ }).fill("Inès");
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("alert").filter({ hasText: "« Votre nom » est requis." }).waitFor();
    await page.getByRole("textbox", { name: /Votre nom/ }).fill("Moreau");
    await page.keyboard.press("Enter");

    // Step 2: the trade, with ROME suggestions, and the card's title.
    await step(page, 2).waitFor();
    await page.getByRole("combobox", { name: /Le métier que vous recherchez/ }).fill("Développeur / Développeuse web");
    await page.getByRole("textbox", { name: /Votre titre sur MaFuseCard/ }).fill("Développeuse web");
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
    await step(page, 1).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Suivant" }).isVisible()).resolves.toBe(true);
  });
});
