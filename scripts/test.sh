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
step "static Storybook build"
npm run --silent build-storybook
step "packed @fuse/ui in an outside app"
tap=.consumer-results.tap
rm -f "$tap"
consumer=0
node --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" tests/consumer/consumer.test.mjs || consumer=$?

# One closing line for every suite together.
node -e '
  const fs = require("fs");
  const vitest = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  const tap = fs.existsSync(process.argv[2]) ? fs.readFileSync(process.argv[2], "utf8") : "";
  const count = (key) => Number((tap.match(new RegExp(`^# ${key} (\\d+)$`, "m")) ?? [0, 0])[1]);
  const passed = vitest.numPassedTests + count("pass");
  const failed = vitest.numFailedTests + count("fail") + count("cancelled");
  const skipped = vitest.numPendingTests + vitest.numTodoTests + count("skipped") + count("todo");
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results" "$tap" || true
[ "$status" -eq 0 ] && [ "$consumer" -eq 0 ]
