// The recruiters' paid access (RECRUITER_PAYMENT_REQUIRED) on every path: with the setting on, a
// recruiter without a valid subscription can no more write offers, like or pass candidates, or list
// an offer's potential candidates through the REST API or the database function than through /api.
// With the setting off, nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";

interface Recruiter extends TestUser {
  profileId: string;
  jobId: string;
}

interface World {
  server: TestServer;
  candidateProfile: string;
  /** Each recruiter passed on this candidate before (as the database owner wrote it). */
  passedProfile: string;
  candidate: TestUser;
  unpaid: Recruiter;
  expired: Recruiter;
  paid: Recruiter;
}

let siret = 0;
const sirets = ["73282932000074", "40483304800022", "90000001900019"];

async function buildWorld(paymentRequired: boolean): Promise<World> {
  const server = await startTestServer({ config: { recruiterPaymentRequired: paymentRequired } });
  const candidate = await createUser(server, "lea@paiement.test");
  const candidateProfile = await createProfile(server, candidate.id, "candidate");
  const passedProfile = await createProfile(server, (await createUser(server, "hugo@paiement.test")).id, "candidate");
  await server.db.query(
    "insert into public.candidate_infos (profile_id, first_name, card_visible) values ($1, 'Léa', true), ($2, 'Hugo', true)",
    [candidateProfile, passedProfile],
  );
  const recruiter = async (email: string, subscription?: string): Promise<Recruiter> => {
    const user = await createUser(server, email);
    const profileId = await createProfile(server, user.id, "recruiter");
    await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, $2, $3)", [
      profileId,
      email,
      sirets[siret++ % sirets.length],
    ]);
    if (subscription) {
      await server.db.query(
        "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + $2::interval)",
        [user.id, subscription],
      );
    }
    const { rows } = await server.db.query<{ id: string }>(
      "insert into public.jobs (company_id, title, contract_type, status) values ($1, 'Juriste', 'CDI', 'published') returning id",
      [profileId],
    );
    await server.db.query(
      "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, 'recruiter', 'pass')",
      [passedProfile, rows[0]!.id],
    );
    return { ...user, profileId, jobId: rows[0]!.id };
  };
  return {
    server,
    candidate,
    candidateProfile,
    passedProfile,
    unpaid: await recruiter("sans-abonnement@paiement.test"),
    expired: await recruiter("expire@paiement.test", "-1 day"),
    paid: await recruiter("abonne@paiement.test", "30 days"),
  };
}

let on: World;
let off: World;
beforeAll(async () => {
  on = await buildWorld(true);
  off = await buildWorld(false);
}, 180_000);
afterAll(async () => {
  await on?.server.close();
  await off?.server.close();
});

/** What a recruiter manages to do through each path, as `ok` or the error code / HTTP status. */
async function attempts(world: World, recruiter: Recruiter) {
  const { server } = world;
  const rest = recruiter.client;
  const insertJob = await rest
    .from("jobs")
    .insert({ company_id: recruiter.profileId, title: "Comptable", contract_type: "CDD" });
  const updateJob = await rest.from("jobs").update({ title: "Juriste senior" }).eq("id", recruiter.jobId);
  const like = await rest.from("match_decisions").insert({
    candidate_id: world.candidateProfile,
    job_id: recruiter.jobId,
    side: "recruiter",
    decision: "pass",
  });
  const changeDecision = await rest
    .from("match_decisions")
    .update({ decision: "like" }, { count: "exact" })
    .eq("job_id", recruiter.jobId)
    .eq("candidate_id", world.passedProfile);
  expect(changeDecision.error ?? changeDecision.count).not.toBe(0);
  // What PostgREST's /rpc/potential_candidates runs on Supabase: the function, as the caller.
  let rpc = "ok";
  try {
    await server.db.asRole({ role: "authenticated", sub: recruiter.id, aud: "authenticated" }, (tx) =>
      tx.query("select * from public.potential_candidates($1, '{}'::text[])", [recruiter.jobId]),
    );
  } catch (error) {
    rpc = (error as { code: string }).code;
  }
  const api = await call(server, "GET", `/api/matches/jobs/${recruiter.jobId}/candidates`, {
    token: recruiter.token,
  });
  const outcome = (result: { error: { code: string } | null; status: number }) =>
    result.error ? `${result.status} ${result.error.code}` : "ok";
  return {
    insertJob: outcome(insertJob),
    updateJob: outcome(updateJob),
    decide: outcome(like),
    changeDecision: outcome(changeDecision),
    rpc,
    api: api.status === 200 ? "ok" : String(api.status),
  };
}

const allowed = {
  insertJob: "ok",
  updateJob: "ok",
  decide: "ok",
  changeDecision: "ok",
  rpc: "ok",
  api: "ok",
};
const refused = {
  insertJob: "403 42501",
  updateJob: "403 42501",
  decide: "403 42501",
  changeDecision: "403 42501",
  rpc: "42501",
  api: "403",
};

describe("with the payment setting on", () => {
  it("refuses a recruiter without a subscription on every path", async () => {
    expect(await attempts(on, on.unpaid)).toEqual(refused);
  });

  it("refuses a recruiter whose paid period has ended", async () => {
    expect(await attempts(on, on.expired)).toEqual(refused);
  });

  it("lets a subscribed recruiter do it all", async () => {
    expect(await attempts(on, on.paid)).toEqual(allowed);
  });

  it("leaves the candidates' own likes free", async () => {
    const { error } = await on.candidate.client.from("match_decisions").insert({
      candidate_id: on.candidateProfile,
      job_id: on.unpaid.jobId,
      side: "candidate",
      decision: "like",
    });
    expect(error).toBeNull();
  });

  it("lets an unsubscribed recruiter delete an offer", async () => {
    const { error, count } = await on.unpaid.client.from("jobs").delete({ count: "exact" }).eq("id", on.unpaid.jobId);
    expect(error).toBeNull();
    expect(count).toBe(1);
  });
});

describe("with the payment setting off", () => {
  it("asks nobody for a subscription", async () => {
    expect(await attempts(off, off.unpaid)).toEqual(allowed);
    expect(await attempts(off, off.expired)).toEqual(allowed);
  });
});
