// The public site's content through HTTP, over the content a fresh install starts with: every
// published news item whatever its audience (the audience labels an item, the dashboards filter
// by it), never a draft nor a scheduled one, page by page; the FAQ grouped and ordered as
// administrators set it, answers sanitised on the way out.
import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { faqRoutes } from "@fuse/api/faq/routes.ts";
import { newsRoutes } from "@fuse/api/news/routes.ts";
import { contentSeedFile } from "@fuse/api/seed/seed.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "./profile-support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [newsRoutes, faqRoutes] });
  await server.db.exec(readFileSync(contentSeedFile, "utf8"));
  await server.db.query(
    `insert into public.news (slug, title, excerpt, body, audience, published_at) values
     ('brouillon-candidats', 'Brouillon pour les candidats', 'Pas encore', '<p>Brouillon</p>', 'candidate', null),
     ('programmee', 'Programmée pour demain', 'Plus tard', '<p>Demain</p>', 'all', now() + interval '1 day')`,
  );
});
afterAll(() => server?.close());

type NewsReply = { status: number; body: { news: { title: string; id: string }[]; total: number; pages: number } };
const titles = (reply: NewsReply) => reply.body.news.map((item) => item.title);
const idOf = async (slug: string) =>
  (await server.db.query<{ id: string }>("select id from public.news where slug = $1", [slug])).rows[0]!.id;

/** The seeded items, newest first. */
const published = [
  "Comprendre votre score de match",
  "Recruteurs : publiez une offre qui attire les bons profils",
  "Cinq conseils pour réussir votre portrait",
  "Du brut au net : un simulateur intégré",
  "Nouveau : l'analyse de CV",
  "Fuse ouvre ses portes",
];

describe("GET /api/news for the public site", () => {
  it("lists every published item whatever its audience, newest first, and nothing unpublished", async () => {
    const reply = await call(server, "GET", "/api/news?audience=any");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=60");
    expect(titles(reply)).toEqual(published);
    expect(reply.body).toMatchObject({ total: 6, page: 1, per_page: 10, pages: 1 });
  });

  it("shows an item for candidates on the candidates' news, not on the recruiters'", async () => {
    const candidates = titles(await call(server, "GET", "/api/news?audience=candidate"));
    const recruiters = titles(await call(server, "GET", "/api/news?audience=recruiter"));
    expect(candidates).toContain("Nouveau : l'analyse de CV");
    expect(recruiters).not.toContain("Nouveau : l'analyse de CV");
    expect(recruiters).toContain("Recruteurs : publiez une offre qui attire les bons profils");
    expect(candidates).not.toContain("Recruteurs : publiez une offre qui attire les bons profils");
    // Without an audience, the items for everyone only, as before.
    expect(titles(await call(server, "GET", "/api/news"))).toEqual([
      "Comprendre votre score de match",
      "Du brut au net : un simulateur intégré",
      "Fuse ouvre ses portes",
    ]);
  });

  it("goes page by page without losing or repeating an item", async () => {
    const first = await call(server, "GET", "/api/news?audience=any&per_page=4");
    const second = await call(server, "GET", "/api/news?audience=any&per_page=4&page=2");
    expect(first.body).toMatchObject({ total: 6, page: 1, per_page: 4, pages: 2 });
    expect(second.body).toMatchObject({ total: 6, page: 2, per_page: 4, pages: 2 });
    expect([...titles(first), ...titles(second)]).toEqual(published);
    expect(titles(await call(server, "GET", "/api/news?audience=any&per_page=4&page=3"))).toEqual([]);
    expect((await call(server, "GET", "/api/news?audience=any&page=0")).status).toBe(400);
  });

  it("gives an item to anyone by id, whatever its audience, but not a draft nor a scheduled one", async () => {
    const cv = await idOf("analyse-de-cv");
    const item = await call(server, "GET", `/api/news/${cv}?audience=any`);
    expect(item.status).toBe(200);
    expect(item.headers.get("cache-control")).toBe("public, max-age=60");
    expect(item.body).toMatchObject({
      id: cv,
      title: "Nouveau : l'analyse de CV",
      audience: "candidate",
      excerpt: "Déposez votre CV, relisez, corrigez : votre profil est prêt en quelques minutes.",
    });
    expect(item.body.body).toContain("<ul><li>Vous gardez la main");
    expect(new Date(item.body.published_at).getTime()).toBeLessThan(Date.now());
    // The dashboards keep their filter.
    expect((await call(server, "GET", `/api/news/${cv}?audience=candidate`)).status).toBe(200);
    expect((await call(server, "GET", `/api/news/${cv}?audience=recruiter`)).status).toBe(404);

    for (const slug of ["brouillon-candidats", "programmee"]) {
      const hidden = await call(server, "GET", `/api/news/${await idOf(slug)}?audience=any`);
      expect(hidden).toMatchObject({ status: 404, body: { error: "Actualité introuvable" } });
    }
    expect((await call(server, "GET", `/api/news/${crypto.randomUUID()}?audience=any`)).status).toBe(404);
    expect((await call(server, "GET", "/api/news/pas-un-identifiant?audience=any")).status).toBe(400);
  });
});

