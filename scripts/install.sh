#!/usr/bin/env bash
# `make install PREFIX=...`: scripts/install.sh BINARY PREFIX puts folio at PREFIX/bin/folio and the
# Templates (default snapshots, storybook manifest, report templates) at PREFIX/share/folio/Templates,
# where an installed folio looks for them beside its bin/ folder (FOLIO_TEMPLATES overrides it).
# The fonts are Debian packages at fixed paths (scripts/setup.sh installs them); folio builds its
# private font configuration from that pinned list when it starts, so there is no font file to copy.
# The manual page (PREFIX/share/man/man1/folio.1) and the bash, zsh and fish completions
# (PREFIX/share/bash-completion/completions/folio, PREFIX/share/zsh/site-functions/_folio,
# PREFIX/share/fish/vendor_completions.d/folio.fish) are written by the installed folio itself from
# the tables its --help prints (folio help --man, folio help --completions SHELL), never copied.
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
# The icon set's drawings (extracted by scripts/setup.sh), where an installed folio finds them (IconSet.swift).
rm -rf "$prefix/share/folio/Icons.new"
cp -R "$repo/Icons" "$prefix/share/folio/Icons.new"
rm -rf "$prefix/share/folio/Icons"
mv "$prefix/share/folio/Icons.new" "$prefix/share/folio/Icons"

write() {  # write FILE COMMAND...: the command's output into FILE, atomically
  install -d "$(dirname "$1")"
  "${@:2}" > "$1.new" && mv "$1.new" "$1"
}
write "$prefix/share/man/man1/folio.1" "$prefix/bin/folio" help --man
write "$prefix/share/bash-completion/completions/folio" "$prefix/bin/folio" help --completions bash
write "$prefix/share/zsh/site-functions/_folio" "$prefix/bin/folio" help --completions zsh
write "$prefix/share/fish/vendor_completions.d/folio.fish" "$prefix/bin/folio" help --completions fish

check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
(cd "$check" && env -u FOLIO_TEMPLATES "$prefix/bin/folio" card water --size 200x250 -o "$check/card.png" > /dev/null)
echo "installed $prefix/bin/folio, $prefix/share/folio/Templates, the man page and bash, zsh and fish completions; it renders from outside the checkout"
