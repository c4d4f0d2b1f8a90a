// CV extraction for `npm run bench`: the 32 generated CVs (tests/fixtures/cv: PDF and DOCX, one and
// two columns, French and English headings) written to a folder with their expected fields beside
// each, read back and analysed two ways in the same run: the product's (PDF text column by column,
// sections, rules) and a baseline of keywords only (text sorted by line, patterns and the skill
// dictionary over the whole text). Precision and recall per field.
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-cv.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { extractCvLines } from "@fuse/api/cv-analysis/extract.ts";
import { analyseCv, keywordsOnly } from "@fuse/domain/cv-analysis/analyse";

import { writeCorpus, type ExpectedCv } from "../tests/fixtures/cv/corpus.ts";
import { scoreCv, scoredFields, summarise, type Counts, type ScoredField } from "../tests/fixtures/cv/score.ts";

const today = new Date("2026-11-01");
const dir = mkdtempSync(path.join(tmpdir(), "fuse-cv-bench-"));
try {
  await writeCorpus(dir);
  const files = readdirSync(dir).filter((name) => /\.(pdf|docx)$/.test(name));
  const ours: Record<ScoredField, Counts>[] = [];
  const baseline: Record<ScoredField, Counts>[] = [];
  let oursMs = 0;
  let baselineMs = 0;
  for (const name of files) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, name)));
    const expected = JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), "utf8")) as ExpectedCv;
    let started = performance.now();
    const read = await extractCvLines(bytes);
    ours.push(scoreCv(analyseCv(read.lines, { today }), expected));
    oursMs += performance.now() - started;
    started = performance.now();
    const plain = await extractCvLines(bytes, { layout: "position" });
    baseline.push(scoreCv(keywordsOnly(plain.lines, { today }), expected));
    baselineMs += performance.now() - started;
  }
  const a = summarise(ours);
  const b = summarise(baseline);
  const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
  console.log(
    `${files.length} CVs (${files.filter((f) => f.endsWith(".pdf")).length} PDF, ${files.filter((f) => f.endsWith(".docx")).length} DOCX)`,
  );
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
  const mean = (summary: typeof a, key: "precision" | "recall") =>
    scoredFields.reduce((sum, field) => sum + summary[field][key], 0) / scoredFields.length;
  console.log(
    `mean over fields: precision ${pct(mean(a, "precision"))} (baseline ${pct(mean(b, "precision"))}), recall ${pct(mean(a, "recall"))} (baseline ${pct(mean(b, "recall"))}); ` +
      `time per CV ${(oursMs / files.length).toFixed(1)} ms (baseline ${(baselineMs / files.length).toFixed(1)} ms, ratio ${(oursMs / baselineMs).toFixed(2)})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
