// « Accueil » as `npm start` serves it: a visitor's search that goes through the login and comes
// back filled in, live figures, the latest news, the salary simulator downloaded only when scrolled
// to, a 360 px screen and axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "./support/axe.ts";
import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function openHome(page: Page) {
  await page.goto(`${appUrl}/`);
  await page.getByRole("heading", { level: 1, name: "Accueil" }).waitFor({ state: "attached" });
  await focusOnceTakenOver(page.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" }));
}

describe("/ (Accueil)", () => {
  it("a visitor searches by keyboard and lands on the public search with the text filled in, no sign-in asked", async () => {
    const { page, problems } = await chromium.newPage();
    await openHome(page);
    const field = page.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" });
    await field.focus();
    await page.keyboard.type("développeur");
    await page.keyboard.press("Enter");

    await page.waitForURL((url) => url.pathname === "/offres");
    expect(new URL(page.url()).searchParams.get("q")).toBe("développeur");
    await page.getByRole("heading", { level: 1, name: "Offres d'emploi" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Métier, compétence, mot-clé" }).inputValue()).toBe("développeur");
    await page.getByRole("region", { name: "Résultats" }).getByRole("link").first().waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("a signed-in candidate's search goes straight to the search screen", async () => {
    const { page } = await chromium.newPage();
    await signInContext(page.context(), appUrl, "candidat@fuse.test");
    await openHome(page);
    await page.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" }).fill("comptable");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/candidate/search-jobs");
    expect(new URL(page.url()).searchParams.get("q")).toBe("comptable");
  });

  it("shows the live figures and the latest news, whose link opens the item", async () => {
    const { page, problems } = await chromium.newPage();
    const answer = (await (await fetch(`${appUrl}/api/home`)).json()) as {
      figures: { published_jobs: number; companies: number };
      news: { id: string; title: string }[];
    };
    await openHome(page);
    const figures = page.getByRole("region", { name: "En ce moment sur Fuse" });
    const french = (value: number) => new Intl.NumberFormat("fr-FR").format(value);
    await figures.getByText(french(answer.figures.published_jobs), { exact: true }).first().waitFor();
    expect(await figures.getByRole("listitem").first().innerText()).toMatch(/^\d[\d\s\u202f]*\s+offres? publiées?$/);
    expect(await figures.getByRole("listitem").nth(1).innerText()).toMatch(/^\d[\d\s\u202f]*\s+entreprises?$/);

    const news = page.getByRole("region", { name: "Dernières actualités" });
    expect(answer.news.length).toBeGreaterThan(0);
    const first = answer.news[0]!;
    await news.getByRole("link", { name: first.title }).click();
    await page.waitForURL((url) => url.pathname === `/actualites/${first.id}`);
    await page.getByRole("heading", { name: first.title }).first().waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("downloads the salary simulator only when scrolled to, and it gives a net amount", async () => {
    const { page, problems } = await chromium.newPage();
    const simulatorRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/salary/simulate")) simulatorRequests.push(request.url());
    });
    await openHome(page);
    await page.waitForLoadState("networkidle");
    const section = page.getByRole("region", { name: "Du brut au net, en un instant" });
    // Not downloaded yet: its placeholder holds its place.
    expect(await section.getByRole("status", { name: "Chargement du simulateur" }).count()).toBe(1);
    expect(await page.getByLabel("Salaire brut mensuel").count()).toBe(0);

    await section.scrollIntoViewIfNeeded();
    await page.getByLabel("Salaire brut mensuel").fill("3000");
    const response = await fetch(`${appUrl}/api/salary/simulate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gross_monthly: 3000, status: "non-cadre", contract: "CDI" }),
    });
    const { net_monthly_before_tax: net } = (await response.json()) as { net_monthly_before_tax: number };
    const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(net);
    await page.getByRole("region", { name: "Votre estimation" }).getByText(euros.replace(/\s/g, " ")).first().waitFor();
    expect(simulatorRequests.length).toBeGreaterThan(0);
    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px screen and has no accessibility violation", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await openHome(page);
    await page.getByRole("region", { name: "Dernières actualités" }).getByRole("listitem").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // The simulator too, once loaded.
    await page.getByRole("region", { name: "Du brut au net, en un instant" }).scrollIntoViewIfNeeded();
    await page.getByLabel("Salaire brut mensuel").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});
