import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { matchPath } from "react-router";

import { readPublicPage } from "@fuse/api/candidate-card/routes.ts";
import { publicConfig, type PublicConfig } from "@fuse/api/config/routes.ts";
import { goneOffer } from "@fuse/api/jobs/gone.ts";
import { readOffer } from "@fuse/api/jobs/offer.ts";
import { publicPageMeta, type PageMeta } from "@fuse/domain/candidate-card/page-meta";
import { isPublicSlug } from "@fuse/domain/candidate-card/public-slug";
import { offerIdOf, offerPageMeta, offerPath } from "@fuse/domain/job-search/public-offer";
import type { AttachedServer, RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import type { renderPage as RenderPage } from "../src/entry-server.tsx";
import { pageDataIds } from "../src/page-data.ts";
import { flattenRoutes, layoutModules, pageRoutes, type PageRoute } from "../src/routes.ts";
import { mayHaveSession } from "../src/session/session-hint.ts";
import { canonicalUrl, readNewsItemMeta, routePageMeta, staticPageMeta, staticPublicPaths } from "./seo.ts";

/** The sign-in and sign-up pages (`rendered` in the route table), with full paths. */
const signInPages = flattenRoutes(pageRoutes).filter((route) => route.rendered && !route.path.includes(":"));

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
<meta name="robots" content="noindex">
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

/** `noindex` for search engines, marked as the app's to replace (a private card; INDEXING off). */
const noindexTag = '<meta data-page-meta name="robots" content="noindex">';

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
    ...(meta.noindex ? [noindexTag] : []),
    ...(canonical ? [`<link data-page-meta rel="canonical" href="${escapeAttribute(canonical)}">`] : []),
  ].join("\n    ");
  return html.replace(/<title>[^<]*<\/title>/, tags);
}

/** JSON inside a `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** The request headers an in-process API call keeps: none that would make it a signed-in one. */
const forwardedHeaders = ["host", "origin", "forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"];

/**
 * The server's rendering of the public pages (`src/entry-server.tsx`, built into `dist-ssr/`), or
 * undefined when there is none: the browser app then renders every page alone.
 */
async function loadRenderer(entry: string | undefined): Promise<typeof RenderPage | undefined> {
  if (!entry || !existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: typeof RenderPage };
  return module.renderPage;
}

type ManifestChunk = { file: string; imports?: string[] };

/** Every page of the route table, with full paths, for the server to know which one it sends. */
const allPages = flattenRoutes(pageRoutes);

const pageAt = (pathname: string) => allPages.find((route) => matchPath(route.path, pathname));

/**
 * What a page needs beyond the entry (which index.html already lists): the app's start and, for a
 * page of the route table, its layout and its screen, with the chunks they import; the browser
 * downloads them all at once instead of one import after another. From Vite's manifest; without
 * one (an older build), nothing.
 */
export function pageModules(dir: string): (route: PageRoute | undefined) => string[] {
  const file = path.join(dir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const inIndex = closure("index.html");
  const modules = (route: PageRoute | undefined) => {
    const sources = ["src/app.tsx"];
    if (route)
      sources.push(`src/layouts/${layoutModules[route.layout].file}`, `src/pages/${route.screen ?? "coming-soon"}.tsx`);
    const files = new Set<string>();
    for (const source of sources) closure(source, files);
    return [...files].filter((chunk) => !inIndex.has(chunk)).map((chunk) => `/${chunk}`);
  };
  const cache = new Map<PageRoute | undefined, string[]>();
  return (route) => {
    if (!cache.has(route)) cache.set(route, modules(route));
    return cache.get(route)!;
  };
}

const modulePreloadTags = (modules: string[]) =>
  modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);

/**
 * The browser app: its built files, and index.html for every other GET so that client-side routes
 * load on a refresh or a deep link. Before the app is built, an honest page says so. Hashed assets
 * are cached for a year, everything else revalidated. The build's text files are sent as the build
 * compressed them (brotli, else gzip); the pages, rendered per request, are gzipped on the fly.
 */
