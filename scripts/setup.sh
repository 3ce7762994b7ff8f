#!/usr/bin/env bash
# Installs the Debian packages Folio needs (C libraries, the pinned fonts, the PDF tools used by the
# tests) when any is missing. Safe to run again: it does nothing when all are there. On a machine
# that is not Debian, without root or sudo, or without a Swift toolchain, it says what is needed
# and stops, instead of failing halfway.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig-dev libpixman-1-dev libdeflate-dev libspng-dev
  libturbojpeg0-dev libwebp-dev libmicrohttpd-dev
  fonts-inter fonts-materialdesignicons-webfont fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  poppler-utils qpdf curl wrk
)

say() { echo "folio setup: $*" >&2; }

if ! command -v swift >/dev/null 2>&1; then
  say "no Swift toolchain on PATH. Install Swift 5.9 or later for Linux (https://www.swift.org/install/linux/)"
  say "and put its usr/bin on PATH, then run 'make setup' again."
  exit 1
fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  say "this is not a Debian-based system (no dpkg/apt-get). Folio needs these Debian packages, or your"
  say "system's equivalents (the same libraries through pkg-config and the same font files):"
  say "  ${packages[*]}"
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo"
  elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
    sudo="sudo"   # sudo will ask for the password on this terminal
  else
    say "these packages are missing and installing them needs root: ${missing[*]}"
    say "ask an administrator to run:  apt-get install --no-install-recommends ${missing[*]}"
    exit 1
  fi
fi

say "installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get update -q >/dev/null || ! $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null; then
  say "apt-get could not install ${missing[*]}; see its messages above (is the network or a mirror down?)"
  exit 1
fi
