#ifndef FOLIO_CJPEG_SHIM_H
#define FOLIO_CJPEG_SHIM_H
// libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev), for JPEG cards and renders: it returns
// status codes instead of long-jumping out of an error handler. Only FolioGraphics imports it.
#include <turbojpeg.h>
#endif
