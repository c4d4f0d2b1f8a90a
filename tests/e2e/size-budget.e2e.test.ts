// JavaScript budget: what a first visit downloads before the page is usable, gzipped at level 9,
// stays within 175 KiB per entry page. A library's chunk holds what any page of the app uses of it
// (the form library's field arrays, since the questionnaire editor), so /login's share grows with
// the app; `npm run bench` measures what those bytes cost in Lighthouse's terms. The files are
// counted too: each costs the main thread its own download, compilation and evaluation tasks, so
// what the app loads on every page comes as one chunk (`apps/platform/vite.config.ts`).
import { constants, gzipSync } from "node:zlib";

import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const budget = 175 * 1024;
const maxFiles = 32;
const { appUrl } = workerServers();
const chromium = setupChromium();

/** Scripts, and `<link rel="modulepreload">` fetches, which Chromium may not type as scripts. */
function isScript(response: Response) {
  const request = response.request();
  if (request.resourceType() === "script") return true;
  return /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("JavaScript size budget", () => {
  it.each(["/", "/login"])("%s loads at most 175 KiB of gzipped script, in at most 32 files", async (path) => {
    const { page } = await chromium.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (!isScript(response) || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        // A body that cannot be read counts as no number: the total says so, not an unhandled error.
        response
          .body()
          .then((body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length)
          .catch(() => Number.NaN),
      );
    });
    await page.goto(`${appUrl}${path}`, { waitUntil: "networkidle" });
    // The modules fetched for later start once the page is idle: counted once none has come for a second.
    let seen = -1;
    while (seen !== scripts.size) {
      seen = scripts.size;
      await page.waitForTimeout(1_000);
    }

    const sizes = await Promise.all(
      [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gzip: await size })),
    );
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(
      `size budget ${path}: ${kib(total)} gzip -9 of ${kib(budget)} in ${sizes.length} scripts (${sizes
        .map(({ file, gzip }) => `${file} ${kib(gzip)}`)
        .join(", ")})`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budget);
    expect(sizes.length).toBeLessThanOrEqual(maxFiles);
  });
});
