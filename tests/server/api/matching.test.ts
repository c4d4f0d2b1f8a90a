// Two-sided matching through HTTP with real tokens: each side's potential matches, likes and passes,
// the candidate's like the offer's recruiter sees (never a pass), the mutual like that confirms a
// match (workflow card, contact details, e-mails), and what each side may not see or do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { matchRoutes, subscriptionRequired } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { listEmails } from "@fuse/server-core/email/outbox.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { badTokens, call, createUser, type TestUser } from "./profile-support.ts";

let server: TestServer;

interface Person extends TestUser {
  profileId: string;
}

async function register(type: "candidate" | "recruiter", name: string, completed = true): Promise<Person> {
  const user = await createUser(server, name);
  const created = await call(server, "POST", "/api/profile/update", { token: user.token, body: { type, completed } });
  expect(created.status).toBe(201);
  return { ...user, profileId: created.body.id };
}

async function candidateInfo(person: Person, form: Record<string, unknown>) {
  const saved = await call(server, "POST", "/api/profile/info", { token: person.token, body: { form } });
  expect(saved.status).toBe(200);
}

async function company(person: Person, name: string, siret: string) {
  const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: person.token,
    body: { profile: { name, siret, visible: true, city: "Lyon" } },
  });
  expect(saved.status).toBe(200);
}

async function job(owner: Person, fields: Record<string, unknown>): Promise<string> {
  const row = {
    title: "Développeur·se Full-Stack",
    contract_type: "CDI",
    remote_mode: "onsite",
    city: "Lyon",
    lat: 45.764,
    lng: 4.8357,
    salary_min: 40000,
    salary_max: 48000,
    skills: ["TypeScript", "React"],
    nice_to_have_skills: ["Docker"],
    experience_years_min: 2,
    languages: ["Français"],
    status: "published",
    ...fields,
  };
  return insertJob(server.db, owner.profileId, row);
}

let lea: Person; // completed candidate in Lyon, visible card
let hidden: Person; // completed candidate, card not visible
let unfinished: Person; // visible card, profile not completed
let lumiere: Person; // recruiter
let other: Person; // another recruiter
const jobs = {} as Record<"lyon" | "draft" | "marseille" | "stage" | "remote" | "java" | "node", string>;

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, (ctx) => jobRoutes(ctx), (ctx) => matchRoutes(ctx)] });
  lea = await register("candidate", "lea");
  hidden = await register("candidate", "discret");
  unfinished = await register("candidate", "pas-fini", false);
  lumiere = await register("recruiter", "lumiere");
  other = await register("recruiter", "autre");
  const profile = {
    first_name: "Léa",
    last_name: "Martin",
    phone: "06 12 34 56 78",
    headline: "Développeuse full-stack",
    city: "Villeurbanne",
    lat: 45.7719,
    lng: 4.8902,
    mobility_radius_km: 30,
    contract_types: ["CDI"],
    remote_preference: "any",
    salary_expectation: 42000,
    skills: ["typescript", "NodeJS", "Réact"],
    languages: ["Français", "Anglais"],
    experience_years: 4,
    memo: "<p>Mon portrait</p>",
    card_visible: true,
  };
  await candidateInfo(lea, profile);
  await candidateInfo(hidden, { ...profile, first_name: "Hugo", card_visible: false });
  await candidateInfo(unfinished, { ...profile, first_name: "Inès" });
  await company(lumiere, "Lumière Numérique", "73282932000074");
  await company(other, "Autre SAS", "40483304800022");
  jobs.lyon = await job(lumiere, {});
  jobs.draft = await job(lumiere, { status: "draft", title: "Développeur·se (brouillon)" });
  jobs.marseille = await job(lumiere, {
    city: "Marseille",
    lat: 43.2965,
    lng: 5.3698,
    title: "Développeur·se Marseille",
  });
  jobs.stage = await job(lumiere, { contract_type: "stage", title: "Stage — Développeur·se" });
  jobs.remote = await job(lumiere, {
    remote_mode: "remote",
    city: "Brest",
    lat: 48.3904,
    lng: -4.4861,
    title: "Développeur·se React (télétravail)",
    skills: ["React"],
    nice_to_have_skills: [],
  });
  jobs.java = await job(lumiere, {
    title: "Développeur·se Java",
    skills: ["Java", "Spring Boot"],
    nice_to_have_skills: [],
  });
  jobs.node = await job(other, { title: "Développeur·se Node.js", skills: ["Node.js"], nice_to_have_skills: [] });
});
afterAll(() => server?.close());

