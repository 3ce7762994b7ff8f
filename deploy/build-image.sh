#!/usr/bin/env bash
# Builds Folio's image without any image registry: mmdebstrap makes a Debian 12 root filesystem
# from Debian's own packages (the pinned ones of deploy/packages.txt), folio (make build: the Swift
# runtime linked in) and the Templates are copied in at /usr/local/bin and /usr/local/share/folio,
# the file system is checked by rendering a card inside it (chroot), then imported with podman
# and, where podman can start containers, run once.
#   deploy/build-image.sh [TAG]        (default folio:0.1.0; writes .build/image/folio-rootfs.tar)
# The same layout as deploy/Containerfile, whose base images do need a registry.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
tag=${1:-folio:0.1.0}
out="$repo/.build/image"
binary="$repo/.build/release/folio"
[ -x "$binary" ] || { echo "build-image: no $binary (make build first)" >&2; exit 66; }
if ldd "$binary" | grep -q libswiftCore; then
  echo "build-image: $binary links the Swift runtime dynamically; build it with make build (--static-swift-stdlib)" >&2
  exit 65
fi
for tool in mmdebstrap podman; do
  command -v "$tool" > /dev/null || { echo "build-image: needs $tool (apt-get install mmdebstrap podman)" >&2; exit 69; }
done
mkdir -p "$out"
packages=$(grep -v '^#' "$repo/deploy/packages.txt" | paste -sd, -)

echo "build-image: mmdebstrap bookworm with $packages"
mmdebstrap --variant=apt --include="$packages" \
  --customize-hook="mkdir -p \"\$1/usr/local/bin\" \"\$1/usr/local/share/folio\" \"\$1/work\"" \
  --customize-hook="copy-in $binary /usr/local/bin" \
  --customize-hook="copy-in $repo/Templates /usr/local/share/folio" \
  --customize-hook="chroot \"\$1\" /usr/local/bin/folio card water --size 200x250 -o /tmp/check.png" \
  --customize-hook="rm -f \"\$1/tmp/check.png\"" \
  bookworm "$out/folio-rootfs.tar"
ls -l "$out/folio-rootfs.tar"

echo "build-image: podman import as $tag"
podman import --change 'ENTRYPOINT ["/usr/local/bin/folio"]' --change 'ENV FOLIO_TEMPLATES=/usr/local/share/folio/Templates' \
  --change 'WORKDIR /work' "$out/folio-rootfs.tar" "$tag"
if version=$(podman run --rm --network none "$tag" --version 2>&1); then
  echo "build-image: $tag runs: $version"
else
  # Inside an unprivileged container podman can import but not start one (crun cannot set rlimits
  # there); the render in the file system above (chroot) already ran this image's folio.
  echo "build-image: imported $tag, but podman cannot start a container on this machine: $version"
fi
