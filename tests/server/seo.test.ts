// What search engines and link previews get from the public site without running the app: the
// sitemap and robots.txt, and, in each public page's HTML, its title, description and canonical
// address; plus the legal pages every installation starts with.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentSeedFile } from "@fuse/api/seed/seed.ts";
import { offerPath } from "@fuse/domain/job-search/public-offer";
import { DatabaseUnavailableError, type Database } from "@fuse/server-core/db/database.ts";
import { createTestDatabase } from "@fuse/server-core/testing/test-database.ts";
import { migrationsDir } from "@fuse/supabase-local/migrate.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { loadConfig } from "../../apps/platform/server/config.ts";
import { seoRoutes } from "../../apps/platform/server/seo.ts";
import { startServer } from "../../apps/platform/server/server.ts";
import { startTestServer, type TestServer } from "../../apps/platform/server/test-support/server.ts";
import { webAppRoutes } from "../../apps/platform/server/web-app.ts";
import { createUser, sirets } from "./rls/world.ts";

const webAppDir = mkdtempSync(path.join(tmpdir(), "fuse-seo-"));
writeFileSync(
  path.join(webAppDir, "index.html"),
  '<!doctype html><html lang="fr"><head><meta charset="utf-8" /><title>Fuse</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webAppDir, { recursive: true, force: true }));

let server: TestServer;
const ids: Record<string, string> = {};

/** One row's id, written as the database owner. */
async function insert(sql: string, params: unknown[] = []) {
  return (await server.db.query<{ id: string }>(sql, params)).rows[0]!.id;
}

/** The open offers, in id order (the order of the sitemap's offer files), and the others. */
const offers: { open: { id: string; title: string; updatedAt: string }[]; closed: string; draft: string } = {
  open: [],
  closed: "",
  draft: "",
};

beforeAll(async () => {
  server = await startTestServer({
    // Two offers to a sitemap file: three open offers fill two files.
    modules: [(ctx) => seoRoutes(ctx, { offersPerFile: 2 }), webAppRoutes],
    // A site search engines may index, as hosted servers are by default; INDEXING off is tested apart.
    config: { webAppDir, indexing: true },
  });
  ids.news = await insert(
    `insert into public.news (slug, title, excerpt, body, published_at, updated_at)
     values ('salon-emploi', 'Le salon de l''emploi', 'Rendez-vous à Lyon le 3 mars.', '<p>Venez</p>',
             now() - interval '2 days', '2026-11-20T08:00:00Z') returning id`,
  );
  ids.recruiterNews = await insert(
    `insert into public.news (slug, title, excerpt, body, audience, published_at)
     values ('tarifs', 'Nos tarifs', '', '<p>…</p>', 'recruiter', now() - interval '1 day') returning id`,
  );
  ids.draftNews = await insert(
    "insert into public.news (slug, title, body) values ('brouillon', 'Brouillon secret', '<p>…</p>') returning id",
  );
  ids.futureNews = await insert(
    `insert into public.news (slug, title, body, published_at)
     values ('bientot', 'Annonce à venir', '<p>…</p>', now() + interval '3 days') returning id`,
  );
  await server.db.query(
    `insert into public.pages (slug, title, body, published) values
       ('mentions-legales', 'Mentions légales', '<p>Éditeur</p>', true),
       ('projet-interne', 'Projet interne', '<p>…</p>', false)`,
  );

  const card = async (email: string, slug: string, settings: { public: boolean; indexable: boolean }) => {
    const user = await createUser(server.db, email, "candidate");
    await server.db.query(
      `insert into public.candidate_infos (profile_id, first_name, last_name, headline, card_slug, card_public, card_indexable)
       values ($1, 'Zoé', 'Martin', 'Cheffe de projet', $2, $3, $4)`,
      [user.profileId, slug, settings.public, settings.indexable],
    );
  };
  await card("indexee@seo.test", "zoe-indexee", { public: true, indexable: true });
  await card("noindex@seo.test", "zoe-noindex", { public: true, indexable: false });
  await card("privee@seo.test", "zoe-privee", { public: false, indexable: true });
  const shown = await createUser(server.db, "rh@visible.seo.test", "recruiter");
  const hidden = await createUser(server.db, "rh@cachee.seo.test", "recruiter");
  await server.db.query(
    `insert into public.companies (profile_id, name, siret, city, visible, indexable, slug) values
       ($1, 'Atelier Visible', $2, 'Lyon', true, true, 'atelier-visible'),
       ($3, 'Atelier Caché', $4, 'Nantes', false, true, 'atelier-cache')`,
    [shown.profileId, sirets.recruiter, hidden.profileId, sirets.otherRecruiter],
  );

  // Offers as the product publishes them: a pay range, and a place unless fully remote.
  const offer = (title: string, status: string, updatedAt: string, remote = false) =>
    insert(
      `insert into public.jobs (company_id, title, contract_type, status, published_at, updated_at, salary_min, salary_max,
                                remote_mode, city, postal_code, lat, lng)
       values ($1, $2, 'CDI', $3, case when $3 = 'draft' then null else now() - interval '3 days' end, $4, 32000, 38000,
               $5, $6, $7, $8, $9) returning id`,
      remote
        ? [shown.profileId, title, status, updatedAt, "remote", null, null, null, null]
        : [shown.profileId, title, status, updatedAt, "onsite", "Lyon", "69002", 45.76, 4.83],
    );
  const open = [
    { title: "Comptable unique (H/F)", updatedAt: "2026-11-21T09:30:00.000Z" },
    { title: "Électricien·ne industriel·le", updatedAt: "2026-11-22T10:00:00.000Z" },
    { title: "Développeuse TypeScript", updatedAt: "2026-11-23T11:15:00.000Z", remote: true },
  ];
  for (const { title, updatedAt, remote } of open) {
    offers.open.push({ id: await offer(title, "published", updatedAt, remote), title, updatedAt });
  }
  offers.open.sort((left, right) => (left.id < right.id ? -1 : 1));
  offers.closed = await offer("Offre pourvue", "closed", "2026-11-24T08:00:00Z");
  offers.draft = await offer("Offre en préparation", "draft", "2026-11-24T08:00:00Z");
});
afterAll(() => server?.close());

/** The sitemap's addresses, and each one's last modification when given. */
function locations(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({
      loc: loc!,
      lastmod,
    }),
  );
}