// Each list is read once the match worker has scored every change so far (stored in the background).
const candidateList = async (person: Person, query = "") => {
  await server.matchRefresher.settled();
  return call(server, "GET", `/api/matches/jobs${query}`, { token: person.token });
};
const recruiterList = async (person: Person, jobId: string, query = "") => {
  await server.matchRefresher.settled();
  return call(server, "GET", `/api/matches/jobs/${jobId}/candidates${query}`, { token: person.token });
};
const decide = async (person: Person, body: Record<string, unknown>) =>
  call(server, "POST", "/api/matches/decisions", { token: person.token, body });

describe("a candidate's potential matches", () => {
  it("lists published offers that fit, best first, each with the breakdown", async () => {
    const reply = await candidateList(lea);
    expect(reply.status).toBe(200);
    const ids = reply.body.matches.map((match: { job: { id: string } }) => match.job.id);
    expect(new Set(ids)).toEqual(new Set([jobs.lyon, jobs.remote, jobs.node]));
    const scores = reply.body.matches.map((match: { match: { score: number } }) => match.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const lyon = reply.body.matches.find((match: { job: { id: string } }) => match.job.id === jobs.lyon);
    expect(lyon.job.company.name).toBe("Lumière Numérique");
    const criteria = Object.fromEntries(
      lyon.match.criteria.map((criterion: { key: string; sentence: string }) => [criterion.key, criterion.sentence]),
    );
    expect(criteria.skills).toMatch(/2 compétences sur 3 en commun/);
    expect(criteria.distance).toMatch(/à \d+ km/);
    expect(lyon.decision).toBeNull();
    expect(lyon.mutual).toBe(false);
  });

  it("finds a skill written another way (NodeJS for Node.js, Réact for React)", async () => {
    const reply = await candidateList(lea);
    const node = reply.body.matches.find((match: { job: { id: string } }) => match.job.id === jobs.node);
    expect(node.match.criteria.find((criterion: { key: string }) => criterion.key === "skills").sentence).toMatch(
      /1 compétence sur 1 en commun/,
    );
  });

  it("paginates", async () => {
    const all = (await candidateList(lea)).body;
    const second = await candidateList(lea, "?page=2&per_page=1");
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: all.total, page: 2, per_page: 1, pages: all.total });
    expect(second.body.matches[0].job.id).toBe(all.matches[1].job.id);
  });

  it("refuses bad paging in French, and a recruiter", async () => {
    expect((await candidateList(lea, "?page=0")).body.error).toBe("« Page » doit être supérieur ou égal à 1.");
    expect((await candidateList(lea, "?per_page=abc")).body.error).toBe(
      "« Résultats par page » doit être un nombre entier.",
    );
    const recruiter = await candidateList(lumiere);
    expect(recruiter.status).toBe(403);
    expect(recruiter.body.error).toMatch(/réservé aux candidats/);
  });

  it("refuses calls without a valid token", async () => {
    expect((await call(server, "GET", "/api/matches/jobs")).status).toBe(401);
    for (const [name, token] of Object.entries(await badTokens(server, lea, hidden))) {
      const reply = await call(server, "GET", "/api/matches/jobs", { token });
      expect(reply.status, name).toBe(401);
    }
  });
});

