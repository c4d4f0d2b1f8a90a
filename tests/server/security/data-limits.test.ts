// Sizes hold on every path: a signed-in user writing their own rows straight through the REST API
// meets the same bounds as the product API's forms, from the database itself (23514, PostgREST's
// 400), while the API keeps answering first, in French.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";

let server: TestServer;
let candidate: TestUser;
let recruiter: TestUser;
let candidateProfile: string;
let recruiterProfile: string;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  candidate = await createUser(server, "candidate@limites.test");
  recruiter = await createUser(server, "rh@limites.test");
  candidateProfile = await createProfile(server, candidate.id, "candidate");
  recruiterProfile = await createProfile(server, recruiter.id, "recruiter");
  const company = await recruiter.client
    .from("companies")
    .insert({ profile_id: recruiterProfile, name: "Limites SA", siret: "73282932000074" });
  expect(company.error).toBeNull();
  const created = await recruiter.client
    .from("jobs")
    .insert({ company_id: recruiterProfile, title: "Juriste", contract_type: "CDI" })
    .select("id")
    .single();
  expect(created.error).toBeNull();
  jobId = created.data!.id;
  const info = await candidate.client.from("candidate_infos").insert({ profile_id: candidateProfile });
  expect(info.error).toBeNull();
}, 120_000);
afterAll(() => server?.close());

/** A JSON object of about `bytes` bytes. */
const bigObject = (bytes: number) => ({ text: "x".repeat(bytes) });

/** The write's PostgREST error code (or "ok"), and nothing was written when refused. */
async function attempt(run: () => PromiseLike<{ error: { code: string } | null; status: number }>) {
  const { error, status } = await run();
  if (!error) return "ok";
  expect(status, error.code).toBe(400);
  return error.code;
}

const updateInfo = (client: SupabaseClient, values: Record<string, unknown>) =>
  attempt(() => client.from("candidate_infos").update(values).eq("profile_id", candidateProfile));

describe("what the REST API lets a candidate write about themselves", () => {
  it("refuses the city, skills and CV analysis that used to go through", async () => {
    expect(await updateInfo(candidate.client, { city: "x".repeat(200_000) })).toBe("23514");
    expect(await updateInfo(candidate.client, { skills: Array.from({ length: 5000 }, (_, i) => `s${i}`) })).toBe(
      "23514",
    );
    expect(await updateInfo(candidate.client, { cv_analysis: bigObject(900_000) })).toBe("23514");
    const { rows } = await server.db.query<{ city: string | null; skills: string[]; cv_analysis: unknown }>(
      "select city, skills, cv_analysis from public.candidate_infos where profile_id = $1",
      [candidateProfile],
    );
    expect(rows[0]).toEqual({ city: null, skills: [], cv_analysis: null });
  });

  it("refuses every other field past the API's bounds", async () => {
    const refused: Record<string, unknown> = {
      skills: ["x".repeat(101)],
      languages: Array.from({ length: 21 }, (_, i) => `l${i}`),
      contract_types: Array(7).fill("CDI"),
      voice_analysis: bigObject(400_000),
      card_settings: bigObject(40_000),
      card_slug: "a".repeat(61),
    };
    for (const [column, value] of Object.entries(refused)) {
      expect(await updateInfo(candidate.client, { [column]: value }), column).toBe("23514");
    }
    expect(await updateInfo(candidate.client, { skills: ["React", " "] })).toBe("23514");
  });

  it("accepts what the API accepts, up to its bounds", async () => {
    expect(
      await updateInfo(candidate.client, {
        city: "x".repeat(200),
        skills: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, "é")),
        languages: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(50, "a")),
        cv_analysis: bigObject(99_000),
        card_settings: { theme: "violet", sections: ["skills"] },
        card_slug: "a".repeat(60),
      }),
    ).toBe("ok");
  });

  it("leaves the API's French messages to the API, which checks first", async () => {
    const reply = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { city: "x".repeat(201) } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe("form.city");
    expect(reply.body.error).toMatch(/Ville/);
  });
});

describe("what the REST API lets a recruiter write", () => {
  it("refuses an oversized company card", async () => {
    const update = (values: Record<string, unknown>) =>
      attempt(() => recruiter.client.from("companies").update(values).eq("profile_id", recruiterProfile));
    for (const [column, value] of Object.entries({
      address: "x".repeat(301),
      city: "x".repeat(201),
      sector: "x".repeat(201),
      logo_url: `https://exemple.fr/${"x".repeat(2000)}`,
      slug: "a".repeat(61),
      culture: bigObject(900_000),
    })) {
      expect(await update({ [column]: value }), column).toBe("23514");
    }
    expect(await update({ city: "Lyon", sector: "Conseil", culture: { valeurs: ["entraide"] } })).toBe("ok");
  });

  it("refuses offers with endless skills or languages", async () => {
    const update = (values: Record<string, unknown>) =>
      attempt(() => recruiter.client.from("jobs").update(values).eq("id", jobId));
    expect(await update({ skills: ["x".repeat(81)] })).toBe("23514");
    expect(await update({ nice_to_have_skills: ["x".repeat(100_000)] })).toBe("23514");
    expect(await update({ languages: ["x".repeat(51)] })).toBe("23514");
    expect(await update({ skills: ["TypeScript", ""] })).toBe("23514");
    expect(await update({ skills: ["TypeScript", "React"], languages: ["Français"] })).toBe("ok");
  });
});

describe("the schema", () => {
  it("bounds every text, array and JSON column a user may write, with a check constraint", async () => {
    // Tables some policy lets a visitor or a signed-in user insert into or update; their columns of
    // unbounded types that no check constraint mentions.
    const { rows } = await server.db.query<{ column: string }>(
      `select c.relname || '.' || a.attname as column
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
         and a.attgenerated = ''
         and a.atttypid in ('text'::regtype, 'character varying'::regtype, 'text[]'::regtype, 'jsonb'::regtype, 'json'::regtype)
         and exists (
           select 1 from pg_policies p
           where p.schemaname = 'public' and p.tablename = c.relname and p.cmd in ('INSERT', 'UPDATE', 'ALL')
             and p.roles && array['anon', 'authenticated']::name[]
         )
         and not exists (
           select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)
         )
       order by 1`,
    );
    expect(rows.map((row) => row.column)).toEqual([]);
  });
});
