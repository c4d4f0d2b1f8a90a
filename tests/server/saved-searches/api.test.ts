// Saved searches, liked offers and recently viewed offers through HTTP with real tokens, and the
// same tables through the REST API (row-level security): each candidate reaches only their own rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { savedSearchRoutes } from "@fuse/api/job-alerts/routes.ts";
import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { searchNameSchema } from "@fuse/domain/job-alerts/schema";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { badTokens, call } from "../api/profile-support.ts";
import { createUser as createRestUser } from "../rest/users.ts";
import { company, offer, register, type Person } from "./support.ts";

let server: TestServer;
let lea: Person;
let tom: Person;
let rh: Person;
const jobs = {} as Record<"lyon" | "paris" | "draft", string>;

const estimateNet = () => 2500;

beforeAll(async () => {
  server = await startTestServer({
    modules: [
      profileRoutes,
      (ctx) => jobRoutes(ctx),
      (ctx) => savedSearchRoutes(ctx, { estimateNet }),
      ...supabaseLocalRoutes,
    ],
    config: { scheduler: { enabled: false, jobAlertsIntervalMs: 86_400_000 } },
  });
  lea = await register(server, "candidate", "lea");
  tom = await register(server, "candidate", "tom");
  rh = await register(server, "recruiter", "rh");
  await company(server, rh, "Lumière SA");
  jobs.lyon = await offer(server, rh, { title: "Développeur·se TypeScript" });
  jobs.paris = await offer(server, rh, { title: "Chef·fe de projet", city: "Paris", lat: 48.85, lng: 2.35 });
  jobs.draft = await offer(server, rh, { title: "Comptable", status: "draft" });
  for (const person of [lea, tom]) {
    await server.db.query("insert into public.candidate_infos (profile_id, first_name) values ($1, 'Test')", [
      person.profileId,
    ]);
  }
}, 120_000);
afterAll(() => server?.close());

const save = (person: Person, body: unknown) =>
  call(server, "POST", "/api/saved-searches", { token: person.token, body });

