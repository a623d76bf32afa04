#!/usr/bin/env bash
# `npm test`: every layer, each one's time printed (docs/decisions/022 keeps the budget).
# The two jest layers run one after the other at normal priority (both keep two workers busy,
# and side by side they pushed suites that start processes past their time limits). Lint and
# the browser build need no database: they run beside them at the lowest CPU priority, so they
# use only what jest leaves idle (waits on PostgreSQL, single-threaded phases) and never slow
# a suite that measures time. The browser specs come last, on the whole machine.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
layer() { # name, command…
  local name=$1 t
  shift
  t=$(date +%s)
  "$@" || {
    echo "✗ npm test failed in ${name} after $(($(date +%s) - start)) s" >&2
    return 1
  }
  echo "⏱ ${name}: $(($(date +%s) - t)) s"
}
beside_log=$(mktemp)
(
  layer "lint (beside jest)" nice -n 19 npm run -s lint
  layer "browser build (beside jest)" nice -n 19 bash scripts/e2e.sh build
) >"$beside_log" 2>&1 &
beside=$!
jest_rc=0
layer "jest (SQLite)" node_modules/.bin/jest --ci && layer "jest (PostgreSQL)" bash scripts/test-pg.sh || jest_rc=$?
t=$(date +%s)
beside_rc=0
wait "$beside" || beside_rc=$?
cat "$beside_log"
echo "⏱ waiting for lint and build after jest: $(($(date +%s) - t)) s"
[ "$jest_rc" = 0 ] && [ "$beside_rc" = 0 ] || exit 1
layer "browser" env E2E_BUILT=1 bash scripts/e2e.sh || exit 1
echo "⏱ npm test: $(($(date +%s) - start)) s"
