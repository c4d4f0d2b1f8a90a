// Potential matches put the trade first (ROME families, France Travail — ROME, Licence Ouverte):
// when both sides have one, the same trade, then the same ROME domain, then the rest, each group by
// score, on the candidate's stored list and on the recruiter's list for an offer; the match says
// « Même métier » or « Métier proche » and its score stays the six criteria's. Through HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { call, registerUser, type RegisteredUser } from "./profile-support.ts";

let server: TestServer;
let recruiter: RegisteredUser;

const profile = {
  first_name: "Léa",
  headline: "Développeuse",
  city: "Villeurbanne",
  lat: 45.7719,
  lng: 4.8902,
  mobility_radius_km: 30,
  contract_types: ["CDI"],
  remote_preference: "any",
  salary_expectation: 42000,
  skills: ["TypeScript", "React"],
  languages: ["Français"],
  experience_years: 4,
  card_visible: true,
};

const job = (title: string, rome: string | null, fields: Record<string, unknown> = {}) =>
  insertJob(server.db, recruiter.profileId, {
    title,
    rome_code: rome,
    contract_type: "CDI",
    remote_mode: "onsite",
    city: "Lyon",
    lat: 45.764,
    lng: 4.8357,
    salary_min: 40000,
    salary_max: 48000,
    skills: ["TypeScript", "React"],
    experience_years_min: 2,
    languages: ["Français"],
    status: "published",
    ...fields,
  });

async function candidate(name: string, form: Record<string, unknown>) {
  const person = await registerUser(server, "candidate", name);
  const saved = await call(server, "POST", "/api/profile/info", { token: person.token, body: { form } });
  expect(saved.status).toBe(200);
  return person;
}

interface Listed<T> {
  total: number;
  matches: (T & { match: { score: number; trade?: string | null } })[];
}

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, (ctx) => matchRoutes(ctx)] });
  recruiter = await registerUser(server, "recruiter", "recruteur-metier");
  const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: recruiter.token,
    body: { profile: { name: "Métiers Lyon", siret: "73282932000074", visible: true, city: "Lyon" } },
  });
  expect(saved.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

describe("a candidate's potential matches", () => {
  it("list the offers of their trade, then of its domain, then the rest, each by score", async () => {
    // The best scores go to the offers of other trades: the trade orders, the score does not.
    const comptable = await job("Comptable", "M1203");
    const sansMetier = await job("Poste polyvalent", null, { salary_min: 41000 });
    const proche = await job("Product owner", "M1806", { salary_min: 36000, salary_max: 40000 });
    const meme = await job("Développeur·se Java", "M1805", {
      salary_min: 30000,
      salary_max: 34000,
      skills: ["TypeScript", "Java", "Go"],
    });
    const lea = await candidate("lea-metier", { ...profile, rome_code: "M1805" });

    const list = async () => {
      await server.matchRefresher.settled();
      const reply = await call(server, "GET", "/api/matches/jobs?per_page=50", { token: lea.token });
      expect(reply.status).toBe(200);
      return reply.body as Listed<{ job: { id: string } }>;
    };
    const first = await list();
    const ours = first.matches.filter((match) => [comptable, sansMetier, proche, meme].includes(match.job.id));
    expect(ours.map((match) => match.job.id).slice(0, 2)).toEqual([meme, proche]);
    expect(ours.map((match) => match.match.trade ?? null)).toEqual(["same", "near", null, null]);
    const [, , third, fourth] = ours;
    expect(third!.match.score).toBeGreaterThanOrEqual(fourth!.match.score);
    expect(ours[0]!.match.score).toBeLessThan(third!.match.score);

    // Choosing another trade orders the stored list again, on the next read.
    const changed = await call(server, "POST", "/api/profile/info", {
      token: lea.token,
      body: { form: { rome_code: "M1203" } },
    });
    expect(changed.status).toBe(200);
    const second = await list();
    expect(second.matches[0]).toMatchObject({ job: { id: comptable }, match: { trade: "same" } });
    expect(second.matches.find((match) => match.job.id === meme)!.match.trade).toBeNull();

    // An offer whose trade changes moves too.
    await server.db.query("update public.jobs set rome_code = 'M1206' where id = $1", [proche]);
    const third2 = await list();
    expect(third2.matches.slice(0, 2).map((match) => [match.job.id, match.match.trade])).toEqual([
      [comptable, "same"],
      [proche, "near"],
    ]);
  });

  it("keep the score order alone when the candidate has no trade", async () => {
    const max = await candidate("max-sans-metier", profile);
    await server.matchRefresher.settled();
    const reply = await call(server, "GET", "/api/matches/jobs?per_page=50", { token: max.token });
    const scores = (reply.body as Listed<object>).matches.map((match) => match.match.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((reply.body as Listed<object>).matches.every((match) => match.match.trade === null)).toBe(true);
  });
});

describe("a recruiter's potential candidates for an offer", () => {
  it("list the candidates of the offer's trade, then of its domain, then the rest, each by score", async () => {
    const offer = await job("Développeur·se web", "M1805");
    const low = { ...profile, salary_expectation: 60000, skills: ["TypeScript", "Java"] };
    const meme = await candidate("meme-metier", { ...low, rome_code: "M1805" });
    const proche = await candidate("metier-proche", { ...low, rome_code: "M1810" });
    const autre = await candidate("autre-metier", { ...profile, rome_code: "M1203" });
    const aucun = await candidate("aucun-metier", profile);
    await server.matchRefresher.settled();
    const reply = await call(server, "GET", `/api/matches/jobs/${offer}/candidates?per_page=50`, {
      token: recruiter.token,
    });
    expect(reply.status).toBe(200);
    const listed = (reply.body as Listed<{ candidate: { profile_id: string } }>).matches;
    const ours = listed.filter((match) =>
      [meme, proche, autre, aucun].some((person) => person.profileId === match.candidate.profile_id),
    );
    expect(ours.slice(0, 2).map((match) => [match.candidate.profile_id, match.match.trade])).toEqual([
      [meme.profileId, "same"],
      [proche.profileId, "near"],
    ]);
    expect(ours.slice(2).map((match) => match.match.trade)).toEqual([null, null]);
    expect(ours[0]!.match.score).toBeLessThan(ours[2]!.match.score);
    // Nothing of the candidate's trade but the line: no code in the answer.
    expect(JSON.stringify(reply.body)).not.toMatch(/M1810|M1203/);
  });
});
