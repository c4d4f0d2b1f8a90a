// Search relevance and trades for `npm run bench`: the corpus written apart from the code
// (tests/fixtures/search) searched through `searchJobs` beside today's engine in the same run,
// per kind of query, and the title → ROME classifier on labelled titles and on the ROME titles.
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-search.ts
import { readFileSync } from "node:fs";

import { searchJobs } from "@fuse/api/jobs/search.ts";
import { parseTsv } from "@fuse/domain/rome";
import { romeCodeOf, romeIndex } from "@fuse/domain/rome/node";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { openPglite } from "@fuse/server-core/db/pglite.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import {
  corpusIdOf,
  corpusOffers,
  corpusQueries,
  heldOutQueries,
  heldOutTitles,
  labelledTitles,
  loadCorpusOffers,
  queryKinds,
  scoreResults,
  secondQueries,
  secondTitles,
  thirdQueries,
  thirdTitles,
  type CorpusQuery,
  type LabelledTitle,
} from "../tests/fixtures/search/corpus.ts";
import { jobSearch } from "./bench-job-search.ts";

const show = process.argv.includes("--show-misses");

/** Every result of the engine, in its order (pages of 50), and whether it said what it changed. */
async function engineResults(tx: Sql, q: string) {
  const ids: string[] = [];
  let adjusted = false;
  for (let page = 1; page <= 10; page++) {
    const result = await searchJobs(tx, { ...jobSearch({ q, per_page: "50" }), page });
    adjusted ||= result.adjusted !== null;
    ids.push(...result.jobs.map((job) => corpusIdOf(job.id)));
    if (page >= result.pages) break;
  }
  return { ids, adjusted };
}

/** Today's engine: every word required, stems only, the whole document alike, ranked by ts_rank. */
async function todaysResults(tx: Sql, q: string) {
  const { rows } = await tx.query<{ id: string }>(
    `select j.id from public.published_jobs j
     where j.search @@ public.french_tsquery($1)
     order by ts_rank(j.search, public.french_tsquery($1), 1) desc, j.published_at desc, j.id`,
    [q],
  );
  return { ids: rows.map((row) => corpusIdOf(row.id)), adjusted: false };
}

interface KindFigures {
  queries: number;
  precision: number;
  recall: number;
  empty: number;
  bare: number;
}

async function figures(
  tx: Sql,
  queries: CorpusQuery[],
  run: (tx: Sql, q: string) => Promise<{ ids: string[]; adjusted: boolean }>,
  misses?: string[],
) {
  const byKind = new Map<string, KindFigures>();
  const add = (kind: string, score: ReturnType<typeof scoreResults>, adjusted: boolean) => {
    const row = byKind.get(kind) ?? { queries: 0, precision: 0, recall: 0, empty: 0, bare: 0 };
    row.queries++;
    row.precision += score.precisionAt10;
    row.recall += score.recall;
    if (score.empty) row.empty++;
    if (score.empty && !adjusted) row.bare++;
    byKind.set(kind, row);
  };
  for (const query of queries) {
    const { ids, adjusted } = await run(tx, query.q);
    const score = scoreResults(ids, query.relevant);
    add(query.kind, score, adjusted);
    add("all", score, adjusted);
    if (misses && (score.precisionAt10 < 0.9 || score.recall < 0.85)) {
      const right = new Set(query.relevant);
      misses.push(
        `[${query.kind}] « ${query.q} » P@10 ${score.precisionAt10.toFixed(2)} R ${score.recall.toFixed(2)}` +
          ` wrong: ${ids
            .slice(0, 10)
            .filter((id) => !right.has(id))
            .join(" ")}` +
          ` missed: ${query.relevant.filter((id) => !ids.includes(id)).join(" ")}`,
      );
    }
  }
  return byKind;
}

const pct = (value: number) => value.toFixed(2);

