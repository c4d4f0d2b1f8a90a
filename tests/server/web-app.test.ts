// The server hands the browser app its files, and index.html for client-side routes (with the
// configuration written in), without ever shadowing the API; before the app is built, "/" says so
// in French. Hashed assets are cached for a year, everything else is revalidated; text is sent as
// the build compressed it (brotli, else gzip), or gzipped for clients that accept it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../apps/platform/server/test-support/server.ts";

const immutable = "public, max-age=31536000, immutable";

// Files large enough to be worth compressing (over 1 KiB), as a real build's are.
const files = {
  "index.html": `<!doctype html><html lang="fr"><head><title>Fuse</title>${'<link rel="modulepreload" href="/assets/chunk-Cx9aZ2_q.js">'.repeat(30)}<script type="module" src="/assets/index-B1c2D3e4.js"></script></head><body><div id="root"></div></body></html>`,
  "assets/index-B1c2D3e4.js": `${"console.log('Fuse, la plateforme de recrutement');\n".repeat(60)}`,
  "assets/index-Df_9-xYz.css": `${".fuse-card { color: #8b4c8c; padding: 1rem; }\n".repeat(60)}`,
  "assets/logo-A1b2C3d4.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(60)}</svg>`,
  "assets/tiny-Q1w2E3r4.js": "export const x = 1;",
  "manifest.json": JSON.stringify({ name: "Fuse", description: "Plateforme de recrutement. ".repeat(60) }),
};
const dist = mkdtempSync(path.join(tmpdir(), "fuse-dist-"));
mkdirSync(path.join(dist, "assets"));
mkdirSync(path.join(dist, ".vite"));
writeFileSync(path.join(dist, ".vite/manifest.json"), '{"index.html":{"file":"assets/index-B1c2D3e4.js"}}');
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
// A text file the build compressed (vite.config.ts writes a .br and a .gz beside each).
const precompressed = `${"export const fuse = 'la plateforme de recrutement';\n".repeat(60)}`;
writeFileSync(path.join(dist, "assets/app-Pr3c0mpr.js"), precompressed);
writeFileSync(path.join(dist, "assets/app-Pr3c0mpr.js.br"), brotliCompressSync(precompressed));
writeFileSync(path.join(dist, "assets/app-Pr3c0mpr.js.gz"), gzipSync(precompressed, { level: 9 }));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET or HEAD that keeps the bytes as sent (fetch would decompress them). */
function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const gzipped = { "accept-encoding": "gzip, deflate, br" };

/** The configuration the server writes into every page of the app, before `</head>`. */
const configBlock = / {2}<script type="application\/json" id="fuse-config">([^<]*)<\/script>\n {2}(?=<\/head>)/;
const withoutConfig = (html: string) => html.replace(configBlock, "");

