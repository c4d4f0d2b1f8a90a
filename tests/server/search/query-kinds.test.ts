// How job seekers type, through `GET /api/jobs` over real HTTP: the offers of the corpus written
// apart from the search code (tests/fixtures/search; the full corpus is measured in `npm run
// bench`), and for each kind of query a sample of the corpus's own queries with the offers its
// writer counted as right. Each must find something right at the top and say what it changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import type { JobSearchResult } from "@fuse/api/jobs/search.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import {
  corpusIdOf,
  corpusQueries,
  loadCorpusOffers,
  queryKinds,
  scoreResults,
  type CorpusQuery,
} from "../../fixtures/search/corpus.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [(ctx) => jobRoutes(ctx)] });
  await server.db.transaction((tx) => loadCorpusOffers(tx));
});
afterAll(() => server?.close());

async function search(q: string) {
  const response = await fetch(`${server.url}/api/jobs?q=${encodeURIComponent(q)}&per_page=10`);
  expect(response.status).toBe(200);
  return (await response.json()) as JobSearchResult;
}

/** Every other query of a kind: half the corpus, the same half on every run. */
const sample = (kind: string): CorpusQuery[] =>
  corpusQueries().filter((query, i) => query.kind === kind && i % 2 === 0);

/**
 * The least mean precision of the first ten results and recall a kind must keep on the sample (the
 * whole corpus's figures, beside today's engine, are in `npm run bench` « Search relevance »).
 */
const floors: Record<(typeof queryKinds)[number], { precision: number; recall: number }> = {
  plain: { precision: 0.85, recall: 0.85 },
  "no-accent": { precision: 0.8, recall: 0.8 },
  gender: { precision: 0.8, recall: 0.8 },
  abbreviation: { precision: 0.85, recall: 0.7 },
  synonym: { precision: 0.5, recall: 0.5 },
  typo: { precision: 0.8, recall: 0.8 },
  "multi-word": { precision: 0.8, recall: 0.7 },
  prefix: { precision: 0.75, recall: 0.8 },
};

describe("GET /api/jobs reads queries as job seekers type them", () => {
  for (const kind of queryKinds) {
    it(`${kind}: finds what the corpus counts as right, and never answers an empty page without a word`, async () => {
      const scores = [];
      for (const query of sample(kind)) {
        const body = await search(query.q);
        const ids = body.jobs.map((job) => corpusIdOf(job.id));
        expect(ids.length > 0 || body.adjusted !== null, query.q).toBe(true);
        scores.push(scoreResults(ids, query.relevant));
      }
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      expect(mean(scores.map((score) => score.precisionAt10))).toBeGreaterThanOrEqual(floors[kind].precision);
      expect(mean(scores.map((score) => score.recall))).toBeGreaterThanOrEqual(floors[kind].recall);
    });
  }

  it("corrects one typo and says what it searched instead", async () => {
    const body = await search("developeur");
    expect(body.adjusted).toMatchObject({ corrected: true, query: "developpeur" });
    expect(body.jobs[0]?.title).toMatch(/Développeu/);
  });

  it("finds a trade by a word no title contains, through the trade its offers are filed under", async () => {
    const body = await search("vigile");
    expect(body.adjusted).toBeNull();
    expect(body.jobs.length).toBeGreaterThan(0);
    for (const job of body.jobs.slice(0, 3)) expect(job.rome).toBe("K2503");
  });

  it("leaves out the word that finds nothing with the others, and says which", async () => {
    const body = await search("cariste astronaute");
    expect(body.adjusted).toMatchObject({ dropped: ["astronaute"], query: "cariste" });
    expect(body.jobs[0]?.title).toMatch(/Cariste/);
  });

  it("forgives two letters swapped, and a typo of a job word no offer's title has", async () => {
    const swapped = await search("bouhcer");
    expect(swapped.adjusted).toMatchObject({ corrected: true, query: "boucher" });
    expect(swapped.jobs[0]?.title).toMatch(/Boucher/);
    // « manutentionnaire » is in no title of the corpus: the ROME titles know it, and its trade.
    const rome = await search("manutentionaire");
    expect(rome.adjusted).toMatchObject({ corrected: true, query: "manutentionnaire" });
    expect(rome.jobs.length).toBeGreaterThan(0);
    for (const job of rome.jobs.slice(0, 3)) expect(job.rome).toMatch(/^N11/);
  });

  it("reads words no offer has as the trade they name together", async () => {
    const body = await search("garçon de café");
    expect(body.adjusted).toBeNull();
    expect(body.jobs.length).toBeGreaterThan(0);
    for (const job of body.jobs) expect(job.rome).toBe("G1801");
  });

  it("asks the offers a narrowed title finds by trade alone for its narrowing words, all of the trade when none has them and says so", async () => {
    const liberal = await search("infirmier libéral");
    expect(liberal.adjusted).toBeNull();
    expect(liberal.jobs.map((job) => job.title)).toEqual([expect.stringMatching(/libéral/)]);
    const canteen = await search("Cuisinier de collectivité");
    expect(canteen.adjusted).toMatchObject({ query: "Cuisinier", dropped: ["collectivité"], corrected: false });
    expect(canteen.jobs.length).toBeGreaterThan(3);
    for (const job of canteen.jobs) expect(job.rome).toBe("G1602");
  });

  it("finds a title's words in any order, other words between them", async () => {
    const body = await search("technicien reseaux telecoms");
    expect(body.adjusted).toBeNull();
    expect(body.jobs[0]?.title).toBe("Technicien réseaux et télécoms");
  });

  it("keeps a word some title has instead of correcting it, and leaves out every word that finds nothing", async () => {
    const body = await search("serveur saison astronaute zeppelin");
    expect(body.adjusted).toMatchObject({ corrected: false, query: "serveur saison" });
    expect(body.adjusted?.dropped).toEqual(expect.arrayContaining(["astronaute", "zeppelin"]));
    expect(body.jobs[0]?.title).toMatch(/Serveur/);
  });

  it("does not let a description's words put an offer of another trade in the list", async () => {
    const body = await search("chargé de recrutement");
    expect(body.jobs.length).toBeGreaterThan(0);
    for (const job of body.jobs) expect(job.title).not.toMatch(/Infirmier|IDE/);
  });
});
