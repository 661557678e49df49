#!/usr/bin/env bash
# Deploys a version of the site beside the running one, then switches to it (docs/operations.md).
#
#   sudo deploy/release.sh [--if-changed] [SOURCE]
#
# SOURCE is a git checkout (default: the one this script is in); its committed HEAD is deployed.
# The running server keeps serving while the new release is installed, its settings checked and
# the site built in a directory of its own. Then the database is backed up (when there is one),
# /srv/atelier/current is switched to the new release and the server restarted: it finishes the
# requests in flight, Caddy holds new ones until the new process answers, and the outbox resumes.
# The last five releases stay for a rollback (deploy/rollback.sh). Run as root; the build itself
# runs as the unprivileged user atelier.
#
# Each release records the build-time settings it was built with (BUILD_SETTINGS: PUBLIC_SITE_URL,
# PUBLIC_API_KEY and RETENTION_DAYS, which the pages carry). With --if-changed (deploy/install.sh
# uses it) nothing is built while the live release is of SOURCE's commit and was built with the
# current settings: the settings are checked and the server is restarted on it.
set -Eeuo pipefail
# A step that fails names itself, for the operator and for a test's log: the script's line (for a
# failure inside a function, the line that called it) and its text.
stopped() {
  local status=$1 line=$2
  [ "$BASH_SUBSHELL" -eq 0 ] || return 0
  [ "${#BASH_LINENO[@]}" -le 2 ] || line=${BASH_LINENO[-2]}
  echo "release.sh stopped at line $line (exit $status): $(sed -n "${line}s/^[[:space:]]*//p" "$0")" >&2
}
trap 'stopped $? "$LINENO"' ERR

# The server's layout, and the service user. The tests point these at a temporary layout
# (tests/deploy/); sudo does not pass them on, so on the server they are these.
APP_DIR=${ATELIER_ROOT:-/srv/atelier}
ENV_FILE=${ATELIER_ENV_FILE:-/etc/atelier/atelier.env}
NPM_CACHE=${ATELIER_NPM_CACHE:-/var/cache/atelier}
SERVICE_USER=${ATELIER_SERVICE_USER:-atelier}
KEEP_RELEASES=5

usage="usage: sudo deploy/release.sh [--if-changed] [SOURCE]"
if_changed=no
if [ "${1:-}" = --if-changed ]; then
  if_changed=yes
  shift
fi
case "${1:-}" in -*) echo "$usage" >&2; exit 1 ;; esac
[ "$#" -le 1 ] || { echo "$usage" >&2; exit 1; }
SOURCE=$(cd "${1:-$(dirname "$0")/..}" && pwd)

[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }
[ -f "$ENV_FILE" ] || { echo "$ENV_FILE is missing: run deploy/install.sh first." >&2; exit 1; }
revision=$(git -c safe.directory="$SOURCE" -C "$SOURCE" rev-parse --verify HEAD) ||
  { echo "$SOURCE is not a git checkout with a commit." >&2; exit 1; }

# Runs a command as the service user: through runuser from root, directly when this already is
# that user (the tests, as root).
as_service_user() {
  if [ "$(id -un)" = "$SERVICE_USER" ]; then "$@"; else runuser -u "$SERVICE_USER" -- "$@"; fi
}
# Runs a command as the service user, with npm's cache in a directory of its own, and the
# pictures encoded by earlier releases beside it (a release builds in a fresh folder; only new or
# changed pictures are encoded).
as_atelier() {
  as_service_user env HOME="$NPM_CACHE" npm_config_cache="$NPM_CACHE/npm" \
    npm_config_update_notifier=false IMAGE_CACHE_DIR="$NPM_CACHE/images" "$@"
}
# scripts/settings.ts of a release, as the service user, with the settings file on descriptor 3
# (opened here as root; the service user cannot open it, and no value goes into a command line).
settings() {
  local release=$1 file=$ENV_FILE
  shift
  (cd "$release" && as_service_user node_modules/node/bin/node \
    scripts/settings.ts --name "$ENV_FILE" "$@" 3<"$file")
}
# Waits up to 30 s for the server to answer /healthz on its port.
wait_for_health() {
  local port
  port=$(settings "$1" get PORT)
  for _ in $(seq 1 30); do
    curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null 2>&1 && return 0
    sleep 1
  done
  curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null
}
refuse_settings() {
  echo "Refused: the server would not start with $ENV_FILE (see above). Fix it with" \
    "\`sudoedit $ENV_FILE\` and run this again; nothing was switched or restarted." >&2
  exit 1
}

