#ifndef FOLIO_CSPNG_SHIM_H
#define FOLIO_CSPNG_SHIM_H
// libspng, the PNG reader behind every PNG Folio reads (goldens, folio diff, images in frames);
// only FolioGraphics imports this module.
#include <spng.h>
#endif
