#!/usr/bin/env bash
# Every suite, in order of cost: lint and format, types, the offline places data, then all
# Vitest projects (unit in Node, component tests and stories in Chromium), then the packed
# kit inside an outside app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "lint"
npm run --silent lint
step "typecheck"
npm run --silent typecheck
step "places data"
npm run --silent data -w @fuse/ui
step "unit, component and story tests (Chromium)"
results=.vitest-results.json
rm -f "$results"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results" || status=$?
step "packed @fuse/ui in an outside app"
consumer=0
npm run --silent test:consumer || consumer=$?

node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const extra = Number(process.argv[2]);
  console.log(`\ntests: ${r.numPassedTests + (extra === 0 ? 1 : 0)} passed, ${r.numFailedTests + (extra === 0 ? 0 : 1)} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
' "$results" "$consumer" || true
[ "$status" -eq 0 ] && [ "$consumer" -eq 0 ]
