import { Hono } from "hono";
import { compress } from "hono/compress";

import type { PageMeta } from "@fuse/domain/candidate-card/page-meta";
import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { isUnavailable } from "@fuse/server-core/db/database.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { flattenRoutes, pageRoutes, type PageRoute } from "../src/routes.ts";

/** The pages of the public site (`indexed` in the app's route table), with full paths. */
const publicRoutes: PageRoute[] = flattenRoutes(pageRoutes).filter((route) => route.indexed);

/** Those without parameters: /, /actualites, /faq… */
const staticPublicRoutes = publicRoutes.filter((route) => !route.path.includes(":"));

/** The paths of the public pages without parameters, for the server to describe them in their HTML. */
export const staticPublicPaths: readonly string[] = staticPublicRoutes.map((route) => route.path);

/** A sitemap file holds 50,000 addresses at most (sitemaps.org). */
const sitemapLimit = 50_000;

/** Where the site is reached, without a trailing slash. */
const siteOrigin = (ctx: ServerContext) => ctx.config.publicUrl.replace(/\/+$/, "");

/** The address search engines should keep for a page of the site: `<PUBLIC_URL><path>`. */
export function canonicalUrl(ctx: ServerContext, path: string): string {
  return `${siteOrigin(ctx)}${path}`;
}

/** A public page's title and description, as the route table gives them, for its HTML. */
export function staticPageMeta(path: string): PageMeta | undefined {
  const route = staticPublicRoutes.find((candidate) => candidate.path === path);
  if (!route) return undefined;
  return {
    title: route.title,
    description: route.description ?? route.title,
    type: "website",
    image: null,
    noindex: false,
  };
}

const newsItemRoute = publicRoutes.find((route) => route.path === paths.newsItem);

/** A news item's identifier: the primary key of public.news. */
export const newsItemId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The title and excerpt of a published news item (read as a visitor: row-level security hides
 * drafts and future dates), or undefined when there is none with that id.
 */
export async function readNewsItemMeta(ctx: ServerContext, id: string): Promise<PageMeta | undefined> {
  if (!newsItemId.test(id)) return undefined;
  const { rows } = await ctx.db.asRole(anonClaims, (tx) =>
    tx.query<{ title: string; excerpt: string }>("select title, excerpt from public.news where id = $1", [id]),
  );
  const item = rows[0];
  if (!item) return undefined;
  return {
    title: item.title,
    description: item.excerpt.trim() || newsItemRoute?.description || item.title,
    type: "article",
    image: null,
    noindex: false,
  };
}

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

type SitemapEntry = { path: string; lastModified?: Date | string };

function sitemapXml(ctx: ServerContext, entries: SitemapEntry[]) {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(canonicalUrl(ctx, path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything /sitemap.xml lists: the public pages, then what the database publishes. */
async function sitemapEntries(ctx: ServerContext): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = staticPublicRoutes.map((route) => ({ path: route.path }));
  return ctx.db.asRole(anonClaims, async (tx) => {
    const news = await tx.query<{ id: string; updated_at: string }>(
      "select id, updated_at from public.news order by published_at desc, id limit $1",
      [sitemapLimit],
    );
    entries.push(
      ...news.rows.map((item) => ({ path: pathTo(paths.newsItem, { id: item.id }), lastModified: item.updated_at })),
    );
    const pages = await tx.query<{ slug: string; updated_at: string }>(
      "select slug, updated_at from public.pages order by slug limit $1",
      [sitemapLimit],
    );
    entries.push(
      ...pages.rows.map((page) => ({
        path: pathTo(paths.publicPage, { slug: page.slug }),
        lastModified: page.updated_at,
      })),
    );
    const cards = await tx.query<{ slug: string; updated_at: string }>(
      "select slug, updated_at from public.indexable_public_cards($1)",
      [Math.max(0, sitemapLimit - entries.length)],
    );
    entries.push(
      ...cards.rows.map((card) => ({
        path: pathTo(paths.publicPage, { slug: card.slug }),
        lastModified: card.updated_at,
      })),
    );
    return entries.slice(0, sitemapLimit);
  });
}

/** What crawlers may not visit: accounts, dashboards, forms and the server's own paths. */
const disallowed = [
  "/dashboard",
  "/admin",
  "/api",
  "/auth",
  "/rest",
  "/storage",
  "/dev",
  "/questionnaire",
  "/register",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
];

const sitemapUnavailable =
  "Plan du site momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.";

/**
 * `GET /sitemap.xml`: the public pages without parameters, every published news item, every
 * published content page and every card whose owner made it public and allowed indexing, as
 * absolute addresses under PUBLIC_URL; `GET /robots.txt`: the public site open to crawlers, the
 * rest closed, and where the sitemap is.
 */
export function seoRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.use("/sitemap.xml", compress({ encoding: "gzip" }));

  routes.get("/sitemap.xml", async (c) => {
    let entries;
    try {
      entries = await sitemapEntries(ctx);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      c.header("retry-after", "30");
      c.header("cache-control", "no-store");
      return c.text(sitemapUnavailable, 503);
    }
    c.header("content-type", "application/xml; charset=utf-8");
    c.header("cache-control", "public, max-age=600");
    return c.body(sitemapXml(ctx, entries));
  });

  routes.get("/robots.txt", (c) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${canonicalUrl(ctx, "/sitemap.xml")}`,
      "",
    ];
    c.header("cache-control", "public, max-age=3600");
    return c.text(lines.join("\n"));
  });

  return { path: "/", routes };
}
