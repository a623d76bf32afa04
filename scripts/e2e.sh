#!/usr/bin/env bash
# Browser tests: build the app into its own folder and run Playwright against `npm start`
# servers, one per Playwright worker on a throw-away database of its own (tests/e2e/fixtures/worker.ts),
# driving Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-e2e}"
# The browser specs book on days of their own up to ~300 days ahead. The booking form is
# prerendered with the horizon, so the build must see the value the server gets
# (tests/e2e/fixtures/worker.ts sets the same for each worker's server).
export BOOKING_HORIZON_DAYS="${BOOKING_HORIZON_DAYS:-400}"
# Playwright drives chromium-headless-shell; the servers print PDFs with chromium.
if [ ! -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell nginx >/dev/null
  else
    echo "Browser tests need Debian's Chromium: sudo apt-get install -y chromium chromium-headless-shell" >&2
    exit 1
  fi
fi
# `scripts/e2e.sh build` only builds; E2E_BUILT=1 runs the specs on the build already made
# (scripts/test.sh builds beside the jest layers).
if [ "${1:-}" = build ]; then exec node_modules/.bin/next build; fi
[ "${E2E_BUILT:-}" = 1 ] || node_modules/.bin/next build
exec node_modules/.bin/playwright test "$@"
