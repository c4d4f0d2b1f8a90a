// « Mon Profil » as `npm start` serves it, for a new candidate: a new password, a new address
// confirmed by e-mail, their data as a ZIP with donnees.json, then they delete their account, are
// signed out, and can no longer sign in.
import { readFile } from "node:fs/promises";

import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { signUpCandidate } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";
import { submitSignIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function landedOn(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

/** A new candidate, signed up through the screens and confirmed with the link of their e-mail. */
const signUp = (page: Page, email: string, password: string) =>
  signUpCandidate(page, appUrl, { firstName: "Alix", lastName: "Durand", email, password });

/** Completes the candidate's profile with a portrait through the API, as the questionnaire and question-four would. */
async function completeProfile(email: string, password: string) {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const session = (await (
    await fetch(`${appUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: config.supabaseAnonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { access_token: string };
  const headers = { authorization: `Bearer ${session.access_token}`, "content-type": "application/json" };
  const info = await fetch(`${appUrl}/api/profile/info`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      form: { first_name: "Alix", city: "Nantes", target_title: "Comptable", memo: "<p>Mon portrait.</p>" },
    }),
  });
  expect(info.status).toBe(200);
  const completed = await fetch(`${appUrl}/api/profile/update`, {
    method: "POST",
    headers,
    body: JSON.stringify({ completed: true }),
  });
  expect(completed.status).toBe(200);
}

describe("/dashboard/candidate/profile", () => {
  it("changes the password and the address, exports the data, then deletes the account for good", async () => {
    const email = `alix.${Date.now()}@exemple.fr`;
    const password = "Hirondelle2026";
    const { page, problems } = await chromium.newPage();
    await signUp(page, email, password);
    await completeProfile(email, password);

    await page.goto(`${appUrl}/dashboard/candidate/profile`);
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    await page.getByRole("form", { name: "Changer d'adresse e-mail" }).getByText(email).waitFor();

    // The trade of their target title, changed for another ROME family, kept after a reload.
    await page.getByText("Métier : Comptabilité (M1203)").waitFor();
    await page.getByRole("button", { name: "Changer", exact: true }).click();
    await page.getByRole("combobox", { name: "Choisir le métier" }).fill("développement informatique");
    await page.getByRole("option", { name: "Études et développement informatique (M1805)" }).click();
    await page.getByText("Métier : Études et développement informatique (M1805)").waitFor();
    await page.reload();
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    await page.getByText("Métier : Études et développement informatique (M1805)").waitFor();

    // A new password, after the current one.
    const newPassword = "Martinet au printemps";
    const passwordForm = page.getByRole("form", { name: "Changer de mot de passe" });
    await passwordForm.getByLabel(/^Mot de passe actuel/).fill(password);
    await passwordForm.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
    await passwordForm.getByLabel(/^Confirmation du mot de passe/).fill(newPassword);
    await passwordForm.getByRole("button", { name: "Changer de mot de passe" }).click();
    await passwordForm.getByText("Votre mot de passe a été modifié.").waitFor();

    // A new address: confirmed by the links sent to the current and to the new one.
    const newEmail = `alix.nouvelle.${Date.now()}@exemple.fr`;
    const emailForm = page.getByRole("form", { name: "Changer d'adresse e-mail" });
    await emailForm.getByRole("textbox", { name: /Nouvelle adresse e-mail/ }).fill(newEmail);
    await emailForm.getByRole("button", { name: "Changer d'adresse" }).click();
    await emailForm.getByText(`Nous avons envoyé un lien de confirmation à ${newEmail}.`, { exact: false }).waitFor();
    const inbox = mailbox(appUrl);
    await page.goto(await inbox.waitForLink(email, "Confirmez le changement d'adresse e-mail"));
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    await page.goto(await inbox.waitForLink(newEmail, "Confirmez le changement d'adresse e-mail"));
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    await page.getByRole("form", { name: "Changer d'adresse e-mail" }).getByText(newEmail).waitFor();

    // The export: a ZIP download holding donnees.json with their account and profile.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger mes données" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("fuse-mes-donnees.zip");
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(files["donnees.json"]!)) as {
      compte: { email: string };
      informations_candidat: { first_name: string; memo: string };
    };
    expect(data.compte.email).toBe(newEmail);
    expect(data.informations_candidat).toMatchObject({ first_name: "Alix", memo: "<p>Mon portrait.</p>" });
    await page.getByText("Votre fichier est prêt : il a été téléchargé.").waitFor();

    // Deletion asks for the typed word, by keyboard too.
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer définitivement votre compte ?" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Supprimer définitivement" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox", { name: /Pour confirmer, tapez SUPPRIMER/ }).fill("supprimer");
    await confirm.click();
    await landedOn(page, "/", "Accueil");

    // Signed out: the candidate pages send to the login page, and the account is gone.
    await page.goto(`${appUrl}/dashboard/candidate/profile`);
    await page.waitForURL((url) => url.pathname === "/login");
    await submitSignIn(page, newEmail, newPassword);
    await page.getByRole("alert").filter({ hasText: "Adresse e-mail ou mot de passe incorrect." }).waitFor();
    // The failed sign-in is the server's 400, which the browser logs; the sign-out after the deletion
    // asked nothing of the server (its token refused with 403 before).
    expect(problems.list().filter((problem) => !/status of 400 .*\/auth\/v1\/token/.test(problem))).toEqual([]);
  });
});
