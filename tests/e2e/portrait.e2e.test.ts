// question-four and « Mon portrait » as `npm start` serves them: a completed candidate without a
// portrait starts from a draft of their own answers, edits it, previews it, saves it, and then
// reaches the dashboard and reads it on « Mon portrait ».
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, openSignedIn, signInContext } from "./support/sign-in.ts";

// The server with the payment flag on: the demo journeys of the other suites use the other one,
// and this suite changes the demo candidate's portrait (it puts it back afterwards).
const { appUrlWithPayment: appUrl } = workerServers();
const chromium = setupChromium();
const email = "candidat.sansportrait@fuse.test";

async function landedOn(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

/** The demo candidate's access token, as supabase-js gets it. */
async function accessToken() {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const response = await fetch(`${appUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: config.supabaseAnonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// The demo account goes back to « completed, no portrait yet » for whoever comes next.
afterAll(async () => {
  const response = await fetch(`${appUrl}/api/profile/info`, {
    method: "POST",
    headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ form: { memo: null, target_title: null } }),
  });
  expect(response.status).toBe(200);
});

/** Writes the demo candidate's trade as an older form kept it: as typed, half-way, never chosen. */
async function keepHalfTypedTitle() {
  const response = await fetch(`${appUrl}/api/profile/info`, {
    method: "POST",
    headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ form: { target_title: "comptab" } }),
  });
  expect(response.status).toBe(200);
}

describe("question-four", () => {
  it("drafts from the candidate's answers, previews, saves, then opens the dashboard and « Mon portrait »", async () => {
    await keepHalfTypedTitle();
    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, email, "/dashboard/candidate/question-four");
    await landedOn(page, "/dashboard/candidate/question-four", "Création de mon portrait");

    // Nothing written: refused at the field, nothing saved, still here.
    const editor = page.getByRole("textbox", { name: "Mon portrait" });
    await editor.waitFor();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Écrivez votre portrait avant de l'enregistrer : quelques lignes suffisent.").waitFor();
    expect(await editor.getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/dashboard/candidate/question-four");

    // The draft is made of what the demo candidate gave: their first name and their city; the
    // trade typed half-way (« comptab », not a ROME title, never kept on purpose) is left out.
    await page.getByRole("button", { name: "Partir d'un brouillon" }).click();
    await expect.poll(() => editor.textContent()).toBe("Je suis Camille et j'habite à Lyon.");
    expect(await editor.textContent()).not.toContain("comptab");

    // Their own words after the draft.
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("J'aime les projets utiles et le travail en équipe.");

    await page.getByRole("button", { name: "Aperçu" }).click();
    const preview = page.getByRole("region", { name: "Aperçu : ce que verront les recruteurs" });
    await preview.getByText("J'aime les projets utiles et le travail en équipe.").waitFor();
    await preview.getByText("Je suis Camille et j'habite à Lyon.").waitFor();
    await page.getByRole("button", { name: "Revenir à l'édition" }).click();

    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Profil mis à jour avec succès", { exact: true }).waitFor();
    // The access rules now open the dashboard.
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");

    await page
      .getByRole("navigation", { name: "Espace candidat" })
      .getByRole("link", { name: "Mon portrait", exact: true })
      .click();
    await landedOn(page, "/dashboard/candidate/memo", "Mon portrait");
    const portrait = page.getByRole("article");
    await portrait.getByText("Je suis Camille et j'habite à Lyon.").waitFor();
    await portrait.getByText("J'aime les projets utiles et le travail en équipe.").waitFor();

    // « Modifier » edits it in place; saving shows it again, changed.
    await page.getByRole("button", { name: "Modifier" }).click();
    const again = page.getByRole("textbox", { name: "Mon portrait" });
    await again.waitFor();
    await again.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Disponible dès janvier.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByRole("article").getByText("Disponible dès janvier.").waitFor();
    await page.reload();
    await page.getByRole("article").getByText("Disponible dès janvier.").waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("works on a 360 px screen", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signInContext(page.context(), appUrl, email);
    await page.goto(`${appUrl}/dashboard/candidate/memo`);
    await landedOn(page, "/dashboard/candidate/memo", "Mon portrait");
    await page.getByRole("button", { name: "Modifier" }).click();
    await page.getByRole("textbox", { name: "Mon portrait" }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems.list()).toEqual([]);
  });
});
