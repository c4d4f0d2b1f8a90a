// `npm run bench -- --scale=1m`: 1,000,000 published offers and 1,000,000 candidates on a real
// PostgreSQL (a throwaway cluster of Debian's server, migrated as the server migrates its
// database), with the measures of the domain bench: job search (a. text, b. text + 30 km + CDI,
// through `searchJobs` as a visitor, beside the same search with index scans off) and, for each,
// EXPLAIN (ANALYZE, BUFFERS) of its costliest statement; then two-sided matching (c, d, beside
// scoring every row in JavaScript) and EXPLAIN of the stored lists' reads.
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-scale.ts --scale=1m
import type { JobSearch } from "@fuse/api/jobs/search-params.ts";
import { searchJobs } from "@fuse/api/jobs/search.ts";
import {
  candidateById,
  potentialCandidatesForJob,
  potentialJobsForCandidate,
  scoreCandidate,
} from "@fuse/api/matching/potential-matches.ts";
import { scoreJob } from "@fuse/api/matching/refresh.ts";
import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";
import { anonClaims, type JwtClaims } from "@fuse/server-core/jwt.ts";
import { startPostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { benchSeed, generator, KIND, loadWithIndexesAfter, uuidSql } from "./bench-domain-data.ts";
import { benchSearches, measureJobSearches, searchTexts } from "./bench-job-search.ts";
import { measureMatching } from "./bench-matching.ts";
import { count, ms, printTable, seconds } from "./bench-measure.ts";
import { candidateUserIds, insertScaleCandidates, loadScaleOffers } from "./bench-scale-data.ts";

/** `--scale=1m` (documented), or a smaller size such as `--scale=50k` while working on the bench. */
function offersAsked(argv: string[]) {
  const asked = argv.find((arg) => arg.startsWith("--scale="))?.slice("--scale=".length) ?? "1m";
  const match = /^(\d+)([km]?)$/i.exec(asked);
  if (!match) throw new Error(`--scale=${asked}: expected a number of offers such as 1m or 50k`);
  return Number(match[1]) * { "": 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as "" | "k" | "m"];
}

const jobs = offersAsked(process.argv.slice(2));
// As many candidates as offers.
const candidates = jobs;
// As many offers per company as the 100,000 offers bench (50).
const options = {
  jobs,
  companies: Math.max(100, Math.round(jobs / 50)),
  seed: benchSeed,
  // At least four batches, so that two can be written at once.
  batchSize: Math.min(100_000, Math.ceil(jobs / 4)),
  // The offers' secondary indexes dropped for the load and built after it (`--keep-indexes` keeps
  // them). At 100,000 offers: rows 114.1 s + indexes 2.4 s, against rows 124.5 s with the indexes
  // kept, which also come out half as large again (54 MB against 35 MB: GIN grown row by row).
  // Most of a row's cost is its search documents (generated columns), whatever the indexes.
  indexesAfter: !process.argv.includes("--keep-indexes"),
};

/**
 * A baseline run (the same search, index scans off) reads the million offers once or more per
 * statement: it is stopped there, and its time shown as a lower bound.
 */
const BASELINE_STOP_MS = 120_000;

interface Statement {
  text: string;
  params: readonly unknown[];
  ms: number;
}

/** `tx`, noting each statement it runs with its duration. */
function recorded(tx: Sql, statements: Statement[]): Sql {
  return {
    async query(text, params = []) {
      const started = performance.now();
      const result = await tx.query(text, params);
      statements.push({ text, params, ms: performance.now() - started });
      return result as never;
    },
    exec: (script) => tx.exec(script),
  };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** The scans of a plan, outermost first: which index (or sequential read) answered. */
function scans(node: PlanNode): string[] {
  const own = node["Index Name"]
    ? [`${node["Node Type"]} on ${node["Index Name"]}`]
    : node["Node Type"].endsWith("Scan") && node["Relation Name"]
      ? [`${node["Node Type"]} on ${node["Relation Name"]}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/**
 * Runs `work` once with `claims`, noting its statements, and explains the costliest of them
 * (EXPLAIN ANALYZE, BUFFERS) with the same parameters: whatever the engine sends, the line says
 * which statement weighs, which indexes answered it and how many pages it touched.
 */
async function explainWork(db: Database, claims: JwtClaims | "server", work: (tx: Sql) => Promise<unknown>) {
  const statements: Statement[] = [];
  const run = <T>(as: (tx: Sql) => Promise<T>) => (claims === "server" ? as(db) : db.asRole(claims, as));
  await run((tx) => work(recorded(tx, statements)));
  const main = statements.reduce((a, b) => (b.ms > a.ms ? b : a));
  const { rows } = await run((tx) =>
    tx.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
      `explain (analyze, buffers, format json) ${main.text}`,
      main.params,
    ),
  );
  const [{ Plan: plan, "Execution Time": executionMs }] = rows[0]!["QUERY PLAN"];
  const firstLine = main.text.trim().split("\n")[0]!.replace(/\s+/g, " ");
  return (
    `${statements.length} statements, the costliest (${ms(main.ms)}: ${firstLine.slice(0, 48)}…): ` +
    `${plan["Node Type"]} over ${[...new Set(scans(plan))].join(", ") || "no scan"}; ` +
    `execution ${ms(executionMs)}, shared hit ${count(plan["Shared Hit Blocks"] ?? 0)}, ` +
    `read ${count(plan["Shared Read Blocks"] ?? 0)}`
  );
}

/** One statement as the database owner, explained: the plan's scans, time and pages. */
async function explainSql(db: Database, text: string, params: unknown[]) {
  const { rows } = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
    `explain (analyze, buffers, format json) ${text}`,
    params,
  );
  const [{ Plan: plan, "Execution Time": executionMs }] = rows[0]!["QUERY PLAN"];
  return (
    `${plan["Node Type"]} over ${[...new Set(scans(plan))].join(", ") || "no scan"}; ` +
    `execution ${ms(executionMs)}, shared hit ${count(plan["Shared Hit Blocks"] ?? 0)}, ` +
    `read ${count(plan["Shared Read Blocks"] ?? 0)}`
  );
}

/** The job search as a visitor, explained (`explainWork`). */
const explainSearch = (db: Database, search: JobSearch) => explainWork(db, anonClaims, (tx) => searchJobs(tx, search));

/** A signed-in user's read, explained (`explainWork`). */
const explainAs = (db: Database, user: string, work: (tx: Sql) => Promise<unknown>) =>
  explainWork(db, { role: "authenticated", sub: user }, work);

const totalStarted = performance.now();
const cluster = await startPostgresCluster();
// An interrupted run leaves no cluster (a gigabyte at a million offers) behind.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    cluster.destroy();
    process.exit(1);
  });
}
const db = openPostgres(cluster.url);
try {
  console.log(`${cluster.version}, a throwaway cluster`);
  let started = performance.now();
  await migrate(db, { embedded: true });
  const migrateMs = performance.now() - started;
  started = performance.now();
  const { data, timings } = await loadScaleOffers(db, options);
  const generationMs = performance.now() - started;
  const { rows: sizes } = await db.query<{ table: string; indexes: string }>(
    `select pg_size_pretty(pg_table_size('public.jobs')) as table, pg_size_pretty(pg_indexes_size('public.jobs')) as indexes`,
  );
  console.log(
    `Offers (seed ${options.seed}): ${count(data.counts.jobs)} published offers of ${count(data.counts.companies)} companies ` +
      `over ${count(data.places.length)} communes, weighted by population; table ${sizes[0]!.table}, indexes ${sizes[0]!.indexes}`,
  );
  console.log(
    `generated in ${seconds(generationMs)}: rows ${seconds(timings.insertMs)}, indexes ${seconds(timings.indexMs)}` +
      `${options.indexesAfter ? "" : " (kept during the load)"}, vacuum analyze ${seconds(timings.analyzeMs)} ` +
      `(schema migrated in ${seconds(migrateMs)})`,
  );

  // The questions of the 100,000 offers bench: the same texts, around the same places.
  const searches = benchSearches(data.places, generator(options.seed + 1));
  const rows = await measureJobSearches(db, searches, {
    considered: `${count(data.counts.jobs)} offers`,
    stopBaselineAfterMs: BASELINE_STOP_MS,
  });
  printTable(rows, {
    title: `Job search on ${count(data.counts.jobs)} offers, PostgreSQL`,
    database: "on PostgreSQL",
    legend: ["a, b the same search with index scans off (every statement reads the table)"],
  });
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), "${searchTexts[0]}":`);
  console.log(`  a. ${await explainSearch(db, searches.text[0]!)}`);
  console.log(`  b. ${await explainSearch(db, searches.nearby[0]!)}`);

  // Candidates, as many as offers, then two-sided matching. Loaded as a restore loads rows: without
  // the table's triggers — the public address's uniqueness check (« candidat-N » is unique by
  // construction) and the match worker's queue (the bench makes the stores of its samples itself).
  started = performance.now();
  await db.exec("alter table public.candidate_infos disable trigger user");
  const generated = await loadWithIndexesAfter(
    db,
    ["public.candidate_infos"],
    () =>
      insertScaleCandidates(db, {
        count: candidates,
        seed: options.seed,
        batchSize: Math.min(50_000, Math.ceil(candidates / 4)),
        places: data.places,
      }),
    { maintenanceWorkMem: "512MB", vacuum: true },
  );
  await db.exec("alter table public.candidate_infos enable trigger user");
  const { rows: candidateSizes } = await db.query<{ table: string; indexes: string }>(
    `select pg_size_pretty(pg_table_size('public.candidate_infos')) as table,
            pg_size_pretty(pg_indexes_size('public.candidate_infos')) as indexes`,
  );
  console.log(
    `\nCandidates: ${count(generated.data.count)} (${count(generated.data.visible)} with a visible card), with their ` +
      `accounts and profiles, generated in ${seconds(performance.now() - started)}: rows ${seconds(generated.timings.insertMs)}, ` +
      `indexes ${seconds(generated.timings.indexMs)}, vacuum analyze ${seconds(generated.timings.analyzeMs)}; ` +
      `candidate_infos ${candidateSizes[0]!.table}, indexes ${candidateSizes[0]!.indexes}`,
  );
  const random = generator(options.seed + 3);
  const sampledCandidates = await candidateUserIds(
    db,
    Array.from({ length: 12 }, () => random.int(0, candidates - 1)),
  );
  const { rows: sampledJobs } = await db.query<{ id: string; owner: string }>(
    `select j.id, p.user_id as owner from unnest($1::int[]) as s (n)
     join public.jobs j on j.id = ${uuidSql(KIND.job, "s.n")}
     join public.profiles p on p.id = j.company_id`,
    [Array.from({ length: 12 }, () => random.int(0, jobs - 1))],
  );
  const matching = await measureMatching(db, { candidates: sampledCandidates, jobs: sampledJobs });
  printTable(matching, {
    title: `Two-sided matching, ${count(jobs)} offers and ${count(candidates)} candidates, PostgreSQL`,
    database: "on PostgreSQL",
    legend: ["c, d every row scored in JavaScript (c'' and d': the worker's time, no aim on the ratio)"],
  });
  console.log("\nEXPLAIN (ANALYZE, BUFFERS):");
  console.log(
    `  c. ${await explainAs(db, sampledCandidates[0]!, (tx) => potentialJobsForCandidate(tx, { page: 1, perPage: 20 }))}`,
  );
  console.log(
    `  d. ${await explainAs(db, sampledJobs[0]!.owner, (tx) => potentialCandidatesForJob(tx, sampledJobs[0]!.id, { page: 1, perPage: 20 }))}`,
  );
  // The match worker's prefilters (as the server, its rights): the largest sampled offer, and a
  // sampled candidate.
  const { rows: largest } = await db.query<{ job_id: string }>(
    `select job_id from public.candidate_job_scores where job_id = any($1::uuid[])
     group by job_id order by count(*) desc limit 1`,
    [sampledJobs.map((job) => job.id)],
  );
  console.log(`  d'. ${await explainWork(db, "server", (tx) => scoreJob(tx, largest[0]!.job_id))}`);
  const { rows: sampledProfile } = await db.query<{ id: string }>("select id from public.profiles where user_id = $1", [
    sampledCandidates[0]!,
  ]);
  console.log(
    `  c''. ${await explainWork(db, "server", async (tx) => scoreCandidate(tx, (await candidateById(tx, sampledProfile[0]!.id))!))}`,
  );
  // The recruiter's page and total are read inside `stored_potential_candidates` (PL/pgSQL, whose
  // statements EXPLAIN does not open): its statements on the store, explained as the function runs them.
  const storedPage = `select s.candidate_id from public.candidate_job_scores s
     join public.candidate_infos c on c.profile_id = s.candidate_id and c.card_visible
     join public.profiles p on p.id = c.profile_id and p.completed
     where s.job_id = $1 and s.listed
       and not exists (select from public.match_decisions d where d.candidate_id = s.candidate_id
                       and d.job_id = $1 and d.side = 'recruiter' and d.decision = 'pass')`;
  console.log(
    `  d, its page: ${await explainSql(db, `${storedPage} order by s.trade_rank, s.shown_score desc, s.score desc, s.candidate_id limit 20`, [sampledJobs[0]!.id])}`,
  );
  console.log(
    `  d, its total: ${await explainSql(db, "select count(*) from public.candidate_job_scores s where s.job_id = $1 and s.listed", [sampledJobs[0]!.id])}`,
  );
  console.log(`\n(${seconds(performance.now() - totalStarted)} in all)`);
} finally {
  await db.close();
  cluster.destroy();
}
