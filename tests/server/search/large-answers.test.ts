// A search that thousands of offers answer, through `GET /api/jobs` over real HTTP: it is counted
// on a sample and shows the newest offers first, and says so; a search answered by a few offers is
// still counted exactly and ranked by relevance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import type { JobSearchResult } from "@fuse/api/jobs/search.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { loadCorpusOffers } from "../../fixtures/search/corpus.ts";

/** More offers than a search counts one by one (5,000). */
const many = 6_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [(ctx) => jobRoutes(ctx)] });
  await server.db.transaction(async (tx) => {
    await loadCorpusOffers(tx);
    // Order pickers in Lyon, one published each minute, two in three on a permanent contract; their
    // ids are drawn from their numbers, so that their sample buckets are the same on every run.
    await tx.query(
      `insert into public.jobs (id, company_id, title, rome_code, description, contract_type, remote_mode, city, lat, lng,
                                salary_min, salary_max, status, published_at)
       select md5('order picker ' || n)::uuid, '00000000-0000-4000-9000-000000000002', 'Préparateur·rice de commandes – Entrepôt ' || n, 'N1103',
              '<p>Préparation des commandes.</p>', case when n % 3 = 0 then 'CDD' else 'CDI' end, 'onsite', 'Lyon',
              45.764, 4.8357, 24000, 26000, 'published', now() - make_interval(mins => 1000 + n)
       from generate_series(1, $1::int) as n`,
      [many],
    );
    await tx.query("analyze public.jobs");
  });
}, 120_000);
afterAll(() => server?.close());

async function search(query: string) {
  const response = await fetch(`${server.url}/api/jobs?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as JobSearchResult;
}

const facet = (result: JobSearchResult, value: string) =>
  result.facets.contract.find((count) => count.value === value)?.count ?? 0;

describe("a search that thousands of offers answer", () => {
  it("estimates its total and facets from a sample, at two significant digits, and says so", async () => {
    const result = await search("q=préparateur de commandes&per_page=10");
    expect(result.total_estimated).toBe(true);
    // A 64th of the offers is counted: within a fifth of the truth (the ids, hence the sample, are
    // the same on every run).
    expect(result.total).toBeGreaterThan(many * 0.8);
    expect(result.total).toBeLessThan(many * 1.2);
    expect(String(result.total)).toMatch(/^\d{2}0+$/);
    expect(facet(result, "CDI")).toBeGreaterThan(facet(result, "CDD"));
    expect(result.pages).toBe(Math.ceil(result.total / 10));
  });

  it("shows the newest offers first, page after page", async () => {
    const first = await search("q=préparateur de commandes&per_page=10");
    const second = await search("q=préparateur de commandes&per_page=10&page=2");
    const dates = [...first.jobs, ...second.jobs].map((job) => Date.parse(job.published_at));
    expect(dates).toHaveLength(20);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set([...first.jobs, ...second.jobs].map((job) => job.id)).size).toBe(20);
    // Past the first thousand offers, the same order, read another way.
    const deep = await search("q=préparateur de commandes&per_page=10&page=150");
    const deepDates = deep.jobs.map((job) => Date.parse(job.published_at));
    expect(deepDates).toHaveLength(10);
    expect(deepDates).toEqual([...deepDates].sort((a, b) => b - a));
    expect(deepDates[0]).toBeLessThan(dates.at(-1)!);
  });

  it("keeps the filters and the place in the sample", async () => {
    const cdd = await search("q=préparateur de commandes&contract=CDD&per_page=10");
    expect(cdd.total_estimated).toBe(true);
    expect(cdd.jobs.every((job) => job.contract_type === "CDD")).toBe(true);
    expect(cdd.total).toBeLessThan(many * 0.5);
    // Nowhere near Lyon: none of the order pickers, counted exactly.
    const lille = await search("q=préparateur de commandes&lat=50.6292&lng=3.0573&radius_km=30&per_page=10");
    expect(lille.total_estimated).toBe(false);
    expect(lille.jobs.every((job) => !job.title.includes("Entrepôt"))).toBe(true);
  });

  it("counts a search of a few offers exactly and ranks it by relevance", async () => {
    const result = await search("q=cariste&per_page=10");
    expect(result.total_estimated).toBe(false);
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(100);
    expect(result.jobs[0]?.title).toMatch(/cariste/i);
  });
});
