#ifndef FOLIO_CDEFLATE_SHIM_H
#define FOLIO_CDEFLATE_SHIM_H
// libdeflate, which compresses the PNG encoder's bands and the streams of a finished PDF; only
// FolioCodecs imports this module.
#include <libdeflate.h>
#endif
