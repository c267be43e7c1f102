#!/usr/bin/env bash
# Story tests and e2e drive Debian's chromium (no browser downloads on this network);
# the server's ticket PDF test rasterises pages with poppler's pdftoppm.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ] && command -v pdftoppm >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium or pdftoppm is missing: installing Debian's chromium and poppler-utils with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core poppler-utils >/dev/null
  exit 0
fi
echo "chromium or pdftoppm is missing. Install them with:  sudo apt-get install -y chromium fonts-liberation fonts-dejavu-core poppler-utils" >&2
exit 1
