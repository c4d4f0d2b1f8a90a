// The access rules that depend on what happens over time: a match unlocking details, decisions and
// workflow moves by the right side only, and the writes no API role may make at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { undone } from "./probe.ts";
import { anonClaims, buildWorld, createUser, type World } from "./world.ts";

let db: Database;
let world: World;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  world = await buildWorld(db);
});
afterAll(() => db?.close());

/** Runs one statement as `claims` for real (committed) and returns its rows. */
const as = async <Row = Record<string, unknown>>(claims: JwtClaims, sql: string, params: unknown[] = []) =>
  (await db.asRole(claims, (tx) => tx.query<Row>(sql, params))).rows;

/** The SQLSTATE a statement run as `claims` fails with (rolled back), or "ok". */
const failure = (claims: JwtClaims, sql: string, params: unknown[] = []) =>
  undone(db, claims, async (tx) => {
    try {
      await tx.query(sql, params);
      return "ok";
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  });

const like = (claims: JwtClaims, candidateId: string, jobId: string, side: "candidate" | "recruiter") =>
  as(
    claims,
    `insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, $3, 'like')
     on conflict (candidate_id, job_id, side) do update set decision = 'like'`,
    [candidateId, jobId, side],
  );

describe("a match unlocks a candidate's details for the job's recruiter", () => {
  it("only once both sides liked, and only for that recruiter", async () => {
    const { otherCandidate, recruiter, otherRecruiter, jobs } = world;
    const details = (claims: JwtClaims) =>
      as(claims, "select first_name from public.candidate_infos where profile_id = $1", [otherCandidate.profileId]);

    expect(await details(recruiter.claims)).toEqual([]);
    await like(otherCandidate.claims, otherCandidate.profileId, jobs.open, "candidate");
    expect(await details(recruiter.claims)).toEqual([]);

    await like(recruiter.claims, otherCandidate.profileId, jobs.open, "recruiter");
    expect(await details(recruiter.claims)).toEqual([{ first_name: "Léo" }]);
    expect(await details(otherRecruiter.claims)).toEqual([]);
    // The candidate now sees the company behind the offer, even though its card is hidden.
    const companies = await as(otherCandidate.claims, "select name from public.companies where profile_id = $1", [
      recruiter.profileId,
    ]);
    expect(companies).toEqual([{ name: "Entreprise A" }]);
  });

  it("opens the card in the pipeline, recorded as the liker's move, seen by both sides", async () => {
    const { otherCandidate, recruiter, jobs } = world;
    const match = await as<{ mutual: boolean }>(
      otherCandidate.claims,
      "select mutual_at is not null as mutual from public.matches where job_id = $1",
      [jobs.open],
    );
    expect(match).toEqual([{ mutual: true }]);
    for (const claims of [otherCandidate.claims, recruiter.claims]) {
      const history = await as(
        claims,
        `select w.stage, e.from_stage, e.to_stage, e.actor_id
         from public.workflow_items w join public.workflow_events e on e.item_id = w.id
         where w.job_id = $1 and w.candidate_id = $2`,
        [jobs.open, otherCandidate.profileId],
      );
      expect(history).toEqual([
        { stage: "new_match", from_stage: null, to_stage: "new_match", actor_id: recruiter.profileId },
      ]);
    }
  });

  it("is final: the like that made it cannot be withdrawn", async () => {
    const { candidate, jobs } = world;
    const withdraw = await undone(db, candidate.claims, async (tx) => {
      try {
        await tx.query("update public.match_decisions set decision = 'pass' where job_id = $1 and side = 'candidate'", [
          jobs.matched,
        ]);
        return "withdrawn";
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(withdraw).toBe("Le match est confirmé : la décision ne peut plus être changée.");
  });
});

describe("each side decides only for itself", () => {
  it("refuses a candidate's like on a draft offer", async () => {
    const { candidate, jobs } = world;
    expect(
      await failure(
        candidate.claims,
        "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, 'candidate', 'like')",
        [candidate.profileId, jobs.draft],
      ),
    ).toBe("42501");
  });

  it("refuses a candidate deciding on the recruiter's side, or for another candidate", async () => {
    const { candidate, otherCandidate, jobs } = world;
    const decide = (candidateId: string, side: string) =>
      failure(
        candidate.claims,
        "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, $3, 'like')",
        [candidateId, jobs.other, side],
      );
    expect(await decide(candidate.profileId, "recruiter")).toBe("42501");
    expect(await decide(otherCandidate.profileId, "candidate")).toBe("42501");
    expect(await decide(candidate.profileId, "candidate")).toBe("ok");
  });

  it("refuses a recruiter deciding for another company's offer", async () => {
    const { recruiter, candidate, jobs } = world;
    expect(
      await failure(
        recruiter.claims,
        "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, 'recruiter', 'like')",
        [candidate.profileId, jobs.other],
      ),
    ).toBe("42501");
  });
});

describe("the pipeline", () => {
  it("lets the job's recruiter move a card, and records who moved it from where to where", async () => {
    const { recruiter, candidate } = world;
    const moved = await as<{ stage: string }>(
      recruiter.claims,
      "update public.workflow_items set stage = 'interview' where id = $1 returning stage",
      [world.ids.workflowItem],
    );
    expect(moved).toEqual([{ stage: "interview" }]);
    const events = await as(
      candidate.claims,
      "select from_stage, to_stage, actor_id from public.workflow_events where item_id = $1 order by at, to_stage",
      [world.ids.workflowItem],
    );
    expect(events).toContainEqual({
      from_stage: "new_match",
      to_stage: "interview",
      actor_id: recruiter.profileId,
    });
  });

  it("does not let anyone re-point a card at another job or candidate", async () => {
    const { recruiter, jobs } = world;
    expect(
      await failure(recruiter.claims, "update public.workflow_items set job_id = $1 where id = $2", [
        jobs.open,
        world.ids.workflowItem,
      ]),
    ).toBe("42501");
  });

  it("does not let the candidate move their own card", async () => {
    const rows = await undone(
      db,
      world.candidate.claims,
      async (tx) =>
        (await tx.query("update public.workflow_items set stage = 'hired' where id = $1", [world.ids.workflowItem]))
          .rowCount,
    );
    expect(rows).toBe(0);
  });
});

describe("what no API role may do", () => {
  it("a user cannot make themselves an administrator", async () => {
    const newcomer = await db.query<{ id: string }>(
      "insert into auth.users (email) values ('nouveau@rls.test') returning id",
    );
    const claims: JwtClaims = { role: "authenticated", sub: newcomer.rows[0]!.id };
    expect(
      await failure(claims, "insert into public.profiles (user_id, type) values ($1, 'admin')", [newcomer.rows[0]!.id]),
    ).toBe("42501");
    expect(
      await failure(world.candidate.claims, "update public.profiles set type = 'admin' where id = $1", [
        world.candidate.profileId,
      ]),
    ).toBe("42501");
  });

  it("a candidate cannot open a company, nor a recruiter write candidate details", async () => {
    const fresh = await createUser(db, "nouvelle.candidate@rls.test", "candidate");
    expect(
      await failure(
        fresh.claims,
        "insert into public.companies (profile_id, name, siret) values ($1, 'Fausse entreprise', '90000004300019')",
        [fresh.profileId],
      ),
    ).toBe("42501");
    const freshRecruiter = await createUser(db, "nouveau.recruteur@rls.test", "recruiter");
    expect(
      await failure(freshRecruiter.claims, "insert into public.candidate_infos (profile_id) values ($1)", [
        freshRecruiter.profileId,
      ]),
    ).toBe("42501");
  });

  it("a user answers only the questionnaires meant for their kind of profile", async () => {
    const answer = (claims: JwtClaims, profileId: string) =>
      failure(claims, "insert into public.questionnaire_responses (questionnaire_id, profile_id) values ($1, $2)", [
        world.ids.candidateQuestionnaire,
        profileId,
      ]);
    expect(await answer(world.recruiter.claims, world.recruiter.profileId)).toBe("42501");
    expect(await answer(world.otherCandidate.claims, world.otherCandidate.profileId)).toBe("ok");
  });

  it("a visitor cannot choose a contact message's id or date", async () => {
    expect(
      await failure(
        anonClaims,
        `insert into public.contact_messages (name, email, subject, message, created_at)
         values ('Alex', 'alex@exemple.fr', 'Sujet', 'Texte', '2000-01-01')`,
      ),
    ).toBe("42501");
  });

  it("no API role may empty a table (row-level security does not govern TRUNCATE)", async () => {
    const { rows } = await db.query<{ grantee: string; table_name: string }>(
      `select grantee, table_name from information_schema.role_table_grants
       where table_schema = 'public' and privilege_type = 'TRUNCATE' and grantee in ('anon', 'authenticated')`,
    );
    expect(rows).toEqual([]);
    expect(await failure(anonClaims, "truncate public.news cascade")).toBe("42501");
    expect(await failure(world.admin.claims, "truncate public.contact_messages")).toBe("42501");
  });

  it("news scheduled for later stays hidden until its date", async () => {
    await db.query(
      "insert into public.news (slug, title, body, published_at) values ('bientot', 'Bientôt', '', now() + interval '1 day')",
    );
    expect(await as(anonClaims, "select slug from public.news where slug = 'bientot'")).toEqual([]);
    expect(await as(world.admin.claims, "select slug from public.news where slug = 'bientot'")).toEqual([
      { slug: "bientot" },
    ]);
  });
});