export function webAppRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  const dir = ctx.config.webAppDir;
  const index = path.join(dir, "index.html");
  // The app's request handler, for the rendered pages' API calls: known once the server listens.
  let appFetch: AttachedServer["fetch"] | undefined;
  if (existsSync(index)) {
    const html = readFileSync(index, "utf8");
    const modulesOf = pageModules(dir);
    const renderer = loadRenderer(ctx.config.pageRenderer).catch((error: unknown) => {
      console.error("Le rendu serveur des pages publiques n'a pas pu être chargé : le navigateur les rendra.", error);
      return undefined;
    });

    /** The page's API calls, answered in process as an anonymous visitor's from the same address. */
    const inProcessFetch =
      (c: Context, serverFetch: AttachedServer["fetch"]): typeof fetch =>
      async (input, init) => {
        const headers = new Headers(init?.headers);
        for (const name of forwardedHeaders) {
          const value = c.req.header(name);
          if (value) headers.set(name, value);
        }
        return serverFetch(new Request(new URL(String(input), c.req.url), { ...init, headers }), c.env);
      };

    /** The page rendered by the server, or null (not built, not a public page, failed). */
    const renderPublicPage = async (c: Context, config: PublicConfig) => {
      const render = await renderer;
      if (!render || !appFetch) return null;
      try {
        return await render(new Request(c.req.url), {
          config,
          fetch: inProcessFetch(c, appFetch),
          dataTimeoutMs: ctx.config.pageDataTimeoutMs,
        });
      } catch (error) {
        console.error(`Rendu serveur de ${c.req.path} impossible : la page est rendue par le navigateur.`, error);
        return null;
      }
    };

    /**
     * index.html for this request: the configuration as a JSON block (no `/api/config` round trip
     * before the app starts), the public page's title and tags, and, for a page of the public site,
     * the page itself rendered with its data; when that fails, the browser app renders it alone.
     */
    const page = async (c: Context, meta?: PageMeta, canonical?: string) => {
      const config = publicConfig(c, ctx);
      const rendered = meta ? await renderPublicPage(c, config) : null;
      const modules = modulesOf(pageAt(c.req.path));
      // INDEXING off: every page says noindex, in its headers and its head (a page's own noindex once).
      if (!ctx.config.indexing) c.header("x-robots-tag", "noindex");
      const indexingTag = ctx.config.indexing || meta?.noindex ? [] : [noindexTag];
      // A page the server rendered shows before its scripts: the browser asks for them once it has
      // painted it (main.tsx), so that they take no bandwidth from the page and its stylesheet.
      // Any other page needs them to show anything: they are preloaded at once.
      const head = [
        ...indexingTag,
        ...(rendered ? [jsonBlock(pageDataIds.modules, modules)] : modulePreloadTags(modules)),
        jsonBlock(pageDataIds.config, config),
      ];
      const document = (meta ? withPageMeta(html, meta, canonical) : html).replace(
        "</head>",
        `  ${head.join("\n    ")}\n  </head>`,
      );
      if (!rendered) return document;
      return document.replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.html}</div>\n    ${jsonBlock(pageDataIds.serverState, rendered.state)}`,
      );
    };

    // Text bodies of 1 KiB or more are gzipped on the fly, for clients that accept it (Hono's
    // compress: CompressionStream, gzip level 6), unless already compressed (the build's files).
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
        appOnly(async (c) => c.html(await page(c, meta, canonicalUrl(ctx, pagePath)))),
      );
    }
    // The sign-in and sign-up pages show before their scripts too, to a browser without a session:
    // one with a session may be signed in and sent on, which its browser decides (as before).
    for (const route of signInPages) {
      routes.get(
        route.path,
        appOnly(async (c) => {
          const url = new URL(c.req.url);
          const mayBeSignedIn = mayHaveSession({ search: url.search, hash: "" }, c.req.header("cookie") ?? "");
          return c.html(await page(c, mayBeSignedIn ? undefined : routePageMeta(route)));
        }),
      );
      // Their forms are sent by POST: one sent before the page's script ran (nothing typed ever goes
      // into an address, a history or a log) is answered by the page again.
      routes.post(
        route.path,
        appOnly(async (c) => c.redirect(`${c.req.path}${new URL(c.req.url).search}`, 303)),
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
          return c.html(await page(c));
        }
        if (!meta) return c.html(await page(c), 404);
        return c.html(await page(c, meta, canonicalUrl(ctx, `/actualites/${id}`)));
      }),
    );
    routes.get(
      "/p/:slug",
      appOnly(async (c) => {
        const slug = c.req.param("slug") ?? "";
        if (slug.length > 120 || !isPublicSlug(slug)) return c.html(await page(c), 404);
        let found;
        try {
          found = await readPublicPage(ctx, slug);
        } catch {
          // The database is away: the app itself says so.
          return c.html(await page(c));
        }
        if (!found) return c.html(await page(c), 404);
        const meta = publicPageMeta(found);
        if (meta.noindex) c.header("x-robots-tag", "noindex");
        return c.html(await page(c, meta, canonicalUrl(ctx, `/p/${slug}`)));
      }),
    );
    routes.get(
      "/offres/:slugId",
      appOnly(async (c) => {
        const id = offerIdOf(c.req.param("slugId") ?? "");
        if (!id) return c.html(await page(c), 404);
        let found;
        try {
          found = await ctx.db.asRole(anonClaims, async (tx) => {
            const offer = await readOffer(tx, id, { signedIn: false });
            return offer ? { offer } : { gone: await goneOffer(tx, id) };
          });
        } catch {
          // The database is away: the app itself says so.
          return c.html(await page(c));
        }
        if ("offer" in found && found.offer) {
          const canonical = offerPath(found.offer);
          // An old title in the address (the offer was renamed), or none: one address per offer.
          if (c.req.path !== canonical) {
            const query = new URL(c.req.url).search;
            return c.redirect(`${canonical}${query}`, 301);
          }
          return c.html(await page(c, offerPageMeta(found.offer), canonicalUrl(ctx, canonical)));
        }
        if (!("gone" in found) || !found.gone) return c.html(await page(c), 404);
        // Closed or deleted: gone for good, which search engines act on at once; the page says so in
        // French and proposes open offers like it.
        c.header("x-robots-tag", "noindex");
        const meta = {
          title: "Offre expirée",
          description: `${found.gone.title} : cette offre n'est plus disponible.`,
          type: "website",
          image: null,
          noindex: true,
        } as const;
        return c.html(await page(c, meta), 410);
      }),
    );
    // index.html by its own name is the home page's address: one address per page, and the page
    // as the server sends it (its configuration, INDEXING's tag), never the bare build file.
    routes.get(
      "/index.html",
      appOnly(async (c) => c.redirect("/", 301)),
    );
    // The build wrote a brotli and a gzip copy of each text file: sent as they are.
    const files = serveStatic({ root: path.relative(process.cwd(), dir), precompressed: true });
    routes.use(
      "*",
      appOnly(async (c, next) => (buildMetadata.test(c.req.path) ? next() : files(c, next))),
    );
    // A missing asset (an old build's chunk) is a 404, never index.html under a script's name.
    routes.get(
      "*",
      appOnly(async (c, next) => (hashedAssets.test(c.req.path) ? next() : c.html(await page(c)))),
    );
  } else {
    routes.get("/", (c) => c.html(notBuiltPage(ctx)));
  }
  return {
    path: "/",
    routes,
    attach: async (server) => {
      appFetch = server.fetch;
      return async () => {
        appFetch = undefined;
      };
    },
  };
}