/** The files a sitemap index names. */
const indexedFiles = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc]) => loc!);

/** A sitemap file's addresses and last changes. */
async function sitemapFile(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect([path, response.status]).toEqual([path, 200]);
  return locations(await response.text());
}

describe("GET /sitemap.xml", () => {
  it("is a sitemap index: the site's pages' file, then the open offers' files", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml).toMatch(/<\/sitemapindex>\n$/);
    // Three open offers, two to a file.
    expect(indexedFiles(xml)).toEqual([
      `${server.url}/sitemaps/pages.xml`,
      `${server.url}/sitemaps/offres-1.xml`,
      `${server.url}/sitemaps/offres-2.xml`,
    ]);
    expect(locations(xml)).toEqual([]);
  });

  it("lists each open offer once, at its public address, with its last change, in id order", async () => {
    const first = await sitemapFile("/sitemaps/offres-1.xml");
    const second = await sitemapFile("/sitemaps/offres-2.xml");
    const expected = offers.open.map((offer) => ({
      loc: `${server.url}${offerPath(offer)}`,
      lastmod: offer.updatedAt,
    }));
    expect(first).toEqual(expected.slice(0, 2));
    expect(second).toEqual(expected.slice(2));
    expect(expected.map((offer) => offer.loc)).toContain(
      `${server.url}/offres/comptable-unique-h-f-${offers.open.find((offer) => offer.title.startsWith("Comptable"))!.id}`,
    );
    const response = await fetch(`${server.url}/sitemaps/offres-1.xml`);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(await response.text()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("never lists a closed offer or a draft", async () => {
    const listed = [
      ...(await sitemapFile("/sitemaps/pages.xml")),
      ...(await sitemapFile("/sitemaps/offres-1.xml")),
      ...(await sitemapFile("/sitemaps/offres-2.xml")),
    ].map((url) => url.loc);
    expect(listed.filter((loc) => loc.includes("/offres/"))).toHaveLength(3);
    for (const id of [offers.closed, offers.draft]) {
      expect(listed.some((loc) => loc.includes(id))).toBe(false);
    }
  });

  it("answers 404 for an offer file past the last one, and for a file it does not have", async () => {
    for (const path of [
      "/sitemaps/offres-3.xml",
      "/sitemaps/offres-0.xml",
      "/sitemaps/offres-01.xml",
      "/sitemaps/offres-99999.xml",
      "/sitemaps/offres.xml",
      "/sitemaps/autre.xml",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe("Ce fichier du plan du site n'existe pas.");
    }
  });

  it("gzips every file for clients that accept it", async () => {
    // A long PUBLIC_URL makes each file long enough to be compressed (1 KiB and more).
    const publicUrl = server.ctx.config.publicUrl;
    server.ctx.config.publicUrl = `https://emploi.example/${"x".repeat(600)}`;
    try {
      for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/offres-1.xml", "/sitemaps/offres-2.xml"]) {
        const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } });
        expect([path, response.headers.get("content-encoding")]).toEqual([path, "gzip"]);
        expect(await response.text()).toContain(`<loc>https://emploi.example/${"x".repeat(600)}/`);
      }
    } finally {
      server.ctx.config.publicUrl = publicUrl;
    }
  });
});

