#!/usr/bin/env bash
# Switches the site back to an earlier release and restarts it (README, "Going live").
#
#   sudo deploy/rollback.sh            # the release before the running one
#   sudo deploy/rollback.sh 20261123T031500Z   # a release by name (ls /srv/atelier/releases)
#
# The database stays as it is: inquiries received since the update are kept. An older release
# refuses to start on a database that a newer release has migrated ("database schema N is newer
# than this code knows" in journalctl -u atelier); then switch forward again, or restore the
# backup taken before the update (which loses the inquiries received since; export them first
# with `npm run inquiries -- export --csv`).
set -euo pipefail

APP_DIR=/srv/atelier
ENV_FILE=/etc/atelier/atelier.env

[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }

current=$(readlink -f "$APP_DIR/current")
if [ $# -ge 1 ]; then
  target="$APP_DIR/releases/$1"
else
  target=""
  while read -r release; do
    [ "$release" = "$current" ] && break
    target=$release
  done < <(find "$APP_DIR/releases" -mindepth 1 -maxdepth 1 -type d | sort)
fi
if [ -z "$target" ] || [ ! -f "$target/build/server/index.js" ]; then
  echo "No earlier complete release to switch to (running: $current)." >&2
  exit 1
fi

echo "==> Switch from $current to $target and restart"
ln -sfn "$target" "$APP_DIR/current.new"
mv -T "$APP_DIR/current.new" "$APP_DIR/current"
systemctl restart atelier.service

port=$(sed -n 's/^PORT=//p' "$ENV_FILE" | tail -n 1)
for _ in $(seq 1 30); do
  if curl -fsS "http://127.0.0.1:${port:-3000}/healthz" >/dev/null; then
    echo "==> $target is live"
    exit 0
  fi
  sleep 1
done
echo "$target does not answer /healthz: see journalctl -u atelier." >&2
exit 1
