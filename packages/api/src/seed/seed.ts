import { readFileSync } from "node:fs";
import path from "node:path";

import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { supabaseDir } from "@fuse/server-core/project.ts";

import { buildDemoData, type DemoData } from "./demo-data.ts";

/** The editorial content (FAQ, news, pages, questionnaires), shared with the Supabase CLI's seed. */
export const contentSeedFile = path.join(supabaseDir, "seed.sql");

export interface SeedReport {
  /** False when the database already held the demo data: nothing was written. */
  seeded: boolean;
  companies: number;
  jobs: number;
  candidates: number;
}

/**
 * Fills a migrated database with the editorial content and the demo data set (companies, offers
 * and candidates across France), in one transaction: all of it or nothing. Does nothing if the demo
 * data is already there, so the server can call it at every start. The demo owners are auth users
 * that cannot sign in (no usable password); the sign-in demo accounts are created elsewhere.
 * Without `demo` (a production server), the editorial content only, which changes nothing twice.
 */
export async function seedDatabase(db: Database, { demo = true } = {}): Promise<SeedReport> {
  const data = demo ? buildDemoData() : undefined;
  return db.transaction(async (tx) => {
    // Two processes starting at once on one Postgres must not both seed.
    if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(hashtext('fuse-demo-seed'))");
    if (!data) {
      await tx.exec(readFileSync(contentSeedFile, "utf8"));
      return { seeded: false, companies: 0, jobs: 0, candidates: 0 };
    }
    const { rows } = await tx.query<{ seeded: boolean }>(
      "select exists (select 1 from auth.users where email = $1) as seeded",
      [data.users[0]!.email],
    );
    if (rows[0]!.seeded) return { seeded: false, companies: 0, jobs: 0, candidates: 0 };
    await tx.exec(readFileSync(contentSeedFile, "utf8"));
    await insertDemoData(tx, data);
    return {
      seeded: true,
      companies: data.companies.length,
      jobs: data.jobs.length,
      candidates: data.candidates.length,
    };
  });
}

/** One statement per table: rows travel as one JSON parameter, which PGlite and pg both handle fast. */
async function insertDemoData(tx: Sql, data: DemoData) {
  const json = (rows: unknown[]) => [JSON.stringify(rows)];

  // '!' is no hash of any scheme: no password ever matches it, so these owners cannot sign in.
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, '!', now(),
            '{"provider": "email", "providers": ["email"]}'::jsonb, '{"demo": true}'::jsonb, now(), now()
     from jsonb_to_recordset($1::jsonb) as u (id uuid, email text)`,
    json(data.users),
  );
  await tx.query(
    `insert into public.profiles (id, user_id, type, completed)
     select u.profile_id, u.id, u.type, true
     from jsonb_to_recordset($1::jsonb) as u (id uuid, profile_id uuid, type text)`,
    json(data.users),
  );
  await tx.query(
    `insert into public.companies (profile_id, name, siret, address, city, postal_code, lat, lng, size, sector,
                                   description, culture, slug, visible)
     select * from jsonb_to_recordset($1::jsonb) as c (
       profile_id uuid, name text, siret text, address text, city text, postal_code text, lat double precision,
       lng double precision, size text, sector text, description text, culture jsonb, slug text, visible boolean)`,
    json(data.companies),
  );
  await tx.query(
    `insert into public.jobs (id, company_id, title, rome_code, description, contract_type, remote_mode, city,
                              postal_code, lat, lng, salary_min, salary_max, skills, nice_to_have_skills,
                              experience_years_min, languages, status, published_at)
     select j.id, j.company_id, j.title, j.rome_code, j.description, j.contract_type, j.remote_mode, j.city,
            j.postal_code, j.lat, j.lng, j.salary_min, j.salary_max, j.skills, j.nice_to_have_skills,
            j.experience_years_min, j.languages, j.status,
            now() - make_interval(hours => j.published_hours_ago)
     from jsonb_to_recordset($1::jsonb) as j (
       id uuid, company_id uuid, title text, rome_code text, description text, contract_type text, remote_mode text, city text,
       postal_code text, lat double precision, lng double precision, salary_min integer, salary_max integer,
       skills text[], nice_to_have_skills text[], experience_years_min integer, languages text[], status text,
       published_hours_ago integer)`,
    json(data.jobs),
  );
  await tx.query(
    `insert into public.candidate_infos (profile_id, first_name, last_name, headline, target_title, rome_code, phone,
                                         city, postal_code, lat, lng, mobility_radius_km, contract_types,
                                         remote_preference, salary_expectation, skills, languages, experience_years,
                                         memo, analyzer_cv, card_slug, card_visible)
     select * from jsonb_to_recordset($1::jsonb) as c (
       profile_id uuid, first_name text, last_name text, headline text, target_title text, rome_code text, phone text, city text, postal_code text,
       lat double precision, lng double precision, mobility_radius_km integer, contract_types text[],
       remote_preference text, salary_expectation integer, skills text[], languages text[], experience_years integer,
       memo text, analyzer_cv boolean, card_slug text, card_visible boolean)`,
    json(data.candidates),
  );
}
