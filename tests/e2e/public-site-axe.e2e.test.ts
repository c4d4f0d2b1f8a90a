// Every page of the public site, as the sitemap's files list it and `npm start` serves it, opened by a
// signed-out visitor on a desktop and on a 360 px phone: its heading shows, nothing is left loading,
// axe finds nothing to fix, nothing scrolls sideways, and the console stays clean.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "./support/axe.ts";
import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

/** The paths a sitemap file lists, or, for a sitemap index, the paths of the files it names. */
async function sitemapPaths(path: string) {
  const response = await fetch(`${appUrl}${path}`);
  expect([path, response.status]).toEqual([path, 200]);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Pages with a parameter share their screen with the others of their kind: a few of each are enough. */
const samplesPerKind: Record<string, number> = { actualites: 2, p: 2, offres: 1 };

/**
 * The sitemap's addresses as paths, read from every file its index names: every page without a
 * parameter, and of the pages with one (a news item, a content page, a public card, an offer) the
 * first few of each kind.
 */
async function publicPaths() {
  const files = await sitemapPaths("/sitemap.xml");
  const paths = (await Promise.all(files.map((file) => sitemapPaths(file)))).flat();
  const perKind = new Map<string, number>();
  return paths.filter((path) => {
    const kind = /^\/(actualites|p|offres)\/./.exec(path)?.[1];
    if (!kind) return true;
    const seen = perKind.get(kind) ?? 0;
    perKind.set(kind, seen + 1);
    return seen < samplesPerKind[kind]!;
  });
}

async function check(page: Page, path: string, width: number) {
  await page.goto(`${appUrl}${path}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
  const where = `${path} at ${width} px`;
  expect(await axeViolations(page), where).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

describe("the public site, page by page", () => {
  it("has nothing axe finds to fix on any page of the sitemap, on a desktop and a 360 px phone", async () => {
    const paths = await publicPaths();
    // The static pages, at least one news item and one content page, and one offer (the demo data's).
    expect(paths).toEqual(expect.arrayContaining(["/", "/actualites", "/faq", "/contact"]));
    expect(paths.some((path) => path.startsWith("/actualites/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/p/"))).toBe(true);
    expect(paths.filter((path) => path.startsWith("/offres/"))).toHaveLength(1);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { page, problems } = await chromium.newPage({ viewport });
      for (const path of paths) await check(page, path, viewport.width);
      expect(problems.list()).toEqual([]);
    }
  }, 240_000);
});
