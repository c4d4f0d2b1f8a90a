// The app as `npm start` serves it, in Chromium: the document every page shares, and the error
// page for a path that does not exist.
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

describe("the app in Chromium", () => {
  it("shows the French 404 page for an unknown path, with a way back home, without any error", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/nimporte-quoi`);

    const heading = page.getByRole("heading", { name: "Oops! Une erreur s'est produite" });
    await heading.waitFor();
    await page.getByText("La page que vous recherchez n'existe pas.", { exact: true }).waitFor();
    await page.getByText("Erreur 404", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/nimporte-quoi");

    await page.getByRole("button", { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${appUrl}/`);
    await heading.waitFor({ state: "detached" });
    await page.waitForLoadState("networkidle");

    expect(problems.list()).toEqual([]);
  });

  it("serves the home page as a French document named after Fuse, in the brand's colour", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/`, { waitUntil: "networkidle" });

    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#8b4c8c$/i);
    expect(await page.title()).toMatch(/Fuse$/);
    expect(problems.list()).toEqual([]);
  });

  it("publishes the build it serves, for open pages to notice a newer one", async () => {
    const index = await (await fetch(`${appUrl}/`)).text();
    const entry = index.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    const version = await fetch(`${appUrl}/version.json`);
    expect(version.headers.get("cache-control")).toBe("no-cache");
    expect(await version.json()).toEqual({ build: entry });
  });
});
