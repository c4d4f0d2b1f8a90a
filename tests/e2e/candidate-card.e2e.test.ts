// MaFuseCard as `npm start` serves it: the demo candidate makes the card public and copies its link,
// a signed-out visitor opens it (no contact details, not indexed), the owner takes it back (the
// address then shows the 404 page); the dashboard gathers what to do next, matches and news.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { landedOn } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";
import { openSignedIn, signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function setPublic(page: Page, on: boolean) {
  const toggle = page.getByRole("switch", { name: "Lien public" });
  if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await page.getByText("Vos réglages sont enregistrés.").waitFor();
}

describe("MaFuseCard", () => {
  it("is made public, opened signed out without contact details, then taken back", async () => {
    const { page, problems } = await chromium.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl });
    await openSignedIn(page, appUrl, "candidat@fuse.test", "/dashboard/candidate/card");
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
    await page.getByRole("progressbar", { name: "Carte complétée" }).waitFor();

    const slug = `carte-e2e-${Date.now()}`;
    const address = page.getByRole("textbox", { name: "Adresse de la carte" });
    const previousSlug = await address.inputValue();
    await address.fill(slug);
    await setPublic(page, true);
    await page.getByRole("button", { name: "Copier le lien" }).click();
    await page.getByRole("status").filter({ hasText: "Lien copié dans le presse-papiers." }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${appUrl}/p/${slug}`);

    // A visitor, signed out, opens the link: the card, no phone nor e-mail, not indexed.
    const visitor = await chromium.newPage();
    await visitor.page.goto(`${appUrl}/p/${slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: /^MaFuseCard de / }).waitFor();
    const text = await visitor.page.locator("main").innerText();
    expect(text).not.toMatch(/@|(\+33|0[1-9])[ .]?\d{2}/);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await visitor.page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/^MaFuseCard de /);
    expect(visitor.problems.list()).toEqual([]);

    // Taken back: the address answers the 404 error page.
    await setPublic(page, false);
    await visitor.page.reload();
    await visitor.page.getByRole("heading", { name: "Oops! Une erreur s'est produite" }).waitFor();
    await visitor.page.getByText("Erreur 404").waitFor();

    // The demo account keeps its card as it was.
    await address.fill(previousSlug);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Vos réglages sont enregistrés.").waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("the dashboard shows what to do next, matches, applications and news", async () => {
    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, "candidat@fuse.test");
    await page.goto(`${appUrl}/dashboard/candidate`);
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    await page.getByRole("heading", { name: "Complétez votre carte" }).waitFor();
    await page.getByRole("heading", { name: "Nouveaux matchs potentiels" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Suivi de mes candidatures" }).waitFor();
    await page
      .getByRole("link", { name: /Analyse de votre CV|Présentation vocale|Mon portrait/ })
      .first()
      .waitFor();

    await page.getByRole("link", { name: "Toutes les actualités" }).click();
    await landedOn(page, "/dashboard/candidate/news", "Actualités");
    const first = page.getByRole("main").getByRole("listitem").getByRole("link").first();
    if ((await first.count()) > 0) {
      const title = await first.innerText();
      await first.click();
      await page.getByRole("article").getByRole("heading", { name: title }).waitFor();
      await page.getByText(/Publié le/).waitFor();
    }
    expect(problems.list()).toEqual([]);
  });
});
