// The public site's pages leave the server rendered, with their data (src/entry-server.tsx, run
// here from its source against the real API and database): a visitor sees the page before any
// script has run, and what the page shows is exactly what the API gives an anonymous visitor.
// Every other page stays the browser's to render; a renderer that fails leaves the page to it too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../apps/platform/server/test-support/server.ts";

const renderer = fileURLToPath(new URL("../../apps/platform/src/entry-server.tsx", import.meta.url));

// A build as Vite writes it: index.html, and the manifest the server reads a page's modules from.
const root = mkdtempSync(path.join(tmpdir(), "fuse-render-"));
const dist = path.join(root, "dist");
mkdirSync(path.join(dist, ".vite"), { recursive: true });
writeFileSync(
  path.join(dist, "index.html"),
  `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <link rel="stylesheet" crossorigin href="/assets/index-Css00000.css">
    <title>Fuse</title>
    <script type="module" crossorigin src="/assets/index-Entry000.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);
writeFileSync(
  path.join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-Entry000.js", imports: ["_page-data.js"] },
    "_page-data.js": { file: "assets/page-data-Data0000.js" },
    "src/app.tsx": { file: "assets/app-App00000.js", imports: ["_page-data.js", "_react.js"] },
    "_react.js": { file: "assets/react-React000.js" },
    "src/layouts/default-layout.tsx": { file: "assets/default-layout-Dl000000.js", imports: ["_react.js"] },
    "src/layouts/guest-layout.tsx": { file: "assets/guest-layout-Gl000000.js", imports: ["_react.js"] },
    "src/pages/faq.tsx": { file: "assets/faq-Faq00000.js", imports: ["_react.js"] },
    "src/pages/login.tsx": { file: "assets/login-Login000.js", imports: ["_react.js"] },
  }),
);
const broken = path.join(root, "broken-renderer.mjs");
writeFileSync(broken, 'export async function renderPage() { throw new Error("rendu impossible"); }\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A JSON data block of the page, as the browser app reads it. */
function block(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

const rootContent = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\n {4}<script type="application\/json" id="fuse-state">/.exec(html)?.[1];

describe("pages of the public site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      // Run from source, the renderer's modules are compiled on their first use: on a busy machine,
      // longer than a built page's data may take.
      config: { webAppDir: dist, pageRenderer: renderer, pageDataTimeoutMs: 30_000 },
    });
  });
  afterAll(() => server?.close());

  it("arrive rendered with their data, their state for hydration and the modules to fetch after painting", async () => {
    const question = "Qui voit ma MaFuseCard ?";
    await server.ctx.db.query(
      "insert into public.faq_items (question, answer, audience) values ($1, '<p>Les recruteurs, après un match.</p>', 'all')",
      [question],
    );
    const response = await fetch(`${server.url}/faq`);
    expect(response.status).toBe(200);
    const html = await response.text();

    const content = rootContent(html);
    expect(content).toContain('<h1 class="text-2xl font-semibold tracking-tight text-foreground">FAQ</h1>');
    expect(content).toContain(question);
    // The answers, closed in their accordion, are read by search engines from the FAQPage data.
    expect(content).toMatch(/<script type="application\/ld\+json">[^<]*Les recruteurs, après un match\./);
    expect(content).toContain("Se connecter");
    expect(content).toContain('href="/p/mentions-legales"');
    const state = block(html, "fuse-state") as { queries: { queries: Array<{ queryKey: unknown }> } };
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([["faq"]]);
    // Fetched after the first paint (main.tsx), so not preloaded from the head.
    expect(block(html, "fuse-modules")).toEqual([
      "/assets/app-App00000.js",
      "/assets/react-React000.js",
      "/assets/default-layout-Dl000000.js",
      "/assets/faq-Faq00000.js",
    ]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(block(html, "fuse-config")).toEqual(await (await fetch(`${server.url}/api/config`)).json());
  });

  it("are rendered for an anonymous visitor, whatever session the request carries", async () => {
    const html = await (
      await fetch(`${server.url}/`, {
        headers: { cookie: "fuse-auth=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0", authorization: "Bearer forged" },
      })
    ).text();
    expect(rootContent(html)).toContain("Se connecter");
  });

  it("keep a stored title inert: escaped in the page, and unable to close the state's script", async () => {
    const title = "</script><script>window.__pwned = 1</script> Nouveautés";
    const { rows } = await server.ctx.db.query<{ id: string }>(
      `insert into public.news (slug, title, excerpt, body, audience, published_at)
       values ('titre-hostile', $1, 'Un résumé', '<p>Le corps</p>', 'all', now() - interval '1 minute') returning id`,
      [title],
    );
    const html = await (await fetch(`${server.url}/actualites/${rows[0]!.id}`)).text();
    expect(html.match(/<script/g)).toHaveLength(4); // the entry, and the config, state and modules blocks
    expect(html).not.toContain("<script>window.__pwned");
    expect(rootContent(html)).toContain("&lt;/script&gt;&lt;script&gt;window.__pwned = 1&lt;/script&gt; Nouveautés");
    const state = block(html, "fuse-state") as { queries: { queries: Array<{ state: { data: { title: string } } }> } };
    expect(state.queries.queries[0]!.state.data.title).toBe(title);
  });

  it("leave their head tags to the server's head: none inside the page", async () => {
    await server.ctx.db.query(
      "insert into public.pages (slug, title, body, published) values ('a-propos-de-fuse', 'À propos de Fuse', '<p>Qui nous sommes.</p>', true)",
    );
    const html = await (await fetch(`${server.url}/p/a-propos-de-fuse`)).text();
    const content = rootContent(html);
    expect(content).toContain(">À propos de Fuse</h1>");
    expect(content).toContain("<p>Qui nous sommes.</p>");
    expect(content).not.toMatch(/<(title|meta|link)\b/);
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it("include the sign-in page for a browser without a session: its form, to fetch after painting", async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    const content = rootContent(html);
    expect(content).toContain(">Connexion</h1>");
    expect(content).toMatch(/<form [^>]*method="post"/);
    expect(content).toMatch(/<input type="password"[^>]*autocomplete="current-password"/i);
    expect(block(html, "fuse-modules")).toEqual([
      "/assets/app-App00000.js",
      "/assets/react-React000.js",
      "/assets/guest-layout-Gl000000.js",
      "/assets/login-Login000.js",
    ]);
    expect(html).toContain("<title data-page-meta>Connexion · Fuse</title>");
  });

  it("leave every other page to the browser, its modules preloaded from the head", async () => {
    // The sign-in page, to a browser that may hold a session: it may be sent on, which the app decides.
    const html = await (await fetch(`${server.url}/login`, { headers: { cookie: "fuse-auth=base64-e30" } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(block(html, "fuse-state")).toBeUndefined();
    expect(block(html, "fuse-modules")).toBeUndefined();
    for (const file of ["app-App00000.js", "react-React000.js", "guest-layout-Gl000000.js", "login-Login000.js"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(html).not.toContain('href="/assets/page-data-Data0000.js"'); // index.html's own
    expect(block(html, "fuse-config")).toMatchObject({ mode: "embedded" });
  });
});

describe("a renderer that fails", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { webAppDir: dist, pageRenderer: broken } });
  });
  afterAll(() => server?.close());

  it("leaves the page to the browser: the same page as one that is not rendered, still 200", async () => {
    const response = await fetch(`${server.url}/faq`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title data-page-meta>FAQ · Fuse</title>");
    expect(block(html, "fuse-state")).toBeUndefined();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-Faq00000.js">');
  });
});
