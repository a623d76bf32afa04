#!/usr/bin/env bash
# Installs the clinic on a fresh Debian or Ubuntu host, from a clone (README "Deploying to a
# Node host"): `sudo DOMAIN=clinic.example.in bash deploy/install.sh`. Running it again is the
# update: the new release is built beside the running one, a backup taken, and the site switched
# to it and restarted (the service applies the new migrations as it starts). /etc/clinic/clinic.env and the TLS
# certificate are kept. `sudo bash deploy/rollback.sh` goes back to the previous release.
#
#   DOMAIN=clinic.example.in     the site's domain (asked when unset; kept from clinic.env after)
#   CERTBOT=1                    a Let's Encrypt certificate (else a self-signed one, to replace)
#   CERTBOT_EMAIL=you@example.in for Let's Encrypt's notices
#   APP_DIR=/opt/clinic PORT=3000
#
# Layout: $APP_DIR/releases/<id> (root's, read-only to the service), $APP_DIR/current → the
# running release; the service writes only /var/lib/clinic/{data,uploads,backups}. An update
# whose release does not start is switched back to the previous one by itself.
set -euo pipefail

SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP_DIR="${APP_DIR:-/opt/clinic}"
RELEASES="$APP_DIR/releases"
CURRENT="$APP_DIR/current"
STATE=/var/lib/clinic
ENV_FILE=/etc/clinic/clinic.env
# the running release and the two before it stay for deploy/rollback.sh
KEEP_RELEASES=3
# Debian 13's Node.js; 12 and Ubuntu 24.04 ship 18
NODE_MIN=20.19

STEP="start"
step() {
  STEP="$*"
  printf '\n==> %s\n' "$*"
}
die() {
  printf '\ninstall: %s\n' "$*" >&2
  exit 1
}
on_exit() {
  local rc=$?
  [ "$rc" = 0 ] && return
  printf '\ninstall: FAILED during "%s" (exit %s).\n' "$STEP" "$rc" >&2
  if [ -L "$CURRENT" ]; then
    printf 'Nothing was switched: the site still runs %s.\n' "$(readlink "$CURRENT")" >&2
  fi
  printf 'Fix what the lines above name, then run the installer again (it starts the step over cleanly).\n' >&2
}
trap on_exit EXIT

[ "$(id -u)" = 0 ] || die "run as root: sudo bash deploy/install.sh"
command -v apt-get >/dev/null || die "this installer is for Debian or Ubuntu (apt-get)"
export DEBIAN_FRONTEND=noninteractive

node_ok() {
  command -v node >/dev/null && command -v npm >/dev/null &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'
}

step "Node.js $NODE_MIN or newer"
if ! node_ok; then
  apt-get update -qq
  candidate="$(apt-cache policy nodejs | sed -n 's/^ *Candidate: *//p')"
  if [ -n "$candidate" ] && [ "$candidate" != "(none)" ] && dpkg --compare-versions "$candidate" ge "$NODE_MIN"; then
    echo "Installing this system's Node.js ($candidate) and npm"
    apt-get install -y -qq nodejs npm >/dev/null
  else
    have="$(command -v node >/dev/null && node -v || echo none)"
    die "Node.js $NODE_MIN or newer is needed; this host has ${have} and its packages offer ${candidate:-none}.
Install Node.js 22 from NodeSource, then run this installer again:
  curl -fsSL https://deb.nodesource.com/setup_22.x -o /tmp/nodesource_setup.sh
  sudo bash /tmp/nodesource_setup.sh
  sudo apt-get install -y nodejs"
  fi
  node_ok || die "Node.js was installed but 'node -v' says $(node -v 2>/dev/null || echo nothing): see apt's output above"
fi
echo "Node.js $(node -v), npm $(npm -v)"

if [ -z "${DOMAIN:-}" ] && [ -f "$ENV_FILE" ]; then
  DOMAIN="$(sed -n 's|^SITE_URL=https://||p' "$ENV_FILE" | head -n1)"
fi
if [ -z "${DOMAIN:-}" ]; then
  read -r -p "The site's domain (e.g. clinic.example.in): " DOMAIN || die "set DOMAIN=your-domain"
