import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildDemoData, candidateCount, companyCount } from "@fuse/api/seed/demo-data.ts";
import { contentSeedFile, seedDatabase, type SeedReport } from "@fuse/api/seed/seed.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
let first: SeedReport;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  first = await seedDatabase(db);
});
afterAll(() => db?.close());

const anon = { role: "anon" as const };
const rows = async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows;
const count = async (sql: string) => (await rows<{ n: number }>(`select (${sql})::int as n`))[0]!.n;

describe("seedDatabase", () => {
  it("adds the demo companies, offers and candidates on a fresh database", async () => {
    expect(first).toEqual({
      seeded: true,
      companies: companyCount,
      jobs: expect.any(Number),
      candidates: candidateCount,
    });
    expect(companyCount).toBeGreaterThanOrEqual(30);
    expect(await count("select count(*) from public.companies")).toBe(companyCount);
    expect(await count("select count(*) from public.candidate_infos")).toBe(candidateCount);
    expect(await count("select count(*) from public.jobs")).toBe(first.jobs);
  });

  it("does nothing the second time, nor does the content seed run again", async () => {
    const before = await rows(
      "select (select count(*) from public.jobs) jobs, (select count(*) from public.faq_items) faq",
    );
    expect(await seedDatabase(db)).toEqual({ seeded: false, companies: 0, jobs: 0, candidates: 0 });
    await db.exec(readFileSync(contentSeedFile, "utf8"));
    expect(
      await rows("select (select count(*) from public.jobs) jobs, (select count(*) from public.faq_items) faq"),
    ).toEqual(before);
  });

  it("is the same data set on every run", () => {
    const once = buildDemoData();
    expect(buildDemoData()).toEqual(once);
    expect(new Set(once.users.map((user) => user.id)).size).toBe(once.users.length);
    expect(new Set(once.companies.map((company) => company.siret)).size).toBe(once.companies.length);
  });

  it("publishes a few hundred offers across French cities, each placed on the map", async () => {
    // What a visitor sees, through row-level security.
    const published = await db.asRole(
      anon,
      async (tx) =>
        (
          await tx.query<{ city: string; postal_code: string; lat: number; lng: number }>(
            "select city, postal_code, lat, lng from public.jobs",
          )
        ).rows,
    );
    expect(published.length).toBeGreaterThanOrEqual(250);
    expect(new Set(published.map((job) => job.city)).size).toBeGreaterThanOrEqual(25);
    for (const job of published) {
      expect(job.postal_code).toMatch(/^\d{5}$/);
      // Metropolitan France.
      expect(job.lat).toBeGreaterThan(41);
      expect(job.lat).toBeLessThan(51.5);
      expect(job.lng).toBeGreaterThan(-5.5);
      expect(job.lng).toBeLessThan(10);
    }
    const withSalary = await count(
      "select count(*) from public.jobs where status = 'published' and salary_min is not null and salary_min <= salary_max",
    );
    expect(withSalary).toBeGreaterThan(published.length / 2);
    expect(await count("select count(distinct contract_type) from public.jobs")).toBe(6);
  });

  it("shows every demo company card to visitors, and finds its offers in French", async () => {
    const visible = await db.asRole(anon, async (tx) => (await tx.query("select name from public.companies")).rows);
    expect(visible).toHaveLength(companyCount);
    const titles = await db.asRole(anon, async (tx) =>
      (
        await tx.query<{ title: string }>(
          `select title from public.jobs where search @@ public.french_tsquery('développeuse')
           order by ts_rank(search, public.french_tsquery('développeuse')) desc`,
        )
      ).rows.map((job) => job.title),
    );
    const developers = await count(
      "select count(*) from public.jobs where status = 'published' and title ~ 'Développeur·se'",
    );
    expect(developers).toBeGreaterThan(0);
    // Every developer offer, ahead of offers that only mention "développer" in their missions.
    expect(titles.slice(0, developers).every((title) => title.includes("Développeur·se"))).toBe(true);
  });

  it("gives every candidate a completed profile, a portrait and a place", async () => {
    const candidates = await rows<{ completed: boolean; memo: string | null; lat: number | null; skills: string[] }>(
      `select p.completed, c.memo, c.lat, c.skills
       from public.candidate_infos c join public.profiles p on p.id = c.profile_id`,
    );
    expect(candidates).toHaveLength(candidateCount);
    for (const candidate of candidates) {
      expect(candidate.completed).toBe(true);
      expect(candidate.memo).toMatch(/^<p>/);
      expect(candidate.lat).not.toBeNull();
      expect(candidate.skills.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("owns the demo data through auth users that cannot sign in, and creates no sign-in demo account", async () => {
    const users = await rows<{ email: string; encrypted_password: string | null }>(
      "select email, encrypted_password from auth.users order by email",
    );
    expect(users).toHaveLength(companyCount + candidateCount);
    for (const user of users) {
      expect(user.email).toMatch(/^(entreprise|candidat)\d{2}@demo\.fuse\.test$/);
      expect(user.encrypted_password).toBe("!");
    }
  });

  it("seeds the FAQ, news, pages and the three questionnaires, whose answers name real columns", async () => {
    expect(await count("select count(*) from public.faq_items")).toBeGreaterThanOrEqual(10);
    expect(await count("select count(*) from public.news where published_at <= now()")).toBeGreaterThanOrEqual(6);
    expect(await count("select count(*) from public.pages where published")).toBeGreaterThanOrEqual(3);
    const questionnaires = await rows<{ slug: string; audience: string }>(
      "select slug, audience from public.questionnaires order by slug",
    );
    expect(questionnaires).toEqual([
      { slug: "candidate", audience: "candidate" },
      { slug: "companyAnalyzer", audience: "recruiter" },
      { slug: "recruiter", audience: "recruiter" },
    ]);
    const unknownFields = await rows<{ field: string }>(
      `select q.value ->> 'field' as field
       from public.questionnaires, jsonb_array_elements(questions) q
       where q.value ? 'field'
         and not exists (
           select 1 from information_schema.columns c
           where c.table_schema = 'public' and c.table_name || '.' || c.column_name = q.value ->> 'field'
         )`,
    );
    expect(unknownFields).toEqual([]);
  });
});

describe("seedDatabase for a production server (no demo)", () => {
  it("writes the editorial content only, and changes nothing the second time", async () => {
    const production = await createMigratedTestDatabase();
    try {
      const counts = async () =>
        (
          await production.query<{ users: number; jobs: number; questionnaires: number; faq: number; news: number }>(
            `select (select count(*) from auth.users)::int as users, (select count(*) from public.jobs)::int as jobs,
                    (select count(*) from public.questionnaires)::int as questionnaires,
                    (select count(*) from public.faq_items)::int as faq, (select count(*) from public.news)::int as news`,
          )
        ).rows[0]!;
      expect(await seedDatabase(production, { demo: false })).toEqual({
        seeded: false,
        companies: 0,
        jobs: 0,
        candidates: 0,
      });
      const after = await counts();
      expect(after).toMatchObject({ users: 0, jobs: 0 });
      expect(after.questionnaires).toBe(3);
      expect(after.faq).toBeGreaterThan(0);
      expect(after.news).toBeGreaterThan(0);
      await seedDatabase(production, { demo: false });
      expect(await counts()).toEqual(after);
    } finally {
      await production.close();
    }
  });
});