describe("a recruiter's potential candidates for an offer", () => {
  it("lists completed candidates with a visible card, without contact details", async () => {
    const reply = await recruiterList(lumiere, jobs.lyon);
    expect(reply.status).toBe(200);
    expect(
      reply.body.matches.map((match: { candidate: { first_name: string } }) => match.candidate.first_name),
    ).toEqual(["Léa"]);
    const [match] = reply.body.matches;
    expect(match.candidate.contact).toBeNull();
    expect(JSON.stringify(match)).not.toMatch(/Martin|06 12|@fuse\.test/);
  });

  it("shows both sides the same breakdown, but the distance to the recruiter only as a band", async () => {
    const mine = (await candidateList(lea)).body.matches.find(
      (match: { job: { id: string } }) => match.job.id === jobs.lyon,
    );
    const theirs = (await recruiterList(lumiere, jobs.lyon)).body.matches[0];
    const without = (criteria: Array<{ key: string }>) => criteria.filter((criterion) => criterion.key !== "distance");
    expect(without(theirs.match.criteria)).toEqual(without(mine.match.criteria));
    expect(theirs.match.score).toBe(mine.match.score);
    const distance = (criteria: Array<{ key: string }>) => criteria.find((criterion) => criterion.key === "distance");
    expect(distance(mine.match.criteria)).toMatchObject({
      sentence: "Poste sur site à 4 km, dans le rayon de mobilité de 30 km",
    });
    expect(distance(theirs.match.criteria)).toEqual({
      key: "distance",
      label: "Distance",
      weight: 20,
      points: 20,
      sentence: "Poste sur site à < 5 km, dans le rayon de mobilité",
      improvement: null,
    });
    expect(theirs.candidate.distance_band).toBe("< 5 km");
  });

  it("leaves out candidates whose skills share nothing with the offer", async () => {
    expect((await recruiterList(lumiere, jobs.java)).body.total).toBe(0);
  });

  it("answers 404 for another company's offer and 403 for a candidate", async () => {
    expect((await recruiterList(other, jobs.lyon)).status).toBe(404);
    expect((await recruiterList(lea, jobs.lyon)).status).toBe(403);
    expect((await recruiterList(lumiere, "pas-un-id")).status).toBe(400);
  });

  it("requires a valid subscription when the payment setting is on", async () => {
    server.ctx.config.recruiterPaymentRequired = true;
    try {
      const refused = await recruiterList(lumiere, jobs.lyon);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(subscriptionRequired);
      await server.db.query(
        "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '1 month')",
        [lumiere.id],
      );
      expect((await recruiterList(lumiere, jobs.lyon)).status).toBe(200);
    } finally {
      server.ctx.config.recruiterPaymentRequired = false;
    }
  });
});