describe("GET /sitemaps/pages.xml", () => {
  it("lists the public pages, the published news and pages, and the cards open to search engines", async () => {
    const response = await fetch(`${server.url}/sitemaps/pages.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locations(xml);
    const listed = urls.map((url) => url.loc);
    const at = (path: string) => `${server.url}${path}`;

    for (const path of ["/", "/actualites", "/faq", "/contact", "/simulation-salaire", "/pre-inscription"]) {
      expect(listed).toContain(at(path));
    }
    expect(urls.find((url) => url.loc === at(`/actualites/${ids.news}`))?.lastmod).toBe("2026-11-20T08:00:00.000Z");
    // The public news list shows every audience's items.
    expect(listed).toContain(at(`/actualites/${ids.recruiterNews}`));
    expect(listed).toContain(at("/p/mentions-legales"));
    expect(listed).toContain(at("/p/zoe-indexee"));
    expect(listed).toContain(at("/p/atelier-visible"));

    // Never the account, dashboard or form pages, a draft, a future item, a private or unindexed card.
    for (const path of [
      "/login",
      "/register/candidate/inscription",
      "/dashboard/candidate",
      "/questionnaire/candidate",
      "/success",
      "/cancel",
      `/actualites/${ids.draftNews}`,
      `/actualites/${ids.futureNews}`,
      "/p/projet-interne",
      "/p/zoe-noindex",
      "/p/zoe-privee",
      "/p/atelier-cache",
    ]) {
      expect(listed).not.toContain(at(path));
    }
    expect(listed.every((loc) => loc.startsWith(`${server.url}/`))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    // The offers have files of their own.
    expect(listed.filter((loc) => loc.startsWith(`${server.url}/offres/`))).toEqual([]);
  });

  it("writes addresses as XML, escaped, under PUBLIC_URL, in every file", async () => {
    const publicUrl = server.ctx.config.publicUrl;
    server.ctx.config.publicUrl = "https://emploi.example/?a=1&b=<2>/";
    try {
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(index).toContain("<loc>https://emploi.example/?a=1&amp;b=&lt;2&gt;/sitemaps/pages.xml</loc>");
      const pages = await (await fetch(`${server.url}/sitemaps/pages.xml`)).text();
      expect(pages).toContain("<loc>https://emploi.example/?a=1&amp;b=&lt;2&gt;/faq</loc>");
      const offerFile = await (await fetch(`${server.url}/sitemaps/offres-2.xml`)).text();
      expect(offerFile).toContain(
        `<loc>https://emploi.example/?a=1&amp;b=&lt;2&gt;${offerPath(offers.open[2]!)}</loc>`,
      );
      for (const xml of [index, pages, offerFile]) expect(xml).not.toContain("&b=<2>");
    } finally {
      server.ctx.config.publicUrl = publicUrl;
    }
  });
});

