#!/usr/bin/env bash
# Deploys a version of the site beside the running one, then switches to it (README, "Going live").
#
#   sudo deploy/release.sh [SOURCE]
#
# SOURCE is a git checkout (default: the one this script is in); its committed HEAD is deployed.
# The running server keeps serving while the new release is installed and built in a directory
# of its own. Then the database is backed up, /srv/atelier/current is switched to the new release
# and the server restarted: it finishes the requests in flight, Caddy holds new ones until the
# new process answers, and the outbox resumes. The last five releases stay for a rollback
# (deploy/rollback.sh). Run as root; the build itself runs as the unprivileged user atelier.
set -euo pipefail

SOURCE=$(cd "${1:-$(dirname "$0")/..}" && pwd)
APP_DIR=/srv/atelier
ENV_FILE=/etc/atelier/atelier.env
NPM_CACHE=/var/cache/atelier
RELEASE="$APP_DIR/releases/$(date -u +%Y%m%dT%H%M%SZ)"
KEEP_RELEASES=5

# One NAME=value line of the environment file, as systemd reads it.
env_value() { sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1; }
# Runs a command as the service user, with npm's cache in a directory of its own.
as_atelier() {
  runuser -u atelier -- env HOME="$NPM_CACHE" npm_config_cache="$NPM_CACHE/npm" \
    npm_config_update_notifier=false "$@"
}

[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }
[ -f "$ENV_FILE" ] || { echo "$ENV_FILE is missing: run deploy/install.sh first." >&2; exit 1; }

echo "==> New release $RELEASE from $SOURCE"
install -d -o atelier -g atelier -m 0755 "$RELEASE"
# Only committed files: no node_modules, build output or local data of the checkout.
git -c safe.directory="$SOURCE" -C "$SOURCE" archive --format=tar HEAD |
  runuser -u atelier -- tar -x -C "$RELEASE"
git -c safe.directory="$SOURCE" -C "$SOURCE" rev-parse HEAD >"$RELEASE/REVISION"

# The encoded pictures are named by content: the previous release's serve as cache, so only new
# or changed originals are encoded (a full encode takes minutes).
if [ -d "$APP_DIR/current/public/images" ]; then
  runuser -u atelier -- cp -r "$APP_DIR/current/public/images" "$RELEASE/public/"
fi

echo "==> Install dependencies (among them the project's own Node 24)"
cd "$RELEASE"
# Debian's npm runs on Debian's Node 18, which installs everything but the optional packages that
# need Node 20 or newer (sharp's prebuilt image library). The second pass runs npm on the Node 24
# the first one brought, and completes the install; where the system Node is new enough, it
# changes nothing.
as_atelier npm install --no-audit --no-fund --loglevel=error
as_atelier PATH="$RELEASE/node_modules/.bin:$PATH" npm install --no-audit --no-fund --loglevel=error

echo "==> Build with the site's public settings"
as_atelier PUBLIC_SITE_URL="$(env_value PUBLIC_SITE_URL)" \
  PUBLIC_API_KEY="$(env_value PUBLIC_API_KEY)" \
  RETENTION_DAYS="$(env_value RETENTION_DAYS)" \
  npm run build

# The service only reads its code: the release belongs to root from now on.
chown -R root:root "$RELEASE"

if systemctl is-active --quiet atelier.service; then
  echo "==> Back up the database before the switch"
  systemctl start atelier-backup.service
fi

echo "==> Switch to the new release and restart"
ln -sfn "$RELEASE" "$APP_DIR/current.new"
mv -T "$APP_DIR/current.new" "$APP_DIR/current"
systemctl restart atelier.service

port=$(env_value PORT)
for _ in $(seq 1 30); do
  if curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null; then
    echo "==> $RELEASE is live ($(cat "$RELEASE/REVISION"))"
    break
  fi
  sleep 1
done
if ! curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null; then
  echo "The new release does not answer /healthz: see journalctl -u atelier, or roll back" \
    "with deploy/rollback.sh." >&2
  exit 1
fi

# Older releases beyond the last few are removed; the one running is never among them.
find "$APP_DIR/releases" -mindepth 1 -maxdepth 1 -type d | sort | head -n "-$KEEP_RELEASES" |
  while read -r old; do
    [ "$old" = "$(readlink -f "$APP_DIR/current")" ] || rm -rf "$old"
  done