describe("likes and passes", () => {
  it("hides an offer the candidate passed on, and a repeated pass changes nothing", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const reply = await decide(lea, { job_id: jobs.remote, decision: "pass" });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ decision: "pass", mutual: false, side: "candidate" });
    }
    const ids = (await candidateList(lea)).body.matches.map((match: { job: { id: string } }) => match.job.id);
    expect(ids).not.toContain(jobs.remote);
    const { rows } = await server.db.query("select decision from public.match_decisions where job_id = $1", [
      jobs.remote,
    ]);
    expect(rows).toEqual([{ decision: "pass" }]);
  });

  it("tells the recruiter of a like, keeps the contact details until they like too, then confirms the match", async () => {
    const liked = await decide(lea, { job_id: jobs.lyon, decision: "like" });
    expect(liked.body).toMatchObject({ mutual: false, match_id: null });
    // The recruiter learns that the candidate is interested, nothing more: no contact, no e-mail.
    const before = (await recruiterList(lumiere, jobs.lyon)).body.matches[0];
    expect(before).toMatchObject({ decision: null, mutual: false, interested: true });
    expect(before.candidate.contact).toBeNull();
    expect((await listEmails(server.db)).length).toBe(0);

    const confirmed = await decide(lumiere, { job_id: jobs.lyon, candidate_id: lea.profileId, decision: "like" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ mutual: true, side: "recruiter" });
    expect(confirmed.body.match_id).toMatch(/^[0-9a-f-]{36}$/);

    // Contact details are unlocked for the recruiter.
    const after = (await recruiterList(lumiere, jobs.lyon)).body.matches[0];
    expect(after.mutual).toBe(true);
    expect(after.candidate.contact).toEqual({ last_name: "Martin", phone: "06 12 34 56 78", email: lea.email });

    // The workflow card opens at its first stage (new_match, « Nouveau match »), readable by both sides.
    for (const person of [lea, lumiere]) {
      const { rows } = await server.db.asRole({ role: "authenticated", sub: person.id }, (tx) =>
        tx.query("select stage from public.workflow_items where match_id = $1", [confirmed.body.match_id]),
      );
      expect(rows).toEqual([{ stage: "new_match" }]);
    }

    // The stored score is the one both sides were shown.
    const { rows } = await server.db.query<{ score: number; breakdown: unknown }>(
      "select score, breakdown from public.matches where id = $1",
      [confirmed.body.match_id],
    );
    expect(rows[0]!.score).toBe(after.match.score);
    expect(rows[0]!.breakdown).toEqual(after.match.criteria);

    // Both sides get an e-mail.
    const emails = await listEmails(server.db);
    expect(emails.map((email) => email.to).sort()).toEqual([lea.email, lumiere.email].sort());
    const toCandidate = emails.find((email) => email.to === lea.email)!;
    expect(toCandidate.subject).toBe("C'est un match : Développeur·se Full-Stack");
    expect(toCandidate.links[0]).toMatch(/\/dashboard\/candidate\/workflow$/);
    const toRecruiter = emails.find((email) => email.to === lumiere.email)!;
    expect(toRecruiter.subject).toBe("Nouveau match : Léa Martin pour « Développeur·se Full-Stack »");

    // The candidate's list shows the confirmed match.
    const mine = (await candidateList(lea)).body.matches.find(
      (match: { job: { id: string } }) => match.job.id === jobs.lyon,
    );
    expect(mine).toMatchObject({ decision: "like", mutual: true });
  });

  it("is idempotent once mutual, and a confirmed match cannot be passed", async () => {
    const again = await decide(lumiere, { job_id: jobs.lyon, candidate_id: lea.profileId, decision: "like" });
    expect(again.body).toMatchObject({ mutual: true });
    expect((await listEmails(server.db)).length).toBe(2);
    const pass = await decide(lea, { job_id: jobs.lyon, decision: "pass" });
    expect(pass.status).toBe(409);
    expect(pass.body.error).toBe("Le match est confirmé : la décision ne peut plus être changée.");
  });

  it("keeps each side to its own rows", async () => {
    // Another company can neither decide on this offer nor read its matches or decisions.
    expect((await decide(other, { job_id: jobs.lyon, candidate_id: lea.profileId, decision: "like" })).status).toBe(
      404,
    );
    const seen = await server.db.asRole({ role: "authenticated", sub: other.id }, async (tx) => ({
      matches: (await tx.query("select 1 from public.matches")).rows.length,
      decisions: (await tx.query("select 1 from public.match_decisions")).rows.length,
      infos: (await tx.query("select 1 from public.candidate_infos where profile_id = $1", [lea.profileId])).rows
        .length,
    }));
    expect(seen).toEqual({ matches: 0, decisions: 0, infos: 0 });
    // Another candidate sees none of Léa's decisions or matches.
    const theirs = await server.db.asRole({ role: "authenticated", sub: hidden.id }, async (tx) => ({
      matches: (await tx.query("select 1 from public.matches")).rows.length,
      decisions: (await tx.query("select 1 from public.match_decisions")).rows.length,
    }));
    expect(theirs).toEqual({ matches: 0, decisions: 0 });
    // The candidate never reads the recruiter's decision rows.
    const own = await server.db.asRole({ role: "authenticated", sub: lea.id }, (tx) =>
      tx.query<{ side: string }>("select side from public.match_decisions"),
    );
    expect(new Set(own.rows.map((row) => row.side))).toEqual(new Set(["candidate"]));
  });

  it("refuses decisions that are not the caller's to make, in French", async () => {
    const forSomeoneElse = await decide(lea, { job_id: jobs.node, candidate_id: hidden.profileId, decision: "like" });
    expect(forSomeoneElse.status).toBe(403);
    const draft = await decide(lea, { job_id: jobs.draft, decision: "like" });
    expect(draft).toMatchObject({ status: 404, body: { error: "Offre introuvable." } });
    const missing = await decide(lumiere, { job_id: jobs.lyon, decision: "like" });
    expect(missing).toMatchObject({ status: 400, body: { error: "« Candidat » est requis.", field: "candidate_id" } });
    const invisible = await decide(lumiere, { job_id: jobs.lyon, candidate_id: hidden.profileId, decision: "like" });
    expect(invisible).toMatchObject({ status: 404, body: { error: "Candidat introuvable." } });
    const notCompleted = await decide(lumiere, {
      job_id: jobs.lyon,
      candidate_id: unfinished.profileId,
      decision: "like",
    });
    expect(notCompleted.status).toBe(404);
    const bad = await decide(lea, { job_id: jobs.node, decision: "peut-être" });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: "« Décision » doit valoir like, pass.", field: "decision" },
    });
    const unknown = await decide(lea, { job_id: jobs.node, decision: "like", note: "x" });
    expect(unknown.body.error).toBe("Champ inconnu : « note ».");
    expect(
      (await call(server, "POST", "/api/matches/decisions", { body: { job_id: jobs.node, decision: "like" } })).status,
    ).toBe(401);
  });

  it("shows a recruiter who passed a candidate no longer", async () => {
    const hugo = await register("candidate", "hugo");
    await candidateInfo(hugo, {
      first_name: "Hugo",
      city: "Lyon",
      lat: 45.76,
      lng: 4.83,
      skills: ["React"],
      card_visible: true,
    });
    const listed = async () =>
      (await recruiterList(lumiere, jobs.lyon)).body.matches.map(
        (match: { candidate: { first_name: string } }) => match.candidate.first_name,
      );
    expect(await listed()).toContain("Hugo");
    expect((await decide(lumiere, { job_id: jobs.lyon, candidate_id: hugo.profileId, decision: "pass" })).status).toBe(
      200,
    );
    expect(await listed()).not.toContain("Hugo");
  });
});

