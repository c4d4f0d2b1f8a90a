// CV extraction for `npm run bench`, on two corpora read the same way: the CVs written apart from
// the analysis (tests/fixtures/cv-corpus: HTML printed by Chromium, DOCX, DOCX exported to PDF by
// LibreOffice, in many layout families; built by scripts/cv-corpus.ts) and the 32 generated ones
// (tests/fixtures/cv). Each file is analysed two ways in the same run: the product's (the page's
// layout read first, then sections, entries and facts) and a baseline of keywords only (text
// sorted by line, patterns and the skill dictionary over the whole text). Precision and recall per
// field, per CV and per layout family, and the time per CV.
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-cv.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { extractCvLines } from "@fuse/api/cv-analysis/extract.ts";
import { readCvFile } from "@fuse/api/cv-analysis/read.ts";
import { keywordsOnly } from "@fuse/domain/cv-analysis/analyse";

import { writeCorpus, type ExpectedCv } from "../tests/fixtures/cv/corpus.ts";
import {
  cvScore,
  meanOf,
  scoreCv,
  scoredFields,
  summarise,
  type Counts,
  type ScoredField,
} from "../tests/fixtures/cv/score.ts";
import { buildCorpus, corpora, libreOfficeHint } from "./cv-corpus.ts";

const today = new Date("2026-11-01");
const show = process.argv.includes("--show-cvs");

interface Read {
  name: string;
  family: string;
  kind: string;
  ours: Record<ScoredField, Counts>;
  baseline: Record<ScoredField, Counts>;
  ms: number;
  baselineMs: number;
}

async function readAll(files: { name: string; family: string; kind: string; file: string; expected: ExpectedCv }[]) {
  const reads: Read[] = [];
  for (const { name, family, kind, file, expected } of files) {
    const bytes = new Uint8Array(readFileSync(file));
    let started = performance.now();
    const { facts } = await readCvFile(bytes, { today });
    const ours = scoreCv(facts, expected);
    const ms = performance.now() - started;
    started = performance.now();
    const plain = await extractCvLines(bytes, { layout: "position" });
    const baseline = scoreCv(keywordsOnly(plain.lines, { today }), expected);
    reads.push({ name, family, kind, ours, baseline, ms, baselineMs: performance.now() - started });
  }
  return reads;
}

