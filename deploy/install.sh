#!/usr/bin/env bash
# Puts the studio website on a fresh Debian 12 server, behind Caddy with HTTPS (docs/operations.md,
# "Going live"; docs/decisions/0013-deployment-caddy-systemd.md). Run it from a git checkout of
# the site:
#
#   sudo deploy/install.sh example.com                               # asks for the SMTP URL
#   sudo deploy/install.sh example.com --smtp-url-file /root/smtp-url  # or reads it from a file
#   sudo deploy/install.sh example.com --backup-target sftp:u123@u123.your-storagebox.de:atelier
#
# The SMTP URL (smtps://website%40example.com:PASSWORD@mail.example.net:465) is needed only while
# /etc/atelier/atelier.env does not exist yet. It is never an argument, which would show in `ps`
# and in the shell's history: it is asked for without echo on a terminal, read as the first line
# of standard input otherwise, or read from a file only root can read (chmod 600).
#
# The off-site backup (ADR 0038): its target is asked for on a terminal, or given with
# --backup-target (a local folder, by default /var/backups/atelier/restic; sftp:...; s3:...). The
# repository password is generated here, kept root-only in /etc/atelier/restic-password and shown
# once; a server that restores another's backups gets that server's password from a root-only
# file (--backup-password-file FILE), never as an argument.
#
# STUDIO_EMAIL and MAIL_FROM may be given in the environment (defaults: hallo@DOMAIN and
# "Atelier Website <website@DOMAIN>"). Running it again is safe: existing settings, data and
# backups are kept, and the site is only rebuilt when the checkout has a new commit or the
# settings the pages are built with changed. The settings are checked with the server's own
# validation before anything is started; with a setting the server would refuse, nothing is.
set -Eeuo pipefail
# A step that fails names itself, for the operator and for a test's log: the script's line (for a
# failure inside a function, the line that called it) and its text.
stopped() {
  local status=$1 line=$2
  [ "$BASH_SUBSHELL" -eq 0 ] || return 0
  [ "${#BASH_LINENO[@]}" -le 2 ] || line=${BASH_LINENO[-2]}
  echo "install.sh stopped at line $line (exit $status): $(sed -n "${line}s/^[[:space:]]*//p" "$0")" >&2
}
trap 'stopped $? "$LINENO"' ERR

usage="usage: sudo deploy/install.sh DOMAIN [--smtp-url-file FILE] [--backup-target TARGET] [--backup-password-file FILE]"
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE=$(dirname "$HERE")
ENV_FILE=/etc/atelier/atelier.env
BACKUP_PASSWORD=/etc/atelier/restic-password
BACKUP_SSH_KEY=/etc/atelier/backup-ssh-key
BACKUP_KNOWN_HOSTS=/etc/atelier/backup-known-hosts
DEFAULT_BACKUP_TARGET=/var/backups/atelier/restic

# The arguments first, before anything is asked for or changed.
[ "$#" -ge 1 ] || { echo "$usage" >&2; exit 1; }
DOMAIN=$1
shift
smtp_args=()
backup_target=""
backup_password_file=""
while [ "$#" -gt 0 ]; do
  case "$1" in
    --smtp-url-file | --backup-target | --backup-password-file)
      [ "$#" -ge 2 ] || { echo "$usage" >&2; exit 1; }
      case "$1" in
        --smtp-url-file) smtp_args=(--smtp-url-file "$2") ;;
        --backup-target) backup_target=$2 ;;
        --backup-password-file) backup_password_file=$2 ;;
      esac
      shift 2
      ;;
    smtp://* | smtps://*)
      echo "The SMTP URL is no longer an argument (arguments show in ps and in the shell's" \
        "history): run without it and type it when asked, pipe it in, or use --smtp-url-file FILE." >&2
      echo "$usage" >&2
      exit 1
      ;;
    *) echo "$usage" >&2; exit 1 ;;
  esac