live=$(readlink -f "$APP_DIR/current" 2>/dev/null || true)
if [ "$if_changed" = yes ] && [ -n "$live" ] && [ -x "$live/node_modules/node/bin/node" ]; then
  if [ "$(cat "$live/REVISION" 2>/dev/null)" != "$revision" ]; then
    echo "==> The live release is of another commit: a new release of $revision"
  elif [ ! -f "$live/BUILD_SETTINGS" ] || [ ! -f "$live/scripts/settings.ts" ]; then
    echo "==> The live release does not record its build settings: a new release"
  elif [ "$(settings "$live" build)" != "$(cat "$live/BUILD_SETTINGS")" ]; then
    echo "==> The settings changed since the live release was built" \
      "(PUBLIC_SITE_URL, PUBLIC_API_KEY or RETENTION_DAYS): a new release"
  else
    echo "==> $revision is live already, built with these settings: check them and restart"
    settings "$live" check --built-with "$live/BUILD_SETTINGS" || refuse_settings
    systemctl restart atelier.service
    if ! wait_for_health "$live"; then
      echo "The server does not answer /healthz: see journalctl -u atelier." >&2
      exit 1
    fi
    echo "==> $live is live ($revision)"
    exit 0
  fi
fi

RELEASE="$APP_DIR/releases/$(date -u +%Y%m%dT%H%M%SZ)"
while [ -e "$RELEASE" ]; do
  sleep 1
  RELEASE="$APP_DIR/releases/$(date -u +%Y%m%dT%H%M%SZ)"
done
# A release that fails before the switch is removed again: rollback.sh never meets half of one.
switched=no
trap '[ "$switched" = yes ] || rm -rf "$RELEASE"' EXIT

echo "==> New release $RELEASE from $SOURCE"
install -d -o "$SERVICE_USER" -g "$(id -gn "$SERVICE_USER")" -m 0755 "$RELEASE"
# Only committed files: no node_modules, build output or local data of the checkout.
git -c safe.directory="$SOURCE" -C "$SOURCE" archive --format=tar "$revision" |
  as_service_user tar -x -C "$RELEASE"
echo "$revision" >"$RELEASE/REVISION"

# The encoded pictures are named by content: the previous release's serve as cache, so only new
# or changed originals are encoded (a full encode takes minutes).
if [ -n "$live" ] && [ -d "$live/public/images" ]; then
  as_service_user cp -r "$live/public/images" "$RELEASE/public/"
fi

echo "==> Install dependencies (among them the project's own Node 24)"
cd "$RELEASE"
# Debian's npm runs on Debian's Node 18, which installs everything but the optional packages that
# need Node 20 or newer (sharp's prebuilt image library). The second pass runs npm on the Node 24
# the first one brought, and completes the install; where the system Node is new enough, it
# changes nothing.
as_atelier npm install --no-audit --no-fund --loglevel=error
as_atelier PATH="$RELEASE/node_modules/.bin:$PATH" npm install --no-audit --no-fund --loglevel=error

echo "==> Check the settings in $ENV_FILE with this release's validation"
settings "$RELEASE" check || refuse_settings

echo "==> Build with the site's public settings"
settings "$RELEASE" build >"$RELEASE/BUILD_SETTINGS"
mapfile -t build_settings <"$RELEASE/BUILD_SETTINGS"
as_atelier "${build_settings[@]}" npm run build

# The service only reads its code: the release belongs to root from now on.
chown -R root:root "$RELEASE"

# The backup runs on the live release (atelier-backup.service); no database means nothing to
# back up yet (a first install, or a server that never got to create it).
database=$(settings "$RELEASE" get DATABASE_PATH)
database=${database:-./data/studio.sqlite}
case "$database" in
  /*) ;;
  *) database="$APP_DIR/current/$database" ;;
esac
if [ "$database" = "$APP_DIR/current/:memory:" ]; then
  echo "==> No database file (DATABASE_PATH=:memory:): no backup"
elif [ ! -e "$database" ]; then
  echo "==> No database at $database yet: nothing to back up"
elif [ -z "$live" ] || [ ! -x "$live/node_modules/node/bin/node" ]; then
  echo "==> No live release to run the backup with: no backup" >&2
else
  echo "==> Back up the database before the switch"
  systemctl start atelier-backup.service
fi

echo "==> Switch to the new release and restart"
ln -sfn "$RELEASE" "$APP_DIR/current.new"
mv -T "$APP_DIR/current.new" "$APP_DIR/current"
switched=yes
systemctl restart atelier.service

if ! wait_for_health "$RELEASE"; then
  echo "The new release does not answer /healthz: see journalctl -u atelier, or roll back" \
    "with deploy/rollback.sh." >&2
  exit 1
fi
echo "==> $RELEASE is live ($revision)"

# Older releases beyond the last few are removed; the one running is never among them.
find "$APP_DIR/releases" -mindepth 1 -maxdepth 1 -type d | sort | head -n "-$KEEP_RELEASES" |
  while read -r old; do
    [ "$old" = "$(readlink -f "$APP_DIR/current")" ] || rm -rf "$old"
  done