const db = await openPglite();
try {
  await migrate(db, { embedded: true });
  const offers = corpusOffers();
  await db.transaction((tx) => loadCorpusOffers(tx, offers));
  await db.exec("analyze");
  const trades = new Set(offers.map((offer) => offer.rome));
  console.log(
    `Search relevance: ${offers.length} offers over ${trades.size} ROME trades (tests/fixtures/search, written ` +
      `apart from the code); P@10 = relevant share of the first ten results (of all when fewer, 0 when none); ` +
      `recall over every result; « bare » = no result and nothing said`,
  );
  // `--show-misses` lists the misses of the sets read while tuning only: the held-out set stays unread.
  for (const [name, queries, showMisses] of [
    ["queries.json, read while tuning", corpusQueries(), show],
    ["queries-2.json, held out at first, read while tuning since", secondQueries(), show],
    ["queries-3.json, held out at first, read while tuning since", thirdQueries(), show],
    ["queries-4.json, held out", heldOutQueries(), false],
  ] as const) {
    const misses: string[] = [];
    const started = performance.now();
    const engine = await db.asRole(anonClaims, (tx) => figures(tx, queries, engineResults, misses));
    const engineMs = performance.now() - started;
    const today = await db.asRole(anonClaims, (tx) => figures(tx, queries, todaysResults));
    const table: Record<string, Record<string, string | number>> = {};
    for (const kind of [...queryKinds, "all"]) {
      const now = engine.get(kind);
      const before = today.get(kind);
      if (!now || !before) continue;
      table[kind] = {
        queries: now.queries,
        "P@10": pct(now.precision / now.queries),
        recall: pct(now.recall / now.queries),
        "no result": now.empty,
        bare: now.bare,
        "today P@10": pct(before.precision / before.queries),
        "today recall": pct(before.recall / before.queries),
        "today no result": before.empty,
      };
    }
    console.log(`\n${queries.length} queries (${name})`);
    console.table(table);
    console.log(`(${queries.length} searches in ${(engineMs / 1000).toFixed(1)} s, every page read)`);
    if (showMisses) console.log(misses.join("\n"));
  }
} finally {
  await db.close();
}

// Trades: the classifier on titles labelled by hand, and on the ROME titles themselves.
const classify = (set: LabelledTitle[]) => {
  let given = 0;
  let right = 0;
  let labelled = 0;
  const wrong: string[] = [];
  for (const { title, rome } of set) {
    const code = romeCodeOf(title);
    if (rome !== null) labelled++;
    if (code === null) continue;
    given++;
    if (code === rome) right++;
    else wrong.push(`${title} → ${code} (${romeIndex().family(code)?.label}), labelled ${rome}`);
  }
  return { titles: set.length, labelled, given, right, wrong };
};
const tuned = classify(labelledTitles());
const second = classify(secondTitles());
const third = classify(thirdTitles());
const held = classify(heldOutTitles());
const offerTitles = classify(corpusOffers().map((offer) => ({ title: offer.title, rome: offer.rome })));
const rome = parseTsv(
  readFileSync(new URL("../packages/domain/src/rome/data/appellations.tsv", import.meta.url), "utf8"),
);
const own = rome.filter((row) => romeCodeOf(row.libelle ?? "") === row.rome).length;
const line = (set: ReturnType<typeof classify>) => ({
  titles: set.titles,
  "right of given": `${((100 * set.right) / set.given).toFixed(1)} %`,
  "coded of labelled": `${((100 * set.given) / set.labelled).toFixed(1)} %`,
});
console.log("\nTrades: the title → ROME classifier (right = the code given is the label; coded = a code given)");
console.table({
  "titles-4.json (held out)": line(held),
  "titles-3.json (read while tuning)": line(third),
  "titles-2.json (read while tuning)": line(second),
  "titles.json (read while tuning)": line(tuned),
  "offers.json titles (read while tuning)": line(offerTitles),
  "ROME titles → own trade": {
    titles: rome.length,
    "right of given": `${((100 * own) / rome.length).toFixed(2)} %`,
    "coded of labelled": "",
  },
});
if (show) console.log([...tuned.wrong, ...second.wrong, ...third.wrong].join("\n"));
