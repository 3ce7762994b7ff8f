#ifndef FOLIO_CQPDF_H
#define FOLIO_CQPDF_H
// libqpdf's C API (Debian libqpdf-dev), to finish Cairo's PDFs whatever cross-reference form they
// use (a classic table from Cairo 1.16, streams from 1.18). Only FolioGraphics imports it.
//
// Folio does not link libqpdf: it and what it pulls in (gnutls, nettle, gmp, p11-kit, idn2, ...;
// eleven libraries) cost every process 2.5 ms to load, and only PDFs need them. CQPDF.c defines the
// functions Folio calls, each forwarding to libqpdf once cqpdf_load() has opened it.
#include <qpdf/qpdf-c.h>

/// Opens libqpdf and finds the functions Folio calls, once per process (later calls wait for the
/// first and return what it did): NULL when all are there, else why not, in words.
const char *cqpdf_load(void);

#endif