done
[[ $DOMAIN =~ ^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$ ]] ||
  { echo "Not a domain (lower-case, like atelier-aachen.de): $DOMAIN" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0 $*" >&2; exit 1; }

# A target restic understands, with no secret in it (S3 keys go into the settings file).
valid_backup_target() {
  [[ $1 =~ ^(/[^[:space:]]*|sftp:(//)?[^[:space:]:/@]+@[^[:space:]]+|rclone:ssh://[^[:space:]:/@]+@[^[:space:]/]+/?|s3:https?://[^[:space:]@]+)$ ]]
}
if [ -n "$backup_target" ] && ! valid_backup_target "$backup_target"; then
  echo "Not a backup target: $backup_target (an absolute folder, sftp:user@host:path," \
    "sftp://user@host:port//path, rclone:ssh://user@host:port or s3:https://host/bucket/path, with no password in it)" >&2
  exit 1
fi
# A file with a secret: root's alone, as new-env.sh checks the SMTP URL's.
root_only_file() {
  [ -f "$1" ] || { echo "No such file: $1" >&2; return 1; }
  local owner mode
  read -r owner mode < <(stat -L -c '%u %a' "$1")
  if [ "$owner" != 0 ] || (((8#$mode & 8#077) != 0)); then
    echo "$1 must belong to root and be readable by nobody else (chmod 600)." >&2
    return 1
  fi
}
if [ -n "$backup_password_file" ]; then root_only_file "$backup_password_file" || exit 1; fi

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
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy nodejs npm git curl sqlite3 \
  restic openssh-client >/dev/null

echo "==> Service user atelier (system account, no login, no home)"
if ! id -u atelier >/dev/null 2>&1; then
  useradd --system --user-group --home-dir /nonexistent --no-create-home \
    --shell /usr/sbin/nologin atelier
fi

echo "==> Directories"
# Code: root's, readable. Data, backups and the build's npm cache: atelier's alone.
install -d -o root -g root -m 0755 /srv/atelier /srv/atelier/releases
install -d -o atelier -g atelier -m 0700 /var/lib/atelier /var/backups/atelier /var/cache/atelier

echo "==> Off-site backup (restic)"
setting() { sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1; }
target=$(setting RESTIC_REPOSITORY)
if [ -z "$target" ]; then
  target=$backup_target
  if [ -z "$target" ] && [ -t 0 ]; then
    read -r -p "Backup target: a folder (a second disk), sftp:user@host:path or s3:https://host/bucket/path [$DEFAULT_BACKUP_TARGET]: " target
  fi
  target=${target:-$DEFAULT_BACKUP_TARGET}
  valid_backup_target "$target" || { echo "Not a backup target: $target" >&2; exit 1; }
  cat >>"$ENV_FILE" <<SETTINGS

# The off-site backup (docs/operations.md, "Off-site backups"), written by install.sh.
RESTIC_REPOSITORY=$target
RESTIC_PASSWORD_FILE=$BACKUP_PASSWORD
BACKUP_SSH_KEY=$BACKUP_SSH_KEY
BACKUP_SSH_KNOWN_HOSTS=$BACKUP_KNOWN_HOSTS
SETTINGS
  echo "    target: $target"
else
  echo "    target kept: $target (change it with: sudoedit $ENV_FILE)"
  if [ -n "$backup_target" ] && [ "$backup_target" != "$target" ]; then
    echo "    (--backup-target is not read: the settings name a target)"
  fi
fi
# Settings files older than the off-site backup lack the service's own backup folders (the
# defaults would point into the read-only release).
for folder in BACKUP_STAGING_DIR=backup-staging BACKUP_REQUEST_DIR=backup-requests \
  ERASURE_JOURNAL_DIR=erasure-journal; do
  if [ -z "$(setting "${folder%%=*}")" ]; then
    echo "${folder%%=*}=/var/lib/atelier/${folder#*=}" >>"$ENV_FILE"
  fi
done
if [[ $target == s3:* ]] && [ -z "$(setting AWS_SECRET_ACCESS_KEY)" ]; then
  if [ -t 0 ]; then
    read -r -p "S3 access key id: " s3_key
    read -rs -p "S3 secret access key (not shown): " s3_secret
    echo
    printf 'AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n' "$s3_key" "$s3_secret" >>"$ENV_FILE"
  else
    echo "    !!! Put AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY into $ENV_FILE (sudoedit)."
  fi
fi
new_password=no
if [ ! -f "$BACKUP_PASSWORD" ]; then
  if [ -n "$backup_password_file" ]; then
    install -o root -g root -m 0600 "$backup_password_file" "$BACKUP_PASSWORD"
    echo "    repository password taken from $backup_password_file"
  else
    (umask 077 && head -c 32 /dev/urandom | base64 | tr -d '=\n' | tr '+/' '-_' >"$BACKUP_PASSWORD.new" &&
      echo >>"$BACKUP_PASSWORD.new")
    mv "$BACKUP_PASSWORD.new" "$BACKUP_PASSWORD"
    new_password=yes
  fi
elif [ -n "$backup_password_file" ]; then
  echo "    (--backup-password-file is not read: $BACKUP_PASSWORD exists)"
fi
chown root:root "$BACKUP_PASSWORD"
chmod 0600 "$BACKUP_PASSWORD"
# The key an sftp target knows this server by (systemd hands it to the backup job).
[ -f "$BACKUP_SSH_KEY" ] ||
  ssh-keygen -q -t ed25519 -N "" -C "atelier-backup@$DOMAIN" -f "$BACKUP_SSH_KEY"
chmod 0600 "$BACKUP_SSH_KEY"
if [[ $target == sftp:* || $target == rclone:ssh://* ]] && [ ! -s "$BACKUP_KNOWN_HOSTS" ]; then
  # sftp:user@host:path, sftp://user@host:port//path or rclone:ssh://user@host:port: the host
  # key, trusted on first use.
  authority=${target#rclone:ssh:}
  authority=${authority#sftp:}
  authority=${authority#//}
  authority=${authority%%/*}
  authority=${authority#*@}
  host=${authority%%:*}
  port=22
  if [[ $target != sftp:[!/]* && $authority == *:* ]]; then port=${authority#*:}; fi
  ssh-keyscan -p "$port" "$host" 2>/dev/null >"$BACKUP_KNOWN_HOSTS" ||
    echo "    !!! Could not reach $host:$port for its host key; run install.sh again once it answers."
fi
[ -f "$BACKUP_KNOWN_HOSTS" ] || : >"$BACKUP_KNOWN_HOSTS"
chmod 0644 "$BACKUP_KNOWN_HOSTS"
dropin=/etc/systemd/system/atelier-restic@.service.d
if [[ $target == /* && $target != /var/backups/atelier/* ]]; then
  # The job may write only its own folders; a local target elsewhere is added to them.
  install -d -m 0755 "$dropin"
  printf '[Service]\nReadWritePaths=%s\n' "$target" >"$dropin/target.conf"
else
  rm -f "$dropin/target.conf"
fi
if [[ $target == /* ]]; then install -d -o atelier -g atelier -m 0700 "$target"; fi

echo "==> systemd units: the site, its local and off-site backups"
install -m 0644 "$HERE/systemd/atelier.service" "$HERE/systemd/atelier-backup.service" \
  "$HERE/systemd/atelier-backup.timer" "$HERE/systemd/atelier-restic@.service" \
  "$HERE/systemd/atelier-restic-backup.timer" "$HERE/systemd/atelier-restic-check.timer" \
  "$HERE/systemd/atelier-restic-drill.timer" "$HERE/systemd/atelier-restic-backup.path" \
  "$HERE/systemd/atelier-restic-drill.path" /etc/systemd/system/
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

# The repository (created unless it exists; with another server's password, that server's is
# opened), then the nightly backup, the weekly check, the monthly drill and the studio's buttons.
backup_ready=yes
if ! systemctl start atelier-restic@init.service; then
  backup_ready=no
  journalctl -u atelier-restic@init.service -n 5 --no-pager -o cat >&2 || true
  echo "    !!! The backup repository could not be opened or created (above). Fix it, then:" \
    "systemctl start atelier-restic@init" >&2
fi
systemctl enable --quiet --now atelier-restic-backup.timer atelier-restic-check.timer \
  atelier-restic-drill.timer atelier-restic-backup.path atelier-restic-drill.path

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
  5. Backups go to $target every night: systemctl list-timers 'atelier-restic*'
EOF
if [[ $target == sftp:* || $target == rclone:ssh://* ]]; then
  cat <<EOF
     The storage needs this server's key in its authorized_keys, append-only
     (docs/operations.md, "An append-only Storage Box"):
     $(cat "$BACKUP_SSH_KEY.pub")
EOF
fi
[ "$backup_ready" = yes ] || echo "  !!! The backup repository is not ready yet: see above."
if [ "$new_password" = yes ]; then
  cat <<EOF

!!! The password of the backups, shown this once (it is in $BACKUP_PASSWORD, root only):

    $(cat "$BACKUP_PASSWORD")

!!! Without it no backup can be read, by anyone: a lost server would be lost for good. Write it
!!! down or keep it in a password manager, away from this server. The studio reminds the owner
!!! until she confirms it is stored.
EOF
fi
