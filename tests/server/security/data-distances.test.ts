// Where a candidate lives stays theirs: a recruiter sees how far they are from a published offer as
// a band, never a position or a distance to 0.1 km (three offers would locate them), and a draft
// offer, which can be put anywhere unseen, tells nothing of the distance at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "../api/job-support.ts";
import { call, registerUser, type TestUser } from "../api/profile-support.ts";

let server: TestServer;
let lea: TestUser & { profileId: string };
let recruiter: TestUser & { profileId: string };
const jobs = {} as Record<"near" | "north" | "east" | "draft" | "remote", string>;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

const offer = (fields: Record<string, unknown>) =>
  insertJob(server.db, recruiter.profileId, {
    title: "Développeur·se",
    contract_type: "CDI",
    remote_mode: "onsite",
    skills: ["TypeScript"],
    status: "published",
    ...fields,
  });

beforeAll(async () => {
  server = await startTestServer();
  lea = await register("candidate", "lea");
  recruiter = await register("recruiter", "rh");
  const info = await call(server, "POST", "/api/profile/info", {
    token: lea.token,
    body: {
      form: {
        first_name: "Léa",
        city: "Villeurbanne",
        lat: 45.7719,
        lng: 4.8902,
        mobility_radius_km: 30,
        skills: ["TypeScript"],
        card_visible: true,
      },
    },
  });
  expect(info.status).toBe(200);
  const company = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: recruiter.token,
    body: { profile: { name: "Distances SA", siret: "73282932000074" } },
  });
  expect(company.status).toBe(200);
  jobs.near = await offer({ city: "Lyon", lat: 45.764, lng: 4.8357 });
  jobs.north = await offer({ city: "Villefranche", lat: 45.99, lng: 4.72 });
  jobs.east = await offer({ city: "Morestel", lat: 45.75, lng: 5.42 });
  jobs.draft = await offer({ city: "Lyon", lat: 45.7725, lng: 4.8905, status: "draft" });
  jobs.remote = await offer({ remote_mode: "remote", city: "Brest", lat: 48.39, lng: -4.49 });
  // The lists read below are the match worker's store: wait until it has scored the offers above.
  await server.matchRefresher.settled();
}, 120_000);
afterAll(() => server?.close());

interface Criterion {
  key: string;
  points: number;
  weight: number;
  sentence: string;
  improvement: string | null;
  details?: Record<string, unknown>;
}

async function listed(jobId: string) {
  const reply = await call(server, "GET", `/api/matches/jobs/${jobId}/candidates`, { token: recruiter.token });
  expect(reply.status).toBe(200);
  const [match] = reply.body.matches;
  expect(match.candidate.first_name).toBe("Léa");
  const distance = (match.match.criteria as Criterion[]).find((criterion) => criterion.key === "distance")!;
  return { match, distance };
}

describe("the recruiter's list of potential candidates (/api)", () => {
  it("shows a band for a published offer, never the exact distance", async () => {
    const { match, distance } = await listed(jobs.near);
    expect(match.candidate.distance_band).toBe("< 5 km");
    expect(distance.sentence).toBe("Poste sur site à < 5 km, dans le rayon de mobilité");
    expect(distance.details).toBeUndefined();
    expect(JSON.stringify(match)).not.toMatch(/distanceKm|45\.77|4\.89/);
  });

  it("gives three published offers only three bands, and distance points in steps of 5", async () => {
    const bands: string[] = [];
    for (const id of [jobs.near, jobs.north, jobs.east]) {
      const { match, distance } = await listed(id);
      bands.push(match.candidate.distance_band);
      expect(distance.points % 5).toBe(0);
      // No number but the band's.
      expect(distance.sentence.replace(match.candidate.distance_band, "")).not.toMatch(/\d/);
      expect(distance.improvement ?? "").not.toMatch(/\d/);
      expect(JSON.stringify(match.match.improvements)).not.toMatch(/\d+ km/);
      const sum = (match.match.criteria as Criterion[]).reduce((total, criterion) => total + criterion.points, 0);
      expect(match.match.score).toBe(Math.round(sum));
    }
    expect(bands).toEqual(["< 5 km", "25–50 km", "25–50 km"]);
  });

  it("says nothing of the distance for a draft offer, wherever it is placed", async () => {
    const { match, distance } = await listed(jobs.draft);
    expect(match.candidate.distance_band).toBeNull();
    expect(distance.sentence).toBe("Distance indiquée une fois l'offre publiée");
    expect(JSON.stringify(match)).not.toMatch(/distanceKm|< 5 km/);
  });

  it("keeps the remote offer's sentence, which says nothing of a place", async () => {
    const { match, distance } = await listed(jobs.remote);
    expect(match.candidate.distance_band).toBeNull();
    expect(distance.sentence).toBe("Poste en télétravail complet");
  });

  it("still gives the candidate the exact distance to a published offer's public place", async () => {
    const reply = await call(server, "GET", "/api/matches/jobs", { token: lea.token });
    const near = reply.body.matches.find((match: { job: { id: string } }) => match.job.id === jobs.near);
    const distance = (near.match.criteria as Criterion[]).find((criterion) => criterion.key === "distance")!;
    expect(distance.sentence).toMatch(/à \d+ km/);
  });
});

describe("public.potential_candidates (what /rest/v1/rpc runs on Supabase)", () => {
  const rpc = (jobId: string) =>
    server.db.asRole({ role: "authenticated", sub: recruiter.id, aud: "authenticated" }, (tx) =>
      tx.query<Record<string, unknown>>("select * from public.potential_candidates($1, '{}'::text[])", [jobId]),
    );

  it("answers no coordinates, only a band, and only for a published offer", async () => {
    const published = await rpc(jobs.near);
    expect(published.rows).toHaveLength(1);
    const [row] = published.rows;
    expect(Object.keys(row!)).not.toContain("lat");
    expect(Object.keys(row!)).not.toContain("lng");
    expect(JSON.stringify(row)).not.toMatch(/45\.77|4\.89/);
    expect(row!.distance_band).toBe("< 5 km");
    const draft = await rpc(jobs.draft);
    expect(draft.rows[0]!.distance_band).toBeNull();
  });

  it("does not filter a draft offer's candidates by its place (no edge to probe by moving it)", async () => {
    await server.db.query("update public.jobs set lat = 43.2965, lng = 5.3698 where id = $1", [jobs.draft]);
    expect((await rpc(jobs.draft)).rows).toHaveLength(1);
  });
});
