#!/usr/bin/env bash
# The jest suite again, on PostgreSQL (TEST_DB=postgresql; tests/setup creates and drops a
# database per test file on TEST_PG_URL's server). Starts the local cluster when it is down.
# Without a reachable server it is skipped with a warning — except in CI, where it must run.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${TEST_PG_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
if ! psql "$url" -tAc 'SELECT 1' >/dev/null 2>&1; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
    for _ in $(seq 1 20); do psql "$url" -tAc 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.5; done
  fi
fi
if ! psql "$url" -tAc 'SELECT 1' >/dev/null 2>&1; then
  if [ -n "${CI:-}" ]; then echo "PostgreSQL is not reachable at $url" >&2; exit 1; fi
  echo "Skipping the PostgreSQL run: no server at $url (set TEST_PG_URL to use another)." >&2
  exit 0
fi
TEST_DB=postgresql TEST_PG_URL="$url" exec node_modules/.bin/jest --ci "$@"
