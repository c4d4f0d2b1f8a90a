// Sessions and access rules end to end, as `npm start` serves the app: the demo accounts, a deep
// link, the whole life of a new account (sign-up, e-mail link, questionnaire, forgotten password,
// sign-out) and the recruiter's paid pages with the payment flag off and on.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { apiSession, landedOn } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, openSignedIn, submitSignIn } from "./support/sign-in.ts";

const { appUrl, appUrlWithPayment } = workerServers();
const chromium = setupChromium();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe("demo accounts", () => {
  it.each([
    ["candidat.nouveau@fuse.test", "/questionnaire/candidate", "Questionnaire candidat"],
    ["candidat.sansportrait@fuse.test", "/dashboard/candidate/question-four", "Création de mon portrait"],
    ["candidat@fuse.test", "/dashboard/candidate/card", "MaFuseCard"],
    ["recruteur.nouveau@fuse.test", "/questionnaire/recruiter", "Questionnaire recruteur"],
    ["recruteur@fuse.test", "/dashboard/recruiter/card", "Ma carte entreprise"],
    ["recruteur.abonne@fuse.test", "/dashboard/recruiter/card", "Ma carte entreprise"],
    ["admin@fuse.test", "/admin", "Administration"],
  ])("%s signs in and lands on %s", async (email, path, heading) => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/login`);
    await submitSignIn(page, email);
    await landedOn(page, path, heading);
    // Signed in, the login page itself sends the user back to their space.
    await page.goto(`${appUrl}/login`);
    await landedOn(page, path, heading);
    expect(problems.list()).toEqual([]);
  });

  it("a wrong password is refused in French, and nothing typed is lost", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/login`);
    await submitSignIn(page, "candidat@fuse.test", "pas-le-bon-mot-de-passe");
    await page.getByRole("alert").filter({ hasText: "Adresse e-mail ou mot de passe incorrect." }).waitFor();
    expect(await page.getByRole("textbox", { name: "Adresse e-mail" }).inputValue()).toBe("candidat@fuse.test");
    expect(pathOf(page)).toBe("/login");
    // The failed sign-in is the server's 400, which the browser logs; nothing else went wrong.
    expect(problems.list().filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });
});

