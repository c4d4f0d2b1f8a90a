// Where a test run's time went, from the run reports that tests/support/run-report.ts writes (one
// per Vitest run of scripts/test.sh): per project, files, tests, assertions and the time summed over
// the workers by phase, then the slowest files.
//   node scripts/test-report.ts [report.json …]           the summary and the 20 slowest files
//   node scripts/test-report.ts --compare <before…> -- <after…>
//                                                         the files whose tests or assertions changed
import { existsSync, readFileSync } from "node:fs";

import type { FileReport, RunReport } from "../tests/support/run-report.ts";

const defaults = [".vitest-report.json", ".vitest-report-e2e.json", ".vitest-report-postgres.json"];

function read(files: string[]) {
  return files
    .filter((file) => existsSync(file))
    .map((file) => ({ file, report: JSON.parse(readFileSync(file, "utf8")) as RunReport }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const total = (file: FileReport) => Object.values(file.time).reduce((sum, ms) => sum + ms, 0);
const count = (file: FileReport) => file.tests.passed + file.tests.failed + file.tests.skipped;

function summary(files: string[]) {
  const runs = read(files.length > 0 ? files : defaults);
  for (const { file, report } of runs) {
    console.log(`\n${file}: ${report.files.length} files, ${seconds(report.wallMs)} from start to end`);
    const projects = [...new Set(report.files.map((entry) => entry.project))];
    for (const project of projects) {
      const entries = report.files.filter((entry) => entry.project === project);
      const sum = (pick: (entry: FileReport) => number) => entries.reduce((n, entry) => n + pick(entry), 0);
      console.log(
        `  ${project.padEnd(10)} ${String(entries.length).padStart(4)} files ${String(sum(count)).padStart(5)} tests ` +
          `${String(sum((entry) => entry.assertions)).padStart(6)} assertions · worker time ${seconds(sum(total))}: ` +
          `tests and hooks ${seconds(sum((entry) => entry.time.tests))}, import ${seconds(sum((entry) => entry.time.import))}, ` +
          `setup ${seconds(sum((entry) => entry.time.setup + entry.time.environment + entry.time.prepare))}`,
      );
    }
  }
  const all = runs.flatMap(({ report }) => report.files).sort((a, b) => total(b) - total(a));
  console.log("\nslowest files (worker time: tests and hooks + import + setup)");
  for (const entry of all.slice(0, 20)) {
    console.log(
      `  ${seconds(total(entry)).padStart(8)}  ${entry.project.padEnd(9)} ${entry.file} (${count(entry)} tests, import ${seconds(entry.time.import)})`,
    );
  }
}

/** The run a report is of, by its name: "" for .vitest-report.json, "postgres" for .vitest-report-postgres.json. */
const runName = (file: string) => /\.vitest-report-?([^/]*)\.json$/.exec(file)?.[1] ?? file;

/** Files keyed by run, project and path, so that one file run twice counts twice. */
function byFile(files: string[]) {
  const map = new Map<string, FileReport>();
  for (const { file, report } of read(files)) {
    for (const entry of report.files)
      map.set(`${[runName(file), entry.project].filter(Boolean).join(" ")} ${entry.file}`, entry);
  }
  return map;
}

function compare(before: string[], after: string[]) {
  const old = byFile(before);
  const now = byFile(after);
  let tests = [0, 0];
  let assertions = [0, 0];
  for (const key of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const a = old.get(key);
    const b = now.get(key);
    tests = [tests[0]! + (a ? count(a) : 0), tests[1]! + (b ? count(b) : 0)];
    assertions = [assertions[0]! + (a?.assertions ?? 0), assertions[1]! + (b?.assertions ?? 0)];
    if (a && b && count(a) === count(b) && a.assertions === b.assertions) continue;
    const show = (entry?: FileReport) => (entry ? `${count(entry)} tests, ${entry.assertions} assertions` : "—");
    console.log(`${key}: ${show(a)} → ${show(b)}`);
  }
  console.log(`\nin all: ${tests[0]} → ${tests[1]} tests, ${assertions[0]} → ${assertions[1]} assertions`);
}

const args = process.argv.slice(2);
if (args[0] === "--compare") {
  const split = args.indexOf("--");
  if (split < 0) throw new Error("usage: node scripts/test-report.ts --compare <before…> -- <after…>");
  compare(args.slice(1, split), args.slice(split + 1));
} else summary(args);
