#!/usr/bin/env bash
# Prints a new environment file for a site: deploy/atelier.env.example with the domain, the SMTP
# URL and two freshly generated secrets filled in. deploy/install.sh writes it to
# /etc/atelier/atelier.env (owner-only) when that file does not exist yet.
#
#   deploy/new-env.sh DOMAIN > atelier.env                          # asks for the SMTP URL
#   deploy/new-env.sh DOMAIN --smtp-url-file FILE > atelier.env
#
# The SMTP URL holds the mailbox's password, so it is never a command-line argument (those show in
# `ps` and in the shell's history): it is read from standard input (a prompt that does not echo
# when that is a terminal, otherwise the first line), or from FILE, which must belong to the user
# running this (root) and be readable by nobody else (chmod 600).
#
# STUDIO_EMAIL and MAIL_FROM may be given in the environment (defaults: hallo@DOMAIN and
# "Atelier Website <website@DOMAIN>"). Values are written as they are, unquoted, the way systemd
# reads them back unchanged; a value systemd would read differently is refused.
set -euo pipefail

usage="usage: deploy/new-env.sh DOMAIN [--smtp-url-file FILE]   (the SMTP URL on standard input without FILE)"
HERE=$(cd "$(dirname "$0")" && pwd)

fail() {
  echo "$*" >&2
  exit 1
}

[ "$#" -ge 1 ] || fail "$usage"
DOMAIN=$1
shift
smtp_url_file=""
case "$#:${1:-}" in
  0:) ;;
  2:--smtp-url-file) smtp_url_file=$2 ;;
  *:smtp://* | *:smtps://*)
    fail "The SMTP URL is not an argument (arguments show in ps and in the shell's history):" \
      "give it on standard input, or with --smtp-url-file FILE. $usage"
    ;;
  *) fail "$usage" ;;
esac
[[ $DOMAIN =~ ^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$ ]] ||
  fail "Not a domain (lower-case letters, digits, dots and hyphens, like atelier-aachen.de): $DOMAIN"

if [ -n "$smtp_url_file" ]; then
  [ -f "$smtp_url_file" ] || fail "No such file: $smtp_url_file"
  read -r owner mode < <(stat -L -c '%u %a' "$smtp_url_file")
  [ "$owner" = "$(id -u)" ] ||
    fail "$smtp_url_file must belong to $(id -un), who runs this (it belongs to uid $owner)."
  (((8#$mode & 8#077) == 0)) ||
    fail "$smtp_url_file can be read by others (mode $mode): chmod 600 $smtp_url_file, or better," \
      "give the SMTP URL on standard input."
  IFS= read -r SMTP_URL <"$smtp_url_file" || [ -n "${SMTP_URL:-}" ] ||
    fail "$smtp_url_file is empty."
elif [ -t 0 ]; then
  IFS= read -rs -p "SMTP URL of the site's mailbox (smtps://user:password@host:465, not shown): " \
    SMTP_URL || true
  echo >&2
else
  IFS= read -r SMTP_URL || [ -n "${SMTP_URL:-}" ] || fail "No SMTP URL on standard input. $usage"
fi
SMTP_URL=${SMTP_URL%$'\r'}
[ -n "$SMTP_URL" ] || fail "No SMTP URL given."
[[ $SMTP_URL =~ ^smtps?://[^[:space:]]+$ ]] ||
  fail "The SMTP URL must start with smtps:// or smtp:// and contain no blanks" \
    "(percent-encode them: a space is %20, @ in the user name %40)."

export NEW_PUBLIC_SITE_URL="https://$DOMAIN"
export NEW_SMTP_URL="$SMTP_URL"
export NEW_STUDIO_EMAIL="${STUDIO_EMAIL:-hallo@$DOMAIN}"
export NEW_MAIL_FROM="${MAIL_FROM:-Atelier Website <website@$DOMAIN>}"

# systemd reads an unquoted value as written except for these: a backslash escapes, blanks at
# either end are dropped, a leading quote starts a quoted value, and a line ends the value.
for name in SMTP_URL STUDIO_EMAIL MAIL_FROM; do
  value=$(printenv "NEW_$name")
  if [[ $value == *\\* || $value =~ ^[[:space:]\'\"] || $value =~ [[:space:]]$ ||
    $value =~ [[:cntrl:]] ]]; then
    fail "$name contains a backslash, a line break, a leading quote or blanks at an end," \
      "which systemd would read differently: percent-encode or remove them."
  fi
done

# A random value of letters and digits, about 6 bits per character.
random_text() { head -c "$1" /dev/urandom | base64 -w 0 | tr -d '/+='; }
NEW_PUBLIC_API_KEY=$(random_text 32)
NEW_SESSION_SECRET=$(random_text 48)
export NEW_PUBLIC_API_KEY NEW_SESSION_SECRET

# Each NAME= line with a NEW_NAME in the environment gets that value; the rest is copied. (awk
# takes ENVIRON's values as they are, without interpreting backslashes.)
awk -F= '!/^#/ && ("NEW_" $1) in ENVIRON { print $1 "=" ENVIRON["NEW_" $1]; next } { print }' \
  "$HERE/atelier.env.example"
