#!/usr/bin/env bash
# Installs the clinic on a fresh Debian or Ubuntu host, from a clone (README "Deploying to a
# Node host"): `sudo DOMAIN=clinic.example.in bash deploy/install.sh`. Running it again is the
# update: the new release is built beside the running one, a backup taken, and the site switched
# to it without a gap: its migrations applied, then started beside the running one, nginx moved
# to it once it answers, the old one stopped (deploy/switch.sh, docs/decisions/039).
# /etc/clinic/clinic.env and the TLS certificate are kept. `sudo bash deploy/rollback.sh` goes
# back to the previous release the same way.
#
#   DOMAIN=clinic.example.in     the site's domain (asked when unset; kept from clinic.env after)
#   CERTBOT=1                    a Let's Encrypt certificate (else a self-signed one, to replace)
#   CERTBOT_EMAIL=you@example.in for Let's Encrypt's notices
#   APP_DIR=/opt/clinic PORT=3000 the app's two ports are PORT and PORT+1 (one per release, in turn)
#   HTTPS_PROXY, NODE_EXTRA_CA_CERTS, npm_config_* … are passed on to npm (pass them to sudo:
#                                `sudo HTTPS_PROXY=… DOMAIN=… bash deploy/install.sh`)
#
# Layout: $APP_DIR/releases/<id> (root's, read-only to the service), $APP_DIR/current → the
# running release, $APP_DIR/instances/<port> → the release each clinic@<port> runs; the service
# writes only /var/lib/clinic/{data,uploads,backups}. An update whose release does not answer
# its health check is never switched to: the running one keeps serving.
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
# Node's headers from this host, for the compile above: node-gyp would otherwise download them
# from nodejs.org. NodeSource's and the official builds ship them beside node; Debian's are in
# libnode-dev.
node_prefix() {
  local d
  for d in "$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")" /usr; do
    [ -f "$d/include/node/node.h" ] && echo "$d" && return 0
  done
  return 1
}
if ! NODE_DIR="$(node_prefix)"; then
  apt-get install -y -qq libnode-dev >/dev/null 2>&1 || true
  NODE_DIR="$(node_prefix)" || die "no Node.js headers (include/node/node.h) on this host: install your Node's headers (Debian: libnode-dev)"
fi
echo "Node.js headers for native modules: $NODE_DIR/include/node"
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
# The network's settings npm needs, passed through the `env -i` below: a proxy, its CA, and every
# npm_config_* the operator set (a registry mirror, a cafile, strict-ssl…).
NETWORK=()
for name in HTTPS_PROXY HTTP_PROXY NO_PROXY https_proxy http_proxy no_proxy NODE_EXTRA_CA_CERTS; do
  [ -n "${!name:-}" ] && NETWORK+=("$name=${!name}")
done
# Not those npm itself sets when it runs this script (`npm run deploy:install`): they name
# root's folders (local_prefix would even point npm at the clone instead of the release).
while IFS= read -r name; do NETWORK+=("$name=${!name}"); done < <(compgen -e | grep -i '^npm_config_' |
  grep -viE '^npm_config_(local_prefix|global_prefix|prefix|cache|userconfig|globalconfig|user_agent|node_gyp|npm_version|init_module)$' || true)