const pct = (value: number) => (Number.isNaN(value) ? "–" : `${(value * 100).toFixed(0)} %`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The aims of the corpus written apart: means, experiences both ways, every CV, time. */
const aims = { precision: 0.95, recall: 0.9, experiences: 0.9, perCv: 0.7, p95Ms: 300 };

function report(title: string, reads: Read[], withAims: boolean) {
  const a = summarise(reads.map((read) => read.ours));
  const b = summarise(reads.map((read) => read.baseline));
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      scoredFields.map((field) => [
        field,
        {
          precision: pct(a[field].precision),
          recall: pct(a[field].recall),
          "baseline precision": pct(b[field].precision),
          "baseline recall": pct(b[field].recall),
        },
      ]),
    ),
  );
  const perCv = reads.map((read) => ({ name: read.name, ...cvScore(read.ours) }));
  const worst = perCv.reduce((low, cv) =>
    Math.min(cv.precision, cv.recall) < Math.min(low.precision, low.recall) ? cv : low,
  );
  const below = perCv.filter((cv) => Math.min(cv.precision, cv.recall) < aims.perCv);
  const ms = reads.map((read) => read.ms);
  const baselineMs = reads.map((read) => read.baselineMs);
  const p95 = percentile(ms, 95);
  console.log(
    `mean over fields: precision ${pct(meanOf(a, "precision"))} (baseline ${pct(meanOf(b, "precision"))}), ` +
      `recall ${pct(meanOf(a, "recall"))} (baseline ${pct(meanOf(b, "recall"))}); ` +
      `per CV: lowest ${pct(Math.min(worst.precision, worst.recall))} (${worst.name}), ${below.length} of ${reads.length} below ${pct(aims.perCv)}; ` +
      `time per CV p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
      `(baseline p95 ${percentile(baselineMs, 95).toFixed(0)} ms, ratio ${(p95 / percentile(baselineMs, 95)).toFixed(2)})`,
  );
  if (show)
    for (const cv of perCv) console.log(`  ${cv.name}: precision ${pct(cv.precision)}, recall ${pct(cv.recall)}`);
  if (!withAims) return;
  const groups = (key: (read: Read) => string) => {
    const by = new Map<string, Read[]>();
    for (const read of reads) by.set(key(read), [...(by.get(key(read)) ?? []), read]);
    return Object.fromEntries(
      [...by].map(([name, group]) => {
        const summary = summarise(group.map((read) => read.ours));
        const scores = group.map((read) => cvScore(read.ours));
        return [
          name,
          {
            CVs: group.length,
            precision: pct(meanOf(summary, "precision")),
            recall: pct(meanOf(summary, "recall")),
            experiences: `${pct(summary.experiences.precision)} / ${pct(summary.experiences.recall)}`,
            "lowest CV": pct(Math.min(...scores.map((score) => Math.min(score.precision, score.recall)))),
          },
        ];
      }),
    );
  };
  console.log("per layout family (mean precision and recall over fields; experiences precision / recall)");
  console.table(groups((read) => read.family));
  console.log("per kind of file");
  console.table(groups((read) => read.kind));
  const checks: [string, boolean][] = [
    [`mean precision ≥ ${pct(aims.precision)}`, meanOf(a, "precision") >= aims.precision],
    [`mean recall ≥ ${pct(aims.recall)}`, meanOf(a, "recall") >= aims.recall],
    [
      `experiences ≥ ${pct(aims.experiences)} both ways`,
      a.experiences.precision >= aims.experiences && a.experiences.recall >= aims.experiences,
    ],
    [`no CV below ${pct(aims.perCv)}`, below.length === 0],
    [`time per CV p95 ≤ ${aims.p95Ms} ms`, p95 <= aims.p95Ms],
  ];
  for (const [aim, met] of checks) console.log(`  ${met ? "✓" : "✗"} ${aim}`);
}

for (const [corpusName, title] of [
  [corpora.tuning, "written apart from the analysis, read while it was written"],
  [corpora.held, "written apart from the analysis by another author, held out: never read while writing it"],
] as const) {
  const { cvs: corpus, skipped } = await buildCorpus(corpusName);
  if (corpus.length === 0) continue;
  if (skipped) {
    console.log(`${skipped} CVs exported to PDF by LibreOffice are left out: it is not installed (${libreOfficeHint})`);
  }
  const apart = await readAll(
    corpus.map((cv) => ({
      name: cv.name,
      family: cv.truth.layout,
      kind: cv.format === "docx" ? "DOCX" : cv.source === "docx" ? "PDF from a word processor" : "PDF from HTML",
      file: cv.file,
      expected: cv.truth,
    })),
  );
  const languages = (code: "fr" | "en") => corpus.filter((cv) => cv.truth.language === code).length;
  report(
    `${apart.length} CVs ${title} (tests/fixtures/${corpusName}: ${new Set(corpus.map((cv) => cv.truth.layout)).size} layout families, ` +
      `${new Set(corpus.map((cv) => cv.truth.trade)).size} trades, ${languages("fr")} French, ${languages("en")} English)`,
    apart,
    true,
  );
}

const dir = mkdtempSync(path.join(tmpdir(), "fuse-cv-bench-"));
try {
  await writeCorpus(dir);
  const files = readdirSync(dir).filter((name) => /\.(pdf|docx)$/.test(name));
  const generated = await readAll(
    files.map((name) => ({
      name,
      family: "generated",
      kind: name.endsWith(".docx") ? "DOCX" : "PDF",
      file: path.join(dir, name),
      expected: JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), "utf8")) as ExpectedCv,
    })),
  );
  report(
    `${generated.length} generated CVs (tests/fixtures/cv: the personas the analysis was written with)`,
    generated,
    false,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
