#!/usr/bin/env bash
# Prints a new environment file for a site: deploy/atelier.env.example with the domain, the SMTP
# URL and two freshly generated secrets filled in. deploy/install.sh writes it to
# /etc/atelier/atelier.env (owner-only) when that file does not exist yet.
#
#   deploy/new-env.sh DOMAIN SMTP_URL > atelier.env
#
# STUDIO_EMAIL and MAIL_FROM may be given in the environment (defaults: hallo@DOMAIN and
# "Atelier Website <website@DOMAIN>"). Values are written as they are: no quoting is needed in a
# file systemd reads.
set -euo pipefail

usage="usage: deploy/new-env.sh DOMAIN SMTP_URL"
DOMAIN=${1:?$usage}
SMTP_URL=${2:?$usage}
HERE=$(cd "$(dirname "$0")" && pwd)

# A random value of letters and digits, about 6 bits per character.
random_text() { head -c "$1" /dev/urandom | base64 -w 0 | tr -d '/+='; }

export NEW_PUBLIC_SITE_URL="https://$DOMAIN"
export NEW_SMTP_URL="$SMTP_URL"
export NEW_STUDIO_EMAIL="${STUDIO_EMAIL:-hallo@$DOMAIN}"
export NEW_MAIL_FROM="${MAIL_FROM:-Atelier Website <website@$DOMAIN>}"
NEW_PUBLIC_API_KEY=$(random_text 32)
NEW_SESSION_SECRET=$(random_text 48)
export NEW_PUBLIC_API_KEY NEW_SESSION_SECRET

# Each NAME= line with a NEW_NAME in the environment gets that value; the rest is copied.
awk -F= '!/^#/ && ("NEW_" $1) in ENVIRON { print $1 "=" ENVIRON["NEW_" $1]; next } { print }' \
  "$HERE/atelier.env.example"