describe("the browser app", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Indexed, so that a page is index.html as built (INDEXING off adds its tag: tests/server/seo.test.ts).
    server = await startTestServer({ config: { webAppDir: dist, indexing: true } });
  });
  afterAll(() => server.close());

  it("is served with a fallback to index.html for client-side routes, never over the API", async () => {
    const asset = await fetch(`${server.url}/assets/index-B1c2D3e4.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(await asset.text()).toBe(files["assets/index-B1c2D3e4.js"]);
    // Public and sign-in pages get their own title and description (tests/server/seo.test.ts); the app's others, index.html as built.
    const config = await (await fetch(`${server.url}/api/config`)).json();
    for (const route of ["/reset-password", "/dashboard/candidate/card", "/dashboard/recruiter/jobs/add-or-edit?x=1"]) {
      const page = await fetch(`${server.url}${route}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(withoutConfig(html)).toBe(files["index.html"]);
      // The app starts without asking /api/config first.
      expect(JSON.parse(configBlock.exec(html)![1]!)).toEqual(config);
    }
    // Vite's build manifest stays on the server.
    const metadata = await fetch(`${server.url}/.vite/manifest.json`);
    expect(withoutConfig(await metadata.text())).toBe(files["index.html"]);
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: "Ressource introuvable." });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("answers 404 for a missing asset, never index.html under a script's name", async () => {
    const missing = await raw(`${server.url}/assets/index-Old0ld00.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).not.toMatch(/html/);
    expect(missing.headers["cache-control"]).toBe("no-cache");
  });

  it("caches hashed assets for a year and revalidates index.html and every other file", async () => {
    for (const name of ["index-B1c2D3e4.js", "index-Df_9-xYz.css", "logo-A1b2C3d4.svg", "tiny-Q1w2E3r4.js"]) {
      const response = await raw(`${server.url}/assets/${name}`, gzipped);
      expect([name, response.status, response.headers["cache-control"]]).toEqual([name, 200, immutable]);
    }
    for (const route of ["/", "/login", "/dashboard/recruiter/jobs/add-or-edit", "/manifest.json"]) {
      const response = await raw(`${server.url}${route}`, gzipped);
      expect([route, response.status, response.headers["cache-control"]]).toEqual([route, 200, "no-cache"]);
    }
    // The build's index.html by name is the home page's address: never the bare file.
    const index = await raw(`${server.url}/index.html`, gzipped);
    expect([index.status, index.headers.location]).toEqual([301, "/"]);
    const head = await raw(`${server.url}/assets/index-B1c2D3e4.js`, {}, "HEAD");
    expect(head.headers["cache-control"]).toBe(immutable);
  });

  it("gzips html, js, css, json and svg for clients that accept it; the bytes decompress to the file", async () => {
    const cases: [string, string][] = [
      ["/reset-password", files["index.html"]],
      ["/candidats/123", files["index.html"]],
      ["/assets/index-B1c2D3e4.js", files["assets/index-B1c2D3e4.js"]],
      ["/assets/index-Df_9-xYz.css", files["assets/index-Df_9-xYz.css"]],
      ["/assets/logo-A1b2C3d4.svg", files["assets/logo-A1b2C3d4.svg"]],
      ["/manifest.json", files["manifest.json"]],
    ];
    for (const [route, content] of cases) {
      const compressed = await raw(`${server.url}${route}`, gzipped);
      expect([route, compressed.headers["content-encoding"]]).toEqual([route, "gzip"]);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(Buffer.byteLength(content));
      const page = (text: string) =>
        route.startsWith("/assets/") || route.endsWith(".json") ? text : withoutConfig(text);
      expect(page(gunzipSync(compressed.body).toString())).toBe(content);

      const plain = await raw(`${server.url}${route}`);
      expect([route, plain.headers["content-encoding"]]).toEqual([route, undefined]);
      expect(page(plain.body.toString())).toBe(content);
    }
    // Under 1 KiB, gzip would save nothing worth the work.
    const tiny = await raw(`${server.url}/assets/tiny-Q1w2E3r4.js`, gzipped);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(files["assets/tiny-Q1w2E3r4.js"]);
  });

  it("sends a file the build compressed as it is: brotli, else gzip, else the file", async () => {
    const url = `${server.url}/assets/app-Pr3c0mpr.js`;
    const brotli = await raw(url, gzipped);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe(immutable);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(precompressed);
    const gzip = await raw(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(precompressed);
    const plain = await raw(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(precompressed);
  });

  it("leaves the server's own answers alone: neither compressed nor given cache headers by the app", async () => {
    for (const route of ["/api/nope", "/api", "/auth/v1/nope", "/rest/v1/nope", "/dev/nope", "/storage/v1/nope"]) {
      const response = await raw(`${server.url}${route}`, gzipped);
      expect([route, response.headers["content-encoding"]]).toEqual([route, undefined]);
      expect([immutable, "no-cache"]).not.toContain(response.headers["cache-control"]);
      expect(response.headers.vary ?? "").not.toMatch(/accept-encoding/i);
      expect(response.headers["content-type"]).not.toMatch(/html/);
    }
    const health = await raw(`${server.url}/api/health`, gzipped);
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: expect.any(String) });
  });
});

describe("before the app is built", () => {
  it("says in French that it is not built yet", async () => {
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
