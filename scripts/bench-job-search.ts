// The job search measures of the domain benches, at every scale: the same questions (a. text,
// b. text + 30 km + CDI) asked through `searchJobs` as a visitor, beside the naive way of answering them.
import { validate } from "@fuse/api/http/validation.ts";
import { jobSearchLabels, jobSearchQuery, type JobSearch } from "@fuse/api/jobs/search-params.ts";
import { searchJobs } from "@fuse/api/jobs/search.ts";
import { romeIndex } from "@fuse/domain/rome/node";
import { isStatementTimeout, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import type { Place, Random } from "./bench-domain-data.ts";
import { baselineRuns, count, engineRuns, measure, same, type Plan, type Row } from "./bench-measure.ts";

/** Results per page, for the engines and their baselines. */
export const TOP = 20;

/** What visitors type in the search box, asked in turn by every job search measure. */
export const searchTexts = [
  "développeur",
  "infirmière",
  "comptable",
  "chargée de clientèle",
  "commercial",
  "aide-soignant",
  "data analyst",
  "conducteur de travaux",
  "responsable logistique",
  "serveuse",
  "technicien de maintenance",
  "gestionnaire de paie",
  "cuisinier",
  "ingénieure qualité",
  "vendeuse",
];

export function jobSearch(query: Record<string, string>): JobSearch {
  const parsed = validate(jobSearchQuery, query, jobSearchLabels);
  if (!parsed.ok) throw new Error(`Bench search refused: ${parsed.error}`);
  return parsed.data;
}

export interface BenchSearches {
  /** a. Each text alone. */
  text: JobSearch[];
  /** b. Each text within 30 km of a place drawn by population, CDI only. */
  nearby: JobSearch[];
}

/**
 * The searches of measures a and b: `searchTexts`, then the same texts each around a place drawn
 * from `places` by population with `random` (a linear walk: the draws stay those the 100,000
 * offers bench has always made).
 */
export function benchSearches(places: Place[], random: Random): BenchSearches {
  const placeWeights = places.reduce((total, place) => total + place.population, 0);
  const drawPlace = () => {
    let target = random.next() * placeWeights;
    for (const place of places) {
      target -= place.population;
      if (target <= 0) return place;
    }
    return places[places.length - 1]!;
  };
  return {
    text: searchTexts.map((q) => jobSearch({ q })),
    nearby: searchTexts.map((q) => {
      const place = drawPlace();
      return jobSearch({ q, lat: place.lat.toFixed(4), lng: place.lng.toFixed(4), radius_km: "30", contract: "CDI" });
    }),
  };
}

/**
 * The same search without its indexes: every statement `searchJobs` sends reads the whole table
 * (index and bitmap scans off for the transaction), so the answers agree and the times show what
 * the indexes buy. A visitor's statement timeout (3 s) would stop it at scale: it is a yardstick,
 * not a request, and runs without one, or with `stopAfterMs` (Postgres cancels the statement).
 */
export async function naiveSearch(tx: Sql, search: JobSearch, stopAfterMs = 0) {
  await tx.query(
    "select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true), " +
      "set_config('statement_timeout', $1, true)",
    [`${stopAfterMs}ms`],
  );
  const { jobs, total } = await searchJobs(tx, search);
  return { ids: jobs.map((job) => job.id), total };
}

/** A visitor's search, through the server's code. */
export const visitorSearch = (db: Database, search: JobSearch) => db.asRole(anonClaims, (tx) => searchJobs(tx, search));

/**
 * Measures a (text search) and b (text + 30 km + CDI) on the loaded offers: the engine as a
 * visitor, beside the naive search. a's baseline takes no warm-up: one naive run computes every
 * offer's document, a warm-up would only double the wait. `stopBaselineAfterMs`: a naive run is
 * stopped there, its time then a lower bound (a million documents take many minutes to compute).
 */
export async function measureJobSearches(
  db: Database,
  searches: BenchSearches,
  { considered, stopBaselineAfterMs = 0 }: { considered: string; stopBaselineAfterMs?: number },
): Promise<Row[]> {
  const engine = (search: JobSearch) => visitorSearch(db, search);
  let stopped = false;
  const naive = (search: JobSearch) =>
    db
      .asRole(anonClaims, (tx) => naiveSearch(tx, search, stopBaselineAfterMs))
      .catch((error: unknown) => {
        if (!isStatementTimeout(error)) throw error;
        stopped = true;
        return undefined;
      });
  const baseline = async (search: JobSearch[], plan: Plan) => {
    stopped = false;
    const measured = await measure(search, naive, plan);
    return { ...measured, atLeast: stopped };
  };
  const agreement = (
    fast: Awaited<ReturnType<typeof engine>>,
    slow: Awaited<ReturnType<typeof naive>>,
    detail: string,
  ) =>
    slow === undefined
      ? `not compared: the baseline was stopped after ${stopBaselineAfterMs / 1000} s (${detail}: ${count(fast.total)} hits)`
      : same(
          fast.total === slow.total && fast.jobs.map((job) => job.id).join() === slow.ids.join(),
          `${detail}: ${count(fast.total)} hits`,
        );
  const rows: Row[] = [];

  // Each search is first run once, timed apart (what a search costs the first time it is asked:
  // pages not yet cached, a plan not yet made); the runs then measure searches asked before. With
  // warm-ups instead, a third of the runs would be first reads and the p95 would mix the two.
  const aim = { p95Ms: 50, ratio: 10 };
  const runs = { ...engineRuns, warmups: 0 };
  const firstReads = (inputs: JobSearch[]) => measure(inputs, engine, { warmups: 0, runs: inputs.length });
  // The job titles' index is built as the server starts (startServer), not in a search.
  romeIndex();
  const firstText = await firstReads(searches.text);
  const fastText = await measure(searches.text, engine, runs);
  const slowText = await baseline(searches.text, { ...baselineRuns, warmups: 0 });
  rows.push({
    measure: "a. text search",
    engine: fastText,
    firstReads: firstText,
    aim,
    baseline: slowText,
    considered,
    agreement: agreement(fastText.first, slowText.first, `"${searchTexts[0]}"`),
  });

  const firstNearby = await firstReads(searches.nearby);
  const fastNearby = await measure(searches.nearby, engine, runs);
  const slowNearby = await baseline(searches.nearby, baselineRuns);
  rows.push({
    measure: "b. text + 30 km + CDI",
    engine: fastNearby,
    firstReads: firstNearby,
    aim,
    baseline: slowNearby,
    considered,
    agreement: agreement(fastNearby.first, slowNearby.first, `"${searchTexts[0]}" within 30 km`),
  });
  return rows;
}
