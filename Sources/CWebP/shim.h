#ifndef FOLIO_CWEBP_SHIM_H
#define FOLIO_CWEBP_SHIM_H
// libwebp (Debian libwebp-dev), for WebP cards and renders; only FolioGraphics imports it.
#include <webp/encode.h>
#endif
