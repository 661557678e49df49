#!/usr/bin/env bash
# Switches the site back to an earlier release and restarts it (docs/operations.md).
#
#   sudo deploy/rollback.sh            # the newest complete release before the running one
#   sudo deploy/rollback.sh 20261123T031500Z   # a release by name (ls /srv/atelier/releases)
#
# The database stays as it is: inquiries received since the update are kept. An older release
# refuses to start on a database that a newer release has migrated ("database schema N is newer
# than this code knows" in journalctl -u atelier); then switch forward again, or restore the
# backup taken before the update (which loses the inquiries received since; export them first
# with `sudo atelier inquiries export --csv`). A release built with other build-time settings
# (its BUILD_SETTINGS: PUBLIC_SITE_URL, PUBLIC_API_KEY, RETENTION_DAYS) than the current ones is
# refused: it would not start, or its pages would state the old values.
set -euo pipefail

# The server's layout and the service user; the tests point these at a temporary layout.
APP_DIR=${ATELIER_ROOT:-/srv/atelier}
ENV_FILE=${ATELIER_ENV_FILE:-/etc/atelier/atelier.env}
SERVICE_USER=${ATELIER_SERVICE_USER:-atelier}

usage="usage: sudo deploy/rollback.sh [RELEASE_NAME]"
[ "$#" -le 1 ] || { echo "$usage" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }

as_service_user() {
  if [ "$(id -un)" = "$SERVICE_USER" ]; then "$@"; else runuser -u "$SERVICE_USER" -- "$@"; fi
}
# scripts/settings.ts of a release with the settings file on descriptor 3 (see release.sh).
settings() {
  local release=$1 file=$ENV_FILE
  shift
  (cd "$release" && as_service_user node_modules/node/bin/node \
    scripts/settings.ts --name "$ENV_FILE" "$@" 3<"$file")
}
complete() { [ -f "$1/build/server/index.js" ] && [ -x "$1/node_modules/node/bin/node" ]; }

current=$(readlink -f "$APP_DIR/current")
if [ $# -ge 1 ]; then
  [[ $1 =~ ^[0-9]{8}T[0-9]{6}Z$ ]] || { echo "Not a release name: $1 ($usage)" >&2; exit 1; }
  target="$APP_DIR/releases/$1"
  complete "$target" || { echo "$target is not a complete release." >&2; exit 1; }
else
  target=""
  while read -r release; do
    [ "$release" = "$current" ] && break
    if complete "$release"; then target=$release; fi
  done < <(find "$APP_DIR/releases" -mindepth 1 -maxdepth 1 -type d | sort)
  [ -n "$target" ] ||
    { echo "No earlier complete release to switch to (running: $current)." >&2; exit 1; }
fi
[ "$target" != "$current" ] || { echo "$target is the running release already." >&2; exit 1; }

# The target's own check, with the build settings it recorded. A release from before the check
# existed is switched to unchecked.
if [ -f "$target/scripts/settings.ts" ]; then
  if ! settings "$target" check --built-with "$target/BUILD_SETTINGS"; then
    echo "Refused: $target would not start with $ENV_FILE (see above)." >&2
    exit 1
  fi
  port=$(settings "$target" get PORT)
else
  echo "Note: $target cannot check the settings (it is older than that check)." >&2
  port=$(sed -n 's/^PORT=//p' "$ENV_FILE" | tail -n 1)
fi

echo "==> Switch from $current to $target and restart"
ln -sfn "$target" "$APP_DIR/current.new"
mv -T "$APP_DIR/current.new" "$APP_DIR/current"
systemctl restart atelier.service

for _ in $(seq 1 30); do
  if curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null 2>&1; then
    echo "==> $target is live"
    exit 0
  fi
  sleep 1
done
echo "$target does not answer /healthz: see journalctl -u atelier." >&2
exit 1
