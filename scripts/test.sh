#!/usr/bin/env bash
# `npm test`: every layer in turn, each one's time printed (docs/decisions/022 keeps the budget).
# One after another: jest already keeps two workers busy, and running the layers side by side on
# two cores pushed suites that start processes past their time limits (tried on 7 December).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
layer() { # name, command…
  local name=$1 t
  shift
  t=$(date +%s)
  "$@" || {
    echo "✗ npm test failed in ${name} after $(($(date +%s) - start)) s" >&2
    exit 1
  }
  echo "⏱ ${name}: $(($(date +%s) - t)) s"
}
layer lint npm run -s lint
layer "jest (SQLite)" node_modules/.bin/jest --ci
layer "jest (PostgreSQL)" bash scripts/test-pg.sh
layer "build and browser" bash scripts/e2e.sh
echo "⏱ npm test: $(($(date +%s) - start)) s"