describe("GET /robots.txt", () => {
  it("opens the public site, closes accounts, dashboards and the server's paths, and names the sitemap", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/dashboard",
      "/admin",
      "/api",
      "/auth",
      "/rest",
      "/storage",
      "/questionnaire",
      "/register",
      "/login",
      "/forgot-password",
      "/reset-password",
      "/confirm-email",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /actualites");
    expect(lines).not.toContain("Disallow: /p");
    expect(lines.some((line) => /^Disallow: \/o/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });
});

/** A page's HTML as a crawler gets it. */
async function html(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
}

describe("the HTML of a public page", () => {
  it.each([
    ["/", "Accueil", /chaque match s&#39;explique/],
    ["/actualites", "Actualités", /Les nouveautés de Fuse/],
    ["/faq", "FAQ", /questions les plus fréquentes/],
    ["/contact", "Contact", /Écrivez-nous/],
    ["/simulation-salaire", "Simulation de salaire", /Du brut au net/],
    ["/pre-inscription", "Inscription Recruteur", /Présentez votre entreprise/],
  ])("%s carries its title, description and canonical address", async (path, title, description) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title data-page-meta>${title} · Fuse</title>`);
    expect(page.text.match(/<title/g)).toHaveLength(1);
    expect(page.text).toMatch(
      new RegExp(`<meta data-page-meta name="description" content="[^"]*${description.source}`),
    );
    expect(page.text).toContain(`<meta data-page-meta property="og:title" content="${title}">`);
    expect(page.text).toMatch(/<meta data-page-meta property="og:description" content="[^"]+">/);
    expect(page.text).toContain(`<link data-page-meta rel="canonical" href="${server.url}${path}">`);
    expect(page.text).toContain('<div id="root">');
  });

  it("of a news item carries the item's title and excerpt; an unknown or unpublished id is a 404", async () => {
    const item = await html(`/actualites/${ids.news}`);
    expect(item.status).toBe(200);
    expect(item.text).toContain("<title data-page-meta>Le salon de l&#39;emploi · Fuse</title>");
    expect(item.text).toContain('<meta data-page-meta name="description" content="Rendez-vous à Lyon le 3 mars.">');
    expect(item.text).toContain('<meta data-page-meta property="og:type" content="article">');
    expect(item.text).toContain(`<link data-page-meta rel="canonical" href="${server.url}/actualites/${ids.news}">`);

    // Without an excerpt, the route's description stands in.
    const bare = await html(`/actualites/${ids.recruiterNews}`);
    expect(bare.text).toContain('name="description" content="Une actualité de Fuse');

    for (const id of [ids.draftNews, ids.futureNews, "00000000-0000-4000-8000-000000000000", "12", "%3Cscript%3E"]) {
      const missing = await html(`/actualites/${id}`);
      expect([id, missing.status]).toEqual([id, 404]);
      expect(missing.text).toContain('<div id="root">');
      expect(missing.text).not.toContain("Brouillon secret");
      expect(missing.text).not.toContain("data-page-meta");
    }
  });

  it("of a content page or a card carries its canonical address", async () => {
    const page = await html("/p/mentions-legales");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title data-page-meta>Mentions légales · Fuse</title>");
    expect(page.text).toContain(`<link data-page-meta rel="canonical" href="${server.url}/p/mentions-legales">`);
    const card = await html("/p/zoe-indexee");
    expect(card.text).toContain(`<link data-page-meta rel="canonical" href="${server.url}/p/zoe-indexee">`);
  });

  it("keeps a title written by an attacker inside its element and attribute", async () => {
    const id = await insert(
      `insert into public.news (slug, title, excerpt, body, published_at)
       values ('piege', $1, $2, '<p>…</p>', now() - interval '1 hour') returning id`,
      ['"><script>alert(1)</script><meta x="', "Un résumé \" onload='alert(2)' <b>"],
    );
    const page = await html(`/actualites/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<script>");
    expect(page.text).not.toContain('<meta x="');
    expect(page.text).not.toContain("onload='");
    expect(page.text).toContain(
      '<meta data-page-meta property="og:title" content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;meta x=&#34;">',
    );
    expect(page.text).toContain(
      '<meta data-page-meta name="description" content="Un résumé &#34; onload=&#39;alert(2)&#39; &#60;b&#62;">',
    );
    // Each tag stays one tag: as many opening brackets as before the page meta was written.
    const head = page.text.slice(0, page.text.indexOf("</head>"));
    expect(head.match(/<meta /g)).toHaveLength(5);
  });

  it("leaves the app's other pages alone", async () => {
    for (const path of ["/reset-password", "/dashboard/candidate", "/questionnaire/candidate"]) {
      const page = await html(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.text).not.toContain("data-page-meta");
      expect(page.text).toContain("<title>Fuse</title>");
    }
  });
});

