// The company card as `npm start` serves it: a new recruiter (created through the API, so the demo
// data stays as it is) uploads a logo, writes a presentation and values, makes the page public, and a
// signed-out visitor opens /p/{slug}: the card with its logo, no SIRET.
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { apiSession, landedOn } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { logoPng, uniqueSiret } from "./support/recruiter.ts";
import { workerServers } from "./support/servers.ts";
import { signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

const password = "Lumiere-2026!";

/** Signs up through supabase-js, confirms with the e-mail's link, describes the company, completes the profile. */
async function newCompletedRecruiter(email: string, siret: string) {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { type: "recruiter" } } });
  if (error) throw error;
  const confirmed = await fetch(await mailbox(appUrl).waitForLink(email, /Confirm/i), { redirect: "manual" });
  expect(confirmed.status).toBeLessThan(400);
  const recruiter = await apiSession(appUrl, email, password);
  await recruiter.call("POST", "/api/profile/update", { type: "recruiter" });
  await recruiter.call("PATCH", "/api/profile/info/update-company", {
    profile: { name: "Atelier Lumière", siret, city: "Lyon", postal_code: "69002" },
  });
  await recruiter.call("POST", "/api/profile/update", { completed: true });
}

describe("the company card", () => {
  it("is filled in with a logo, made public, and opened signed out with its logo", async () => {
    const stamp = Date.now();
    const email = `carte.entreprise.${stamp}@fuse.test`;
    const siret = uniqueSiret();
    await newCompletedRecruiter(email, siret);

    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, email, password);
    await page.goto(`${appUrl}/dashboard/recruiter/card`);
    await landedOn(page, "/dashboard/recruiter/card", "Ma carte entreprise");
    const form = page.getByRole("form", { name: "Ma carte entreprise" });
    await expect
      .poll(() => form.getByRole("textbox", { name: /Nom de l'entreprise/ }).inputValue())
      .toBe("Atelier Lumière");

    // The logo is sent as soon as it is chosen, and shows in the preview.
    await form.locator("input[type=file]").setInputFiles(logoPng());
    await form.getByRole("button", { name: "Retirer le logo" }).waitFor();
    const preview = page.getByRole("tabpanel", { name: "Aperçu côté candidat" });
    await expect
      .poll(() => preview.getByRole("img", { name: "Atelier Lumière" }).getAttribute("src"))
      .toMatch(/\/storage\/v1\/object\/public\/company-logos\/[0-9a-f-]+\/logo-\d+\.png$/);

    const description = form.getByRole("textbox", { name: "Présentation" });
    await description.click();
    await page.keyboard.type("Nous fabriquons des luminaires à Lyon depuis 1998.");
    const values = form.getByRole("combobox", { name: "Valeurs" });
    await values.fill("Entraide");
    await values.press("Enter");
    await values.fill("Exigence");
    await values.press("Enter");
    await expect
      .poll(() => preview.getByRole("region", { name: "Nos valeurs" }).innerText())
      .toMatch(/Entraide[\s\S]*Exigence/);

    const slug = `atelier-lumiere-${stamp}`;
    await form.getByRole("switch", { name: "Page publique" }).click();
    await form.getByRole("textbox", { name: /Adresse publique/ }).fill(slug);
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès" }).waitFor();
    await form.getByText(`${appUrl}/p/${slug}`).waitFor();

    // A visitor, signed out, opens the public page: the card, its logo, no SIRET. The page comes
    // rendered by the server, and the browser draws the logo before any script has run.
    const visitor = await chromium.newPage();
    const logoDrawn = visitor.page.waitForResponse(
      (response) => response.request().resourceType() === "image" && /\/company-logos\/.+\.png$/.test(response.url()),
    );
    await visitor.page.goto(`${appUrl}/p/${slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: "Atelier Lumière recrute sur Fuse" }).waitFor();
    const logo = visitor.page.getByRole("img", { name: "Atelier Lumière" });
    await logo.waitFor();
    expect((await logoDrawn).status()).toBe(200);
    // Once the visitor moves on the page, the app takes it over: the logo is a picture named after
    // the company.
    await visitor.page.mouse.move(10, 10);
    await expect
      .poll(
        () => logo.evaluate((image) => (image instanceof HTMLImageElement && image.complete ? image.naturalWidth : 0)),
        { timeout: 15_000 },
      )
      .toBe(1);
    const text = await visitor.page.locator("main").innerText();
    expect(text).toContain("Nous fabriquons des luminaires à Lyon depuis 1998.");
    expect(text).toMatch(/Entraide[\s\S]*Exigence/);
    expect(text).not.toContain(siret);
    expect(await visitor.page.locator('meta[property="og:title"]').getAttribute("content")).toBe(
      "Atelier Lumière recrute sur Fuse",
    );
    expect(visitor.problems.list()).toEqual([]);
    expect(problems.list()).toEqual([]);
  }, 120_000);
});