describe("a candidate's « Ça m'intéresse », as the offer's recruiter sees it", () => {
  let nina: Person; // likes the offer, though the least compatible
  let paul: Person; // passes it
  let zoe: Person; // does nothing
  let offer: string;

  interface Listed {
    candidate: { first_name: string; contact: unknown };
    decision: string | null;
    mutual: boolean;
    interested: boolean;
  }
  const listed = async (person: Person, jobId: string) => {
    const reply = await recruiterList(person, jobId, "?per_page=50");
    expect(reply.status).toBe(200);
    return reply.body.matches as Listed[];
  };
  const entry = (matches: Listed[], name: string) => matches.find((match) => match.candidate.first_name === name);
  // What /rest/v1/rpc/potential_candidates answers on Supabase: the function itself, as the caller.
  const rpc = async (person: Person, jobId: string) =>
    (
      await server.db.asRole({ role: "authenticated", sub: person.id }, (tx) =>
        tx.query<Record<string, unknown> & { profile_id: string }>(
          "select * from public.potential_candidates($1, '{}'::text[]) order by profile_id",
          [jobId],
        ),
      )
    ).rows;

  beforeAll(async () => {
    nina = await register("candidate", "nina");
    paul = await register("candidate", "paul");
    zoe = await register("candidate", "zoe");
    await candidateInfo(nina, {
      first_name: "Nina",
      city: "Lyon",
      lat: 45.76,
      lng: 4.83,
      skills: ["React", "Node.js"],
      card_visible: true,
    });
    const strong = {
      city: "Lyon",
      lat: 45.76,
      lng: 4.83,
      mobility_radius_km: 30,
      contract_types: ["CDI"],
      salary_expectation: 42000,
      skills: ["TypeScript", "React", "Docker"],
      languages: ["Français"],
      experience_years: 5,
      card_visible: true,
    };
    await candidateInfo(paul, { ...strong, first_name: "Paul" });
    await candidateInfo(zoe, { ...strong, first_name: "Zoé" });
    offer = await job(lumiere, { title: "Développeur·se React — Lyon" });
  });

  it("shows the candidates who liked the offer as interested, first in the list", async () => {
    const before = await listed(lumiere, offer);
    expect(before.map((match) => match.interested)).not.toContain(true);
    expect(before[0]!.candidate.first_name).not.toBe("Nina");

    expect((await decide(nina, { job_id: offer, decision: "like" })).status).toBe(200);

    const after = await listed(lumiere, offer);
    expect(after[0]).toMatchObject({
      candidate: { first_name: "Nina", contact: null },
      decision: null,
      mutual: false,
      interested: true,
    });
    expect(after.slice(1).map((match) => match.interested)).toEqual(after.slice(1).map(() => false));
    // Listed first by interest alone: every other candidate is more compatible.
    expect(after.slice(1).map((match) => match.candidate.first_name)).toEqual(
      before.filter((match) => match.candidate.first_name !== "Nina").map((match) => match.candidate.first_name),
    );
    const row = (await rpc(lumiere, offer)).find((candidate) => candidate.profile_id === nina.profileId);
    expect(row).toMatchObject({ candidate_interested: true, decision: null, mutual_at: null, email: null });
  });

  it("shows no trace of a candidate's pass: they read as one who did nothing", async () => {
    const before = await listed(lumiere, offer);
    const rowsBefore = await rpc(lumiere, offer);
    expect(entry(before, "Paul")).toEqual({ ...entry(before, "Zoé"), candidate: entry(before, "Paul")!.candidate });

    expect((await decide(paul, { job_id: offer, decision: "pass" })).status).toBe(200);
    expect(
      (
        await server.db.query("select decision from public.match_decisions where candidate_id = $1 and job_id = $2", [
          paul.profileId,
          offer,
        ])
      ).rows,
    ).toEqual([{ decision: "pass" }]);

    // The same answer as before, from the API and from the function.
    const after = await listed(lumiere, offer);
    expect(after).toEqual(before);
    expect(await rpc(lumiere, offer)).toEqual(rowsBefore);
    for (const name of ["Paul", "Zoé"]) {
      expect(entry(after, name)).toMatchObject({ decision: null, mutual: false, interested: false });
    }
  });

  it("tells no other recruiter, and only of this offer", async () => {
    // Another company's recruiter reads nothing of the offer, through the API or the function.
    expect((await recruiterList(other, offer)).status).toBe(404);
    expect(await rpc(other, offer)).toEqual([]);
    const decisions = await server.db.asRole({ role: "authenticated", sub: other.id }, (tx) =>
      tx.query("select 1 from public.match_decisions where job_id = $1", [offer]),
    );
    expect(decisions.rows).toEqual([]);
    // Nina's like of one offer says nothing on another's list, this company's or another's.
    expect(entry(await listed(other, jobs.node), "Nina")).toMatchObject({ interested: false });
    expect(entry(await listed(lumiere, jobs.remote), "Nina")).toMatchObject({ interested: false });
  });

  it("lists for the offer a candidate who liked it, card hidden and no skill shared, and only for it", async () => {
    const ines = await register("candidate", "ines");
    await candidateInfo(ines, {
      first_name: "Inès",
      city: "Lyon",
      lat: 45.76,
      lng: 4.83,
      mobility_radius_km: 30,
      contract_types: ["CDI"],
      skills: ["Comptabilité"],
      card_visible: false,
    });
    expect(entry(await listed(lumiere, offer), "Inès")).toBeUndefined();
    expect((await decide(ines, { job_id: offer, decision: "like" })).status).toBe(200);
    expect(entry(await listed(lumiere, offer), "Inès")).toMatchObject({
      interested: true,
      mutual: false,
      candidate: { contact: null },
    });
    // Hidden everywhere else: another offer of the same recruiter does not list her.
    expect(entry(await listed(lumiere, jobs.remote), "Inès")).toBeUndefined();
  });
});

describe("the offer page", () => {
  it("gives a signed-in candidate the match breakdown, a visitor none", async () => {
    const signedIn = await call(server, "GET", `/api/jobs/${jobs.lyon}`, { token: lea.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.match).toMatchObject({ excluded: false });
    expect(signedIn.body.match.criteria.map((criterion: { key: string }) => criterion.key)).toEqual(
      expect.arrayContaining(["skills", "distance", "contract", "salary", "experience", "languages"]),
    );
    const far = await call(server, "GET", `/api/jobs/${jobs.marseille}`, { token: lea.token });
    expect(far.body.match).toMatchObject({ excluded: true });
    const visitor = await call(server, "GET", `/api/jobs/${jobs.lyon}`);
    expect(visitor.body.match).toBeNull();
    const recruiter = await call(server, "GET", `/api/jobs/${jobs.lyon}`, { token: lumiere.token });
    expect(recruiter.body.match).toBeNull();
    expect((await call(server, "GET", `/api/jobs/${jobs.lyon}`, { token: "abc.def" })).status).toBe(401);
  });
});
