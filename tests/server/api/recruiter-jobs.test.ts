// A recruiter's own offers through HTTP with real tokens: drafts, autosave, publication with its
// rules, closing, reopening, copies and deletion; and what another company, a candidate or an
// unpaid recruiter may not read or change, by the product API and by the REST API.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import {
  companyRequired,
  offersSubscriptionRequired,
  recruiterJobRoutes,
  titleRequired,
} from "@fuse/api/recruiter-jobs/routes.ts";
import { restRoutes } from "@fuse/supabase-local/rest/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, registerUser, validSiret, type RegisteredUser } from "./profile-support.ts";

let server: TestServer;

type Person = RegisteredUser;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

async function describeCompany(person: Person, name: string) {
  const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: person.token,
    body: { profile: { name, siret: validSiret(), visible: true, city: "Lyon" } },
  });
  expect(saved.status).toBe(200);
}

/** Everything a published offer needs. */
const complete = {
  title: "Développeur·se TypeScript confirmé·e",
  description: "<p>Vous rejoignez une équipe produit de six personnes à Lyon.</p><ul><li>React</li></ul>",
  contract_type: "CDI",
  remote_mode: "hybrid",
  city: "Lyon",
  postal_code: "69002",
  lat: 45.7578,
  lng: 4.832,
  salary_min: 42000,
  salary_max: 52000,
  skills: ["TypeScript", "React"],
  nice_to_have_skills: ["Docker"],
  experience_years_min: 3,
  languages: ["Français"],
  start_date: "2027-01-04",
};

let lumiere: Person;
let autre: Person;
let sansEntreprise: Person;
let lea: Person;

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, (ctx) => jobRoutes(ctx), recruiterJobRoutes, restRoutes],
  });
  lumiere = await register("recruiter", "lumiere");
  autre = await register("recruiter", "autre");
  sansEntreprise = await register("recruiter", "sans-entreprise");
  lea = await register("candidate", "lea");
  await describeCompany(lumiere, "Lumière Numérique");
  await describeCompany(autre, "Autre SAS");
});
afterAll(() => server?.close());

const api = (person: Person, method: string, path: string, body?: unknown) =>
  call(server, method, `/api/recruiter/jobs${path}`, { token: person.token, body });

async function draft(person: Person, fields: Record<string, unknown> = { title: "Brouillon de test" }) {
  const created = await api(person, "POST", "", fields);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function storedRow(id: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    "select title, description, status, salary_min, salary_max, published_at from public.jobs where id = $1",
    [id],
  );
  return rows[0];
}

