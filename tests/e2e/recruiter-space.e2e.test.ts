// The recruiter's space as `npm start` serves it: the dashboard and what to do next, the recruiters'
// news and « Mon Profil ». A new company's whole way, from pre-registration to its first match, is
// recruiter-onboarding.e2e.test.ts.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { landedOn } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";
import { openSignedIn } from "./support/sign-in.ts";

const { appUrl, appUrlWithPayment } = workerServers();
const chromium = setupChromium();

const nextSteps = (page: Page) =>
  page
    .getByRole("heading", { level: 2, name: "À faire" })
    .locator("xpath=ancestor::*[@data-slot='recruiter-next-steps']")
    .getByRole("link");

describe("the recruiter's dashboard", () => {
  it("lists what to do next, the offers, the candidates and the pipeline, also at 360 px", async () => {
    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter");
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
    await openSignedIn(page, appUrlWithPayment, "recruteur@fuse.test", "/dashboard/recruiter");
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
    await openSignedIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter/news");
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
    await openSignedIn(page, appUrl, "recruteur@fuse.test", "/dashboard/recruiter/profile");
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
