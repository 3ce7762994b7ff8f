#!/usr/bin/env bash
# Builds Folio's image without any image registry: mmdebstrap makes a Debian 12 root file system
# from Debian's own packages (the [runtime] section of scripts/packages.txt, pinned: the one list
# scripts/setup.sh installs from too), folio (make build: the Swift runtime linked in) and the
# Templates are copied in at /usr/local/bin and /usr/local/share/folio. The file system is then
# checked: a card rendered inside it (bubblewrap, else chroot) must be byte for byte the card the
# same binary renders here. Then, unless --rootfs-only, it is packed and imported with podman and,
# where podman can start containers, run once.
#   deploy/build-image.sh [--rootfs-only] [TAG]    (default folio:0.1.0)
# Writes .build/image/rootfs/ (the file system), .build/image/check.png and, for the import,
# .build/image/folio-rootfs.tar. `make image-test` is --rootfs-only. Runs as root (mmdebstrap's root
# mode, the chroot) and needs Debian's mirror. The same layout as deploy/Containerfile, whose base
# images do need a registry.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rootfs_only=0
if [ "${1:-}" = --rootfs-only ]; then rootfs_only=1; shift; fi
tag=${1:-folio:0.1.0}
out="$repo/.build/image"
rootfs="$out/rootfs"
binary="$repo/.build/release/folio"
say() { echo "build-image: $*" >&2; }

[ -x "$binary" ] || { say "no $binary (make build first)"; exit 66; }
if ldd "$binary" | grep -q libswiftCore; then
  say "$binary links the Swift runtime dynamically; build it with make build (--static-swift-stdlib)"
  exit 65
fi
tools=(mmdebstrap)
[ $rootfs_only -eq 1 ] || tools+=(podman)
for tool in "${tools[@]}"; do
  command -v "$tool" > /dev/null || { say "needs $tool (apt-get install ${tools[*]})"; exit 69; }
done
[ "$(id -u)" -eq 0 ] || { say "run as root: mmdebstrap builds the file system in root mode and renders inside it"; exit 77; }

packages=$("$repo/scripts/packages.sh" --pinned runtime | paste -sd, -)
rm -rf "$rootfs" && mkdir -p "$out"
say "mmdebstrap bookworm with $packages"
started=$(date +%s)
mmdebstrap --quiet --variant=apt --include="$packages" \
  --customize-hook="mkdir -p \"\$1/usr/local/bin\" \"\$1/usr/local/share/folio\" \"\$1/work\"" \
  --customize-hook="copy-in $binary /usr/local/bin" \
  --customize-hook="copy-in $repo/Templates /usr/local/share/folio" \
  --customize-hook="copy-in $repo/Icons /usr/local/share/folio" \
  bookworm "$rootfs"
say "file system built in $(( $(date +%s) - started )) s: $(du -sh "$rootfs" | cut -f1) in $rootfs"

# The check: one card inside the file system (nothing of this machine's but the kernel), one here.
card=(card water --size 200x250)
rm -f "$rootfs/tmp/check.png"
if command -v bwrap > /dev/null; then
  bwrap --bind "$rootfs" / --dev /dev --proc /proc --tmpfs /run --unshare-all --die-with-parent --clearenv \
    --setenv PATH /usr/local/bin:/usr/bin:/bin --setenv HOME /work --chdir /work \
    /usr/local/bin/folio "${card[@]}" -o /tmp/check.png
else
  chroot "$rootfs" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/work sh -c "cd /work && folio ${card[*]} -o /tmp/check.png"
fi
mv "$rootfs/tmp/check.png" "$out/check.png"
(cd "$(mktemp -d)" && FOLIO_TEMPLATES="$repo/Templates" "$binary" "${card[@]}" -o "$out/here.png" > /dev/null)
if ! cmp -s "$out/check.png" "$out/here.png"; then
  say "the card rendered inside the image differs from the one rendered here: $out/check.png, $out/here.png"
  exit 1
fi
say "rendered a card inside the file system: $out/check.png ($(stat -c %s "$out/check.png") bytes), the same bytes as here"
[ $rootfs_only -eq 0 ] || exit 0

tar -C "$rootfs" -cf "$out/folio-rootfs.tar" .
say "podman import as $tag"
podman import --change 'ENTRYPOINT ["/usr/local/bin/folio"]' --change 'ENV FOLIO_TEMPLATES=/usr/local/share/folio/Templates' \
  --change 'WORKDIR /work' "$out/folio-rootfs.tar" "$tag"
if version=$(podman run --rm --network none "$tag" --version 2>&1); then
  say "$tag runs: $version"
else
  # Inside an unprivileged container podman can import but not start one (crun cannot set rlimits
  # there); the render in the file system above already ran this image's folio.
  say "imported $tag, but podman cannot start a container on this machine: $version"
fi
