#!/usr/bin/env bash
# Installs the clinic on a fresh Debian or Ubuntu host, from a clone: `sudo npm run deploy:install`
# (or `sudo bash deploy/install.sh`). Safe to run again: that is the update (new code, build, restart);
# an existing /etc/clinic/clinic.env and TLS certificate are kept.
#
#   DOMAIN=clinic.example.in     the site's domain (asked when unset)
#   CERTBOT=1                    a Let's Encrypt certificate (else a self-signed one, to replace)
#   CERTBOT_EMAIL=you@example.in for Let's Encrypt's notices
#   APP_DIR=/opt/clinic PORT=3000
set -euo pipefail

SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP_DIR="${APP_DIR:-/opt/clinic}"
STATE=/var/lib/clinic
ENV_FILE=/etc/clinic/clinic.env
PORT="${PORT:-3000}"

say() { printf '\n==> %s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root: sudo npm run deploy:install"
command -v apt-get >/dev/null || die "this installer is for Debian or Ubuntu (apt-get)"
command -v node >/dev/null || die "Node.js 20.19+ is needed first (https://nodejs.org, or NodeSource's packages)"
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
  || die "Node.js 20.19+ is needed (this is $(node -v))"

if [ -z "${DOMAIN:-}" ] && [ -f "$ENV_FILE" ]; then
  DOMAIN="$(sed -n 's|^SITE_URL=https://||p' "$ENV_FILE" | head -n1)"
fi
if [ -z "${DOMAIN:-}" ]; then
  read -r -p "The site's domain (e.g. clinic.example.in): " DOMAIN || die "set DOMAIN=your-domain"
fi
[[ "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]] || die "not a domain: '$DOMAIN'"

say "Packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx openssl ca-certificates >/dev/null
if [ "${CERTBOT:-0}" = 1 ]; then apt-get install -y -qq certbot >/dev/null; fi

say "The clinic user and folders"
id clinic >/dev/null 2>&1 || useradd --system --home-dir "$STATE" --shell /usr/sbin/nologin clinic
install -d -o clinic -g clinic -m 0750 "$STATE" "$STATE/data" "$STATE/uploads" "$STATE/backups"
install -d -o root -g clinic -m 0750 /etc/clinic
install -d -o clinic -g clinic -m 0755 "$APP_DIR"

if [ ! -f "$ENV_FILE" ]; then
  say "Writing $ENV_FILE (edit it: the clinic's name, address, mail, WhatsApp)"
  umask 077
  cat >"$ENV_FILE" <<ENV
NODE_ENV=production
SITE_URL=https://$DOMAIN
HOSTNAME=127.0.0.1
PORT=$PORT
# nginx (deploy/nginx/clinic.conf) is the one proxy in front; Node listens on loopback only.
TRUST_PROXY=1
DATABASE_URL=file:$STATE/data/clinic.db
UPLOADS_DIR=$STATE/uploads
BACKUPS_DIR=$STATE/backups
# Keep a copy of this key off the machine: archives cannot be restored without it.
BACKUP_KEY=$(openssl rand -hex 32)
# The first admin, created at the first start (change the password after signing in).
ADMIN_USERNAME=admin
ADMIN_PASSWORD=$(openssl rand -base64 18)
ENV
  umask 022
  chown root:clinic "$ENV_FILE"
  chmod 0600 "$ENV_FILE"
  echo "The first admin's password is ADMIN_PASSWORD in $ENV_FILE."
fi
PORT="$(sed -n 's/^PORT=//p' "$ENV_FILE" | head -n1)"
PORT="${PORT:-3000}"

say "The app in $APP_DIR"
if [ "$SRC" != "$APP_DIR" ]; then
  # the code only: never a local database, uploads or builds
  tar -C "$SRC" --exclude=./.git --exclude=./node_modules --exclude='./.next*' --exclude=./data \
    --exclude=./uploads --exclude=./test-results -cf - . | tar -C "$APP_DIR" -xf -
fi
chown -R clinic:clinic "$APP_DIR"
# As the clinic user, with the environment file's settings (the build prerenders the clinic's
# name, address and booking horizon) but not its secrets, which would show in `ps`.
mapfile -t SETTINGS < <(grep -E '^[A-Za-z_][A-Za-z0-9_]*=' "$ENV_FILE" \
  | grep -vE '^(DATABASE_URL|SMTP_URL|[A-Z_]*(PASSWORD|KEY|TOKEN|SECRET))=' \
  | sed -E 's/^([^=]+)="(.*)"$/\1=\2/')
as_clinic() {
  (cd "$APP_DIR" && runuser -u clinic -- env -i PATH="$PATH" HOME="$STATE" NPM_CONFIG_CACHE="$STATE/.npm" \
    NEXT_TELEMETRY_DISABLED=1 "${SETTINGS[@]}" "$@")
}
as_clinic npm ci --no-audit --no-fund
as_clinic npm run build

say "TLS certificate"
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

say "nginx site"
render_site() {
  sed -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@UPSTREAM_PORT@|$PORT|g" -e "s|@HTTP_PORT@|80|g" \
    -e "s|@HTTPS_PORT@|443|g" -e "s|@SSL_CERT@|$SSL_CERT|g" -e "s|@SSL_KEY@|$SSL_KEY|g" \
    -e "s|@CACHE_DIR@|/var/cache/nginx/clinic|g" "$SRC/deploy/nginx/clinic.conf"
}
install -d -m 0700 -o www-data /var/cache/nginx/clinic
if ls /etc/nginx/modules-enabled/*brotli* >/dev/null 2>&1; then
  render_site | sed 's/^\([[:space:]]*\)#brotli# /\1/' >/etc/nginx/sites-available/clinic
else
  render_site >/etc/nginx/sites-available/clinic
fi
ln -sf /etc/nginx/sites-available/clinic /etc/nginx/sites-enabled/clinic
# Debian's default site also claims port 80 as default_server
rm -f /etc/nginx/sites-enabled/default
nginx -t

say "systemd unit"
sed "s|@APP_DIR@|$APP_DIR|g" "$SRC/deploy/systemd/clinic.service" >/etc/systemd/system/clinic.service
systemctl daemon-reload
systemctl enable clinic >/dev/null
systemctl restart clinic
systemctl enable nginx >/dev/null
systemctl reload-or-restart nginx

if [ "${CERTBOT:-0}" = 1 ] && [ ! -f "/etc/letsencrypt/live/$DOMAIN/fullchain.pem" ]; then
  say "Let's Encrypt certificate"
  if [ -n "${CERTBOT_EMAIL:-}" ]; then CONTACT=(--email "$CERTBOT_EMAIL"); else CONTACT=(--register-unsafely-without-email); fi
  certbot certonly --webroot -w /var/www/html -d "$DOMAIN" --non-interactive --agree-tos "${CONTACT[@]}" \
    --deploy-hook "systemctl reload nginx"
  exec bash "$0" # again, to point nginx at the new certificate
fi

say "Done: https://$DOMAIN (logs: journalctl -u clinic -f)"
if [ "${SELF_SIGNED:-0}" = 1 ]; then
  echo "The certificate is SELF-SIGNED: browsers will warn. For a real one, point the domain's DNS"
  echo "here and run again with CERTBOT=1 (or put yours at $SSL_CERT and $SSL_KEY)."
fi