describe("with the database away", () => {
  it("the sitemap answers 503 in French, robots.txt and the static pages still answer", async () => {
    const db = await createTestDatabase();
    // A database that answers migrations, then is unreachable for requests.
    const away: Database = {
      ...db,
      asRole: () => Promise.reject(new DatabaseUnavailableError()),
    };
    const config = loadConfig(
      { SCHEDULER: "false" },
      { port: 0, host: "127.0.0.1", dataDir: undefined, databaseUrl: undefined, jwtSecret: "x".repeat(32), webAppDir },
    );
    const running = await startServer(config, away, [seoRoutes, webAppRoutes]);
    try {
      for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/offres-1.xml"]) {
        const sitemap = await fetch(`${running.url}${path}`);
        expect([path, sitemap.status]).toEqual([path, 503]);
        expect(sitemap.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(sitemap.headers.get("retry-after")).toBe("30");
        expect(sitemap.headers.get("cache-control")).toBe("no-store");
        expect(await sitemap.text()).toBe(
          "Plan du site momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.",
        );
      }
      expect((await fetch(`${running.url}/robots.txt`)).status).toBe(200);
      const faq = await fetch(`${running.url}/faq`);
      expect(faq.status).toBe(200);
      expect(await faq.text()).toContain("<title data-page-meta>FAQ · Fuse</title>");
      // The app itself says the database is away.
      expect((await fetch(`${running.url}/actualites/${ids.news}`)).status).toBe(200);
    } finally {
      await running.close();
      await db.close();
    }
  });
});

/** The value of `name="robots"` tags in a page's head. */
const robotsTags = (text: string) =>
  [...text.slice(0, text.indexOf("</head>")).matchAll(/<meta[^>]* name="robots" content="([^"]*)">/g)].map(
    ([, content]) => content,
  );

/** The configuration the server writes into a page for the app. */
const pageConfig = (text: string) =>
  JSON.parse(/<script type="application\/json" id="fuse-config">([^<]*)<\/script>/.exec(text)![1]!) as {
    indexing: boolean;
  };

describe("INDEXING", () => {
  const hosted = { SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "a", SUPABASE_SERVICE_ROLE_KEY: "s" };

  it("is on by default in hosted mode, off in embedded mode, and set by INDEXING like the other flags", () => {
    expect(loadConfig({}, { dataDir: undefined }).indexing).toBe(false);
    expect(loadConfig({ INDEXING: "" }, { dataDir: undefined }).indexing).toBe(false);
    expect(loadConfig(hosted).indexing).toBe(true);
    expect(loadConfig({ ...hosted, INDEXING: "" }).indexing).toBe(true);
    for (const value of ["on", "true", "1", "yes"]) {
      expect([value, loadConfig({ INDEXING: value }, { dataDir: undefined }).indexing]).toEqual([value, true]);
    }
    for (const value of ["off", "false", "0", "no"]) {
      expect([value, loadConfig({ ...hosted, INDEXING: value }).indexing]).toEqual([value, false]);
    }
    for (const value of ["oui", "ON", "2"]) {
      expect(() => loadConfig({ INDEXING: value }, { dataDir: undefined })).toThrow(
        "Configuration invalide : INDEXING",
      );
    }
  });

  it("on: pages carry no noindex of their own, and a card not open to search engines keeps its own", async () => {
    for (const path of ["/", "/faq", `/actualites/${ids.news}`, "/p/zoe-indexee", "/login", "/nulle-part"]) {
      const response = await fetch(`${server.url}${path}`);
      const text = await response.text();
      expect([path, response.headers.get("x-robots-tag"), robotsTags(text)]).toEqual([path, null, []]);
      expect(pageConfig(text).indexing).toBe(true);
    }
    const card = await fetch(`${server.url}/p/zoe-noindex`);
    expect(card.headers.get("x-robots-tag")).toBe("noindex");
    expect(robotsTags(await card.text())).toEqual(["noindex"]);
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/offres-1.xml"]) {
      expect([path, (await fetch(`${server.url}${path}`)).headers.get("x-robots-tag")]).toEqual([path, null]);
    }
  });

  it("off: every page, the sitemap and robots.txt say noindex, and robots.txt names no sitemap", async () => {
    server.ctx.config.indexing = false;
    try {
      for (const path of [
        "/",
        "/faq",
        `/actualites/${ids.news}`,
        `/actualites/${ids.draftNews}`,
        "/p/zoe-indexee",
        "/p/zoe-noindex",
        "/login",
        "/dashboard/candidate",
        "/nulle-part",
      ]) {
        const response = await fetch(`${server.url}${path}`);
        const text = await response.text();
        // One tag, even on a card that says noindex of its own.
        expect([path, response.headers.get("x-robots-tag"), robotsTags(text)]).toEqual([path, "noindex", ["noindex"]]);
        expect(text).toContain('<meta data-page-meta name="robots" content="noindex">');
        // The app writes the same tag on the pages it renders.
        expect(pageConfig(text).indexing).toBe(false);
      }
      for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/offres-1.xml", "/sitemaps/offres-3.xml"]) {
        expect([path, (await fetch(`${server.url}${path}`)).headers.get("x-robots-tag")]).toEqual([path, "noindex"]);
      }

      const robots = await fetch(`${server.url}/robots.txt`);
      expect(robots.headers.get("x-robots-tag")).toBe("noindex");
      const lines = (await robots.text()).split("\n");
      // Crawlers may still read the pages: a page they cannot read cannot tell them not to index it.
      expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
      expect(lines).not.toContain("Disallow: /");
      expect(lines).toContain("Disallow: /dashboard");
      expect(lines.some((line) => line.startsWith("Sitemap:"))).toBe(false);
    } finally {
      server.ctx.config.indexing = true;
    }
  });
});

