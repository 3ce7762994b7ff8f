#ifndef FOLIO_CZLIB_SHIM_H
#define FOLIO_CZLIB_SHIM_H
// zlib, whose CRC-32 seals each PNG chunk and whose adler32_combine joins the Adler-32s of the PNG
// encoder's bands (libdeflate compresses them); only FolioCodecs imports this module.
#include <zlib.h>
#endif
