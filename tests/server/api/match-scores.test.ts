// Potential matches are scored once and read many times: a candidate's list is stored on their
// first read, then kept up to date by the match worker in the background, and once it is done every
// read answers exactly what scoring every offer again would, whatever changed in between (offers
// created, edited, closed, deleted; the candidate's own profile; their decisions). Until it is done,
// a read serves the list stored before. A recruiter's list of a published offer is read from the
// same store, in the recruiter's order, as scoring every candidate on the read would answer it.
// Through HTTP with real tokens; the stored tables are checked as the roles see them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { enterRole } from "@fuse/server-core/db/database.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { call, registerUser, type RegisteredUser } from "./profile-support.ts";

let server: TestServer;

type Person = RegisteredUser;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

const profile = {
  first_name: "Léa",
  last_name: "Martin",
  headline: "Développeuse full-stack",
  city: "Villeurbanne",
  lat: 45.7719,
  lng: 4.8902,
  mobility_radius_km: 30,
  contract_types: ["CDI", "CDD"],
  remote_preference: "any",
  salary_expectation: 42000,
  skills: ["TypeScript", "React"],
  languages: ["Français"],
  experience_years: 4,
  card_visible: true,
};

let recruiter: Person;

const job = (fields: Record<string, unknown> = {}) =>
  insertJob(server.db, recruiter.profileId, {
    title: "Développeur·se",
    contract_type: "CDI",
    remote_mode: "onsite",
    city: "Lyon",
    lat: 45.764,
    lng: 4.8357,
    salary_min: 38000,
    salary_max: 45000,
    skills: ["TypeScript"],
    experience_years_min: 2,
    languages: ["Français"],
    status: "published",
    ...fields,
  });

async function candidate(name: string, form: Record<string, unknown> = profile) {
  const person = await register("candidate", name);
  const saved = await call(server, "POST", "/api/profile/info", { token: person.token, body: { form } });
  expect(saved.status).toBe(200);
  return person;
}

interface Listed {
  total: number;
  matches: { job: { id: string; salary_min: number | null }; match: { score: number }; decision: string | null }[];
}

/** Once the match worker has scored every change so far. */
const settled = () => server.matchRefresher.settled();

/** The worker's lease held by another server: changes wait in the queue (`release` lets them go). */
const holdWorker = () =>
  server.db.query("update public.match_refresh_lease set holder = 'another server', held_until = 'infinity'");
const releaseWorker = () => server.db.query("update public.match_refresh_lease set held_until = '-infinity'");

async function list(person: Person, perPage = 50): Promise<Listed> {
  const reply = await call(server, "GET", `/api/matches/jobs?per_page=${perPage}`, { token: person.token });
  expect(reply.status).toBe(200);
  return reply.body as Listed;
}

/** What scoring every offer again answers: the same read once the stored list is gone, rows and all. */
async function scoredAgain(person: Person, perPage = 50) {
  await server.db.query("delete from public.candidate_match_states where candidate_id = $1", [person.profileId]);
  await server.db.query("delete from public.candidate_job_scores where candidate_id = $1", [person.profileId]);
  return list(person, perPage);
}

const ids = (listed: Listed) => listed.matches.map((match) => match.job.id);
const stateOf = async (person: Person) =>
  (
    await server.db.query<{ scored_at: string }>(
      "select scored_at::text from public.candidate_match_states where candidate_id = $1",
      [person.profileId],
    )
  ).rows[0];

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, (ctx) => matchRoutes(ctx)] });
  recruiter = await register("recruiter", "recruteur");
  const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: recruiter.token,
    body: { profile: { name: "Lumière Numérique", siret: "73282932000074", visible: true, city: "Lyon" } },
  });
  expect(saved.status).toBe(200);
  for (let i = 0; i < 6; i++) await job({ salary_min: 36000 + 1000 * i, title: `Développeur·se ${i}` });
  await job({ contract_type: "stage", title: "Stage" }); // a hard mismatch: never listed
});
afterAll(() => server?.close());

