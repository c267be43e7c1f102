#!/usr/bin/env bash
# Story tests and e2e drive Debian's chromium (no browser downloads on this network).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: installing Debian's chromium with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core >/dev/null
  exit 0
fi
echo "chromium is missing. Install it with:  sudo apt-get install -y chromium fonts-liberation fonts-dejavu-core" >&2
exit 1
