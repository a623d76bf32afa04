#!/usr/bin/env bash
# `npm run test:quick [base]`: the inner loop, in a few minutes — lint (ESLint and tsc with their caches),
# the jest suites that import what changed since `base` (default: main), and the browser specs
# that import it (Playwright's --only-changed follows each spec's imports). Uncommitted changes
# count. `npm test` is still the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-main}"
start=$(date +%s)
step() { echo "⏱ $1: $(($(date +%s) - $2)) s"; }

t=$(date +%s)
node_modules/.bin/eslint --cache --cache-location node_modules/.cache/eslint --max-warnings 0 .
node_modules/.bin/prettier --check --log-level warn .
node_modules/.bin/next typegen >/dev/null
node_modules/.bin/tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc.tsbuildinfo
npm run -s cycles
step lint "$t"

t=$(date +%s)
node_modules/.bin/jest --ci --changedSince="$base" --passWithNoTests
step jest "$t"

t=$(date +%s)
if node_modules/.bin/playwright test --list --only-changed="$base" 2>/dev/null | grep -q "›"; then
  bash scripts/e2e.sh --only-changed="$base"
else
  echo "no browser spec imports what changed"
fi
step browser "$t"
echo "✓ test:quick: $(($(date +%s) - start)) s"
