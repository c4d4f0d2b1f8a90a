// « Recherche d'emploi » as `npm start` serves it: the demo candidate saves a search from the page,
// sees it listed in words, switches its daily alert, renames it and deletes it; the page fits a
// phone-sized screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { openSignedIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function signInAsCandidate(page: Page) {
  await openSignedIn(page, appUrl, "candidat@fuse.test", "/dashboard/candidate/jobs");
  await page.getByRole("heading", { level: 1, name: "Recherche d'emploi" }).waitFor();
}

const savedItem = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Recherches enregistrées" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("/dashboard/candidate/jobs", () => {
  it("saves a search, lists it, switches its alert, renames and deletes it", async () => {
    const { page, problems } = await chromium.newPage();
    await signInAsCandidate(page);
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Développeur ${suffix}`;

    await page.getByRole("button", { name: "Enregistrer une recherche" }).click();
    const dialog = page.getByRole("dialog", { name: "Enregistrer une recherche" });
    await dialog.getByRole("textbox", { name: "Mots-clés" }).fill("développeur");
    await dialog.getByRole("textbox", { name: "Nom de la recherche" }).fill(name);
    await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    const item = savedItem(page, name);
    await item.getByText("« développeur »").waitFor();
    expect(await item.getByRole("link", { name: `Relancer la recherche « ${name} »` }).getAttribute("href")).toBe(
      "/dashboard/candidate/search-jobs?q=d%C3%A9veloppeur",
    );

    const alert = item.getByRole("switch", { name: "Alerte e-mail quotidienne" });
    expect(await alert.getAttribute("aria-checked")).toBe("true");
    await alert.click();
    await page.getByText("Alerte désactivée").first().waitFor();
    await page.reload();
    await savedItem(page, name).waitFor();
    expect(
      await savedItem(page, name)
        .getByRole("switch", { name: "Alerte e-mail quotidienne" })
        .getAttribute("aria-checked"),
    ).toBe("false");

    await savedItem(page, name)
      .getByRole("button", { name: `Renommer la recherche « ${name} »` })
      .click();
    const rename = page.getByRole("dialog", { name: "Renommer la recherche" });
    await rename.getByRole("textbox", { name: "Nom de la recherche" }).fill(`${name} (Lyon)`);
    await rename.getByRole("textbox", { name: "Nom de la recherche" }).press("Enter");
    const renamed = savedItem(page, `${name} (Lyon)`);
    await renamed.waitFor();

    await renamed.getByRole("button", { name: `Supprimer la recherche « ${name} (Lyon) »` }).click();
    await page
      .getByRole("alertdialog", { name: `Supprimer « ${name} (Lyon) » ?` })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await page.getByText("Recherche supprimée").first().waitFor();
    await renamed.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Mes recherches enregistrées" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Consultées récemment" }).waitFor();
    expect(await savedItem(page, `${name} (Lyon)`).count()).toBe(0);
    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px phone screen", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signInAsCandidate(page);
    await page.getByRole("heading", { level: 2, name: "Offres qui vous intéressent" }).waitFor();
    await page.getByRole("button", { name: "Enregistrer une recherche" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.list()).toEqual([]);
  });
});
