#!/usr/bin/env bash
# Operator commands on the server (docs/operations.md): run as the service user, on the live
# release, with the service's settings. deploy/install.sh installs this as /usr/local/bin/atelier.
#
#   sudo atelier inquiries list        # every `npm run inquiries -- …` command of the docs
#   sudo atelier inquiries erase --email anna@example.com
#   sudo atelier studio invite         # a setup link for the owner's first (or a new) passkey
#   sudo atelier content export        # the live website content as JSON (import FILE [--publish])
#   sudo atelier restore /var/backups/atelier/studio-2026-11-23T031500Z.sqlite
#   sudo atelier restore               # the whole site from the off-site repository (restic)
#   sudo atelier restore 4f1c2a9e      # ... from that snapshot (restic snapshots lists them)
#   sudo atelier settings check        # after `sudoedit /etc/atelier/atelier.env`
#
# (A backup now: sudo systemctl start atelier-backup, or atelier-restic@backup off-site.)
#
# A restore from the repository stops the server, runs as root (it reads the root-only repository
# password and ssh key named in the settings), gives what it wrote to the service user, applies
# the erasure journal, and starts the server again (docs/operations.md, "When the server is gone").
#
# The command gets every variable of /etc/atelier/atelier.env, read as systemd reads it for
# atelier.service (scripts/settings.ts), so it opens the same database and the same OUTBOX_DIR as
# the server. The file is opened here, as root, and handed to the command on descriptor 3: the
# service user cannot read it, and no value appears in a command line.
set -euo pipefail

# Where the settings and the live release are, and the service user. The tests point these at a
# temporary layout (tests/deploy/); sudo does not pass them on, so on the server they are these.
ENV_FILE=${ATELIER_ENV_FILE:-/etc/atelier/atelier.env}
APP_DIR=${ATELIER_APP_DIR:-/srv/atelier/current}
SERVICE_USER=${ATELIER_SERVICE_USER:-atelier}

usage="usage: sudo atelier inquiries COMMAND… | studio invite | content export|import FILE [--publish] | restore [BACKUP_FILE | SNAPSHOT] | settings check"

if [ "$(id -u)" -ne 0 ] && [ "$(id -un)" != "$SERVICE_USER" ]; then
  echo "Run as root: sudo atelier $*" >&2
  exit 1
fi
command=${1:-}
case "$command" in
  inquiries | studio | content | restore) shift ;;
  settings)
    if [ "$#" -ne 2 ] || [ "$2" != check ]; then echo "$usage" >&2; exit 1; fi
    ;;
  *) echo "$usage" >&2; exit 1 ;;
esac
if [ ! -f "$ENV_FILE" ] || [ ! -r "$ENV_FILE" ]; then
  echo "Cannot read the settings $ENV_FILE: run deploy/install.sh first." >&2
  exit 1
fi
node="$APP_DIR/node_modules/node/bin/node"
[ -x "$node" ] || { echo "No release at $APP_DIR: run deploy/install.sh first." >&2; exit 1; }

# As the service user: through runuser from root; directly when this already is that user.
run=(runuser -u "$SERVICE_USER" --)
[ "$(id -un)" = "$SERVICE_USER" ] && run=()

# The whole site from the restic repository (scripts/backups.ts restore). Root runs it, so that
# the repository password and the ssh key stay readable by root alone; everything it writes is
# then handed to the service user, who runs the server.
restore_from_repository() {
  if [ "$#" -gt 1 ] || [[ ${1:-} == -* ]]; then echo "$usage" >&2; exit 1; fi
  # A setting's path as the server resolves it: relative ones against the release, unset ones
  # the server's default.
  path_setting() {
    local value
    value=$("$node" scripts/settings.ts get "$1" 3<"$ENV_FILE")
    value=${value:-$2}
    [[ $value == /* ]] || value="$APP_DIR/$value"
    printf '%s\n' "$value"
  }
  local database outbox journal owner was_active=no
  database=$(path_setting DATABASE_PATH ./data/studio.sqlite)
  outbox=$(path_setting OUTBOX_DIR ./data/outbox)
  journal=$(path_setting ERASURE_JOURNAL_DIR ./data/erasure-journal)
  owner="$SERVICE_USER:$(id -gn "$SERVICE_USER")"
  if command -v systemctl >/dev/null && systemctl is-active --quiet atelier.service 2>/dev/null; then
    was_active=yes
    echo "Stopping the server for the restore (systemctl stop atelier)…"
    systemctl stop atelier.service
  fi
  local status=0
  "$node" scripts/settings.ts run backups restore "$@" 3<"$ENV_FILE" || status=$?
  # What root restored (and the folders it made) belongs to the service user, as the server's.
  for path in "$database" "$outbox" "$journal"; do
    if [ -e "$path" ]; then chown -R "$owner" "$path"; fi
  done
  for path in "$database".before-restore-*; do
    if [ -e "$path" ]; then chown "$owner" "$path"; fi
  done
  if [ "$was_active" = yes ]; then
    echo "Starting the server (systemctl start atelier)…"
    systemctl start atelier.service
  fi
  return "$status"
}

cd "$APP_DIR"
if [ "$command" = settings ]; then
  settings_file=$ENV_FILE
  if "${run[@]}" "$node" scripts/settings.ts \
    --name "$ENV_FILE" check --built-with "$APP_DIR/BUILD_SETTINGS" 3<"$settings_file"; then
    exit 0
  fi
  echo "Edit the settings with: sudoedit $ENV_FILE" >&2
  exit 1
fi
if [ "$command" = restore ] && { [ "$#" -eq 0 ] || [ ! -e "$1" ]; }; then
  restore_from_repository "$@"
  exit
fi
# A content file to import is opened here, as root, and read from standard input: the service
# user could not read a file in root's home (where an operator keeps it).
if [ "$command" = content ] && [ "${1:-}" = import ]; then
  file="" args=(import)
  for arg in "${@:2}"; do
    if [[ $arg == --* ]]; then args+=("$arg"); else file=$arg; args+=(-); fi
  done
  if [ -n "$file" ] && [ "$file" != - ]; then
    if [ ! -f "$file" ] || [ ! -r "$file" ]; then echo "Cannot read $file." >&2; exit 1; fi
    exec "${run[@]}" "$node" scripts/settings.ts run content "${args[@]}" 3<"$ENV_FILE" <"$file"
  fi
fi
exec "${run[@]}" "$node" scripts/settings.ts run "$command" "$@" 3<"$ENV_FILE"
