#!/usr/bin/env bash
# `npm test`: every layer, each timed (docs/decisions/022). On two cores the single-threaded
# layers run side by side — lint, jest on SQLite, jest on PostgreSQL and the production build
# each keep about one core busy — then the browser suite, which fills both, runs alone on
# that build. Each parallel layer's output is kept and printed whole when it ends; the first
# failure stops the run with its output.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-e2e}"
logs="$(mktemp -d)"
start=$(date +%s)
declare -A pids began

run() { # name, command…: in the background, output to its log
  local name=$1
  shift
  began[$name]=$(date +%s)
  ("$@" >"$logs/$name.log" 2>&1) &
  pids[$name]=$!
}

finish() { # name: wait for it, print its output and time; stop everything on failure
  local name=$1 rc=0
  wait "${pids[$name]}" || rc=$?
  echo "──── $name ────"
  cat "$logs/$name.log"
  echo "⏱ $name: $(($(date +%s) - began[$name])) s (exit $rc)"
  if [ "$rc" != 0 ]; then
    kill $(jobs -p) 2>/dev/null
    echo "✗ npm test failed in $name after $(($(date +%s) - start)) s" >&2
    exit "$rc"
  fi
}

run lint npm run -s lint
run jest node_modules/.bin/jest --ci
run jest-pg bash scripts/test-pg.sh
run build bash scripts/e2e.sh --build-only
for layer in lint jest jest-pg build; do finish "$layer"; done

t=$(date +%s)
E2E_SKIP_BUILD=1 bash scripts/e2e.sh || {
  echo "✗ npm test failed in the browser suite after $(($(date +%s) - start)) s" >&2
  exit 1
}
echo "⏱ browser: $(($(date +%s) - t)) s"
echo "✓ npm test: $(($(date +%s) - start)) s"
