#!/usr/bin/env bash
# Puts the studio website on a fresh Debian 12 server, behind Caddy with HTTPS (README, "Going
# live"; docs/decisions/0013-deployment-caddy-systemd.md). Run it from a git checkout of the site:
#
#   sudo deploy/install.sh example.com 'smtps://website%40example.com:secret@mail.example.net:465'
#
# STUDIO_EMAIL and MAIL_FROM may be given in the environment (defaults: hallo@DOMAIN and
# "Atelier Website <website@DOMAIN>"). Running it again is safe: existing settings, data and
# backups are kept, and the site is only rebuilt when the checkout has a new commit.
set -euo pipefail

usage="usage: sudo deploy/install.sh DOMAIN SMTP_URL"
DOMAIN=${1:?$usage}
SMTP_URL=${2:?$usage}
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE=$(dirname "$HERE")
ENV_FILE=/etc/atelier/atelier.env

[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }
[[ $DOMAIN =~ ^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$ ]] || { echo "Not a domain: $DOMAIN" >&2; exit 1; }
[[ $SMTP_URL =~ ^smtps?:// ]] || { echo "SMTP_URL must start with smtps:// or smtp://" >&2; exit 1; }

echo "==> Packages"
# Debian's Node.js (18) and npm only run `npm install`, which brings the project's own Node 24
# (the `node` package in its lockfile); the service runs that one (docs/decisions/0013).
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy nodejs npm git curl sqlite3 >/dev/null

echo "==> Service user atelier (system account, no login, no home)"
if ! id -u atelier >/dev/null 2>&1; then
  useradd --system --user-group --home-dir /nonexistent --no-create-home \
    --shell /usr/sbin/nologin atelier
fi

echo "==> Directories"
# Code: root's, readable. Data, backups and the build's npm cache: atelier's alone.
install -d -o root -g root -m 0755 /srv/atelier /srv/atelier/releases
install -d -o atelier -g atelier -m 0700 /var/lib/atelier /var/backups/atelier /var/cache/atelier
install -d -o root -g root -m 0700 /etc/atelier

echo "==> Settings in $ENV_FILE"
if [ -f "$ENV_FILE" ]; then
  echo "    kept as they are (change them with: sudoedit $ENV_FILE)"
else
  # The template with this site's values and two secrets generated here, once.
  (umask 077 && "$HERE/new-env.sh" "$DOMAIN" "$SMTP_URL" >"$ENV_FILE.new")
  mv "$ENV_FILE.new" "$ENV_FILE"
  echo "    written; check STUDIO_EMAIL and MAIL_FROM in it"
fi

echo "==> systemd units: atelier.service, atelier-backup.service, atelier-backup.timer"
install -m 0644 "$HERE/systemd/atelier.service" "$HERE/systemd/atelier-backup.service" \
  "$HERE/systemd/atelier-backup.timer" /etc/systemd/system/
systemctl daemon-reload
systemctl enable --quiet atelier.service

echo "==> Operator command: /usr/local/bin/atelier (inquiries, restore)"
install -m 0755 "$HERE/atelier.sh" /usr/local/bin/atelier

echo "==> The site"
revision=$(git -c safe.directory="$SOURCE" -C "$SOURCE" rev-parse HEAD)
if [ "$(cat /srv/atelier/current/REVISION 2>/dev/null)" = "$revision" ]; then
  echo "    $revision is live already"
  systemctl restart atelier.service
else
  # The first build encodes every picture: a few minutes.
  "$HERE/release.sh" "$SOURCE"
fi

# Backups from now on, once there is a release to run them.
systemctl enable --quiet --now atelier-backup.timer

echo "==> Caddy for $DOMAIN (and www.$DOMAIN, redirected)"
sed "/^[[:space:]]*#/!s/example\.com/$DOMAIN/g" "$HERE/Caddyfile" >/etc/caddy/Caddyfile.new
caddy validate --config /etc/caddy/Caddyfile.new --adapter caddyfile >/dev/null 2>&1 ||
  { caddy validate --config /etc/caddy/Caddyfile.new --adapter caddyfile; exit 1; }
mv /etc/caddy/Caddyfile.new /etc/caddy/Caddyfile
systemctl enable --quiet caddy.service
systemctl reload-or-restart caddy.service

cat <<EOF

Done. Next:
  1. DNS: A/AAAA records of $DOMAIN and www.$DOMAIN point to this server; TCP 80 and 443 and
     UDP 443 are open. Caddy fetches the certificates by itself (journalctl -u caddy).
  2. Check: curl -fsS https://$DOMAIN/healthz
  3. Send a test inquiry from the site and watch: journalctl -u atelier -f
EOF
