// People and mutual matches for the hiring workflow's tests: recruiters with a company and an offer,
// candidates with a card, and likes from both sides through the API (so the database opens the
// cards exactly as in the product).
import { expect } from "vitest";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { call, registerUser, validSiret, type TestUser } from "./profile-support.ts";

export interface Person extends TestUser {
  profileId: string;
}

export const pipelineOffer = {
  title: "Comptable (H/F)",
  contract_type: "CDI",
  remote_mode: "remote",
  salary_min: 32000,
  salary_max: 38000,
  skills: ["Comptabilité"],
  status: "published",
};

/** A user with a completed candidate or recruiter profile (a recruiter with a named company). */
export async function register(server: TestServer, type: "candidate" | "recruiter", name: string): Promise<Person> {
  const person = await registerUser(server, type, name);
  if (type === "recruiter") {
    const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: person.token,
      body: { profile: { name: `Entreprise ${name}`, siret: validSiret() } },
    });
    expect(saved.status).toBe(200);
  } else {
    const saved = await call(server, "POST", "/api/profile/info", {
      token: person.token,
      body: {
        form: {
          first_name: name,
          last_name: "Martin",
          skills: ["Comptabilité"],
          contract_types: ["CDI"],
          card_visible: true,
        },
      },
    });
    expect(saved.status).toBe(200);
  }
  return person;
}

/** A published offer of the recruiter's. */
export const publishOffer = (server: TestServer, recruiter: Person, columns: Record<string, unknown> = {}) =>
  insertJob(server.db, recruiter.profileId, { ...pipelineOffer, ...columns });

/** Both sides like each other: the match is mutual and its card opens; answers the card's id. */
export async function mutualMatch(server: TestServer, recruiter: Person, candidate: Person, jobId: string) {
  for (const [person, body] of [
    [candidate, { job_id: jobId, decision: "like" }],
    [recruiter, { job_id: jobId, candidate_id: candidate.profileId, decision: "like" }],
  ] as const) {
    const reply = await call(server, "POST", "/api/matches/decisions", { token: person.token, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const { rows } = await server.db.query<{ id: string }>(
    "select id from public.workflow_items where job_id = $1 and candidate_id = $2",
    [jobId, candidate.profileId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}
