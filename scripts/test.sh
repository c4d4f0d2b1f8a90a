#!/usr/bin/env bash
# Every suite, in order of cost: lint and format, types, the offline places data, the app's build,
# the Vitest projects (unit and server suites in Node on PGlite, component tests and stories in
# Chromium), the end-to-end suites (the built app as `npm start` serves it, in Chromium), the server
# suites again on a real PostgreSQL server, the static Storybook build, then the packed kit inside an
# outside app.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's name and start, for the phase times printed at the end.
phases=()
step() {
  phases+=("$SECONDS $1")
  printf '\n== %s\n' "$1"
}

step "lint, formatting and types"
# Three checks of one thread each, side by side: together they take as long as the slowest. Each
# one's output is shown whole once it ends; any failure stops the run, as before.
checks=(lint:code lint:format typecheck)
outputs=$(mktemp -d)
pids=()
for check in "${checks[@]}"; do
  npm run --silent "$check" >"$outputs/$check" 2>&1 &
  pids+=("$!")
done
failed_checks=()
for i in "${!checks[@]}"; do
  wait "${pids[i]}" || failed_checks+=("${checks[i]}")
  cat "$outputs/${checks[i]}"
done
rm -rf "$outputs"
if [ ${#failed_checks[@]} -gt 0 ]; then
  echo "failed: ${failed_checks[*]}" >&2
  exit 1
fi
step "places data"
npm run --silent data -w @fuse/api
step "build the app"
npm run --silent build -w @fuse/platform
step "Vitest: unit and server suites (Node, PGlite), components and stories (Chromium)"
results=.vitest-results.json
rm -f "$results"
status=0
# Each Vitest run also writes where its time went, file by file (see scripts/test-report.ts).
report=./tests/support/run-report.ts
rm -f .vitest-report*.json
FUSE_RUN_REPORT=.vitest-report.json npx vitest run --project '!e2e' --reporter=default --reporter=json \
  --outputFile.json="$results" --reporter="$report" || status=$?
# A run of its own: if its servers fail to start, Vitest runs none of that run's tests.
step "end-to-end: the built app served as by npm start (payment off and on), in Chromium"
results_e2e=.vitest-results-e2e.json
rm -f "$results_e2e"
FUSE_RUN_REPORT=.vitest-report-e2e.json npx vitest run --project e2e --reporter=default --reporter=json \
  --outputFile.json="$results_e2e" --reporter="$report" || status=$?
step "server suites on PostgreSQL (throwaway cluster)"
results_pg=.vitest-results-postgres.json
rm -f "$results_pg"
# Each file has a database of its own, copied from one the migrations made once (a template). Only
# the files given the run's database (test-database.ts, see package.json) run again: the others touch none, or only
# a PGlite or a PostgreSQL cluster of their own, and would repeat what the Vitest phase saw.
FUSE_RUN_REPORT=.vitest-report-postgres.json npm run --silent test:server:postgres -- \
  --reporter=default --reporter=json --outputFile.json="$results_pg" --reporter="$report" || status=$?
step "static Storybook build"
npm run --silent build-storybook
step "packed @fuse/ui in an outside app"
tap=.consumer-results.tap
rm -f "$tap"
consumer=0
node --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" tests/consumer/consumer.test.mjs || consumer=$?

# Where the time went: each phase, then the Vitest runs by project and their slowest files.
phases+=("$SECONDS end")
printf '\nphases:\n'
for ((i = 0; i + 1 < ${#phases[@]}; i++)); do
  read -r start name <<<"${phases[i]}"
  read -r end _ <<<"${phases[i + 1]}"
  printf '  %5d s  %s\n' "$((end - start))" "$name"
done
printf '  %5d s  in all\n' "$SECONDS"
node scripts/test-report.ts || true

# One closing line for every suite together.
node -e '
  const fs = require("fs");
  const path = require("path");
  const runs = [process.argv[1], process.argv[3], process.argv[4]].filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
  const sum = (key) => runs.reduce((n, run) => n + run[key], 0);
  const tap = fs.existsSync(process.argv[2]) ? fs.readFileSync(process.argv[2], "utf8") : "";
  const count = (key) => Number((tap.match(new RegExp(`^# ${key} (\\d+)$`, "m")) ?? [0, 0])[1]);
  const passed = sum("numPassedTests") + count("pass");
  // A test file that fails to load runs no test: count it once, or the line would hide it.
  const unloaded = runs
    .flatMap((run) => run.testResults)
    .filter((file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed")).length;
  // A run that failed before any test (a global setup that could not start its servers) counts once.
  const aborted = runs.filter((run) => !run.success && run.numTotalTests === 0 && run.testResults.length === 0).length;
  const failed = sum("numFailedTests") + unloaded + aborted + count("fail") + count("cancelled");
  const skipped = sum("numPendingTests") + sum("numTodoTests") + count("skipped") + count("todo");
  // The failures by name, last, so that the tail of a long log says what broke.
  const names = runs.flatMap((run) =>
    run.testResults.flatMap((file) => {
      const tests = file.assertionResults.filter((t) => t.status === "failed");
      if (file.status === "failed" && tests.length === 0) return [`${path.relative(".", file.name)}: ${(file.message ?? "").split("\n")[0]}`];
      // With the first lines of its error: the tail of the log is often all that is kept of it.
      const why = (t) =>
        (t.failureMessages ?? []).join("\n").replace(/\x1b\[[0-9;]*m/g, "").split("\n").map((l) => l.trim()).filter(Boolean).slice(0, 4).map((l) => `\n      ${l.slice(0, 300)}`).join("");
      return tests.map((t) => `${path.relative(".", file.name)}: ${t.fullName}${why(t)}`);
    }),
  );
  for (const line of tap.split("\n").filter((l) => /^\s*not ok /.test(l))) names.push(`consumer: ${line.trim()}`);
  if (names.length > 0) console.log(`\nfailed:\n${names.map((n) => `  ✖ ${n}`).join("\n")}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results" "$tap" "$results_pg" "$results_e2e" || true

[ "$status" -eq 0 ] && [ "$consumer" -eq 0 ]