describe("saved searches", () => {
  it("saves a search with its criteria read and normalised, alert on, and lists it", async () => {
    const saved = await save(lea, {
      name: "  Développeur à Lyon ",
      query: "?q=d%C3%A9veloppeur&lat=45.76&lng=4.84&rayon=20&contrat=CDI&contrat=cdd,CDI&ville=Lyon&page=3&offre=x",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: "Développeur à Lyon",
      query: "q=d%C3%A9veloppeur&ville=Lyon&lat=45.76&lng=4.84&rayon=20&contrat=CDI%2CCDD",
      alerts: true,
      criteria: {
        q: "développeur",
        place: { label: "Lyon", lat: 45.76, lng: 4.84, radius_km: 20 },
        contracts: ["CDI", "CDD"],
        remote: [],
        salary_min: null,
      },
    });
    const list = await call(server, "GET", "/api/saved-searches", { token: lea.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.body.max).toBe(20);
    expect(list.body.saved_searches.map((search: { id: string }) => search.id)).toEqual([saved.body.id]);
    // Another candidate sees none of it.
    const other = await call(server, "GET", "/api/saved-searches", { token: tom.token });
    expect(other.body.saved_searches).toEqual([]);
  });

  it("renames, switches the alert off and on, and deletes", async () => {
    const saved = await save(lea, { name: "Télétravail", query: "teletravail=remote", alerts: false });
    expect(saved.body.alerts).toBe(false);
    const path = `/api/saved-searches/${saved.body.id}`;
    const renamed = await call(server, "PATCH", path, { token: lea.token, body: { name: "Tout à distance" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Tout à distance", alerts: false });
    const on = await call(server, "PATCH", path, { token: lea.token, body: { alerts: true } });
    expect(on.body.alerts).toBe(true);
    // An alert switched back on starts from now.
    expect(new Date(on.body.last_alert_at).getTime()).toBeGreaterThan(new Date(saved.body.last_alert_at).getTime());
    const deleted = await call(server, "DELETE", path, { token: lea.token });
    expect(deleted).toMatchObject({ status: 200, body: { id: saved.body.id } });
    expect((await call(server, "DELETE", path, { token: lea.token })).status).toBe(404);
  });

  it("refuses a name the save and rename dialogs refuse, with their French message", async () => {
    const saved = await save(lea, { name: "Avant", query: "q=data" });
    const path = `/api/saved-searches/${saved.body.id}`;
    for (const name of ["   ", "x".repeat(81), "Deux\nlignes"]) {
      const [issue] = z.safeParse(searchNameSchema, { name }).error?.issues ?? [];
      expect(issue, name).toBeDefined();
      const refusal = { status: 400, body: { error: issue!.message, field: "name" } };
      expect(await save(lea, { name, query: "q=data" })).toMatchObject(refusal);
      expect(await call(server, "PATCH", path, { token: lea.token, body: { name } })).toMatchObject(refusal);
    }
    const { rows } = await server.db.query("select name from public.saved_searches where profile_id = $1", [
      lea.profileId,
    ]);
    expect(rows.map((row) => row.name)).toContain("Avant");
    expect((await call(server, "DELETE", path, { token: lea.token })).status).toBe(200);
  });

  it("refuses another candidate's saved search as if it did not exist, and changes nothing", async () => {
    const saved = await save(lea, { name: "À moi", query: "q=data" });
    const path = `/api/saved-searches/${saved.body.id}`;
    const renamed = await call(server, "PATCH", path, { token: tom.token, body: { name: "Volée" } });
    expect(renamed).toMatchObject({ status: 404, body: { error: "Recherche enregistrée introuvable." } });
    expect((await call(server, "DELETE", path, { token: tom.token })).status).toBe(404);
    const { rows } = await server.db.query("select name from public.saved_searches where id = $1", [saved.body.id]);
    expect(rows).toEqual([{ name: "À moi" }]);
  });

  it("refuses malformed requests in French", async () => {
    const cases: [unknown, string, string][] = [
      [{ name: "X", query: "salary_min=3" }, "query", "Paramètre inconnu : « salary_min »."],
      [{ name: "X", query: "salaire=beaucoup" }, "query", "« Salaire minimum » doit être un nombre entier."],
      [
        { name: "X", query: "lat=45" },
        "query",
        "« Latitude » et « Longitude » vont ensemble : choisissez une ville dans la liste.",
      ],
      [
        { name: "X", query: "contrat=CDZ" },
        "query",
        "« Type de contrat » doit valoir CDI, CDD, intérim, alternance, stage, freelance.",
      ],
      [
        { name: "X", query: `q=${"a".repeat(2100)}` },
        "query",
        "« Recherche » est trop long (2000 caractères au plus).",
      ],
      [
        { name: "X", query: `q=${"a".repeat(1200)}` },
        "query",
        "« Recherche » est trop longue (1000 caractères au plus).",
      ],
      [{ name: "", query: "" }, "name", "Donnez un nom à la recherche."],
      [{ name: "x".repeat(81), query: "" }, "name", "Le nom compte 80 caractères au plus."],
      [{ name: 3, query: "" }, "name", "« Nom » doit être un texte."],
      [{ name: "X", query: "", alerts: "oui" }, "alerts", "« Alerte e-mail » doit être true ou false."],
      [{ name: "X", query: "", token: "00000000-0000-4000-8000-000000000000" }, "token", "Champ inconnu : « token »."],
      [{ name: "X", query: { nested: { deep: true } } }, "query", "« Recherche » doit être un texte."],
    ];
    for (const [body, field, error] of cases) {
      const reply = await save(tom, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body).toEqual({ error, field });
    }
    const patch = await call(server, "PATCH", "/api/saved-searches/pas-un-id", {
      token: tom.token,
      body: { alerts: true },
    });
    expect(patch.body).toEqual({ error: "Identifiant de recherche enregistrée invalide.", field: "id" });
    const { rows } = await server.db.query("select 1 from public.saved_searches where profile_id = $1", [
      tom.profileId,
    ]);
    expect(rows).toEqual([]);
  });

  it("keeps at most 20 saved searches per candidate", async () => {
    const max = await register(server, "candidate", "max");
    for (let index = 0; index < 20; index++)
      expect((await save(max, { name: `R${index}`, query: "" })).status).toBe(201);
    const refused = await save(max, { name: "Une de trop", query: "" });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Vous avez déjà 20 recherches enregistrées : supprimez-en une pour en enregistrer une autre." },
    });
  });

  it("is for candidates only, with a valid token", async () => {
    expect((await save(rh, { name: "X", query: "" })).status).toBe(403);
    expect((await call(server, "GET", "/api/saved-searches")).status).toBe(401);
    // Only this module's own paths ask for a token: another path under /api is not answered here.
    expect((await call(server, "GET", "/api/autre-chose")).status).toBe(404);
    for (const [label, token] of Object.entries(await badTokens(server, lea, tom))) {
      const reply = await call(server, "GET", "/api/saved-searches", { authorization: `Bearer ${token}` });
      expect(reply.status, label).toBe(401);
    }
  });
});

describe("liked and viewed offers", () => {
  it("lists the candidate's likes on published offers, newest first", async () => {
    await server.db.query(
      `insert into public.match_decisions (candidate_id, job_id, side, decision, created_at, updated_at) values
         ($1, $2, 'candidate', 'like', now() - interval '2 hours', now() - interval '2 hours'),
         ($1, $3, 'candidate', 'like', now() - interval '1 hour', now() - interval '1 hour'),
         ($4, $2, 'candidate', 'pass', now(), now())`,
      [lea.profileId, jobs.lyon, jobs.paris, tom.profileId],
    );
    const liked = await call(server, "GET", "/api/liked-jobs", { token: lea.token });
    expect(liked.status).toBe(200);
    expect(liked.body.jobs.map((item: { job: { title: string } }) => item.job.title)).toEqual([
      "Chef·fe de projet",
      "Développeur·se TypeScript",
    ]);
    expect(liked.body.jobs[0].job).toMatchObject({ company: { name: "Lumière SA" }, salary_net_monthly_min: 2500 });
    expect((await call(server, "GET", "/api/liked-jobs", { token: tom.token })).body.jobs).toEqual([]);
    // A closed offer leaves the list.
    await server.db.query("update public.jobs set status = 'closed' where id = $1", [jobs.paris]);
    const after = await call(server, "GET", "/api/liked-jobs", { token: lea.token });
    expect(after.body.jobs.map((item: { job: { id: string } }) => item.job.id)).toEqual([jobs.lyon]);
    await server.db.query("update public.jobs set status = 'published' where id = $1", [jobs.paris]);
  });

  it("records views (one per offer, moved on each view) and lists them latest first", async () => {
    for (const id of [jobs.lyon, jobs.paris, jobs.lyon]) {
      const viewed = await call(server, "POST", "/api/job-views", { token: tom.token, body: { job_id: id } });
      expect(viewed.status).toBe(200);
      expect(viewed.body.job_id).toBe(id);
    }
    const views = await call(server, "GET", "/api/job-views", { token: tom.token });
    expect(views.body.jobs.map((item: { job: { id: string } }) => item.job.id)).toEqual([jobs.lyon, jobs.paris]);
    expect((await call(server, "GET", "/api/job-views", { token: lea.token })).body.jobs).toEqual([]);
  });

  it("refuses views of drafts, unknown offers and malformed ids", async () => {
    const draft = await call(server, "POST", "/api/job-views", { token: tom.token, body: { job_id: jobs.draft } });
    expect(draft).toMatchObject({ status: 404, body: { error: "Offre introuvable.", field: "job_id" } });
    const bad = await call(server, "POST", "/api/job-views", { token: tom.token, body: { job_id: "1; drop table" } });
    expect(bad).toMatchObject({ status: 400, body: { error: "Identifiant d'offre invalide.", field: "job_id" } });
    expect(
      (await call(server, "POST", "/api/job-views", { token: rh.token, body: { job_id: jobs.lyon } })).status,
    ).toBe(403);
    expect((await call(server, "POST", "/api/job-views", { body: { job_id: jobs.lyon } })).status).toBe(401);
  });

  it("keeps the latest 50 views per candidate", async () => {
    const reader = await register(server, "candidate", "lecteur");
    const ids: string[] = [];
    for (let index = 0; index < 52; index++) ids.push(await offer(server, rh, { title: `Offre ${index}` }));
    for (const id of ids) {
      expect((await call(server, "POST", "/api/job-views", { token: reader.token, body: { job_id: id } })).status).toBe(
        200,
      );
    }
    const { rows } = await server.db.query<{ job_id: string }>(
      "select job_id from public.job_views where profile_id = $1",
      [reader.profileId],
    );
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.job_id)).not.toContain(ids[0]);
    const listed = await call(server, "GET", "/api/job-views", { token: reader.token });
    expect(listed.body.jobs).toHaveLength(50);
    expect(listed.body.jobs[0].job.id).toBe(ids[51]);
  });
});

