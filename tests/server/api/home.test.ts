// The home page's answer through HTTP: live figures that follow offers being published and closed
// (drafts never count), and the three latest published news items whatever their audience.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { homeRoutes } from "@fuse/api/home/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { call, createUser, validSiret } from "./profile-support.ts";

let server: TestServer;

async function company(name: string) {
  const user = await createUser(server, name);
  const created = await call(server, "POST", "/api/profile/update", {
    token: user.token,
    body: { type: "recruiter", completed: true },
  });
  expect(created.status).toBe(201);
  const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: user.token,
    body: { profile: { name, siret: validSiret() } },
  });
  expect(saved.status).toBe(200);
  return created.body.id as string;
}

const offer = (status: "draft" | "published" | "closed") => ({
  title: "Développeur web (H/F)",
  contract_type: "CDI",
  status,
});

const setStatus = (id: string, status: "draft" | "published" | "closed") =>
  server.db.query("update public.jobs set status = $2 where id = $1", [id, status]);

async function home() {
  const reply = await call(server, "GET", "/api/home");
  expect(reply.status).toBe(200);
  return reply;
}

async function figures() {
  return (await home()).body.figures as { published_jobs: number; companies: number };
}

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, homeRoutes] });
});

afterAll(async () => {
  await server?.close();
});

describe("GET /api/home", () => {
  it("counts published offers and the companies that have one, following publication and closing", async () => {
    const before = await figures();
    const atelier = await company("Atelier Lumière");
    const boulangerie = await company("Boulangerie Martin");
    const published = await insertJob(server.db, atelier, offer("published"));
    await insertJob(server.db, atelier, offer("draft"));
    const draft = await insertJob(server.db, boulangerie, offer("draft"));

    // A draft counts neither as an offer nor makes its company count.
    expect(await figures()).toEqual({
      published_jobs: before.published_jobs + 1,
      companies: before.companies + 1,
    });

    await setStatus(draft, "published");
    expect(await figures()).toEqual({
      published_jobs: before.published_jobs + 2,
      companies: before.companies + 2,
    });

    // A second offer of the same company adds an offer, not a company.
    await insertJob(server.db, atelier, offer("published"));
    expect(await figures()).toEqual({
      published_jobs: before.published_jobs + 3,
      companies: before.companies + 2,
    });

    // Closed offers leave the count; a company without a published offer leaves it too.
    await setStatus(draft, "closed");
    expect(await figures()).toEqual({
      published_jobs: before.published_jobs + 2,
      companies: before.companies + 1,
    });
    await setStatus(published, "closed");
    expect(await figures()).toEqual({
      published_jobs: before.published_jobs + 1,
      companies: before.companies + 1,
    });
  });

  it("gives the three latest published news items of every audience, newest first", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const insertNews = async (slug: string, audience: string, publishedAt: string | null) => {
      const { rows } = await server.db.query<{ id: string }>(
        `insert into public.news (slug, title, excerpt, body, audience, published_at)
         values ($1, $2, $3, '<p>Texte</p>', $4, $5) returning id`,
        [slug, `Titre ${slug}`, `Résumé ${slug}`, audience, publishedAt],
      );
      return rows[0]!.id;
    };
    const older = await insertNews("accueil-plus-ancienne", "all", minutesAgo(40));
    const forRecruiters = await insertNews("accueil-recruteurs", "recruiter", minutesAgo(30));
    const forEveryone = await insertNews("accueil-tous", "all", minutesAgo(20));
    const forCandidates = await insertNews("accueil-candidats", "candidate", minutesAgo(10));
    // Neither a draft nor a scheduled item shows, however recent.
    await insertNews("accueil-brouillon", "all", null);
    await insertNews("accueil-programmee", "all", new Date(Date.now() + 86_400_000).toISOString());

    const { body } = await home();
    expect(body.news.map((item: { id: string }) => item.id)).toEqual([forCandidates, forEveryone, forRecruiters]);
    expect(body.news.map((item: { id: string }) => item.id)).not.toContain(older);
    expect(body.news[0]).toEqual({
      id: forCandidates,
      slug: "accueil-candidats",
      title: "Titre accueil-candidats",
      excerpt: "Résumé accueil-candidats",
      audience: "candidate",
      published_at: expect.any(String),
    });
    expect(Date.parse(body.news[0].published_at)).toBeGreaterThan(Date.parse(body.news[1].published_at));
  });

  it("answers anonymous visitors, and lets caches keep the answer a minute", async () => {
    const reply = await home();
    expect(reply.headers.get("cache-control")).toBe("public, max-age=60");
    expect(reply.headers.get("content-type")).toMatch(/application\/json/);
  });
});
