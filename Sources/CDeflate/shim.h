#ifndef FOLIO_CDEFLATE_SHIM_H
#define FOLIO_CDEFLATE_SHIM_H
// libdeflate, which compresses the streams of a finished PDF in one call; only FolioCodecs imports
// this module.
#include <libdeflate.h>
#endif
