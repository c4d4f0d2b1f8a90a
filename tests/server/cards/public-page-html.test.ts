// /p/{slug} as a link preview or a crawler reads it, without running the app: the HTML itself
// carries the card's title and preview tags, and `noindex` unless its owner allowed indexing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { webAppRoutes } from "../../../apps/platform/server/web-app.ts";
import { call, createUser } from "../api/profile-support.ts";

let server: TestServer;
const webAppDir = mkdtempSync(path.join(tmpdir(), "fuse-web-"));
writeFileSync(
  path.join(webAppDir, "index.html"),
  '<!doctype html><html lang="fr"><head><meta charset="utf-8" /><title>Fuse</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  // A site search engines may index (INDEXING on), where each card's owner decides for theirs.
  server = await startTestServer({ modules: [profileRoutes, webAppRoutes], config: { webAppDir, indexing: true } });
});
afterAll(() => server?.close());

async function page(slug: string) {
  const response = await fetch(`${server.url}/p/${slug}`);
  return { status: response.status, robots: response.headers.get("x-robots-tag"), html: await response.text() };
}

describe("GET /p/{slug} (HTML)", () => {
  it("writes the card's title and preview tags into the page, noindex unless allowed", async () => {
    const user = await createUser(server, "apercu");
    const created = await call(server, "POST", "/api/profile/update", {
      token: user.token,
      body: { type: "candidate", completed: true },
    });
    expect(created.status).toBe(201);
    const form = {
      first_name: 'Zoé "<script>alert(1)</script>',
      headline: "Cheffe de projet",
      city: "Nantes",
      phone: "06 00 00 00 00",
      card_slug: "zoe-apercu",
      card_public: true,
    };
    expect((await call(server, "POST", "/api/profile/info", { token: user.token, body: { form } })).status).toBe(200);

    const shown = await page("zoe-apercu");
    expect(shown.status).toBe(200);
    expect(shown.robots).toBe("noindex");
    expect(shown.html).toContain('<meta data-page-meta property="og:description" content="Cheffe de projet · Nantes">');
    expect(shown.html).toContain('<meta data-page-meta name="robots" content="noindex">');
    expect(shown.html).toMatch(
      /<title data-page-meta>MaFuseCard de Zoé &#34;&#60;script&#62;alert\(1\)&#60;\/script&#62; · Fuse<\/title>/,
    );
    expect(shown.html).not.toContain("<script>alert");
    expect(shown.html).not.toContain("06 00 00 00 00");
    expect(shown.html.match(/<title/g)).toHaveLength(1);

    await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: { card_indexable: true } } });
    const indexable = await page("zoe-apercu");
    expect(indexable.robots).toBeNull();
    expect(indexable.html).not.toContain("noindex");

    await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: { card_public: false } } });
    const hidden = await page("zoe-apercu");
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain("Zoé");
  });

  it("answers 404 with the app for an address that is not a slug", async () => {
    for (const slug of ["Pas%20un%20slug", "x".repeat(200), "%3Cscript%3E"]) {
      const answer = await page(slug);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('<div id="root">');
    }
  });
});
