// The server hands the browser app its files, and index.html for client-side routes, without ever
// shadowing the API; before the app is built, "/" says so in French.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startTestServer } from "../../apps/platform/server/test-support/server.ts";

const dist = mkdtempSync(path.join(tmpdir(), "fuse-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(
  path.join(dist, "index.html"),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
);
writeFileSync(path.join(dist, "assets/app.js"), "console.log('Fuse');");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the browser app", () => {
  it("is served with a fallback to index.html for client-side routes, never over the API", async () => {
    const server = await startTestServer({ config: { webAppDir: dist } });
    try {
      const asset = await fetch(`${server.url}/assets/app.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toMatch(/javascript/);
      expect(await asset.text()).toBe("console.log('Fuse');");
      for (const route of ["/", "/dashboard/candidate/card", "/actualites/12?x=1"]) {
        const page = await fetch(`${server.url}${route}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root"></div>');
      }
      const api = await fetch(`${server.url}/api/nope`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ error: "Ressource introuvable." });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("says in French that it is not built yet when there is no build", async () => {
    const server = await startTestServer({ config: { webAppDir: path.join(dist, "missing") } });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("l'application web n'est pas encore construite");
    } finally {
      await server.close();
    }
  });
});