describe("the legal pages", () => {
  const legalSlugs = [
    "mentions-legales",
    "conditions-generales",
    "politique-de-confidentialite",
    "declaration-accessibilite",
  ];

  it("are published on a fresh installation, as sanitised HTML, the old addresses gone", async () => {
    const db = await createMigratedTestDatabase();
    try {
      await db.exec(readFileSync(contentSeedFile, "utf8"));
      const { rows } = await db.query<{ slug: string; title: string; sanitised: boolean; published: boolean }>(
        "select slug, title, public.is_sanitised_html(body) as sanitised, published from public.pages order by slug",
      );
      expect(rows.map((row) => row.slug).sort()).toEqual([...legalSlugs, "a-propos"].sort());
      expect(rows.every((row) => row.sanitised && row.published)).toBe(true);
      const bodies = await db.query<{ slug: string; body: string }>("select slug, body from public.pages");
      const body = (slug: string) => bodies.rows.find((row) => row.slug === slug)!.body;
      expect(body("declaration-accessibilite")).toContain("non conforme");
      expect(body("declaration-accessibilite")).toContain("26 novembre 2026");
      expect(body("declaration-accessibilite")).toContain("Défenseur des droits");
      expect(body("politique-de-confidentialite")).toContain("Télécharger mes données");
      expect(body("politique-de-confidentialite")).toContain("CNIL");
      expect(body("conditions-generales")).toContain("fin de la période en cours");
      expect(body("mentions-legales")).toContain("Directeur de la publication");
    } finally {
      await db.close();
    }
  });

  it("replace the old ones in an existing installation, keeping a page an administrator edited", async () => {
    const db = await createMigratedTestDatabase();
    try {
      // The installation as the previous content seed left it, before this migration ran.
      await db.exec(`
        delete from supabase_migrations.schema_migrations where version = '20261127110000';
        insert into public.pages (slug, title, body, published) values
          ('a-propos', 'À propos de Fuse', '<p>Fuse</p>', true),
          ('mentions-legales', 'Mentions légales', '<p>Ancien texte</p>', true),
          ('confidentialite', 'Politique de confidentialité', '<p>Ancien texte</p>', true),
          ('cgu', 'Conditions générales d''utilisation', '<p>Ancien texte</p>', true);
      `);
      // Later, an administrator rewrote the terms.
      await db.query(
        "update public.pages set body = '<p>Nos conditions, revues par notre avocate.</p>' where slug = 'cgu'",
      );
      const migration = readFileSync(path.join(migrationsDir, "20261127110000_legal_pages.sql"), "utf8");
      await db.transaction((tx) => tx.exec(migration));

      const { rows } = await db.query<{ slug: string; body: string }>(
        "select slug, body from public.pages order by slug",
      );
      expect(rows.map((row) => row.slug)).toEqual([
        "a-propos",
        "conditions-generales",
        "declaration-accessibilite",
        "mentions-legales",
        "politique-de-confidentialite",
      ]);
      const body = (slug: string) => rows.find((row) => row.slug === slug)!.body;
      expect(body("conditions-generales")).toBe("<p>Nos conditions, revues par notre avocate.</p>");
      expect(body("mentions-legales")).toContain("Directeur de la publication");
      expect(body("politique-de-confidentialite")).toContain("CNIL");
      expect(body("a-propos")).toBe("<p>Fuse</p>");

      // The content seed, run on it afterwards, brings back neither old address nor a second copy.
      await db.exec(readFileSync(contentSeedFile, "utf8"));
      expect((await db.query("select slug from public.pages")).rows).toHaveLength(5);
    } finally {
      await db.close();
    }
  });
});
