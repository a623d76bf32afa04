#!/usr/bin/env bash
# Goes back to the release before the running one (README "Deploying to a Node host"):
# `sudo bash deploy/rollback.sh` (or `sudo npm run deploy:rollback`). The code only: the data stays
# as it is. When the update being undone changed the database (its migrations), restore the
# backup it took first (npm run backup:restore, in /var/lib/clinic/backups) if the old code
# cannot run on it; migrations here only ever add, so it normally can (and the older release,
# finding the database ahead of its own migrations, leaves it as it is).
set -euo pipefail
APP_DIR="${APP_DIR:-/opt/clinic}"
RELEASES="$APP_DIR/releases"
CURRENT="$APP_DIR/current"

die() {
  printf 'rollback: %s\n' "$*" >&2
  exit 1
}
[ "$(id -u)" = 0 ] || die "run as root: sudo bash deploy/rollback.sh"
[ -L "$CURRENT" ] || die "no release is installed in $APP_DIR (run deploy/install.sh first)"
running="$(basename "$(readlink -f "$CURRENT")")"
previous="$(ls -1 "$RELEASES" | grep -E '^[0-9]{14}$' | sort -r | awk -v r="$running" '$0 < r' | head -n1)"
[ -n "$previous" ] || die "there is no release older than $running to go back to"
[ -f "$RELEASES/$previous/.next/BUILD_ID" ] || die "release $previous is incomplete (no build)"

echo "Switching from release $running to $previous"
# the same switch as an update's (deploy/switch.sh): the previous release starts beside the
# running one, nginx moves to it once it answers, then the running one stops; no gap
bash "$(dirname "${BASH_SOURCE[0]}")/switch.sh" "$RELEASES/$previous" ||
  die "release $previous did not start (journalctl -u 'clinic@*' -n 50); the site still runs $running"
# the undone release is removed, so that running this again goes one further back
rm -rf "${RELEASES:?}/$running"
echo "Done: the site runs release $previous (release $running was removed)."
