// The recruiter's space as `npm start` serves it: the dashboard and what to do next, the recruiters'
// news, « Mon Profil », and the potential candidates of an offer with a like.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { apiSession, landedOn, signUpCandidate } from "./support/candidate.ts";
import { createAndPublishOffer } from "./support/recruiter-jobs.ts";
import { onboardNewRecruiter } from "./support/recruiter.ts";

const appUrl = inject("appUrl");
const appUrlWithPayment = inject("appUrlWithPayment");
const chromium = setupChromium();

async function signIn(page: Page, baseUrl: string, email: string, to: string) {
  await page.goto(`${baseUrl}/login?redirectFrom=${encodeURIComponent(to)}`);
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByLabel(/^Mot de passe\*?$/).fill("fuse-demo-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
}

const nextSteps = (page: Page) =>
  page
    .getByRole("heading", { level: 2, name: "À faire" })
    .locator("xpath=ancestor::*[@data-slot='recruiter-next-steps']")
    .getByRole("link");

describe("the recruiter's dashboard", () => {
  it("lists what to do next, the offers, the candidates and the pipeline, also at 360 px", async () => {
    const { page, problems } = await chromium.newPage();
    await signIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter");
    await landedOn(page, "/dashboard/recruiter", "Tableau de bord recruteur");
    await expect.poll(async () => (await nextSteps(page).allTextContents()).length).toBeGreaterThan(0);
    // Payment is not required here: no subscription step.
    expect(await nextSteps(page).allTextContents()).not.toContain("Choisir un abonnement");
    for (const block of ["Mes offres", "Candidats potentiels", "Suivi des recrutements"]) {
      await page.getByRole("heading", { level: 2, name: block }).waitFor();
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    expect(problems.list()).toEqual([]);
  });

  it("with payment required and no subscription, says to choose one first", async () => {
    const { page, problems } = await chromium.newPage();
    await signIn(page, appUrlWithPayment, "recruteur@fuse.test", "/dashboard/recruiter");
    await landedOn(page, "/dashboard/recruiter", "Tableau de bord recruteur");
    await expect.poll(async () => (await nextSteps(page).allTextContents())[0]).toBe("Choisir un abonnement");
    await page.getByText("Vos offres s'ouvrent avec un abonnement.").waitFor();
    await nextSteps(page).first().click();
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    // The offers' 403 is expected here (the block says why); nothing else went wrong.
    expect(problems.list().filter((problem) => !/status of 403/.test(problem))).toEqual([]);
  });
});

describe("the recruiters' news", () => {
  it("shows the news for everyone and for recruiters, not the candidates' own, and opens one by keyboard", async () => {
    const { page, problems } = await chromium.newPage();
    await signIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter/news");
    await landedOn(page, "/dashboard/recruiter/news", "Actualités");
    const recruiterItem = page.getByRole("link", {
      name: "Recruteurs : publiez une offre qui attire les bons profils",
    });
    await recruiterItem.waitFor();
    await page.getByRole("link", { name: "Fuse ouvre ses portes" }).waitFor();
    expect(await page.getByRole("link", { name: "Nouveau : l'analyse de CV" }).count()).toBe(0);
    await recruiterItem.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/dashboard/recruiter/news" && url.searchParams.has("id"));
    await page.getByRole("link", { name: "← Toutes les actualités" }).waitFor();
    await page
      .getByText(/Compétences, fourchette de salaire|compétences/i)
      .first()
      .waitFor();
    expect(problems.list()).toEqual([]);
  });
});

describe("the recruiter's « Mon Profil »", () => {
  it("shows their details, sign-in, data and account sections", async () => {
    const { page, problems } = await chromium.newPage();
    await signIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter/profile");
    await landedOn(page, "/dashboard/recruiter/profile", "Mon Profil");
    for (const section of [
      "Mes informations",
      "Adresse e-mail",
      "Mot de passe",
      "Mes données",
      "Supprimer mon compte",
    ]) {
      await page.getByRole("heading", { level: 2, name: section }).waitFor();
    }
    await page.getByRole("textbox", { name: /Nom de l'entreprise/ }).waitFor();
    expect(await page.getByRole("textbox", { name: /Nom de l'entreprise/ }).inputValue()).toBe(
      "Atelier Numérique Lyonnais",
    );
    expect(problems.list()).toEqual([]);
  });
});

describe("the recruiter's potential matches", () => {
  it("lists an offer's candidates best first, without contact details, and records a like", async () => {
    // A candidate in Lyon whose card fits the offer below, visible to recruiters.
    const candidate = { firstName: "Noé", lastName: "Garnier", email: `noe.garnier.${Date.now()}@exemple.fr` };
    const password = "Hirondelle2026";
    const candidatePage = (await chromium.newPage()).page;
    await signUpCandidate(candidatePage, appUrl, { ...candidate, password });
    const session = await apiSession(appUrl, candidate.email, password);
    await session.call("POST", "/api/profile/info", {
      form: {
        first_name: candidate.firstName,
        last_name: candidate.lastName,
        headline: "Développeur front-end",
        city: "Villeurbanne",
        postal_code: "69100",
        lat: 45.7719,
        lng: 4.8902,
        mobility_radius_km: 30,
        contract_types: ["CDI"],
        skills: ["React", "TypeScript"],
        experience_years: 3,
        memo: "<p>Mon portrait.</p>",
        card_visible: true,
      },
    });
    await session.call("POST", "/api/profile/update", { completed: true });

    const { page, problems } = await chromium.newPage();
    const person = {
      firstName: "Inès",
      lastName: "Roux",
      email: `ines.roux.${Date.now()}@exemple.fr`,
      password: "Hirondelle2026",
    };
    await onboardNewRecruiter(page, appUrl, { person, company: { name: "Studio Rhône" } });
    const title = "Développeur·se front-end React";
    await createAndPublishOffer(page, appUrl, {
      title,
      salaryMin: 38000,
      salaryMax: 46000,
      skills: ["React", "TypeScript", "JavaScript"],
    });
    await page.goto(`${appUrl}/dashboard/recruiter/potential-matches`);
    await landedOn(page, "/dashboard/recruiter/potential-matches", "Vos matchs potentiels");
    await expect.poll(() => page.getByRole("combobox", { name: "Offre" }).textContent()).toBe(title);
    await page.getByText(/candidats? correspond/).waitFor();
    const scores = (await page.getByText(/^Compatibilité \d+ %$/).allTextContents()).map((text) =>
      Number(/\d+/.exec(text)![0]),
    );
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Before a mutual match: no contact details on any card.
    expect(await page.getByText(/^E-mail :/).count()).toBe(0);
    await page.getByRole("heading", { level: 2, name: candidate.firstName }).waitFor();
    const like = page.getByRole("button", { name: new RegExp(`^Ça m'intéresse : ${candidate.firstName}`) });
    await like.click();
    await page.getByText("Intérêt enregistré", { exact: true }).waitFor();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(problems.list()).toEqual([]);
  });
});
