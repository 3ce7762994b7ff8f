#!/usr/bin/env bash
# `make install PREFIX=...`: scripts/install.sh BINARY PREFIX puts folio at PREFIX/bin/folio and the
# Templates (default snapshots, storybook manifest, report templates) at PREFIX/share/folio/Templates,
# where an installed folio looks for them beside its bin/ folder (FOLIO_TEMPLATES overrides it).
# The fonts are Debian packages at fixed paths (scripts/setup.sh installs them); folio builds its
# private font configuration from that pinned list when it starts, so there is no font file to copy.
# Ends by rendering a card from outside the checkout with the installed binary, which fails naming
# any missing font file or library.
set -euo pipefail

binary=${1:?usage: install.sh BINARY PREFIX}
prefix=${2:?usage: install.sh BINARY PREFIX}
repo=$(cd "$(dirname "$0")/.." && pwd)

install -d "$prefix/bin" "$prefix/share/folio"
install -m 755 "$binary" "$prefix/bin/folio"
rm -rf "$prefix/share/folio/Templates.new"
cp -R "$repo/Templates" "$prefix/share/folio/Templates.new"
rm -rf "$prefix/share/folio/Templates"
mv "$prefix/share/folio/Templates.new" "$prefix/share/folio/Templates"

check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
(cd "$check" && env -u FOLIO_TEMPLATES "$prefix/bin/folio" card water --size 200x250 -o "$check/card.png" > /dev/null)
echo "installed $prefix/bin/folio and $prefix/share/folio/Templates; it renders from outside the checkout"
