// The demo offers and candidates carry the ROME family of their trade (France Travail — ROME,
// Licence Ouverte): the one `romeCodeOf` gives their titles, or the catalog's own where the
// classifier, precision first, leaves a title that two families share (« Électricien ») uncoded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobFamilies } from "@fuse/api/seed/catalog.ts";
import { buildDemoData } from "@fuse/api/seed/demo-data.ts";
import { seedDatabase } from "@fuse/api/seed/seed.ts";
import { romeCodeOf, romeIndex } from "@fuse/domain/rome/node";
import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  await seedDatabase(db);
}, 120_000);
afterAll(() => db?.close());

describe("the demo catalog", () => {
  it.each(jobFamilies.map((family) => [family.key, family] as const))(
    "files the %s trade's offer title and candidates' own words under its family",
    (_key, family) => {
      expect(romeIndex().family(family.rome), family.rome).toBeDefined();
      for (const title of [family.title, ...family.person]) {
        expect([family.rome, null], title).toContain(romeCodeOf(title));
      }
    },
  );

  it("files the offers' titles, whatever their contract or seniority, under their trade's family", () => {
    const data = buildDemoData();
    const misfiled = data.jobs
      .filter((job) => ![job.rome_code, null].includes(romeCodeOf(job.title)))
      .map((job) => job.title);
    expect([...new Set(misfiled)]).toEqual([]);
  });
});

describe("the seeded database", () => {
  it("gives every demo offer and candidate a family, and the candidate's target trade", async () => {
    const { rows } = await db.query<{ jobs: number; coded_jobs: number; candidates: number; coded: number }>(
      `select (select count(*) from public.jobs)::int as jobs,
              (select count(*) from public.jobs where rome_code is not null)::int as coded_jobs,
              (select count(*) from public.candidate_infos)::int as candidates,
              (select count(*) from public.candidate_infos where rome_code is not null and target_title is not null)::int as coded`,
    );
    expect(rows[0]!.coded_jobs).toBe(rows[0]!.jobs);
    expect(rows[0]!.coded).toBe(rows[0]!.candidates);
    expect(rows[0]!.jobs).toBeGreaterThan(0);
  });

  it("puts offers and candidates of one trade in one family", async () => {
    const { rows } = await db.query<{ rome_code: string; jobs: number; candidates: number }>(
      `select j.rome_code, count(distinct j.id)::int as jobs, count(distinct c.profile_id)::int as candidates
       from public.jobs j join public.candidate_infos c using (rome_code)
       group by j.rome_code order by j.rome_code`,
    );
    expect(rows.map((row) => row.rome_code)).toContain("M1805");
    const { rows: developers } = await db.query<{ target_title: string }>(
      "select target_title from public.candidate_infos where rome_code = 'M1805'",
    );
    expect(developers.length).toBeGreaterThan(0);
    for (const { target_title } of developers) expect(romeCodeOf(target_title)).toBe("M1805");
  });
});
