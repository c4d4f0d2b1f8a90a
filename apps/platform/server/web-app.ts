import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

import { publicSlug, readPublicPage } from "@fuse/api/cards/routes.ts";
import { publicPageMeta, type PageMeta } from "@fuse/features/candidate-card/page-meta";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { canonicalUrl, readNewsItemMeta, staticPageMeta, staticPublicPaths } from "./seo.ts";

/** Paths that belong to the server, never to the single-page app's fallback. */
const serverPaths = /^\/(api|auth|rest|storage|dev)(\/|$)/;

/** Vite's build output: every file name under /assets/ carries a content hash. */
const hashedAssets = /^\/assets\//;

/** Vite's build metadata (dist/.vite/manifest.json): read by the bench, not a file of the app. */
const buildMetadata = /^\/\.vite(\/|$)/;

/** A hashed file never changes under its name; everything else is checked on each use. */
const cacheControl = {
  hashed: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
};

/** Runs `handler` for the app's own paths only: the server's responses are never touched here. */
const appOnly =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    serverPaths.test(c.req.path) ? next() : handler(c, next);

const notBuiltPage = (ctx: ServerContext) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#8B4C8C">
<title>Fuse — serveur</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1c1723">
<h1 style="color: #8b4c8c">Fuse</h1>
<p>Le serveur fonctionne (mode ${ctx.config.mode === "embedded" ? "embarqué" : "hébergé"}), mais l'application web n'est pas encore construite dans <code>apps/platform/dist</code>.</p>
<ul>
<li><a href="/api/health">État du serveur et de la base</a></li>
<li><a href="/api/config">Configuration publique</a></li>
${ctx.config.mode === "embedded" ? "<li>Boîte de réception de développement : son adresse, avec son jeton, est affichée au démarrage du serveur</li>" : ""}
</ul>
<p>Le kit d'interface se consulte avec <code>npm run storybook</code>.</p>
</body>
</html>`;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * index.html with a public page's title, meta tags and canonical address, marked `data-page-meta`:
 * the app removes them once it runs and renders its own (React's), which follow the visitor.
 */
export function withPageMeta(html: string, meta: PageMeta, canonical?: string): string {
  const tags = [
    `<title data-page-meta>${escapeAttribute(meta.title)} · Fuse</title>`,
    `<meta data-page-meta name="description" content="${escapeAttribute(meta.description)}">`,
    `<meta data-page-meta property="og:title" content="${escapeAttribute(meta.title)}">`,
    `<meta data-page-meta property="og:description" content="${escapeAttribute(meta.description)}">`,
    `<meta data-page-meta property="og:type" content="${meta.type}">`,
    ...(meta.image ? [`<meta data-page-meta property="og:image" content="${escapeAttribute(meta.image)}">`] : []),
    ...(meta.noindex ? ['<meta data-page-meta name="robots" content="noindex">'] : []),
    ...(canonical ? [`<link data-page-meta rel="canonical" href="${escapeAttribute(canonical)}">`] : []),
  ].join("\n    ");
  return html.replace(/<title>[^<]*<\/title>/, tags);
}

/**
 * The browser app: its built files, and index.html for every other GET so that client-side routes
 * load on a refresh or a deep link. Before the app is built, an honest page says so. Hashed assets
 * are cached for a year, everything else revalidated; text is gzipped for clients that accept it
 * (brotli would need a slow per-request quality 11 or precompressed files: gzip is enough here).
 */
export function webAppRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  const dir = ctx.config.webAppDir;
  const index = path.join(dir, "index.html");
  if (existsSync(index)) {
    const html = readFileSync(index, "utf8");
    // Text bodies of 1 KiB or more are gzipped on the fly, for clients that accept it (Hono's
    // compress: CompressionStream, gzip level 6).
    const gzip = compress({ encoding: "gzip" });
    routes.use(
      "*",
      appOnly(async (c, next) => {
        await gzip(c, next);
        const hashed = hashedAssets.test(c.req.path) && c.res.ok;
        c.res.headers.set("cache-control", hashed ? cacheControl.hashed : cacheControl.revalidate);
      }),
    );
    // A public page's title, description and canonical address are in its HTML: link previews and
    // crawlers run no script. Before the static files: "/" would otherwise be their index.html.
    for (const pagePath of staticPublicPaths) {
      const meta = staticPageMeta(pagePath)!;
      routes.get(
        pagePath,
        appOnly(async (c) => c.html(withPageMeta(html, meta, canonicalUrl(ctx, pagePath)))),
      );
    }
    routes.get(
      "/actualites/:id",
      appOnly(async (c) => {
        const id = (c.req.param("id") ?? "").toLowerCase();
        let meta;
        try {
          meta = await readNewsItemMeta(ctx, id);
        } catch {
          // The database is away: the app itself says so.
          return c.html(html);
        }
        if (!meta) return c.html(html, 404);
        return c.html(withPageMeta(html, meta, canonicalUrl(ctx, `/actualites/${id}`)));
      }),
    );
    routes.get(
      "/p/:slug",
      appOnly(async (c) => {
        const slug = c.req.param("slug") ?? "";
        if (slug.length > 120 || !publicSlug.test(slug)) return c.html(html, 404);
        let found;
        try {
          found = await readPublicPage(ctx, slug);
        } catch {
          // The database is away: the app itself says so.
          return c.html(html);
        }
        if (!found) return c.html(html, 404);
        const meta = publicPageMeta(found);
        if (meta.noindex) c.header("x-robots-tag", "noindex");
        return c.html(withPageMeta(html, meta, canonicalUrl(ctx, `/p/${slug}`)));
      }),
    );
    const files = serveStatic({ root: path.relative(process.cwd(), dir) });
    routes.use(
      "*",
      appOnly(async (c, next) => (buildMetadata.test(c.req.path) ? next() : files(c, next))),
    );
    // A missing asset (an old build's chunk) is a 404, never index.html under a script's name.
    routes.get(
      "*",
      appOnly(async (c, next) => (hashedAssets.test(c.req.path) ? next() : c.html(html))),
    );
  } else {
    routes.get("/", (c) => c.html(notBuiltPage(ctx)));
  }
  return { path: "/", routes };
}
