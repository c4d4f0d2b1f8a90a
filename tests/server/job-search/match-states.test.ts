// The candidate's screens' own calls: each offer's score and decision for a page of search results
// (`GET /api/matches/scores`), and the « Annuler » of a like or a pass (`DELETE /api/matches/decisions`),
// through HTTP with real tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "../api/job-support.ts";
import { badTokens, call, registerUser, type RegisteredUser } from "../api/profile-support.ts";

let server: TestServer;

type Person = RegisteredUser;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

const offer = (fields: Record<string, unknown>) => ({
  title: "Développeur·se Full-Stack",
  contract_type: "CDI",
  remote_mode: "onsite",
  city: "Lyon",
  lat: 45.764,
  lng: 4.8357,
  salary_min: 40000,
  salary_max: 48000,
  skills: ["TypeScript", "React"],
  nice_to_have_skills: [],
  experience_years_min: 2,
  languages: ["Français"],
  status: "published",
  ...fields,
});

let lea: Person; // candidate in Lyon
let sam: Person; // another candidate
let bare: Person; // a candidate without any information yet
let recruiter: Person;
const jobs = {} as Record<"lyon" | "marseille" | "draft" | "other", string>;

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, (ctx) => jobRoutes(ctx), (ctx) => matchRoutes(ctx)] });
  lea = await register("candidate", "lea");
  sam = await register("candidate", "sam");
  bare = await register("candidate", "vide");
  recruiter = await register("recruiter", "lumiere");
  const form = {
    first_name: "Léa",
    city: "Lyon",
    lat: 45.7597,
    lng: 4.8422,
    mobility_radius_km: 30,
    contract_types: ["CDI"],
    skills: ["TypeScript", "React"],
    languages: ["Français"],
    experience_years: 4,
    memo: "<p>Portrait</p>",
    card_visible: true,
  };
  for (const person of [lea, sam]) {
    const saved = await call(server, "POST", "/api/profile/info", { token: person.token, body: { form } });
    expect(saved.status).toBe(200);
  }
  const company = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: recruiter.token,
    body: { profile: { name: "Lumière Numérique", siret: "73282932000074", visible: true, city: "Lyon" } },
  });
  expect(company.status).toBe(200);
  jobs.lyon = await insertJob(server.db, recruiter.profileId, offer({}));
  jobs.marseille = await insertJob(
    server.db,
    recruiter.profileId,
    offer({ city: "Marseille", lat: 43.2965, lng: 5.3698, title: "Développeur·se Marseille" }),
  );
  jobs.draft = await insertJob(server.db, recruiter.profileId, offer({ status: "draft" }));
  jobs.other = await insertJob(server.db, recruiter.profileId, offer({ title: "Développeur·se React" }));
  // The candidate's list is the match worker's store: wait until it has scored the offers above.
  await server.matchRefresher.settled();
});
afterAll(() => server?.close());

const scores = (person: Person | undefined, ids: string[] | string) =>
  call(server, "GET", `/api/matches/scores?job_ids=${Array.isArray(ids) ? ids.join(",") : ids}`, {
    token: person?.token,
  });
const decide = (person: Person, body: Record<string, unknown>) =>
  call(server, "POST", "/api/matches/decisions", { token: person.token, body });
const withdraw = (person: Person | undefined, body: unknown) =>
  call(server, "DELETE", "/api/matches/decisions", { token: person?.token, body });

describe("GET /api/matches/scores", () => {
  it("scores each offer asked for like the potential matches, in the order asked, without drafts", async () => {
    const reply = await scores(lea, [jobs.marseille, jobs.lyon, jobs.draft]);
    expect(reply.status).toBe(200);
    expect(reply.body.scores.map((state: { job_id: string }) => state.job_id)).toEqual([jobs.marseille, jobs.lyon]);
    const [marseille, lyon] = reply.body.scores;
    expect(marseille).toMatchObject({ score: null, decision: null, mutual: false });
    expect(marseille.excluded_reason).toMatch(/km/);
    const listed = (await call(server, "GET", "/api/matches/jobs", { token: lea.token })).body.matches.find(
      (match: { job: { id: string } }) => match.job.id === jobs.lyon,
    );
    expect(lyon).toEqual({
      job_id: jobs.lyon,
      score: listed.match.score,
      excluded_reason: null,
      decision: null,
      mutual: false,
      application_stage: null,
    });
  });

  it("says where the application of a mutual match stands: a refusal is no longer a match to celebrate", async () => {
    const job = await insertJob(server.db, recruiter.profileId, offer({ title: "Développeur·se refusé·e" }));
    expect((await decide(lea, { job_id: job, decision: "like" })).status).toBe(200);
    const back = await decide(recruiter, { job_id: job, candidate_id: lea.profileId, decision: "like" });
    expect(back.body.mutual).toBe(true);
    // The offer is among the potential matches once the match worker has scored it.
    await server.matchRefresher.settled();
    const listedStage = async () =>
      (await call(server, "GET", "/api/matches/jobs", { token: lea.token })).body.matches.find(
        (match: { job: { id: string } }) => match.job.id === job,
      ).application_stage;
    expect((await scores(lea, job)).body.scores[0]).toMatchObject({ mutual: true, application_stage: "new_match" });
    expect(await listedStage()).toBe("new_match");

    await server.db.query(
      "update public.workflow_items set stage = 'rejected', refusal_reason = 'other_candidate' where job_id = $1",
      [job],
    );
    expect((await scores(lea, job)).body.scores[0]).toMatchObject({ mutual: true, application_stage: "rejected" });
    expect(await listedStage()).toBe("rejected");
    // Another candidate's application is nobody else's business.
    expect((await scores(sam, job)).body.scores[0]).toMatchObject({ mutual: false, application_stage: null });
  });

  it("tells the candidate's own decision, never another candidate's", async () => {
    expect((await decide(lea, { job_id: jobs.other, decision: "like" })).status).toBe(200);
    expect((await scores(lea, jobs.other)).body.scores[0]).toMatchObject({ decision: "like", mutual: false });
    expect((await scores(sam, jobs.other)).body.scores[0]).toMatchObject({ decision: null });
  });

  it("refuses malformed or too many ids in French, a recruiter, a candidate without information, and no token", async () => {
    const malformed = await scores(lea, "pas-un-id");
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: "« Offres » doit lister des identifiants d'offre séparés par des virgules.", field: "job_ids.0" },
    });
    const many = Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    expect((await scores(lea, many)).status).toBe(400);
    expect((await call(server, "GET", "/api/matches/scores", { token: lea.token })).body.error).toBe(
      "« Offres » est requis.",
    );
    expect((await scores(recruiter, jobs.lyon)).status).toBe(403);
    const empty = await scores(bare, jobs.lyon);
    expect(empty.status).toBe(409);
    expect(empty.body.error).toMatch(/Complétez votre profil/);
    expect((await scores(undefined, jobs.lyon)).status).toBe(401);
  });
});

