import { Hono, type Context } from "hono";
import { compress } from "hono/compress";

import type { PageMeta } from "@fuse/domain/candidate-card/page-meta";
import { offerPath } from "@fuse/domain/job-search/public-offer";
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

/** A page's title and description, as the route table gives them, for its HTML. */
export function routePageMeta(route: PageRoute): PageMeta {
  return {
    title: route.title,
    description: route.description ?? route.title,
    type: "website",
    image: null,
    noindex: false,
  };
}

/** A public page's title and description, as the route table gives them, for its HTML. */
export function staticPageMeta(path: string): PageMeta | undefined {
  const route = staticPublicRoutes.find((candidate) => candidate.path === path);
  return route ? routePageMeta(route) : undefined;
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

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

function sitemapXml(ctx: ServerContext, entries: SitemapEntry[]) {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(canonicalUrl(ctx, path))}</loc>${lastmod}</url>`;
  });
  return [xmlDeclaration, `<urlset xmlns="${sitemapNamespace}">`, ...urls, "</urlset>", ""].join("\n");
}

/** A sitemap index (sitemaps.org): where each file of the sitemap is. */
function sitemapIndexXml(ctx: ServerContext, filePaths: string[]) {
  const files = filePaths.map((path) => `<sitemap><loc>${escapeXml(canonicalUrl(ctx, path))}</loc></sitemap>`);
  return [xmlDeclaration, `<sitemapindex xmlns="${sitemapNamespace}">`, ...files, "</sitemapindex>", ""].join("\n");
}

/** The sitemap's files: the site's pages, then the open offers, numbered from 1. */
const sitemapPaths = {
  index: "/sitemap.xml",
  pages: "/sitemaps/pages.xml",
  offers: (file: number) => `/sitemaps/offres-${file}.xml`,
};

/** An offer file's name: its number, from 1, written without leading zeros. */
const offerFileName = /^offres-([1-9][0-9]{0,4})\.xml$/;

/** An index lists 50,000 files at most (sitemaps.org): the pages' file, and this many of offers. */
const maxOfferFiles = sitemapLimit - 1;

/** The site's pages: the public pages, then what the database publishes besides the offers. */
async function pageEntries(ctx: ServerContext): Promise<SitemapEntry[]> {
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

/**
 * The open offers after `after` (an id; null: from the first), in id order: one keyset page of
 * `limit` rows, read as a visitor through public.published_jobs (closed offers and drafts are not
 * in it).
 */
function openOffersAfter(columns: string, after: string | null, limit: number) {
  return after === null
    ? { sql: `select ${columns} from public.published_jobs order by id limit $1`, params: [limit] }
    : {
        sql: `select ${columns} from public.published_jobs where id > $2 order by id limit $1`,
        params: [limit, after],
      };
}

/** How many offer files the open offers fill, `perFile` to a file. */
async function offerFileCount(ctx: ServerContext, perFile: number): Promise<number> {
  const { rows } = await ctx.db.asRole(anonClaims, (tx) =>
    tx.query<{ count: number }>("select count(*)::integer as count from public.published_jobs"),
  );
  return Math.min(maxOfferFiles, Math.ceil((rows[0]?.count ?? 0) / perFile));
}

/**
 * The open offers of file `file` (from 1): the `perFile` offers after those of the files before
 * it, in id order; undefined past the last. Where the file starts is found page by page along the
 * primary key, reading ids alone (the last id of each earlier file), never with an offset.
 */
async function offerFile(ctx: ServerContext, file: number, perFile: number): Promise<SitemapEntry[] | undefined> {
  return ctx.db.asRole(anonClaims, async (tx) => {
    let after: string | null = null;
    for (let earlier = 1; earlier < file; earlier++) {
      const page = openOffersAfter("id", after, perFile);
      const { rows } = await tx.query<{ id: string }>(
        `select id from (${page.sql}) as page order by id desc limit 1`,
        page.params,
      );
      if (!rows[0]) return undefined;
      after = rows[0].id;
    }
    const page = openOffersAfter("id, title, updated_at", after, perFile);
    const { rows } = await tx.query<{ id: string; title: string; updated_at: string }>(page.sql, page.params);
    if (rows.length === 0) return undefined;
    return rows.map((offer) => ({ path: offerPath(offer), lastModified: offer.updated_at }));
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

const sitemapFileMissing = "Ce fichier du plan du site n'existe pas.";

/** Options of the SEO routes; tests shorten the offer files. */
export interface SeoOptions {
  /** Open offers per sitemap file (default, and at most, 50,000: the protocol's bound). */
  offersPerFile?: number;
}

/**
 * `GET /sitemap.xml`: a sitemap index naming `/sitemaps/pages.xml` — the public pages without
 * parameters, every published news item, every published content page and every card whose owner
 * made it public and allowed indexing — and `/sitemaps/offres-1.xml`, `-2`… — the open offers,
 * `offersPerFile` to a file —, all as absolute addresses under PUBLIC_URL; `GET /robots.txt`: the
 * public site open to crawlers, the rest closed, and where the sitemap is. With INDEXING off, each
 * of them says `noindex` and robots.txt names no sitemap (crawlers still read the pages: a page
 * they may not read cannot tell them not to index it).
 */
export function seoRoutes(ctx: ServerContext, { offersPerFile = sitemapLimit }: SeoOptions = {}): RouteModule {
  const perFile = Math.max(1, Math.min(sitemapLimit, Math.floor(offersPerFile)));
  const routes = new Hono();
  routes.use(sitemapPaths.index, compress({ encoding: "gzip" }));
  routes.use("/sitemaps/*", compress({ encoding: "gzip" }));

  /** A sitemap file: XML, cached ten minutes; 404 when `build` finds none; 503 while the database is away. */
  const sitemapFile = async (c: Context, build: () => Promise<string | undefined>) => {
    if (!ctx.config.indexing) c.header("x-robots-tag", "noindex");
    let xml;
    try {
      xml = await build();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      c.header("retry-after", "30");
      c.header("cache-control", "no-store");
      return c.text(sitemapUnavailable, 503);
    }
    c.header("cache-control", "public, max-age=600");
    if (xml === undefined) return c.text(sitemapFileMissing, 404);
    c.header("content-type", "application/xml; charset=utf-8");
    return c.body(xml);
  };

  routes.get(sitemapPaths.index, (c) =>
    sitemapFile(c, async () => {
      const offerFiles = await offerFileCount(ctx, perFile);
      const files = Array.from({ length: offerFiles }, (_, index) => sitemapPaths.offers(index + 1));
      return sitemapIndexXml(ctx, [sitemapPaths.pages, ...files]);
    }),
  );

  routes.get(sitemapPaths.pages, (c) => sitemapFile(c, async () => sitemapXml(ctx, await pageEntries(ctx))));

  routes.get("/sitemaps/:file", (c) =>
    sitemapFile(c, async () => {
      const file = Number(offerFileName.exec(c.req.param("file"))?.[1] ?? 0);
      if (file < 1 || file > maxOfferFiles) return undefined;
      const entries = await offerFile(ctx, file, perFile);
      return entries && sitemapXml(ctx, entries);
    }),
  );

  routes.get("/robots.txt", (c) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      ...(ctx.config.indexing ? [`Sitemap: ${canonicalUrl(ctx, sitemapPaths.index)}`, ""] : []),
    ];
    if (!ctx.config.indexing) c.header("x-robots-tag", "noindex");
    c.header("cache-control", "public, max-age=3600");
    return c.text(lines.join("\n"));
  });

  return { path: "/", routes };
}
