#!/usr/bin/env bash
# Puts the studio website on a fresh Debian 12 server, behind Caddy with HTTPS (docs/operations.md,
# "Going live"; docs/decisions/0013-deployment-caddy-systemd.md). Run it from a git checkout of
# the site:
#
#   sudo deploy/install.sh example.com                               # asks for the SMTP URL
#   sudo deploy/install.sh example.com --smtp-url-file /root/smtp-url  # or reads it from a file
#
# The SMTP URL (smtps://website%40example.com:PASSWORD@mail.example.net:465) is needed only while
# /etc/atelier/atelier.env does not exist yet. It is never an argument, which would show in `ps`
# and in the shell's history: it is asked for without echo on a terminal, read as the first line
# of standard input otherwise, or read from a file only root can read (chmod 600).
#
# STUDIO_EMAIL and MAIL_FROM may be given in the environment (defaults: hallo@DOMAIN and
# "Atelier Website <website@DOMAIN>"). Running it again is safe: existing settings, data and
# backups are kept, and the site is only rebuilt when the checkout has a new commit or the
# settings the pages are built with changed. The settings are checked with the server's own
# validation before anything is started; with a setting the server would refuse, nothing is.
set -euo pipefail

usage="usage: sudo deploy/install.sh DOMAIN [--smtp-url-file FILE]"
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE=$(dirname "$HERE")
ENV_FILE=/etc/atelier/atelier.env

# The arguments first, before anything is asked for or changed.
[ "$#" -ge 1 ] || { echo "$usage" >&2; exit 1; }
DOMAIN=$1
shift
smtp_args=()
case "$#:${1:-}" in
  0:) ;;
  2:--smtp-url-file) smtp_args=(--smtp-url-file "$2") ;;
  *:smtp://* | *:smtps://*)
    echo "The SMTP URL is no longer an argument (arguments show in ps and in the shell's" \
      "history): run without it and type it when asked, pipe it in, or use --smtp-url-file FILE." >&2
    echo "$usage" >&2
    exit 1
    ;;
  *) echo "$usage" >&2; exit 1 ;;
esac
[[ $DOMAIN =~ ^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$ ]] ||
  { echo "Not a domain (lower-case, like atelier-aachen.de): $DOMAIN" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }

echo "==> Settings in $ENV_FILE"
install -d -o root -g root -m 0700 /etc/atelier
if [ -f "$ENV_FILE" ]; then
  echo "    kept as they are (change them with: sudoedit $ENV_FILE)"
  [ ${#smtp_args[@]} -eq 0 ] || echo "    (--smtp-url-file is not read: the settings exist)"
else
  # The template with this site's values and two secrets generated here, once. new-env.sh reads
  # the SMTP URL from this script's standard input or from the file.
  (umask 077 && "$HERE/new-env.sh" "$DOMAIN" "${smtp_args[@]}" >"$ENV_FILE.new") ||
    { rm -f "$ENV_FILE.new"; exit 1; }
  mv "$ENV_FILE.new" "$ENV_FILE"
  echo "    written; they are checked with the server's validation before the site starts"
fi

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

echo "==> systemd units: atelier.service, atelier-backup.service, atelier-backup.timer"
install -m 0644 "$HERE/systemd/atelier.service" "$HERE/systemd/atelier-backup.service" \
  "$HERE/systemd/atelier-backup.timer" /etc/systemd/system/
systemctl daemon-reload

echo "==> Operator command: /usr/local/bin/atelier (inquiries, studio, restore, settings)"
install -m 0755 "$HERE/atelier.sh" /usr/local/bin/atelier

echo "==> The site"
# A new release when the checkout has a new commit or the build-time settings changed (the first
# build encodes every picture: a few minutes); otherwise the live one is checked and restarted.
"$HERE/release.sh" --if-changed "$SOURCE"

# Started at boot and backed up every night from now on, once there is a release that starts
# (a refused install leaves nothing behind that would start in a loop at the next boot).
systemctl enable --quiet atelier.service
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
  3. The owner's first sign-in: sudo atelier studio invite (a link to open on her phone)
  4. Send a test inquiry from the site and watch: journalctl -u atelier -f
EOF
