#!/usr/bin/env bash
# Switches the site to a release without a gap (docs/decisions/039), for deploy/install.sh and
# deploy/rollback.sh: `bash deploy/switch.sh /opt/clinic/releases/<id>` (as root).
#
# Two instances of clinic@.service take turns on PORT and PORT+1 (/etc/clinic/clinic.env); the
# live one's port is in $APP_DIR/active-port. The release goes on the other port, beside the
# running one; once its /api/health answers 200, nginx's upstream names it first and the old
# one as `backup`, nginx reloads gracefully, and only then is the old instance stopped (SIGTERM:
# it finishes the requests it has). If the new one never answers, it is stopped and the old one
# keeps serving: exit 1, nothing switched. The database's migrations were applied before this
# (install.sh); the new instance's own start finds none pending and writes nothing.
set -euo pipefail

NEW="$(readlink -f "${1:?usage: switch.sh <release folder>}")"
KIT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
APP_DIR="${APP_DIR:-/opt/clinic}"
ENV_FILE=/etc/clinic/clinic.env
SITE=/etc/nginx/sites-available/clinic
# a first start regenerates the public pages: give it three minutes on a slow machine
HEALTH_TIMEOUT="${HEALTH_TIMEOUT:-180}"

say() { printf 'switch: %s\n' "$*"; }
die() {
  printf 'switch: %s\n' "$*" >&2
  exit 1
}
[ "$(id -u)" = 0 ] || die "run as root"
[ -f "$NEW/.next/BUILD_ID" ] || die "$NEW is not a built release (no .next/BUILD_ID)"

BASE_PORT="$(sed -n 's/^PORT=//p' "$ENV_FILE" | head -n1)"
BASE_PORT="${BASE_PORT:-3000}"
OTHER_PORT=$((BASE_PORT + 1))
LIVE="$(cat "$APP_DIR/active-port" 2>/dev/null || true)"
# an older kit ran one clinic.service on PORT: it is the live one until this switch
LEGACY=""
if [ -z "$LIVE" ] && systemctl is-active --quiet clinic.service 2>/dev/null; then
  LEGACY=clinic.service
  LIVE="$BASE_PORT"
fi
if [ "$LIVE" = "$BASE_PORT" ]; then NEXT_PORT="$OTHER_PORT"; else NEXT_PORT="$BASE_PORT"; fi

healthy() { curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:$1/api/health" 2>/dev/null; }

# the unit file of this kit (a rollback may go to a release older than the kit)
sed "s|@APP_DIR@|$APP_DIR|g" "$KIT/systemd/clinic@.service" >/etc/systemd/system/clinic@.service
systemctl daemon-reload
install -d -m 0755 "$APP_DIR/instances"
systemctl stop "clinic@$NEXT_PORT" 2>/dev/null || true
# atomically: a new link renamed over the old one
ln -sfn "$NEW" "$APP_DIR/instances/.$NEXT_PORT"
mv -T "$APP_DIR/instances/.$NEXT_PORT" "$APP_DIR/instances/$NEXT_PORT"

say "starting $(basename "$NEW") on port $NEXT_PORT beside the running one (${LIVE:-none})"
systemctl start "clinic@$NEXT_PORT"
ready=""
for _ in $(seq 1 $((HEALTH_TIMEOUT * 2))); do
  if healthy "$NEXT_PORT"; then
    ready=1
    break
  fi
  systemctl is-failed --quiet "clinic@$NEXT_PORT" && break
  sleep 0.5
done
if [ -z "$ready" ]; then
  systemctl stop "clinic@$NEXT_PORT" || true
  die "$(basename "$NEW") did not answer /api/health on port $NEXT_PORT within ${HEALTH_TIMEOUT} s (journalctl -u clinic@$NEXT_PORT -n 80 says why); the site still runs ${LIVE:+the release on port $LIVE}"
fi

# nginx: the new instance first, the old one as backup (a request that meets the old one
# closing is retried there: deploy/nginx/clinic.conf's proxy_next_upstream)
if [ -f "$SITE" ]; then
  sed -i -E \
    -e "s|^([[:space:]]*server 127\.0\.0\.1:)[0-9]+( max_fails=0;)|\1$NEXT_PORT\2|" \
    -e "s|^([[:space:]]*server 127\.0\.0\.1:)[0-9]+( max_fails=0 backup;)|\1${LIVE:-$OTHER_PORT}\2|" \
    "$SITE"
  nginx -t -q || die "nginx refused the site after switching its upstream (nginx -t)"
  if systemctl is-active --quiet nginx; then systemctl reload nginx; else systemctl start nginx; fi
fi
printf '%s\n' "$NEXT_PORT" >"$APP_DIR/.active-port"
mv -T "$APP_DIR/.active-port" "$APP_DIR/active-port"
ln -sfn "releases/$(basename "$NEW")" "$APP_DIR/.current-switch"
mv -T "$APP_DIR/.current-switch" "$APP_DIR/current"
systemctl enable --quiet "clinic@$NEXT_PORT"

if [ -n "$LIVE" ]; then
  # nginx's reload is graceful: its old workers finish their requests and quit. A moment for
  # that, then the old instance stops the same way (scripts/serve.ts on SIGTERM).
  sleep 2
  old="${LEGACY:-clinic@$LIVE}"
  say "stopping the previous instance ($old)"
  systemctl disable --quiet "$old" 2>/dev/null || true
  systemctl stop "$old" || true
  if [ -n "$LEGACY" ]; then
    rm -f /etc/systemd/system/clinic.service
    systemctl daemon-reload
  fi
fi
say "the site runs $(basename "$NEW") on port $NEXT_PORT"