/** A supabase-js client signed in as the person, as the browser builds it. */
const restClient = (person: Person) =>
  createClient(server.url, server.anonKey, {
    accessToken: async () => person.token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

describe("drafts", () => {
  it("creates a draft from a title alone and reads it back", async () => {
    const created = await api(lumiere, "POST", "", { title: "  Chef·fe de projet  " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Chef·fe de projet",
      status: "draft",
      contract_type: "CDI",
      salary_min: null,
      published_at: null,
      start_date: null,
    });
    const read = await api(lumiere, "GET", `/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.title).toBe("Chef·fe de projet");
  });

  it("refuses in French what a draft may not hold, and writes nothing", async () => {
    const before = (await api(lumiere, "GET", "")).body.jobs.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, titleRequired, "title"],
      [{ title: "X" }, "Donnez un intitulé d'au moins 2 caractères.", "title"],
      [{ title: "Poste", salary_min: "beaucoup" }, "« Salaire minimum » doit être un nombre.", "salary_min"],
      [
        { title: "Poste", salary_min: 50000, salary_max: 40000 },
        "Le salaire maximum doit être supérieur ou égal au salaire minimum.",
        "salary_max",
      ],
      [
        { title: "Poste", salary_min: 3500 },
        "Le salaire minimum brut annuel doit être compris entre 5 000 € et 500 000 €.",
        "salary_min",
      ],
      [
        { title: "Poste", contract_type: "CDX" },
        "« Type de contrat » doit valoir CDI, CDD, intérim, alternance, stage, freelance.",
        "contract_type",
      ],
      [
        { title: "Poste", start_date: "2027-02-30" },
        "La date de prise de poste n'est pas une date valide.",
        "start_date",
      ],
      [{ title: "Poste", lat: 45.7 }, "Choisissez le lieu dans la liste des suggestions.", "city"],
      [{ title: "Poste", status: "published" }, "Champ inconnu : « status ».", "status"],
      [{ title: "Poste", company_id: autre.profileId }, "Champ inconnu : « company_id ».", "company_id"],
    ];
    for (const [body, error, field] of cases) {
      const reply = await api(lumiere, "POST", "", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({ error, field });
    }
    const broken = await call(server, "POST", "/api/recruiter/jobs", { token: lumiere.token, body: "{pas du json" });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("Le corps de la requête n'est pas un JSON valide.");
    expect((await api(lumiere, "GET", "")).body.jobs).toHaveLength(before);
  });

  it("stores a pasted script or event handler sanitised", async () => {
    const id = await draft(lumiere, {
      title: "Offre piégée",
      description:
        '<p>Bonjour <b>équipe</b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">lien</a>',
    });
    const row = await storedRow(id);
    expect(row?.description).toContain("<b>équipe</b>");
    expect(row?.description).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    const patched = await api(lumiere, "PATCH", `/${id}`, {
      description: '<p onmouseover="steal()">Texte</p><iframe src="https://evil.example"></iframe><style>p{}</style>',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.description).toBe("<p>Texte</p>");
    expect((await storedRow(id))?.description).toBe("<p>Texte</p>");
  });

  it("autosaves a draft field by field, incomplete as it is", async () => {
    const id = await draft(lumiere);
    for (const change of [
      { salary_min: 40000 },
      { city: null },
      { skills: ["SQL", " SQL ", "Python"] },
      { remote_mode: "remote" },
    ]) {
      const saved = await api(lumiere, "PATCH", `/${id}`, change);
      expect(saved.status, JSON.stringify(change)).toBe(200);
    }
    const read = (await api(lumiere, "GET", `/${id}`)).body;
    expect(read).toMatchObject({ salary_min: 40000, salary_max: null, skills: ["SQL", "Python"], status: "draft" });
    const inverted = await api(lumiere, "PATCH", `/${id}`, { salary_max: 30000 });
    expect(inverted.status).toBe(400);
    expect(inverted.body.field).toBe("salary_max");
    expect((await storedRow(id))?.salary_max).toBeNull();
  });

  it("deletes a draft, and only a draft", async () => {
    const id = await draft(lumiere);
    const deleted = await api(lumiere, "DELETE", `/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect(await storedRow(id)).toBeUndefined();
    expect((await api(lumiere, "DELETE", `/${id}`)).status).toBe(404);
  });

  it("asks for the company first", async () => {
    const reply = await api(sansEntreprise, "POST", "", { title: "Premier poste" });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe(companyRequired);
  });
});

describe("publication", () => {
  it("refuses an incomplete offer field by field, then publishes it once complete", async () => {
    const id = await draft(lumiere, { title: complete.title, contract_type: "CDI" });
    const steps: Array<[Record<string, unknown>, string]> = [
      [{}, "description"],
      [{ description: complete.description }, "city"],
      [{ city: "Lyon", postal_code: "69002", lat: complete.lat, lng: complete.lng }, "salary_min"],
      [{ salary_min: 42000 }, "salary_max"],
      [{ salary_max: 52000 }, "skills"],
    ];
    for (const [change, field] of steps) {
      expect((await api(lumiere, "PATCH", `/${id}`, change)).status).toBe(200);
      const refused = await api(lumiere, "POST", `/${id}/publish`);
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
      expect(refused.body.error).toMatch(/[A-Za-zé]/);
      expect((await storedRow(id))?.status).toBe("draft");
    }
    expect((await api(lumiere, "PATCH", `/${id}`, { skills: ["TypeScript"] })).status).toBe(200);
    const published = await api(lumiere, "POST", `/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe("published");
    expect(published.body.published_at).toBeTruthy();
    const again = await api(lumiere, "POST", `/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Cette offre est déjà publiée.");
  });

  it("keeps the rules on a published offer: no inverted or missing salary range", async () => {
    const id = await draft(lumiere, complete);
    expect((await api(lumiere, "POST", `/${id}/publish`)).status).toBe(200);
    const inverted = await api(lumiere, "PATCH", `/${id}`, { salary_min: 60000 });
    expect(inverted.status).toBe(400);
    expect(inverted.body).toEqual({
      error: "Le salaire maximum doit être supérieur ou égal au salaire minimum.",
      field: "salary_max",
    });
    const missing = await api(lumiere, "PATCH", `/${id}`, { salary_max: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: "Indiquez le salaire maximum brut annuel.", field: "salary_max" });
    expect(await storedRow(id)).toMatchObject({ salary_min: 42000, salary_max: 52000 });
    expect((await api(lumiere, "PATCH", `/${id}`, { salary_max: 55000 })).body.salary_max).toBe(55000);
  });

  it("makes a published offer findable by candidates, and closing hides it again", async () => {
    const title = "Cartographe naval·e";
    const id = await draft(lumiere, { ...complete, title });
    const search = async () =>
      (await call(server, "GET", `/api/jobs?q=${encodeURIComponent("cartographe naval")}`)).body.jobs.map(
        (job: { id: string }) => job.id,
      );
    expect(await search()).not.toContain(id);
    expect((await api(lumiere, "POST", `/${id}/publish`)).status).toBe(200);
    expect(await search()).toContain(id);
    const page = await call(server, "GET", `/api/jobs/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title, salary_min: 42000, salary_max: 52000 });

    const closed = await api(lumiere, "POST", `/${id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    expect(await search()).not.toContain(id);
    expect((await api(lumiere, "POST", `/${id}/close`)).status).toBe(409);
    expect((await api(lumiere, "POST", `/${id}/publish`)).status).toBe(409);
    expect((await api(lumiere, "DELETE", `/${id}`)).body.error).toBe(
      "Seul un brouillon peut être supprimé : fermez plutôt l'offre publiée.",
    );

    const reopened = await api(lumiere, "POST", `/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe("published");
    expect(await search()).toContain(id);
    expect((await api(lumiere, "POST", `/${id}/reopen`)).status).toBe(409);
  });

  it("duplicates an offer as a new draft « (copie) »", async () => {
    const id = await draft(lumiere, complete);
    await api(lumiere, "POST", `/${id}/publish`);
    const copy = await api(lumiere, "POST", `/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(id);
    expect(copy.body).toMatchObject({
      title: `${complete.title} (copie)`,
      status: "draft",
      published_at: null,
      salary_min: 42000,
      skills: complete.skills,
      start_date: complete.start_date,
    });
  });

  it("lists every own offer with its counts, newest change first", async () => {
    const closed = await draft(lumiere, { ...complete, title: "Offre fermée" });
    await api(lumiere, "POST", `/${closed}/publish`);
    await api(lumiere, "POST", `/${closed}/close`);
    const id = await draft(lumiere, { ...complete, title: "Offre listée" });
    await api(lumiere, "POST", `/${id}/publish`);
    await server.db.query(
      `insert into public.candidate_infos (profile_id, first_name, city, lat, lng, mobility_radius_km, contract_types, skills, card_visible)
       values ($1, 'Léa', 'Lyon', 45.76, 4.83, 30, '{CDI}', '{typescript}', true)`,
      [lea.profileId],
    );
    // Counted from the match store, once the match worker has scored the new candidate.
    await server.matchRefresher.settled();
    const list = await api(lumiere, "GET", "");
    expect(list.status).toBe(200);
    const statuses = new Set(list.body.jobs.map((job: { status: string }) => job.status));
    expect(statuses).toEqual(new Set(["draft", "published", "closed"]));
    expect(list.body.jobs[0].id).toBe(id);
    expect(list.body.jobs[0]).toMatchObject({ potential_candidates: 1, pipeline_cards: 0 });
    const aDraft = list.body.jobs.find((job: { status: string }) => job.status === "draft");
    expect(aDraft.potential_candidates).toBeNull();
    expect(list.body.jobs.every((job: { title: string }) => job.title !== "Offre d'une autre")).toBe(true);
  });
});

describe("another company, a candidate, an unpaid recruiter", () => {
  let draftId: string;
  let publishedId: string;

  beforeAll(async () => {
    draftId = await draft(lumiere, { ...complete, title: "Brouillon confidentiel" });
    publishedId = await draft(lumiere, { ...complete, title: "Offre publiée de Lumière" });
    await api(lumiere, "POST", `/${publishedId}/publish`);
    await draft(autre, { title: "Offre d'une autre" });
  });

  it("cannot read, change, publish, copy or delete another company's offer by the API", async () => {
    const before = await storedRow(draftId);
    for (const [method, path, body] of [
      ["GET", `/${draftId}`],
      ["PATCH", `/${draftId}`, { title: "Volé" }],
      ["POST", `/${draftId}/publish`],
      ["POST", `/${draftId}/duplicate`],
      ["DELETE", `/${draftId}`],
      ["GET", `/${publishedId}`],
      ["PATCH", `/${publishedId}`, { salary_min: 10000 }],
      ["POST", `/${publishedId}/close`],
    ] as Array<[string, string, unknown?]>) {
      const reply = await api(autre, method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body.error).toBe("Offre introuvable.");
    }
    expect(await storedRow(draftId)).toEqual(before);
    expect((await storedRow(publishedId))?.status).toBe("published");
    const theirs = (await api(autre, "GET", "")).body.jobs.map((job: { title: string }) => job.title);
    expect(theirs).toEqual(["Offre d'une autre"]);
  });

  it("cannot read or change another company's draft by the REST API either", async () => {
    const client = restClient(autre);
    const read = await client.from("jobs").select("id, title").eq("id", draftId);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const updated = await client.from("jobs").update({ title: "Volé", status: "published" }).eq("id", draftId).select();
    expect(updated.data ?? []).toEqual([]);
    const removed = await client.from("jobs").delete().eq("id", draftId).select();
    expect(removed.data ?? []).toEqual([]);
    const stolen = await client.from("jobs").update({ company_id: autre.profileId }).eq("id", publishedId).select();
    expect(stolen.data ?? []).toEqual([]);
    expect(await storedRow(draftId)).toMatchObject({ title: "Brouillon confidentiel", status: "draft" });
    const published = await client.from("jobs").select("id").eq("id", publishedId);
    expect(published.data).toEqual([{ id: publishedId }]);
    const own = await restClient(lumiere).from("jobs").select("title").eq("id", draftId);
    expect(own.data).toEqual([{ title: "Brouillon confidentiel" }]);
  });

  it("refuses a candidate and a caller without a valid token", async () => {
    for (const [method, path, body] of [
      ["GET", ""],
      ["POST", "", { title: "Poste" }],
      ["GET", `/${publishedId}`],
      ["POST", `/${publishedId}/close`],
    ] as Array<[string, string, unknown?]>) {
      const reply = await api(lea, method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body.error).toBe("Accès refusé : réservé aux recruteurs.");
    }
    expect((await call(server, "GET", "/api/recruiter/jobs")).status).toBe(401);
    expect((await api(lumiere, "GET", "/pas-un-id")).status).toBe(400);
  });

  it("requires a valid subscription when the payment setting is on, by the API and in the database", async () => {
    server.ctx.config.recruiterPaymentRequired = true;
    await server.db.query("update public.platform_settings set recruiter_payment_required = true");
    try {
      for (const [method, path, body] of [
        ["GET", ""],
        ["POST", "", { title: "Poste" }],
        ["PATCH", `/${draftId}`, { title: "Autre titre" }],
        ["POST", `/${draftId}/publish`],
      ] as Array<[string, string, unknown?]>) {
        const reply = await api(lumiere, method, path, body);
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(reply.body.error).toBe(offersSubscriptionRequired);
      }
      const rest = await restClient(lumiere).from("jobs").update({ title: "Sans abonnement" }).eq("id", draftId);
      expect(rest.error).not.toBeNull();
      expect((await storedRow(draftId))?.title).toBe("Brouillon confidentiel");

      await server.db.query(
        "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '1 month')",
        [lumiere.id],
      );
      expect((await api(lumiere, "GET", "")).status).toBe(200);
      expect((await api(lumiere, "PATCH", `/${draftId}`, { title: "Titre payé" })).status).toBe(200);
    } finally {
      server.ctx.config.recruiterPaymentRequired = false;
      await server.db.query("update public.platform_settings set recruiter_payment_required = false");
    }
  });
});