fi
[[ "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]] || die "not a domain: '$DOMAIN'"

step "Packages"
apt-get update -qq
# make, g++ and python3: better-sqlite3 compiles itself when its prebuilt binary cannot be fetched
apt-get install -y -qq nginx openssl ca-certificates curl make g++ python3 >/dev/null
if [ "${CERTBOT:-0}" = 1 ]; then apt-get install -y -qq certbot >/dev/null; fi
# chromium: prints prescriptions as PDF (lib/server/prescriptions/pdf.ts, CHROMIUM_PATH). Ubuntu
# ships it only as a snap: there, the site runs without it and the PDF says what is missing.
if ! apt-get install -y -qq chromium >/dev/null 2>&1; then
  printf 'install: no apt package "chromium" here: prescription PDFs need a Chromium or Chrome binary, named by CHROMIUM_PATH in %s\n' "$ENV_FILE" >&2
fi

step "The clinic user and folders"
id clinic >/dev/null 2>&1 || useradd --system --home-dir "$STATE" --shell /usr/sbin/nologin clinic
install -d -o clinic -g clinic -m 0750 "$STATE" "$STATE/data" "$STATE/uploads" "$STATE/backups"
install -d -o root -g clinic -m 0750 /etc/clinic
# the code is root's: the service may read and run it, never change it
install -d -o root -g root -m 0755 "$APP_DIR" "$RELEASES"

if [ ! -f "$ENV_FILE" ]; then
  step "Writing $ENV_FILE (edit it: the clinic's name, address, mail, WhatsApp)"
  umask 077
  cat >"$ENV_FILE" <<ENV
NODE_ENV=production
SITE_URL=https://$DOMAIN
HOSTNAME=127.0.0.1
PORT=${PORT:-3000}
# nginx (deploy/nginx/clinic.conf) is the one proxy in front; Node listens on loopback only.
TRUST_PROXY=1
DATABASE_URL=file:$STATE/data/clinic.db
UPLOADS_DIR=$STATE/uploads
BACKUPS_DIR=$STATE/backups
# Keep a copy of this key off the machine: archives cannot be restored without it.
BACKUP_KEY=$(openssl rand -hex 32)
ENV
  umask 022
fi
# An older kit wrote the first admin's password here: it is a hash in the database by now.
sed -i '/^ADMIN_PASSWORD=/d' "$ENV_FILE"
chown root:clinic "$ENV_FILE"
chmod 0600 "$ENV_FILE"
PORT="$(sed -n 's/^PORT=//p' "$ENV_FILE" | head -n1)"
PORT="${PORT:-3000}"

# The environment file's settings, without its secrets (which would show in `ps`): the build
# prerenders the clinic's name, address and booking horizon.
mapfile -t SETTINGS < <(grep -E '^[A-Za-z_][A-Za-z0-9_]*=' "$ENV_FILE" |
  grep -vE '^(NODE_ENV|DATABASE_URL|SMTP_URL|[A-Z_]*(PASSWORD|KEY|TOKEN|SECRET))=' |
  sed -E 's/^([^=]+)="(.*)"$/\1=\2/')
# Runs "$@" as clinic in folder $1 with those settings only.
as_clinic() {
  local dir="$1"
  shift
  (cd "$dir" && runuser -u clinic -- env -i PATH="$PATH" HOME="$STATE" NPM_CONFIG_CACHE="$STATE/.npm" \
    NPM_CONFIG_UPDATE_NOTIFIER=false NEXT_TELEMETRY_DISABLED=1 "${SETTINGS[@]}" "$@")
}
# Runs "$@" as clinic in folder $1 with the whole environment file, secrets included, passed in
# the environment (never on a command line), as the service gets them.
with_env() {
  local dir="$1" line name value
  shift
  (
    while IFS= read -r line; do
      [[ "$line" =~ ^([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
      name="${BASH_REMATCH[1]}" value="${BASH_REMATCH[2]}"
      [[ "$value" =~ ^\"(.*)\"$ ]] && value="${BASH_REMATCH[1]}"
      export "$name=$value"
    done <"$ENV_FILE"
    export HOME="$STATE" NPM_CONFIG_CACHE="$STATE/.npm" NPM_CONFIG_UPDATE_NOTIFIER=false NEXT_TELEMETRY_DISABLED=1
    cd "$dir" && exec runuser -u clinic -- "$@"
  )
}

step "Building the new release"
RELEASE="$(date -u +%Y%m%d%H%M%S)"
STAGE="$RELEASES/.staging-$RELEASE"
# whatever a failed run left half-built goes first: every build starts from a clean folder
# (no stale .next/cache), never from a previous attempt
rm -rf "$RELEASES"/.staging-*
install -d -o clinic -g clinic -m 0755 "$STAGE"
# the code only: never a local database, uploads, builds or installed packages
tar -C "$SRC" --exclude=./.git --exclude=./node_modules --exclude='./.next*' --exclude=./data \
  --exclude=./uploads --exclude=./test-results --exclude=./lib/generated -cf - . |
  runuser -u clinic -- tar -C "$STAGE" -xf -
PREVIOUS=""
[ -L "$CURRENT" ] && PREVIOUS="$(readlink -f "$CURRENT")"
if [ -n "$PREVIOUS" ] && [ -x "$PREVIOUS/node_modules/.bin/next" ] &&
  cmp -s "$PREVIOUS/package-lock.json" "$STAGE/package-lock.json"; then
  echo "package-lock.json is unchanged: the running release's packages are copied"
  cp -a "$PREVIOUS/node_modules" "$STAGE/node_modules"
  chown -R clinic:clinic "$STAGE/node_modules"
  as_clinic "$STAGE" npm run postinstall ||
    die "generating the database client failed (npm run postinstall in $STAGE)"
else
  # The build needs the devDependencies (Tailwind, TypeScript, the migration engine): NODE_ENV
  # is left out above, and --include=dev says so to any npm.
  as_clinic "$STAGE" npm ci --include=dev --no-audit --no-fund ||
    die "npm ci failed in $STAGE (the npm registry unreachable, or a native package that would not compile)"
fi
# npm can exit 0 without having installed everything ("Exit handler never called!")
[ -x "$STAGE/node_modules/.bin/next" ] ||
  die "npm ci ended without installing Next.js ($STAGE/node_modules/.bin/next is missing): run the installer again"
as_clinic "$STAGE" npm run build || die "the build failed (npm run build in $STAGE): see its output above"
[ -f "$STAGE/.next/BUILD_ID" ] || die "the build wrote no .next/BUILD_ID in $STAGE"
rm -rf "$STAGE/.next/cache"
chown -R root:root "$STAGE"
chmod -R go-w "$STAGE"
mv -T "$STAGE" "$RELEASES/$RELEASE"
NEW="$RELEASES/$RELEASE"

if [ -n "$PREVIOUS" ] && [ -n "$(ls -A "$STATE/data" 2>/dev/null)" ]; then
  step "Backup before the update"
  with_env "$PREVIOUS" npm run --silent backup:create || die "the backup before the update failed: nothing was changed"
fi

if [ -z "$PREVIOUS" ]; then
  step "Database and the first admin"
  with_env "$NEW" npm run --silent db:migrate || die "the database could not be created (npm run db:migrate)"
  # Creates the first admin and prints its generated password here, once: it is stored only as
  # a hash (never in clinic.env or the service's journal).
  with_env "$NEW" node_modules/.bin/tsx -e 'require("./scripts/prepare").prepareDatabase().then(() => process.exit(0))' ||
    die "creating the first admin failed"
fi
# On an update the new release's migrations are applied by the service itself as it starts
# (`npm start`), once the old process has stopped: SQLite takes one writer, and the running
# server holds the database until then.

step "TLS certificate"
CERT_DIR=/etc/clinic/tls
install -d -m 0755 "$CERT_DIR" /var/www/html
SSL_CERT="$CERT_DIR/fullchain.pem"
SSL_KEY="$CERT_DIR/privkey.pem"
if [ -f "/etc/letsencrypt/live/$DOMAIN/fullchain.pem" ]; then
  SSL_CERT="/etc/letsencrypt/live/$DOMAIN/fullchain.pem"
  SSL_KEY="/etc/letsencrypt/live/$DOMAIN/privkey.pem"
elif [ ! -f "$SSL_CERT" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=$DOMAIN" \
    -addext "subjectAltName=DNS:$DOMAIN" -keyout "$SSL_KEY" -out "$SSL_CERT" 2>/dev/null
  chmod 0600 "$SSL_KEY"
  SELF_SIGNED=1
fi

step "nginx site"
render_site() {
  sed -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@UPSTREAM_PORT@|$PORT|g" -e "s|@HTTP_PORT@|80|g" \
    -e "s|@HTTPS_PORT@|443|g" -e "s|@SSL_CERT@|$SSL_CERT|g" -e "s|@SSL_KEY@|$SSL_KEY|g" \
    -e "s|@CACHE_DIR@|/var/cache/nginx/clinic|g" "$NEW/deploy/nginx/clinic.conf"
}
install_site() {
  if ls /etc/nginx/modules-enabled/*brotli* >/dev/null 2>&1; then
    render_site | sed 's/^\([[:space:]]*\)#brotli# /\1/' >/etc/nginx/sites-available/clinic
  else
    render_site >/etc/nginx/sites-available/clinic
  fi
}
install -d -m 0700 -o www-data /var/cache/nginx/clinic
install_site
ln -sf /etc/nginx/sites-available/clinic /etc/nginx/sites-enabled/clinic
# Debian's default site also claims port 80 as default_server
rm -f /etc/nginx/sites-enabled/default
nginx -t 2>&1 | grep -v 'syntax is ok' || true
nginx -t -q || die "nginx refused the site's configuration (nginx -t, above)"

step "Switching to release $RELEASE"
sed "s|@APP_DIR@|$APP_DIR|g" "$NEW/deploy/systemd/clinic.service" >/etc/systemd/system/clinic.service
systemctl daemon-reload
# atomically: a new link renamed over the old one
ln -sfn "releases/$RELEASE" "$APP_DIR/.current-$RELEASE"
mv -T "$APP_DIR/.current-$RELEASE" "$CURRENT"
systemctl enable clinic >/dev/null 2>&1
systemctl restart clinic
systemctl enable nginx >/dev/null 2>&1
systemctl reload-or-restart nginx

step "Waiting for the clinic to answer"
answers() { curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/clinic/announcement" 2>/dev/null; }
for _ in $(seq 1 360); do
  answers && break
  systemctl is-failed --quiet clinic && break
  sleep 0.5
done
if ! answers; then
  if [ -n "$PREVIOUS" ]; then
    # the new release would not start (a migration that failed, say): back to the one that ran
    ln -sfn "releases/$(basename "$PREVIOUS")" "$APP_DIR/.current-back"
    mv -T "$APP_DIR/.current-back" "$CURRENT"
    systemctl restart clinic
    die "release $RELEASE did not start (journalctl -u clinic -n 80 says why); the site is back on $(basename "$PREVIOUS"). The backup taken before the update is in $STATE/backups."
  fi
  die "the clinic did not answer on port $PORT within three minutes: journalctl -u clinic -n 80"
fi

# the newest KEEP_RELEASES stay (the running one among them)
mapfile -t OLD < <(ls -1 "$RELEASES" | grep -E '^[0-9]{14}$' | sort -r | tail -n +$((KEEP_RELEASES + 1)))
for old in "${OLD[@]}"; do
  [ "$RELEASES/$old" = "$(readlink -f "$CURRENT")" ] || rm -rf "${RELEASES:?}/$old"
done

if [ "${CERTBOT:-0}" = 1 ] && [ ! -f "/etc/letsencrypt/live/$DOMAIN/fullchain.pem" ]; then
  step "Let's Encrypt certificate"
  if [ -n "${CERTBOT_EMAIL:-}" ]; then CONTACT=(--email "$CERTBOT_EMAIL"); else CONTACT=(--register-unsafely-without-email); fi
  certbot certonly --webroot -w /var/www/html -d "$DOMAIN" --non-interactive --agree-tos "${CONTACT[@]}" \
    --deploy-hook "systemctl reload nginx"
  SSL_CERT="/etc/letsencrypt/live/$DOMAIN/fullchain.pem"
  SSL_KEY="/etc/letsencrypt/live/$DOMAIN/privkey.pem"
  install_site
  nginx -t -q && systemctl reload nginx
fi

STEP="done"
printf '\n==> Done: https://%s runs release %s (logs: journalctl -u clinic -f)\n' "$DOMAIN" "$RELEASE"
if [ "${SELF_SIGNED:-0}" = 1 ]; then
  echo "The certificate is SELF-SIGNED: browsers will warn. For a real one, point the domain's DNS"
  echo "here and run again with CERTBOT=1 (or put yours at $SSL_CERT and $SSL_KEY)."
fi
