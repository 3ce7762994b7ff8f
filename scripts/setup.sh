#!/usr/bin/env bash
# Installs the Debian packages Folio needs when any is missing: every section of scripts/packages.txt,
# the one list the image reads too (build headers, the runtime libraries and pinned fonts, the tools
# the tests run), by name. Then the Python packages the tests run, pinned, from PyPI, into a
# project-local environment, .venv/ (git ignores it): the PDF/UA and PDF/A validator
# (page-validation) and a reader of JUnit files (junitparser). Safe to run again: it does nothing
# when all are there. On a machine that is not Debian, without root or sudo, or without a Swift
# toolchain, it says what is needed and stops, instead of failing halfway.
set -euo pipefail

python_packages=("page-validation==0.11.0" "junitparser==5.0.3")
repo=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t packages < <("$repo/scripts/packages.sh" build runtime test)

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

# The Python packages the tests run, in .venv/ beside the package (pip fetches them from PyPI).
install_validator() {
  local wanted=()
  for spec in "${python_packages[@]}"; do
    "$repo/.venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('${spec%%==*}') != '${spec#*==}')" 2>/dev/null \
      || wanted+=("$spec")
  done
  [ ${#wanted[@]} -eq 0 ] && return 0
  say "installing ${wanted[*]} into $repo/.venv"
  if ! python3 -m venv "$repo/.venv" || ! "$repo/.venv/bin/pip" install -q "${wanted[@]}"; then
    say "could not install ${wanted[*]} into .venv (is PyPI reachable?); the PDF validation and JUnit tests need them"
    exit 1
  fi
}

if [ ${#missing[@]} -eq 0 ]; then
  install_validator
  exit 0
fi

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
install_validator
