#ifndef FOLIO_CCAIRO_SHIM_H
#define FOLIO_CCAIRO_SHIM_H
// The C libraries Folio draws with; only FolioGraphics imports this module.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <pixman.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
// mallopt, for PixelMemory (the Glibc module leaves malloc.h out).
#include <malloc.h>
// A hint that `address` will be read soon (the perspective warp's source rows ahead of it).
static inline void folio_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }
#endif
