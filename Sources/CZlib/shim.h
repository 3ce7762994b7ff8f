#ifndef FOLIO_CZLIB_SHIM_H
#define FOLIO_CZLIB_SHIM_H
// zlib, which compresses the PNG encoder's bands and joins them at its flush points (as pigz does);
// only FolioCodecs imports this module.
#include <zlib.h>
#endif