describe("a candidate's potential matches, scored once", () => {
  it("are stored on the first read and answered from the store afterwards", async () => {
    const lea = await candidate("lea");
    expect(await stateOf(lea)).toBeUndefined();
    const first = await list(lea);
    expect(first.total).toBe(6);
    const { rows } = await server.db.query<{ count: number }>(
      "select count(*)::int as count from public.candidate_job_scores where candidate_id = $1",
      [lea.profileId],
    );
    expect(rows[0]!.count).toBe(6);
    expect(await stateOf(lea)).toBeDefined();

    // Nothing changed: the same answer, no stored score written again, the list not made again.
    const written = () =>
      server.db.query<{ job_id: string; version: string }>(
        "select job_id, xmin::text as version from public.candidate_job_scores where candidate_id = $1 order by job_id",
        [lea.profileId],
      );
    await settled();
    const before = (await written()).rows;
    const made = await stateOf(lea);
    expect(await list(lea)).toEqual(first);
    expect((await written()).rows).toEqual(before);
    expect(await stateOf(lea)).toEqual(made);
  });

  it("follow every change to the offers, as scoring them all again would", async () => {
    const hugo = await candidate("hugo");
    const before = await list(hugo);
    const [top, second, third] = ids(before);

    const created = await job({ salary_min: 50000, salary_max: 60000, skills: ["TypeScript", "React"] });
    await server.db.query("update public.jobs set salary_min = 20000, salary_max = 22000 where id = $1", [top]);
    await server.db.query("update public.jobs set status = 'closed' where id = $1", [second]);
    await server.db.query("delete from public.jobs where id = $1", [third]);
    const moved = await job({ title: "À déplacer" });
    await settled();
    const listedMoved = ids(await list(hugo)).includes(moved);
    expect(listedMoved).toBe(true);
    // Moved to Marseille, beyond the candidate's reach: gone.
    await server.db.query("update public.jobs set lat = 43.2965, lng = 5.3698, city = 'Marseille' where id = $1", [
      moved,
    ]);
    // A change that scores nothing (the title) is not a change of the list.
    await server.db.query("update public.jobs set title = 'Intitulé revu' where id = $1", [created]);

    await settled();
    const after = await list(hugo);
    expect(ids(after)).toContain(created);
    expect(ids(after)).not.toContain(second);
    expect(ids(after)).not.toContain(third);
    expect(ids(after)).not.toContain(moved);
    expect(after.matches.find((match) => match.job.id === top)?.job.salary_min).toBe(20000);
    expect(after.matches[0]!.job.id).toBe(created);
    expect(after).toEqual(await scoredAgain(hugo));
  });

  it("are served as stored after a profile change until the worker has scored it again, then told", async () => {
    const ines = await candidate("ines");
    const python = await job({ skills: ["Python"], title: "Développeur·se Python" });
    await settled();
    const before = await list(ines);
    expect(ids(before)).not.toContain(python);
    await holdWorker();
    try {
      const saved = await call(server, "POST", "/api/profile/info", {
        token: ines.token,
        body: { form: { ...profile, skills: ["Python"] } },
      });
      expect(saved.status).toBe(200);
      // The worker has not come yet: the list stored before is served, in its order (each offer
      // of the page explained as the profile now reads it).
      expect(ids(await list(ines))).toEqual(ids(before));
    } finally {
      await releaseWorker();
    }
    await settled();
    const after = await list(ines);
    expect(ids(after)).toContain(python);
    expect(after).toEqual(await scoredAgain(ines));
  });

  it("lose the offers a profile change made a mismatch, and keep the others", async () => {
    const noe = await candidate("noe");
    const permanent = await job({ contract_type: "CDI", title: "Développeur·se en CDI" });
    const fixedTerm = await job({ contract_type: "CDD", title: "Développeur·se en CDD" });
    await settled();
    expect(ids(await list(noe))).toEqual(expect.arrayContaining([permanent, fixedTerm]));
    const saved = await call(server, "POST", "/api/profile/info", {
      token: noe.token,
      body: { form: { ...profile, first_name: "Noé", contract_types: ["CDD"] } },
    });
    expect(saved.status).toBe(200);
    await settled();
    const after = await list(noe);
    expect(ids(after)).toContain(fixedTerm);
    expect(ids(after)).not.toContain(permanent);
    expect(after).toEqual(await scoredAgain(noe));
    const { rows } = await server.db.query(
      "select 1 from public.candidate_job_scores where candidate_id = $1 and job_id = $2",
      [noe.profileId, permanent],
    );
    expect(rows).toEqual([]);
  });

  it("drop a passed offer at once and mark a liked one", async () => {
    const noe = await candidate("noe");
    const [liked, passed] = ids(await list(noe));
    for (const [jobId, decision] of [
      [liked, "like"],
      [passed, "pass"],
    ]) {
      const reply = await call(server, "POST", "/api/matches/decisions", {
        token: noe.token,
        body: { job_id: jobId, decision },
      });
      expect(reply.status).toBeLessThan(300);
    }
    const after = await list(noe);
    expect(ids(after)).not.toContain(passed);
    expect(after.matches.find((match) => match.job.id === liked)?.decision).toBe("like");
    expect(after.total).toBe((await scoredAgain(noe)).total);
  });

  it("reach every candidate an offer may match once it is published, and leave them when it closes", async () => {
    const zoe = await candidate("zoe");
    const before = await list(zoe);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.jobs (company_id, title, contract_type, remote_mode, city, lat, lng, skills, languages,
                               experience_years_min, status)
       select $1, 'Développeur·se ' || n, 'CDD', 'remote', 'Brest', 48.39, -4.49, '{TypeScript}', '{Français}', 1,
              'published'
       from generate_series(1, 30) n returning id`,
      [recruiter.profileId],
    );
    await settled();
    const after = await list(zoe);
    expect(after.total).toBe(before.total + rows.length);
    expect(after).toEqual(await scoredAgain(zoe));
    await server.db.query("update public.jobs set status = 'closed' where id = any($1::uuid[])", [
      rows.map((row) => row.id),
    ]);
    await settled();
    expect((await list(zoe)).total).toBe(before.total);
    await server.db.query("delete from public.jobs where id = any($1::uuid[])", [rows.map((row) => row.id)]);
  });

  it("give a recruiter, from the store, the list scoring every candidate on the read gives", async () => {
    // Candidates of every kind: near and far, with or without the skill, some interested.
    const people = await Promise.all(
      [
        { city: "Villeurbanne", lat: 45.7719, lng: 4.8902, skills: ["TypeScript", "React"] },
        { city: "Vienne", lat: 45.5255, lng: 4.8746, skills: ["TypeScript"] },
        { city: "Grenoble", lat: 45.1885, lng: 5.7245, skills: ["TypeScript"], mobility_radius_km: 80 },
        { city: "Lyon", lat: 45.764, lng: 4.8357, skills: ["Python"] },
        { city: "Lyon", lat: 45.764, lng: 4.8357, skills: ["TypeScript"], card_visible: false },
      ].map((fields, i) => candidate(`recrutable${i}`, { ...profile, ...fields })),
    );
    const offer = await job({ title: "Développeur·se TypeScript", skills: ["TypeScript", "React"] });
    const liked = await call(server, "POST", "/api/matches/decisions", {
      token: people[3]!.token,
      body: { job_id: offer, decision: "like" },
    });
    expect(liked.status).toBeLessThan(300);
    await settled();
    const read = async (query: string) => {
      const reply = await call(server, "GET", `/api/matches/jobs/${offer}/candidates${query}`, {
        token: recruiter.token,
      });
      expect(reply.status).toBe(200);
      return reply.body as {
        total: number;
        matches: Array<{ candidate: { profile_id: string }; interested: boolean }>;
      };
    };
    const stored = await read("?per_page=50");
    const pages = [
      await read("?per_page=2&page=1"),
      await read("?per_page=2&page=2"),
      await read("?per_page=2&page=3"),
    ];
    // The same offer scored on the read: queued for the worker, which another server holds.
    await holdWorker();
    try {
      await server.db.query("insert into public.match_refresh_queue (kind, id) values ('job', $1)", [offer]);
      expect(await read("?per_page=50")).toEqual(stored);
    } finally {
      await releaseWorker();
    }
    const listed = stored.matches.map((match) => match.candidate.profile_id);
    expect(listed[0]).toBe(people[3]!.profileId);
    expect(stored.matches[0]!.interested).toBe(true);
    expect(listed).toEqual(expect.arrayContaining([people[0]!.profileId, people[1]!.profileId]));
    expect(listed).not.toContain(people[4]!.profileId);
    expect(pages.flatMap((page) => page.matches)).toEqual(stored.matches.slice(0, 6));
    expect(pages.every((page) => page.total === stored.total)).toBe(true);
  });

  it("count for a recruiter only the cards shown of completed profiles, and follow the candidates who hide or show theirs", async () => {
    const offer = await job({ title: "Développeur·se React", skills: ["React"] });
    const [ana, bob, cyd] = await Promise.all(
      ["compte-ana", "compte-bob", "compte-cyd"].map((name) => candidate(name, { ...profile, skills: ["React"] })),
    );
    await settled();
    const read = async () => {
      const reply = await call(server, "GET", `/api/matches/jobs/${offer}/candidates?per_page=50`, {
        token: recruiter.token,
      });
      expect(reply.status).toBe(200);
      const body = reply.body as { total: number; matches: Array<{ candidate: { profile_id: string } }> };
      return { total: body.total, ids: body.matches.map((match) => match.candidate.profile_id) };
    };
    const cardShown = (person: Person, visible: boolean) =>
      call(server, "POST", "/api/profile/info", {
        token: person.token,
        body: { form: { ...profile, skills: ["React"], card_visible: visible } },
      });
    const before = await read();
    expect(before.ids).toEqual(expect.arrayContaining([ana!.profileId, bob!.profileId, cyd!.profileId]));
    expect(before.total).toBe(before.ids.length);

    // A card hidden leaves the page at once, the worker held or not; the total once it has passed.
    await holdWorker();
    try {
      expect((await cardShown(ana!, false)).status).toBe(200);
      expect((await read()).ids).not.toContain(ana!.profileId);
    } finally {
      await releaseWorker();
    }
    await settled();
    expect(await read()).toEqual({ total: before.total - 1, ids: before.ids.filter((id) => id !== ana!.profileId) });

    // A profile no longer complete likewise; a recruiter's pass at once.
    await server.db.query("update public.profiles set completed = false where id = $1", [bob!.profileId]);
    const passed = await call(server, "POST", "/api/matches/decisions", {
      token: recruiter.token,
      body: { job_id: offer, candidate_id: cyd!.profileId, decision: "pass" },
    });
    expect(passed.status).toBeLessThan(300);
    await settled();
    const left = before.ids.filter((id) => ![ana!.profileId, bob!.profileId, cyd!.profileId].includes(id));
    expect(await read()).toEqual({ total: before.total - 3, ids: left });

    // Shown and completed again: back in the list and in its total.
    expect((await cardShown(ana!, true)).status).toBe(200);
    await server.db.query("update public.profiles set completed = true where id = $1", [bob!.profileId]);
    await settled();
    const after = await read();
    expect(after.total).toBe(before.total - 1);
    expect(after.ids.sort()).toEqual(before.ids.filter((id) => id !== cyd!.profileId).sort());
  });

  it("are each candidate's own: no API role reads another's or writes any", async () => {
    const lou = await candidate("lou");
    const max = await candidate("max");
    await list(lou);
    await list(max);
    await settled();
    const claims = { role: "authenticated" as const, sub: lou.id, aud: "authenticated", email: lou.email };
    const asLou = <T>(sql: string) =>
      server.db.transaction(async (tx) => {
        await enterRole(tx, claims);
        return tx.query<T>(sql);
      });
    const { rows } = await asLou<{ candidate_id: string }>(
      "select distinct candidate_id from public.candidate_job_scores",
    );
    expect(rows).toEqual([{ candidate_id: lou.profileId }]);
    for (const forbidden of [
      `insert into public.candidate_job_scores (candidate_id, job_id, score, published_at)
       select '${lou.profileId}', id, 100, now() from public.jobs limit 1`,
      `update public.candidate_job_scores set score = 100`,
      `delete from public.candidate_job_scores`,
      "select * from public.candidate_match_states",
      "delete from public.candidate_match_states",
      "select * from public.match_refresh_queue",
      "delete from public.match_refresh_queue",
      "update public.match_refresh_lease set held_until = 'infinity'",
      `select public.queue_match_refresh('candidate', '${lou.profileId}')`,
      "select public.queue_match_refresh_of_row()",
    ]) {
      await expect(asLou(forbidden), forbidden).rejects.toThrow(/permission denied/);
    }
  });

  // PGlite runs one transaction at a time: a change cannot be in progress while a list is read.
  it.skipIf(process.env.TEST_DATABASE_URL === undefined)(
    "miss no change that commits after a list was read while it was in progress (PostgreSQL)",
    async () => {
      const eva = await candidate("eva");
      const [target] = ids(await list(eva));
      let commit = () => {};
      const held = new Promise<void>((resolve) => (commit = resolve));
      let changed = () => {};
      const written = new Promise<void>((resolve) => (changed = resolve));
      const writer = server.db.transaction(async (tx) => {
        await tx.query("update public.jobs set salary_min = 21000, salary_max = 23000 where id = $1", [target]);
        changed();
        await held;
      });
      await written;
      // Read while the change is uncommitted: it cannot be seen yet.
      const during = await list(eva);
      expect(during.matches.find((match) => match.job.id === target)?.job.salary_min).not.toBe(21000);
      commit();
      await writer;
      await settled();
      const after = await list(eva);
      expect(after.matches.find((match) => match.job.id === target)?.job.salary_min).toBe(21000);
      expect(after).toEqual(await scoredAgain(eva));
    },
  );
});
