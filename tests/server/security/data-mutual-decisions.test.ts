// A mutual like is final on every path: once both sides liked (a match exists, in the workflow),
// neither side may withdraw, change or move its decision through the REST API, as the product API
// already refuses. Before that, each side changes its mind freely, as the API allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deleteAccount } from "@fuse/api/profile/delete-account.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";

let server: TestServer;
let candidate: TestUser;
let otherCandidate: TestUser;
let recruiter: TestUser;
const profiles = {} as Record<"candidate" | "otherCandidate" | "recruiter", string>;
const jobs = {} as Record<"matched" | "other" | "open", string>;

async function publishedJob(title: string) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.jobs (company_id, title, contract_type, status) values ($1, $2, 'CDI', 'published') returning id`,
    [profiles.recruiter, title],
  );
  return rows[0]!.id;
}

const decisions = async (jobId: string) =>
  (
    await server.db.query<{ side: string; decision: string; candidate_id: string }>(
      "select side, decision, candidate_id from public.match_decisions where job_id = $1 order by side",
      [jobId],
    )
  ).rows;

beforeAll(async () => {
  server = await startTestServer();
  candidate = await createUser(server, "camille@decisions.test");
  otherCandidate = await createUser(server, "leo@decisions.test");
  recruiter = await createUser(server, "rh@decisions.test");
  profiles.candidate = await createProfile(server, candidate.id, "candidate");
  profiles.otherCandidate = await createProfile(server, otherCandidate.id, "candidate");
  profiles.recruiter = await createProfile(server, recruiter.id, "recruiter");
  await server.db.query("insert into public.candidate_infos (profile_id, card_visible) values ($1, true), ($2, true)", [
    profiles.candidate,
    profiles.otherCandidate,
  ]);
  await server.db.query(
    "insert into public.companies (profile_id, name, siret) values ($1, 'Décisions SA', '73282932000074')",
    [profiles.recruiter],
  );
  jobs.matched = await publishedJob("Juriste");
  jobs.other = await publishedJob("Comptable");
  jobs.open = await publishedJob("Data analyst");

  // Both sides like through the REST API: the database confirms the match.
  const liked = await candidate.client
    .from("match_decisions")
    .insert({ candidate_id: profiles.candidate, job_id: jobs.matched, side: "candidate", decision: "like" });
  expect(liked.error).toBeNull();
  const likedBack = await recruiter.client
    .from("match_decisions")
    .insert({ candidate_id: profiles.candidate, job_id: jobs.matched, side: "recruiter", decision: "like" });
  expect(likedBack.error).toBeNull();
  const { rows } = await server.db.query("select 1 from public.matches where job_id = $1 and mutual_at is not null", [
    jobs.matched,
  ]);
  expect(rows.length).toBe(1);
}, 120_000);
afterAll(() => server?.close());

const bothLikes = [
  { side: "candidate", decision: "like", candidate_id: "" },
  { side: "recruiter", decision: "like", candidate_id: "" },
];
const expectBothLikesKept = async () =>
  expect(await decisions(jobs.matched)).toEqual(bothLikes.map((row) => ({ ...row, candidate_id: profiles.candidate })));

describe("once the match is mutual", () => {
  it("refuses the candidate's DELETE of their like", async () => {
    const { error, status } = await candidate.client
      .from("match_decisions")
      .delete()
      .eq("job_id", jobs.matched)
      .eq("side", "candidate");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "23514",
      message: "Le match est confirmé : la décision ne peut plus être changée.",
    });
    await expectBothLikesKept();
  });

  it("refuses the recruiter's DELETE of their like", async () => {
    const { error } = await recruiter.client.from("match_decisions").delete().eq("job_id", jobs.matched);
    expect(error?.code).toBe("23514");
    await expectBothLikesKept();
  });

  it("refuses a change to pass, on either side", async () => {
    for (const person of [candidate, recruiter]) {
      const { error } = await person.client
        .from("match_decisions")
        .update({ decision: "pass" })
        .eq("job_id", jobs.matched)
        .eq("side", person === candidate ? "candidate" : "recruiter");
      expect(error?.code).toBe("23514");
    }
    await expectBothLikesKept();
  });

  it("refuses moving the like to another offer or another candidate", async () => {
    const moved = await candidate.client
      .from("match_decisions")
      .update({ job_id: jobs.other })
      .eq("job_id", jobs.matched)
      .eq("side", "candidate");
    expect(moved.error?.code).toBe("23514");
    const reassigned = await recruiter.client
      .from("match_decisions")
      .update({ candidate_id: profiles.otherCandidate })
      .eq("job_id", jobs.matched);
    expect(reassigned.error?.code).toBe("23514");
    await expectBothLikesKept();
  });

  it("accepts the same like again (an idempotent upsert)", async () => {
    const { error } = await candidate.client
      .from("match_decisions")
      .upsert(
        { candidate_id: profiles.candidate, job_id: jobs.matched, side: "candidate", decision: "like" },
        { onConflict: "candidate_id,job_id,side" },
      );
    expect(error).toBeNull();
    await expectBothLikesKept();
  });

  it("refuses the pass through the product API too", async () => {
    const reply = await call(server, "POST", "/api/matches/decisions", {
      token: candidate.token,
      body: { job_id: jobs.matched, decision: "pass" },
    });
    expect(reply.status).toBe(409);
  });
});

describe("before the match is mutual", () => {
  it("lets each side change its mind, and undo a decision, as the API allows", async () => {
    const mine = candidate.client.from("match_decisions");
    expect(
      (await mine.insert({ candidate_id: profiles.candidate, job_id: jobs.open, side: "candidate", decision: "pass" }))
        .error,
    ).toBeNull();
    expect((await mine.update({ decision: "like" }).eq("job_id", jobs.open)).error).toBeNull();
    expect((await mine.delete().eq("job_id", jobs.open)).error).toBeNull();
    const theirs = recruiter.client.from("match_decisions");
    expect(
      (
        await theirs.insert({
          candidate_id: profiles.otherCandidate,
          job_id: jobs.open,
          side: "recruiter",
          decision: "pass",
        })
      ).error,
    ).toBeNull();
    expect((await theirs.delete().eq("job_id", jobs.open)).error).toBeNull();
    expect(await decisions(jobs.open)).toEqual([]);
  });

  it("still refuses moving a decision to another pair", async () => {
    const inserted = await candidate.client
      .from("match_decisions")
      .insert({ candidate_id: profiles.candidate, job_id: jobs.open, side: "candidate", decision: "like" });
    expect(inserted.error).toBeNull();
    const moved = await candidate.client.from("match_decisions").update({ job_id: jobs.other }).eq("job_id", jobs.open);
    expect(moved.error?.code).toBe("23514");
  });
});

describe("erasing an account", () => {
  it("still takes the matched candidate's decisions and match with it", async () => {
    expect(await deleteAccount(server.db, candidate.id)).toBe(true);
    expect(await decisions(jobs.matched)).toEqual([]);
    const { rows } = await server.db.query("select 1 from public.matches where job_id = $1", [jobs.matched]);
    expect(rows).toEqual([]);
  });
});
