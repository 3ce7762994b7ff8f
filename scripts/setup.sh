#!/usr/bin/env bash
# Installs the Debian packages Folio needs (C libraries, the pinned fonts, the PDF tools used by the
# tests) when any is missing. Safe to run again: it does nothing when all are there.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig-dev libpixman-1-dev libdeflate-dev libspng-dev
  fonts-inter fonts-materialdesignicons-webfont fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  poppler-utils
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "folio setup: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q >/dev/null
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
