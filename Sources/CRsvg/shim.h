#ifndef FOLIO_CRSVG_SHIM_H
#define FOLIO_CRSVG_SHIM_H
// librsvg, which draws the icon set's SVG files into a Cairo context; only FolioGraphics imports this module.
#include <librsvg/rsvg.h>
#endif
