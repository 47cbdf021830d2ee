#!/usr/bin/env bash
# `npm test`: the whole suite, as CI runs it. Lint, the SBOM (reports/sbom.cdx.json), types, unit and API tests (vitest, real PostgreSQL),
# a production build, then end-to-end tests in Chromium against three servers (see playwright.config.ts).
# Ends with one line "tests: N passed, N failed" summing the runners' counts.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh test || exit 1

# Not test-results/: Playwright empties that folder when it starts.
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
failed_steps=()
step() {
  local name="$1"
  shift
  printf '\n=== %s ===\n' "$name"
  "$@" || failed_steps+=("$name")
}

step "lint" npx eslint .
step "sbom" bash scripts/supply-chain/sbom.sh
step "typecheck" npx tsc --noEmit
step "unit and API tests" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
if step "build" npx next build; then
  rm -rf data/e2e
  PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json step "end-to-end tests" npx playwright test --reporter=list,json
fi

node scripts/summarize-tests.mjs reports/vitest.json reports/playwright.json
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  exit 1
fi
