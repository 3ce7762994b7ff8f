#ifndef FOLIO_CQPDF_SHIM_H
#define FOLIO_CQPDF_SHIM_H
// libqpdf's C API (Debian libqpdf-dev), to finish Cairo's PDFs whatever cross-reference form they
// use (a classic table from Cairo 1.16, streams from 1.18). Only FolioGraphics imports it.
#include <qpdf/qpdf-c.h>
#endif