# Runs "$@" as clinic in folder $1 with those settings only. Ours come after the operator's: the
# cache must be one the clinic user may write; the headers are this host's (never downloaded).
as_clinic() {
  local dir="$1"
  shift
  (cd "$dir" && runuser -u clinic -- env -i PATH="$PATH" HOME="$STATE" "${NETWORK[@]}" \
    npm_config_cache="$STATE/.npm" npm_config_update_notifier=false npm_config_nodedir="$NODE_DIR" \
    NEXT_TELEMETRY_DISABLED=1 "${SETTINGS[@]}" "$@")
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
  # its native modules are built already; only the devDependencies, dropped after its build,
  # come again (`npm install`, which also runs postinstall: the database client is generated;
  # --no-save: package-lock.json stays as committed)
  echo "package-lock.json is unchanged: the running release's packages are copied, the build tools added"
  cp -a "$PREVIOUS/node_modules" "$STAGE/node_modules"
  chown -R clinic:clinic "$STAGE/node_modules"
  as_clinic "$STAGE" npm install --include=dev --no-save --no-audit --no-fund ||
    die "adding the build tools to the copied packages failed (npm install in $STAGE)"
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
# What runs needs no compiler, linter or test tools (the migration engine is a dependency), nor
# the optional peers only they pull in (the prisma CLI, typescript): every package the lock file
# marks dev or devOptional goes. Not `npm prune --omit=dev`: Debian 13's npm 9.2 removed nothing
# and rewrote package-lock.json (measured), and it keeps devOptional packages anyway. npm's
# cache goes too.
as_clinic "$STAGE" node -e '
  const fs = require("fs");
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
  let n = 0;
  for (const [dir, pkg] of Object.entries(lock.packages || {}))
    if (dir && (pkg.dev || pkg.devOptional) && fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true }), n++;
  console.log(`${n} packages only the build and tests use removed`);' ||
  die "removing the devDependencies failed in $STAGE"
# their commands, and npm's record of the tree (the next `npm install` reads the folders instead)
find "$STAGE/node_modules/.bin" -xtype l -delete
rm -f "$STAGE/node_modules/.package-lock.json"
rm -rf "$STATE/.npm"
chown -R root:root "$STAGE"
chmod -R go-w "$STAGE"
mv -T "$STAGE" "$RELEASES/$RELEASE"
NEW="$RELEASES/$RELEASE"
# Releases share most of their files (the same packages, fonts, code): identical ones become one
# file on disk, hard-linked (util-linux's hardlink; all root's and read-only, never changed in
# place: a release is only ever added or removed whole).
if command -v hardlink >/dev/null; then
  hardlink -t -q "$RELEASES"/[0-9]* || true
fi

if [ -n "$PREVIOUS" ] && [ -n "$(ls -A "$STATE/data" 2>/dev/null)" ]; then
  step "Backup before the update"
  with_env "$PREVIOUS" npm run --silent backup:create || die "the backup before the update failed: nothing was changed"
fi

# Migrations as their own step, before the new release starts beside the running one (which
# keeps serving meanwhile: they only ever add, so it runs on the new schema): db:migrate waits
# for the database when the running server holds it. The new release's own start then finds
# nothing pending and never starts the migration engine.
step "Database migrations"
with_env "$NEW" npm run --silent db:migrate || die "the database migrations failed (npm run db:migrate): nothing was switched"
if [ -z "$PREVIOUS" ]; then
  step "The first admin"
  # Creates the first admin and prints its generated password here, once: it is stored only as
  # a hash (never in clinic.env or the service's journal).
  with_env "$NEW" node_modules/.bin/tsx -e 'require("./scripts/prepare").prepareDatabase().then(() => process.exit(0))' ||
    die "creating the first admin failed"
fi

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
# the live instance's port first, the other as backup (deploy/switch.sh swaps them when it switches)
render_site() {
  local live backup
  live="$(cat "$APP_DIR/active-port" 2>/dev/null || echo "$PORT")"
  backup=$((live == PORT ? PORT + 1 : PORT))
  sed -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@UPSTREAM_PORT@|$live|g" -e "s|@BACKUP_PORT@|$backup|g" -e "s|@HTTP_PORT@|80|g" \
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
systemctl enable --quiet nginx
bash "$SRC/deploy/switch.sh" "$NEW" || {
  if [ -n "$PREVIOUS" ]; then
    die "release $RELEASE did not start (journalctl -u 'clinic@*' -n 80 says why); the site still runs $(basename "$PREVIOUS"). The backup taken before the update is in $STATE/backups."
  fi
  die "the clinic did not start: journalctl -u 'clinic@*' -n 80"
}

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
printf '\n==> Done: https://%s runs release %s (logs: journalctl -u "clinic@*" -f)\n' "$DOMAIN" "$RELEASE"
if [ "${SELF_SIGNED:-0}" = 1 ]; then
  echo "The certificate is SELF-SIGNED: browsers will warn. For a real one, point the domain's DNS"
  echo "here and run again with CERTBOT=1 (or put yours at $SSL_CERT and $SSL_KEY)."
fi
