#!/usr/bin/env bash
# Prints the packages of the given sections of scripts/packages.txt, one a line, without their
# "=VERSION" pins unless --pinned comes first. The one reader of that list (setup.sh, the image).
#   scripts/packages.sh [--pinned] SECTION...      e.g. scripts/packages.sh --pinned runtime
set -euo pipefail
pinned=0
if [ "${1:-}" = --pinned ]; then pinned=1; shift; fi
[ $# -gt 0 ] || { echo "usage: packages.sh [--pinned] build|runtime|test..." >&2; exit 2; }
list="$(dirname "$0")/packages.txt"
for section in "$@"; do
  grep -qx "\[$section\]" "$list" || { echo "packages.sh: no section [$section] in $list" >&2; exit 2; }
  awk -v want="[$section]" -v pinned="$pinned" '
    /^\[.*\]$/ { inside = ($0 == want); next }
    inside && !/^#/ && NF { print (pinned ? $1 : substr($1, 1, index($1 "=", "=") - 1)) }
  ' "$list"
done
