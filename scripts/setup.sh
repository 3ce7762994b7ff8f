#!/usr/bin/env bash
# Installs the Debian packages Folio needs when any is missing: every section of scripts/packages.txt,
# the one list the image reads too (build headers, the runtime libraries and pinned fonts, the tools
# the tests run), by name. Then the Python packages the tests run, pinned, from PyPI, into a
# project-local environment, .venv/ (git ignores it): the PDF/UA and PDF/A validator
# (page-validation), a reader of JUnit files (junitparser) and the icon set Folio draws its icons with
# (lucide, ISC licence), whose SVG files it extracts into Icons/lucide-VERSION/ (git ignores it; see
# Sources/FolioGraphics/Icons/IconSet.swift, which pins the same version). Safe to run again: it does nothing
# when all are there. On a machine that is not Debian, without root or sudo, or without a Swift
# toolchain, it says what is needed and stops, instead of failing halfway.
set -euo pipefail

icon_set="lucide==1.1.4"
python_packages=("page-validation==0.11.0" "junitparser==5.0.3" "$icon_set")
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
    say "could not install ${wanted[*]} into .venv (is PyPI reachable?); the icons, the PDF validation and JUnit tests need them"
    exit 1
  fi
}

# The icon set's SVG files, out of the zip the pinned package ships, into Icons/<name>-<version>/:
# extracted beside the folder and renamed into place, so a folder that is there is whole.
extract_icons() {
  local folder="$repo/Icons/${icon_set%%==*}-${icon_set#*==}"
  [ -d "$folder" ] && return 0
  say "extracting the ${icon_set%%==*} ${icon_set#*==} icons into $folder"
  mkdir -p "$repo/Icons"
  "$repo/.venv/bin/python" - "$folder" <<'PY'
import os, sys, zipfile
from importlib import resources
folder = sys.argv[1]
partial = folder + ".partial"
with resources.files("lucide").joinpath("lucide.zip").open("rb") as data, zipfile.ZipFile(data) as icons:
    names = [n for n in icons.namelist() if n.endswith(".svg") and "/" not in n]
    os.makedirs(partial, exist_ok=True)
    for name in names:
        with open(os.path.join(partial, name), "wb") as out:
            out.write(icons.read(name))
os.rename(partial, folder)
PY
}

if [ ${#missing[@]} -eq 0 ]; then
  install_validator
  extract_icons
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
extract_icons
