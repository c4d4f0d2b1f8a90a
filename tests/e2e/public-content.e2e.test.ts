// The public news and FAQ as `npm start` serves them, in Chromium, over the content a fresh install
// starts with: a visitor reads the news (an item for candidates included) and one item with its
// date and link-preview tags, meets the 404 page for an item that does not exist, finds a question
// of the FAQ by keyboard; phone-sized screens do not scroll sideways, axe finds nothing to fix,
// and no page of the public site loads the sign-in machinery.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "./support/axe.ts";
import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

/** Calls to the auth service or REST: an anonymous visitor's pages make none. */
function watchAuthCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/(auth|rest)\/v1\//.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("/actualites", () => {
  it("lists every published item, opens one with its date and preview tags", async () => {
    const { page, problems } = await chromium.newPage();
    const authCalls = watchAuthCalls(page);
    await page.goto(`${appUrl}/actualites`);
    await page.getByRole("heading", { level: 1, name: "Actualités" }).waitFor();
    const main = page.getByRole("main");
    const forCandidates = main.getByRole("link", { name: "Nouveau : l'analyse de CV" });
    await forCandidates.waitFor();
    await main.getByRole("link", { name: "Fuse ouvre ses portes" }).waitFor();
    await main.getByRole("link", { name: "Recruteurs : publiez une offre qui attire les bons profils" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await forCandidates.click();
    await page.waitForURL(/\/actualites\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Nouveau : l'analyse de CV" }).waitFor();
    await page.getByText(/^Publié le \d{1,2} \S+ \d{4}$/).waitFor();
    expect(await page.locator("article time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect.poll(() => page.title()).toBe("Nouveau : l'analyse de CV · Fuse");
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Nouveau : l'analyse de CV");
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(page.url());
    expect(await axeViolations(page)).toEqual([]);

    // Opened directly, as from a shared link: the same item.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Nouveau : l'analyse de CV" }).waitFor();
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Nouveau : l'analyse de CV");
    // Once the app has taken over the server's head tags (it comes when the visitor moves on the
    // page), the head still holds one title.
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.head.querySelector("[data-page-meta]") === null);
    expect(await page.locator("head > title").allTextContents()).toEqual(["Nouveau : l'analyse de CV · Fuse"]);

    await page.getByRole("link", { name: "← Toutes les actualités" }).click();
    await page.getByRole("heading", { level: 1, name: "Actualités" }).waitFor();
    expect(authCalls).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  it("shows the 404 error page for an item that does not exist", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/actualites/${crypto.randomUUID()}`);
    await page.getByRole("heading", { name: "Oops! Une erreur s'est produite" }).waitFor();
    await page.getByText("Erreur 404").waitFor();
    // The API's (and the page's) 404 answers are logged by Chromium; nothing else may go wrong.
    expect(problems.list().filter((line) => !/status of 404/.test(line))).toEqual([]);
  });
});

describe("/faq", () => {
  it("finds a question by keyboard and opens it", async () => {
    const { page, problems } = await chromium.newPage();
    const authCalls = watchAuthCalls(page);
    await page.goto(`${appUrl}/faq`);
    await page.getByRole("heading", { level: 1, name: "FAQ" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Découvrir Fuse" }).waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const filter = page.getByRole("searchbox", { name: "Rechercher dans la FAQ" });
    await focusOnceTakenOver(filter);
    await filter.focus();
    // Words of the answer, without their accents and in capitals: « effacés définitivement ».
    await page.keyboard.type("EFFACES definitivement");
    await page
      .getByRole("status")
      .filter({ hasText: /^1 question$/ })
      .waitFor();
    await page.keyboard.press("Tab");
    const question = page.getByRole("button", { name: "Comment supprimer mon compte ?" });
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(/effacés définitivement/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(authCalls).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});

describe("on a 360 px screen", () => {
  it.each(["/actualites", "/faq"])("%s does not scroll sideways", async (path) => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${appUrl}${path}`);
    await page
      .getByRole("main")
      .getByRole(path === "/faq" ? "button" : "link")
      .first()
      .waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems.list()).toEqual([]);
  });
});