describe("DELETE /api/matches/decisions", () => {
  it("withdraws the candidate's like, and again changes nothing", async () => {
    expect((await decide(lea, { job_id: jobs.lyon, decision: "like" })).status).toBe(200);
    const first = await withdraw(lea, { job_id: jobs.lyon });
    expect(first).toMatchObject({ status: 200, body: { job_id: jobs.lyon, withdrawn: true } });
    expect((await scores(lea, jobs.lyon)).body.scores[0].decision).toBeNull();
    const again = await withdraw(lea, { job_id: jobs.lyon });
    expect(again).toMatchObject({ status: 200, body: { job_id: jobs.lyon, withdrawn: false } });
  });

  it("brings back a passed offer among the potential matches", async () => {
    const listed = async () =>
      (await call(server, "GET", "/api/matches/jobs", { token: lea.token })).body.matches.map(
        (match: { job: { id: string } }) => match.job.id,
      );
    expect((await decide(lea, { job_id: jobs.lyon, decision: "pass" })).status).toBe(200);
    expect(await listed()).not.toContain(jobs.lyon);
    expect((await withdraw(lea, { job_id: jobs.lyon })).body.withdrawn).toBe(true);
    expect(await listed()).toContain(jobs.lyon);
  });

  it("withdraws only the caller's own decision", async () => {
    expect((await decide(sam, { job_id: jobs.lyon, decision: "like" })).status).toBe(200);
    expect((await decide(recruiter, { job_id: jobs.lyon, candidate_id: lea.profileId, decision: "pass" })).status).toBe(
      200,
    );
    // Léa has no decision on this offer: nothing of Sam's or of the recruiter's goes.
    expect((await withdraw(lea, { job_id: jobs.lyon })).body.withdrawn).toBe(false);
    const { rows } = await server.db.query<{ candidate_id: string; side: string }>(
      "select candidate_id, side from public.match_decisions where job_id = $1 order by side",
      [jobs.lyon],
    );
    expect(rows).toEqual([
      { candidate_id: sam.profileId, side: "candidate" },
      { candidate_id: lea.profileId, side: "recruiter" },
    ]);
    // A recruiter has no candidate decision to withdraw.
    const byRecruiter = await withdraw(recruiter, { job_id: jobs.lyon });
    expect(byRecruiter.status).toBe(403);
    expect(byRecruiter.body.error).toBe("Accès refusé : réservé aux candidats.");
    // Sam keeps his.
    expect((await scores(sam, jobs.lyon)).body.scores[0].decision).toBe("like");
  });

  it("refuses to withdraw from a mutual match, in French (409), and keeps the match", async () => {
    expect((await decide(sam, { job_id: jobs.other, decision: "like" })).status).toBe(200);
    const mutual = await decide(recruiter, { job_id: jobs.other, candidate_id: sam.profileId, decision: "like" });
    expect(mutual.body.mutual).toBe(true);
    const refused = await withdraw(sam, { job_id: jobs.other });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Le match est confirmé : la décision ne peut plus être changée." },
    });
    expect((await scores(sam, jobs.other)).body.scores[0]).toMatchObject({ decision: "like", mutual: true });
  });

  it("refuses bad bodies in French and calls without a valid token", async () => {
    expect((await withdraw(lea, { job_id: "pas-un-id" })).status).toBe(400);
    expect((await withdraw(lea, {})).body).toMatchObject({ error: "« Offre » est requis.", field: "job_id" });
    expect((await withdraw(lea, { job_id: jobs.lyon, decision: "like" })).body.error).toBe(
      "Champ inconnu : « decision ».",
    );
    expect((await withdraw(lea, { job_id: { nested: { deeper: [jobs.lyon] } } })).status).toBe(400);
    expect((await withdraw(undefined, { job_id: jobs.lyon })).status).toBe(401);
    for (const [name, token] of Object.entries(await badTokens(server, lea, sam))) {
      const reply = await call(server, "DELETE", "/api/matches/decisions", { token, body: { job_id: jobs.lyon } });
      expect(reply.status, name).toBe(401);
    }
  });
});