describe("GET /api/faq", () => {
  type Faq = {
    id: string | null;
    label: string;
    items: { id: string; question: string; answer: string; audience: string }[];
  };
  const faq = async () => {
    const reply = await call(server, "GET", "/api/faq");
    expect(reply.status).toBe(200);
    return reply.body.categories as Faq[];
  };

  it("groups the seeded questions by category, in the administrators' order", async () => {
    const reply = await call(server, "GET", "/api/faq");
    expect(reply.headers.get("cache-control")).toBe("public, max-age=60");
    const categories = await faq();
    expect(categories.map((category) => category.label)).toEqual([
      "Découvrir Fuse",
      "Candidats",
      "Recruteurs",
      "Compte et données",
    ]);
    expect(categories[0]!.items.map((item) => item.question)).toEqual([
      "Qu'est-ce que Fuse ?",
      "Comment fonctionne le matching ?",
      "Comment le salaire net est-il estimé ?",
    ]);
    expect(categories[2]!.items.map((item) => item.audience)).toEqual(["recruiter", "recruiter"]);
    expect(categories.flatMap((category) => category.items)).toHaveLength(11);
    expect(categories[1]!.items[0]).toEqual({
      id: expect.any(String),
      question: "L'inscription est-elle gratuite pour les candidats ?",
      answer: expect.stringContaining("<strong>MaFuseCard</strong>"),
      audience: "candidate",
    });
  });

  it("orders by position then label or date, leaves empty categories out, puts the rest under « Autres questions »", async () => {
    await server.db.query(
      `insert into public.faq_categories (label, position) values ('Zèbres', 5), ('Abeilles', 5), ('Vide', 0)`,
    );
    await server.db.query(
      `insert into public.faq_items (question, answer, position, created_at, category_id) values
       ('Dernière sans catégorie ?', '<p>c</p>', 2, now(), null),
       ('Première sans catégorie ?', '<p>a</p>', 1, now(), null),
       ('Deuxième sans catégorie ?', '<p>b</p>', 1, now() + interval '1 second', null),
       ('Des zèbres ?', '<p>z</p>', 0, now(), (select id from public.faq_categories where label = 'Zèbres')),
       ('Des abeilles ?', '<p>a</p>', 0, now(), (select id from public.faq_categories where label = 'Abeilles'))`,
    );
    const categories = await faq();
    expect(categories.map((category) => [category.id === null, category.label])).toEqual([
      [false, "Découvrir Fuse"],
      [false, "Candidats"],
      [false, "Recruteurs"],
      [false, "Compte et données"],
      [false, "Abeilles"],
      [false, "Zèbres"],
      [true, "Autres questions"],
    ]);
    expect(categories.at(-1)!.items.map((item) => item.question)).toEqual([
      "Première sans catégorie ?",
      "Deuxième sans catégorie ?",
      "Dernière sans catégorie ?",
    ]);
  });

  it("sanitises answers on the way out: what the database's check lets through, the page's rule removes", async () => {
    // The column refuses what the sanitiser would never write…
    await expect(
      server.db.query(
        `insert into public.faq_items (question, answer) values ('Piège ?', '<p onerror="alert(1)">x</p>')`,
      ),
    ).rejects.toThrow(/check/i);
    // …but an image from another site passes it: the answer served must not carry it (spec §5:
    // images come from the product's storage only).
    await server.db.query(
      `insert into public.faq_items (question, answer, position) values
       ('Un pixel espion ?', '<p>Avant<img src="https://pixel.example/t.png" alt="">après</p>', 99)`,
    );
    const item = (await faq()).flatMap((category) => category.items).find((i) => i.question === "Un pixel espion ?");
    expect(item?.answer).toBe("<p>Avantaprès</p>");
  });
});