describe("the same tables through the REST API", () => {
  it("lets a candidate read only their own saved searches, and write neither the token nor the dates", async () => {
    const owner = await createRestUser(server, "rest.owner@fuse.test");
    const other = await createRestUser(server, "rest.other@fuse.test");
    const ownerProfile = (
      await call(server, "POST", "/api/profile/update", {
        token: owner.token,
        body: { type: "candidate", completed: true },
      })
    ).body.id;
    await call(server, "POST", "/api/profile/update", {
      token: other.token,
      body: { type: "candidate", completed: true },
    });
    const created = await owner.client
      .from("saved_searches")
      .insert({ profile_id: ownerProfile, name: "Par REST", query: "q=data" })
      .select("id, unsubscribe_token")
      .single();
    expect(created.error).toBeNull();
    expect((await other.client.from("saved_searches").select("id")).data).toEqual([]);
    const stolen = await other.client
      .from("saved_searches")
      .update({ name: "Volée" })
      .eq("id", created.data!.id)
      .select();
    expect(stolen.data).toEqual([]);
    const token = await owner.client
      .from("saved_searches")
      .update({ unsubscribe_token: "00000000-0000-4000-8000-000000000000" })
      .eq("id", created.data!.id);
    expect(token.error?.code).toBe("42501");
    const dates = await owner.client
      .from("saved_searches")
      .update({ last_alert_at: "2000-01-01" })
      .eq("id", created.data!.id);
    expect(dates.error?.code).toBe("42501");
    const unknown = await owner.client
      .from("saved_searches")
      .insert({ profile_id: ownerProfile, name: "X", query: "evil=1" });
    expect(unknown.error?.code).toBe("23514");
    const forOther = await other.client
      .from("saved_searches")
      .insert({ profile_id: ownerProfile, name: "X", query: "" });
    expect(forOther.error?.code).toBe("42501");
    const views = await owner.client.from("job_views").insert({ profile_id: ownerProfile, job_id: jobs.draft });
    expect(views.error?.code).toBe("42501");
    const runs = await owner.client.from("scheduled_runs").select("*");
    expect(runs.error?.code).toBe("42501");
  });
});
