// MaFuseCard from outside and news, through HTTP: a card is public only when its owner says so and
// never shows contact details; anonymous mode hides the name from recruiters until a mutual match;
// /p/{slug} falls back to content pages; news respects publication and audience.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cardRoutes } from "@fuse/api/candidate-card/routes.ts";
import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { newsRoutes } from "@fuse/api/news/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { estimateNetMonthly } from "@fuse/api/salary/engine.ts";
import { workflowRoutes } from "@fuse/api/workflow/routes.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "../api/job-support.ts";
import { call, registerUser, type TestUser } from "../api/profile-support.ts";

let server: TestServer;

interface Person extends TestUser {
  profileId: string;
}

beforeAll(async () => {
  server = await startTestServer({
    modules: [
      profileRoutes,
      cardRoutes,
      newsRoutes,
      workflowRoutes,
      (ctx) => matchRoutes(ctx, { estimateNet: estimateNetMonthly }),
      ...supabaseLocalRoutes,
    ],
  });
});
afterAll(() => server?.close());

const register = (type: "candidate" | "recruiter", name: string): Promise<Person> => registerUser(server, type, name);

async function card(person: Person, form: Record<string, unknown>) {
  const saved = await call(server, "POST", "/api/profile/info", { token: person.token, body: { form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const camille = {
  first_name: "Camille",
  last_name: "Martin",
  phone: "06 12 34 56 78",
  headline: "Développeuse web",
  city: "Lyon",
  lat: 45.764,
  lng: 4.8357,
  skills: ["React", "TypeScript"],
  languages: ["Anglais (C1)"],
  contract_types: ["CDI"],
  memo: "<p>Bonjour <img src=x onerror=alert(1)></p>",
  card_visible: true,
};

describe("GET /api/cards/{slug}", () => {
  it("shows a card only once its owner makes it public, and never the contact details", async () => {
    const owner = await register("candidate", "camille");
    await card(owner, { ...camille, card_slug: "camille-web" });
    expect((await call(server, "GET", "/api/cards/camille-web")).status).toBe(404);

    await card(owner, { card_public: true });
    const reply = await call(server, "GET", "/api/cards/camille-web");
    expect(reply.status).toBe(200);
    expect(reply.body.kind).toBe("card");
    expect(reply.body.card).toMatchObject({
      slug: "camille-web",
      first_name: "Camille",
      headline: "Développeuse web",
      skills: ["React", "TypeScript"],
      indexable: false,
    });
    const text = JSON.stringify(reply.body);
    for (const secret of ["Martin", "06 12 34 56 78", owner.email, "onerror"]) expect(text).not.toContain(secret);

    // Sections hidden by the owner are not sent; anonymous mode takes the name and the photo away.
    await card(owner, { anonymous: true, card_settings: { sections: ["skills"] }, card_indexable: true });
    const hidden = await call(server, "GET", "/api/cards/camille-web");
    expect(hidden.body.card).toMatchObject({
      first_name: null,
      avatar_url: null,
      languages: [],
      memo: null,
      indexable: true,
    });

    await card(owner, { card_public: false });
    expect((await call(server, "GET", "/api/cards/camille-web")).body).toEqual({ error: "Page introuvable" });
  });

  it("falls back to a published content page of that address, sanitised", async () => {
    await server.db.query(
      `insert into public.pages (slug, title, body, published) values
       ('mentions-essai', 'Mentions légales', '<p>Éditeur : Fuse</p>', true),
       ('brouillon-essai', 'Brouillon', '<p>Pas encore</p>', false)`,
    );
    const page = await call(server, "GET", "/api/cards/mentions-essai");
    expect(page.body).toMatchObject({
      kind: "page",
      page: { title: "Mentions légales", body: "<p>Éditeur : Fuse</p>" },
    });
    expect((await call(server, "GET", "/api/cards/brouillon-essai")).status).toBe(404);
    expect((await call(server, "GET", "/api/cards/Pas%20un%20slug")).status).toBe(400);
  });

  it("keeps another candidate's info out of reach through REST", async () => {
    const owner = await register("candidate", "proprio");
    await card(owner, { ...camille, card_slug: "proprio-carte", card_public: true });
    const intruder = await register("candidate", "curieux");
    const rest = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${intruder.token}` } },
    });
    const { data } = await rest.from("candidate_infos").select("first_name, phone").eq("card_slug", "proprio-carte");
    expect(data).toEqual([]);
    const { data: viaRpc } = await rest.rpc("public_card", { p_slug: "proprio-carte" });
    expect(JSON.stringify(viaRpc)).not.toContain("06 12 34 56 78");
  });
});

describe("anonymous mode for recruiters", () => {
  it("hides the first name and card address until the match is mutual", async () => {
    const recruiter = await register("recruiter", "recruteuse");
    const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: recruiter.token,
      body: { profile: { name: "Lumière", siret: "73282932000074", visible: true, city: "Lyon" } },
    });
    expect(saved.status).toBe(200);
    const jobId = await insertJob(server.db, recruiter.profileId, {
      title: "Développeur·se web",
      contract_type: "CDI",
      remote_mode: "onsite",
      city: "Lyon",
      lat: 45.764,
      lng: 4.8357,
      skills: ["React"],
      status: "published",
    });
    const candidate = await register("candidate", "discrete");
    await card(candidate, { ...camille, card_slug: "discrete-carte", anonymous: true });

    const list = async () => {
      await server.matchRefresher.settled();
      return (
        await call(server, "GET", `/api/matches/jobs/${jobId}/candidates`, { token: recruiter.token })
      ).body.matches.find(
        (match: { candidate: { profile_id: string } }) => match.candidate.profile_id === candidate.profileId,
      ).candidate;
    };
    expect(await list()).toMatchObject({ first_name: null, card_slug: null, contact: null });

    for (const [person, body] of [
      [candidate, { job_id: jobId, decision: "like" }],
      [recruiter, { job_id: jobId, candidate_id: candidate.profileId, decision: "like" }],
    ] as const) {
      expect((await call(server, "POST", "/api/matches/decisions", { token: person.token, body })).status).toBe(200);
    }
    expect(await list()).toMatchObject({ first_name: "Camille", card_slug: "discrete-carte" });

    // The mutual match is now the candidate's application, at its first stage; nobody else's.
    const mine = await call(server, "GET", "/api/applications", { token: candidate.token });
    expect(mine.body.applications).toEqual([
      expect.objectContaining({
        job_id: jobId,
        stage: "new_match",
        job_title: "Développeur·se web",
        company_name: "Lumière",
      }),
    ]);
    const stranger = await register("candidate", "etranger");
    expect((await call(server, "GET", "/api/applications", { token: stranger.token })).body.applications).toEqual([]);
    expect((await call(server, "GET", "/api/applications")).status).toBe(401);
  });
});

describe("news", () => {
  beforeAll(async () => {
    await server.db.query(
      `insert into public.news (slug, title, excerpt, body, audience, published_at) values
       ('pour-tous', 'Pour tous', 'Tout le monde', '<p>Tous</p>', 'all', now() - interval '3 days'),
       ('candidats', 'Pour les candidats', 'Candidats', '<p>Candidats <a href="https://exemple.fr">lien</a></p>', 'candidate', now() - interval '2 days'),
       ('recruteurs', 'Pour les recruteurs', 'Recruteurs', '<p>Recruteurs</p>', 'recruiter', now() - interval '1 day'),
       ('demain', 'Demain', 'Plus tard', '<p>Pas encore</p>', 'all', now() + interval '1 day'),
       ('brouillon', 'Brouillon', 'Jamais', '<p>Brouillon</p>', 'all', null)`,
    );
  });

  const titles = (reply: { body: { news: { title: string }[] } }) => reply.body.news.map((item) => item.title);

  it("lists the published items of the audience asked, newest first", async () => {
    const candidates = await call(server, "GET", "/api/news?audience=candidate");
    expect(titles(candidates)).toEqual(["Pour les candidats", "Pour tous"]);
    expect(candidates.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(titles(await call(server, "GET", "/api/news"))).toEqual(["Pour tous"]);
    expect(titles(await call(server, "GET", "/api/news?audience=recruiter"))).toEqual([
      "Pour les recruteurs",
      "Pour tous",
    ]);
    const paged = await call(server, "GET", "/api/news?audience=candidate&per_page=1&page=2");
    expect(titles(paged)).toEqual(["Pour tous"]);
    expect(paged.body.pages).toBe(2);
  });

  it("gives one item to its audience only, and nothing unpublished", async () => {
    const ids = Object.fromEntries(
      (await server.db.query<{ slug: string; id: string }>("select slug, id from public.news")).rows.map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const item = await call(server, "GET", `/api/news/${ids.candidats}?audience=candidate`);
    expect(item.body).toMatchObject({
      title: "Pour les candidats",
      body: '<p>Candidats <a href="https://exemple.fr">lien</a></p>',
    });
    expect((await call(server, "GET", `/api/news/${ids.recruteurs}?audience=candidate`)).body).toEqual({
      error: "Actualité introuvable",
    });
    expect((await call(server, "GET", `/api/news/${ids.demain}`)).status).toBe(404);
    expect((await call(server, "GET", `/api/news/${ids.brouillon}`)).status).toBe(404);
    expect((await call(server, "GET", "/api/news/pas-un-id")).status).toBe(400);
    expect((await call(server, "GET", "/api/news?audience=admin")).status).toBe(400);
  });
});
