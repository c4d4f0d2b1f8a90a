// The recruiter's pipeline: its figures by stage and its cards, over the caller's own offers only,
// through the API and through REST's rpc alike.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { recruiterHomeRoutes } from "@fuse/api/recruiter-home/routes.ts";
import { workflowRoutes } from "@fuse/api/workflow/routes.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { badTokens, call, registerUser, validSiret, type RegisteredUser, type TestUser } from "./profile-support.ts";

let server: TestServer;

type Person = RegisteredUser;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

const offer = {
  title: "Comptable (H/F)",
  contract_type: "CDI",
  remote_mode: "remote",
  salary_min: 32000,
  salary_max: 38000,
  skills: ["Comptabilité"],
  status: "published",
};

let recruiter: Person;
let other: Person;
let candidates: Person[];
let mine: string;

const pipeline = (person: TestUser) => call(server, "GET", "/api/recruiter/pipeline", { token: person.token });
const countOf = (body: { stages: { stage: string; count: number }[] }, stage: string) =>
  body.stages.find((entry) => entry.stage === stage)?.count;

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, (ctx) => matchRoutes(ctx), recruiterHomeRoutes, workflowRoutes, ...supabaseLocalRoutes],
  });
  recruiter = await register("recruiter", "pipeline-recruteur");
  other = await register("recruiter", "pipeline-autre");
  for (const person of [recruiter, other]) {
    const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: person.token,
      body: { profile: { name: `Entreprise ${person.email}`, siret: validSiret() } },
    });
    expect(saved.status).toBe(200);
  }
  mine = await insertJob(server.db, recruiter.profileId, offer);
  const theirs = await insertJob(server.db, other.profileId, offer);
  candidates = [];
  for (const name of ["pipeline-a", "pipeline-b", "pipeline-c"]) {
    const person = await register("candidate", name);
    const saved = await call(server, "POST", "/api/profile/info", {
      token: person.token,
      body: { form: { first_name: name, skills: ["Comptabilité"], contract_types: ["CDI"], card_visible: true } },
    });
    expect(saved.status).toBe(200);
    candidates.push(person);
  }
  // Two mutual matches on the recruiter's offer, one on the other company's.
  const like = async (person: Person, body: Record<string, unknown>) => {
    const reply = await call(server, "POST", "/api/matches/decisions", { token: person.token, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  for (const candidate of candidates.slice(0, 2)) {
    await like(candidate, { job_id: mine, decision: "like" });
    expect((await like(recruiter, { job_id: mine, candidate_id: candidate.profileId, decision: "like" })).mutual).toBe(
      true,
    );
  }
  await like(candidates[2]!, { job_id: theirs, decision: "like" });
  expect((await like(other, { job_id: theirs, candidate_id: candidates[2]!.profileId, decision: "like" })).mutual).toBe(
    true,
  );
  // One of the recruiter's cards moves on.
  await server.db.query(
    `update public.workflow_items set stage = 'interview'
     where id = (select id from public.workflow_items where job_id = $1 order by created_at limit 1)`,
    [mine],
  );
});
afterAll(() => server?.close());

describe("GET /api/recruiter/pipeline", () => {
  it("counts the recruiter's own cards at every stage, in the pipeline's order", async () => {
    const reply = await pipeline(recruiter);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body.stages.map((entry: { stage: string }) => entry.stage)).toEqual([
      "new_match",
      "shortlisted",
      "interview",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ]);
    expect(countOf(reply.body, "new_match")).toBe(1);
    expect(countOf(reply.body, "interview")).toBe(1);
    expect(reply.body.total).toBe(2);
  });

  it("never counts another company's cards", async () => {
    const reply = await pipeline(other);
    expect(reply.body.total).toBe(1);
    expect(countOf(reply.body, "new_match")).toBe(1);
  });

  it("is a recruiter's call: a candidate is refused in French", async () => {
    const reply = await pipeline(candidates[0]!);
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatch(/recruteur/i);
  });

  it("needs a valid token", async () => {
    for (const [label, token] of Object.entries(await badTokens(server, recruiter, other))) {
      const reply = await call(server, "GET", "/api/recruiter/pipeline", { token });
      expect(reply.status, label).toBe(401);
    }
  });
});

describe("GET /api/recruiter/pipeline/cards", () => {
  const cards = (person: TestUser, query = "") =>
    call(server, "GET", `/api/recruiter/pipeline/cards${query}`, { token: person.token });

  it("lists the recruiter's own cards with the offer, the stage and the contact the match unlocked", async () => {
    const reply = await cards(recruiter);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body.cards).toHaveLength(2);
    const emails = reply.body.cards.map((card: { candidate: { email: string } }) => card.candidate.email).sort();
    expect(emails).toEqual([candidates[0]!.email, candidates[1]!.email].sort());
    for (const card of reply.body.cards) {
      expect(card).toMatchObject({ job_id: mine, job_title: "Comptable (H/F)" });
      expect(["new_match", "interview"]).toContain(card.stage);
      expect(new Date(card.stage_changed_at).toString()).not.toBe("Invalid Date");
    }
  });

  it("filters by offer, and finds nothing on another company's offer", async () => {
    expect((await cards(recruiter, `?job_id=${mine}`)).body.cards).toHaveLength(2);
    const foreign = await cards(other, `?job_id=${mine}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.cards).toEqual([]);
    const theirs = await cards(other);
    expect(theirs.body.cards.map((card: { candidate: { email: string } }) => card.candidate.email)).toEqual([
      candidates[2]!.email,
    ]);
  });

  it("refuses a bad offer id and a candidate, in French", async () => {
    const bad = await cards(recruiter, "?job_id=pas-un-id");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Offre/);
    const candidate = await cards(candidates[0]!);
    expect(candidate.status).toBe(403);
  });

  it("through REST's rpc, answers each recruiter their own cards only, and nothing to anon", async () => {
    const options = { auth: { persistSession: false, autoRefreshToken: false } };
    const asOther = createClient(server.url, server.anonKey, { ...options, accessToken: async () => other.token });
    const { data, error } = await asOther.rpc("my_pipeline_cards", { p_job_id: mine });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const anon = createClient(server.url, server.anonKey, options);
    const refused = await anon.rpc("my_pipeline_cards", {});
    expect(refused.data).toBeNull();
    expect(refused.error).not.toBeNull();
  });

  it("needs the paid access while payment is required", async () => {
    await server.db.query("update public.platform_settings set recruiter_payment_required = true");
    try {
      const reply = await cards(recruiter);
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatch(/abonnement actif/);
    } finally {
      await server.db.query("update public.platform_settings set recruiter_payment_required = false");
    }
  });
});
