import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "../api/job-support.ts";
import { call, createUser, validSiret, type TestUser } from "../api/profile-support.ts";

export interface Person extends TestUser {
  profileId: string;
}

/** A signed-up user with a completed profile of `type`, through the API. */
export async function register(server: TestServer, type: "candidate" | "recruiter", name: string): Promise<Person> {
  const user = await createUser(server, name);
  const created = await call(server, "POST", "/api/profile/update", {
    token: user.token,
    body: { type, completed: true },
  });
  if (created.status !== 201) throw new Error(`profile not created: ${created.status}`);
  return { ...user, profileId: created.body.id };
}

/** A company for the recruiter, written as the database owner. */
export async function company(server: TestServer, recruiter: Person, name: string) {
  await server.db.query(
    "insert into public.companies (profile_id, name, siret, city, visible) values ($1, $2, $3, 'Lyon', true)",
    [recruiter.profileId, name, validSiret()],
  );
}

/** A published offer in Lyon (columns overridable). */
export function offer(server: TestServer, recruiter: Person, fields: Record<string, unknown> = {}) {
  return insertJob(server.db, recruiter.profileId, {
    title: "Développeur·se TypeScript",
    description: "<p>Une équipe produit à Lyon.</p>",
    contract_type: "CDI",
    remote_mode: "hybrid",
    city: "Lyon",
    postal_code: "69002",
    lat: 45.75,
    lng: 4.83,
    salary_min: 40000,
    salary_max: 48000,
    skills: ["TypeScript"],
    status: "published",
    ...fields,
  });
}
