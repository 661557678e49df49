#!/usr/bin/env bash
# Operator commands on the server (README, "Going live"): run as the service user, on the live
# release, against the server's database. deploy/install.sh installs this as /usr/local/bin/atelier.
#
#   sudo atelier inquiries list        # every `npm run inquiries -- …` command of the README
#   sudo atelier restore /var/backups/atelier/studio-2026-11-23T031500Z.sqlite
#
# (A backup now: sudo systemctl start atelier-backup.)
set -euo pipefail

ENV_FILE=/etc/atelier/atelier.env
usage="usage: sudo atelier inquiries COMMAND… | restore BACKUP_FILE"

# One NAME=value line of the environment file, as systemd reads it.
env_value() { sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1; }

[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo atelier $*" >&2; exit 1; }
command=${1:-}
case "$command" in
  inquiries | restore) shift ;;
  *) echo "$usage" >&2; exit 1 ;;
esac

cd /srv/atelier/current
exec runuser -u atelier -- env \
  DATABASE_PATH="$(env_value DATABASE_PATH)" \
  DATABASE_BUSY_TIMEOUT_MS="$(env_value DATABASE_BUSY_TIMEOUT_MS)" \
  RETENTION_DAYS="$(env_value RETENTION_DAYS)" \
  node_modules/node/bin/node --disable-warning=ExperimentalWarning "scripts/$command.ts" "$@"