describe("deep links and sign-out", () => {
  it("an anonymous deep link goes through the login page and comes back, query included", async () => {
    const { page, problems } = await chromium.newPage();
    const deepLink = "/dashboard/candidate/jobs?q=d%C3%A9veloppeuse&ville=Lyon";
    await page.goto(`${appUrl}${deepLink}`);
    await landedOn(page, `/login?redirectFrom=${encodeURIComponent(deepLink)}`, "Connexion");
    await submitSignIn(page, "candidat@fuse.test");
    await landedOn(page, deepLink, "Recherche d'emploi");
    expect(problems.list()).toEqual([]);
  });

  it("the dashboard shows who is signed in; signing out ends the session", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/login`);
    await submitSignIn(page, "candidat@fuse.test");
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
    await page.getByRole("img", { name: "candidat@fuse.test" }).waitFor();

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await landedOn(page, "/login", "Connexion");
    // The session is gone, even after a reload: the dashboard asks to sign in again.
    await page.goto(`${appUrl}/dashboard/candidate/card`);
    await landedOn(page, `/login?redirectFrom=${encodeURIComponent("/dashboard/candidate/card")}`, "Connexion");
    expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith("fuse-auth"))).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});

describe("a session ended elsewhere", () => {
  it("sends the next page to « Connexion » with the cookie dropped, and signing in again comes back", async () => {
    const { page, context, problems } = await chromium.newPage();
    const email = "recruteur@fuse.test";
    await openSignedIn(page, appUrl, email, "/dashboard/recruiter/card");
    await landedOn(page, "/dashboard/recruiter/card", "Ma carte entreprise");

    // « Se déconnecter partout », from another device: every session of the account ends on the server.
    const elsewhere = await apiSession(appUrl, email, demoPassword);
    const { error } = await elsewhere.supabase.auth.signOut({ scope: "global" });
    expect(error).toBeNull();

    // The cookie's token is not expired, but the server refuses it: no error page, the login page.
    const deepLink = "/dashboard/recruiter/profile";
    await page.goto(`${appUrl}${deepLink}`);
    await landedOn(page, `/login?redirectFrom=${encodeURIComponent(deepLink)}`, "Connexion");
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("fuse-auth"))).toEqual([]);
    await submitSignIn(page, email);
    await landedOn(page, deepLink, "Mon Profil");
    // The refused token's answers (401) are the browser's to log; nothing else went wrong.
    expect(problems.list().filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });
});

describe("a new candidate's account", () => {
  it("signs up, confirms by e-mail, reaches the questionnaire, then resets a forgotten password", async () => {
    const email = `camille.${Date.now()}@exemple.fr`;
    const inbox = mailbox(appUrl);
    const { page, problems } = await chromium.newPage();

    await page.goto(`${appUrl}/register/candidate/inscription`);
    await page.getByRole("heading", { level: 1, name: "Inscription" }).waitFor();
    await page.getByRole("textbox", { name: "Prénom" }).fill("Camille");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
    await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await page.getByLabel(/^Mot de passe\*?$/).fill("Bonjour2026");
    await page.getByLabel("Confirmation du mot de passe").fill("Bonjour2026");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await landedOn(page, "/register/candidate/create-profile", "Profil créé avec succès");
    await page.getByText(email).waitFor();

    // The e-mail link signs the new user in on /confirm-email, which creates the profile and
    // hands over to the rules: an incomplete candidate starts with the questionnaire.
    await page.goto(await inbox.waitForLink(email, /Confirm/i));
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
    await page.getByRole("img", { name: "Camille Martin" }).waitFor();

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await landedOn(page, "/login", "Connexion");

    // Forgotten password: the recovery link opens the new password page, signed in.
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await landedOn(page, "/forgot-password", "Mot de passe oublié");
    await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await page.getByRole("button", { name: "Recevoir un lien" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Si un compte existe pour ${email}` })
      .waitFor();
    await page.goto(await inbox.waitForLink(email, /mot de passe|password|Reset/i));
    await landedOn(page, "/reset-password", "Nouveau mot de passe");
    await page.getByLabel(/^Nouveau mot de passe\*?$/).fill("Printemps2027");
    await page.getByLabel("Confirmation du mot de passe").fill("Printemps2027");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");

    // The new password works, the old one no longer does.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await landedOn(page, "/login", "Connexion");
    await submitSignIn(page, email, "Bonjour2026");
    await page.getByRole("alert").filter({ hasText: "Adresse e-mail ou mot de passe incorrect." }).waitFor();
    await submitSignIn(page, email, "Printemps2027");
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
    expect(problems.list().filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });
});

describe("recruiter pages and the payment flag", () => {
  async function recruiterOpensJobs(baseUrl: string, email: string) {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${baseUrl}/login?redirectFrom=${encodeURIComponent("/dashboard/recruiter/jobs")}`);
    await submitSignIn(page, email);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(problems.list()).toEqual([]);
    return pathOf(page);
  }

  it("with the flag off, a recruiter without a subscription opens the job pages", async () => {
    expect(await recruiterOpensJobs(appUrl, "recruteur@fuse.test")).toBe("/dashboard/recruiter/jobs");
  });

  it("with the flag on, the job pages need a valid subscription, else the subscribe page", async () => {
    expect(await recruiterOpensJobs(appUrlWithPayment, "recruteur@fuse.test")).toBe("/dashboard/recruiter/subscribe");
    expect(await recruiterOpensJobs(appUrlWithPayment, "recruteur.abonne@fuse.test")).toBe("/dashboard/recruiter/jobs");
  });
});
