// « Rechercher un emploi » as `npm start` serves it, signed in as the demo candidate (Lyon): a
// search near Lyon, a contract filter with its count, an offer opened in the panel and reloaded from
// its address, the browser's back button bringing the previous searches back, and a like.
import { createClient } from "@supabase/supabase-js";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const email = "candidat@fuse.test";
const searchPath = "/dashboard/candidate/search-jobs";

/** The demo candidate through supabase-js, as the app signs in. */
async function candidateClient() {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: demoPassword });
  if (error) throw error;
  return data.session.access_token;
}

const liked: string[] = [];

// The demo candidate's likes go, for whoever comes next.
afterAll(async () => {
  const token = await candidateClient();
  for (const jobId of liked) {
    await fetch(`${appUrl}/api/matches/decisions`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ job_id: jobId }),
    });
  }
});

const params = (page: Page) => new URL(page.url()).searchParams;

describe("job search", () => {
  it("searches near Lyon, filters by contract, opens an offer from its address, goes back, likes", async () => {
    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, email);
    await page.goto(`${appUrl}${searchPath}`);
    await page.getByRole("heading", { level: 1, name: "Rechercher un emploi" }).waitFor();

    // What and where: the text, a city picked among the suggestions, then « Rechercher ».
    await page.getByRole("combobox", { name: "Métier, compétence, mot-clé" }).fill("developpeuse");
    // The count is read once the API has answered the search near Lyon: until the app renders the
    // new address, the page still shows the count of the search before it.
    const searchedNearLyon = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === "/api/jobs" && url.searchParams.get("q") === "developpeuse" && url.searchParams.has("lat")
      );
    });
    // The server searches the communes: the browser downloads no commune table.
    const communeTable: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/communes-/.test(request.url())) communeTable.push(request.url());
    });
    const citiesAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/places/cities" && response.ok(),
    );
    await page.getByRole("combobox", { name: "Ville" }).fill("Lyon");
    await citiesAnswered;
    await page
      .getByRole("option", { name: /^Lyon\b/ })
      .first()
      .click();
    expect(communeTable).toEqual([]);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "developpeuse" && url.searchParams.has("lat"));
    await searchedNearLyon;
    expect(params(page).get("ville")).toBe("Lyon");
    const results = page.getByRole("region", { name: "Résultats" });
    const count = results.getByRole("status");
    const counted = count.filter({ hasText: /^\d+ offres?$/ });
    await counted.waitFor();
    const total = Number((await counted.textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(0);
    // The candidate's score beside each result.
    await results
      .getByText(/^Compatibilité \d+ %$|^Hors de vos critères$/)
      .first()
      .waitFor();

    // The contract filter shows how many offers it gives, and gives that many.
    const cdi = page.getByRole("checkbox", { name: /^CDI \(\d+ offres?\)$/ });
    const cdiCount = Number(/\((\d+)/.exec((await cdi.getAttribute("aria-label"))!)![1]);
    expect(cdiCount).toBeGreaterThan(0);
    expect(cdiCount).toBeLessThanOrEqual(total);
    await cdi.click();
    await page.waitForURL((url) => url.searchParams.get("contrat") === "CDI");
    await count.filter({ hasText: new RegExp(`^${cdiCount} offres?$`) }).waitFor();
    await results.getByText("CDI", { exact: true }).first().waitFor();

    // An offer opens in a panel, at its own address.
    const first = results.getByRole("link").first();
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL((url) => url.searchParams.has("offre"));
    const panel = page.getByRole("dialog", { name: title });
    await panel
      .getByRole("heading", { name: /^Compatibilité : \d+ %$|Description du poste/ })
      .first()
      .waitFor();
    const offerId = params(page).get("offre")!;

    // Reloaded, the address opens the same offer over the same search.
    await page.reload();
    await page.getByRole("dialog", { name: title }).getByRole("heading", { name: "Description du poste" }).waitFor();
    expect(params(page).get("contrat")).toBe("CDI");

    // Back: the panel closes on the filtered search; back again: the search before the filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("offre") && url.searchParams.get("contrat") === "CDI");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("checkbox", { name: /^CDI \(/ }).getAttribute("aria-checked")).toBe("true");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("contrat") && url.searchParams.get("q") === "developpeuse");
    await count.filter({ hasText: new RegExp(`^${total} offres?$`) }).waitFor();
    await expect.poll(() => page.getByRole("checkbox", { name: /^CDI \(/ }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("combobox", { name: "Métier, compétence, mot-clé" }).inputValue()).toBe("developpeuse");

    // « Ça m'intéresse » from the panel; closing it brings the focus back to the offer's link.
    await page.goto(`${appUrl}${searchPath}?q=developpeuse&offre=${offerId}`);
    const reopened = page.getByRole("dialog", { name: title });
    await reopened.getByRole("button", { name: `Ça m'intéresse : ${title}` }).click();
    await reopened.getByText("Vous êtes intéressé·e par cette offre", { exact: false }).waitFor();
    liked.push(offerId);
    expect(await reopened.getByRole("button", { name: `Ça m'intéresse : ${title}` }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await reopened.getByRole("button", { name: "Fermer l'offre" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.waitForURL((url) => !url.searchParams.has("offre"));

    // By keyboard: Enter on a result opens it, Escape closes it and the focus is back on its link.
    const link = results.getByRole("link").first();
    const linkTitle = (await link.textContent())!;
    await link.focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("dialog", { name: linkTitle })
      .getByRole("heading", { name: "Description du poste" })
      .waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.waitForURL((url) => !url.searchParams.has("offre") && url.searchParams.get("q") === "developpeuse");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(linkTitle);

    expect(problems.list()).toEqual([]);
  });

  it("reads a typo, an abbreviation and a word no offer has, and says what it searched instead", async () => {
    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, email);
    const results = page.getByRole("region", { name: "Résultats" });
    const box = page.getByRole("combobox", { name: "Métier, compétence, mot-clé" });
    const searchFor = async (text: string) => {
      const answered = page.waitForResponse(
        (response) => response.url().includes("/api/jobs?") && new URL(response.url()).searchParams.get("q") === text,
      );
      await box.fill(text);
      await page.getByRole("button", { name: "Rechercher" }).click();
      expect((await answered).status()).toBe(200);
    };
    await page.goto(`${appUrl}${searchPath}`);
    await page.getByRole("heading", { level: 1, name: "Rechercher un emploi" }).waitFor();

    // One letter missing: corrected, and said.
    await searchFor("developeuse");
    await results.getByText(/^Résultats pour « developpeu/).waitFor();
    await results
      .getByText("Aucune offre ne correspond à « developeuse » : nous avons corrigé l'orthographe.")
      .waitFor();
    await expect.poll(() => results.getByRole("link").first().textContent()).toMatch(/^Développeu/);

    // An abbreviation recruiters write: the trade's offers, nothing to say.
    await searchFor("IDE");
    await expect.poll(() => results.getByRole("link").first().textContent()).toMatch(/^Infirmier/);
    expect(await results.getByText(/^Résultats pour/).count()).toBe(0);

    // A word near no offer: the newest offers, said as such.
    await searchFor("astronaute");
    await results.getByText("Aucune offre ne correspond à « astronaute ».").waitFor();
    await results.getByText("Voici les offres les plus récentes").waitFor();
    expect(await results.getByRole("link").count()).toBeGreaterThan(0);
    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px screen: the filters open in a dialog", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signInContext(page.context(), appUrl, email);
    await page.goto(`${appUrl}${searchPath}?q=developpeuse`);
    await page.getByRole("region", { name: "Résultats" }).getByRole("link").first().waitFor();
    expect(await page.getByRole("checkbox", { name: /^CDI \(/ }).count()).toBe(0);
    await page.getByRole("button", { name: /^Filtres/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filtres" });
    await dialog.getByRole("checkbox", { name: /^CDI \(/ }).click();
    await page.waitForURL((url) => url.searchParams.get("contrat") === "CDI");
    await dialog.getByRole("button", { name: /^Voir / }).click();
    await page.getByRole("button", { name: "Filtres (1)" }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(problems.list()).toEqual([]);
  });
});
