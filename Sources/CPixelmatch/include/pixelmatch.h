#ifndef FOLIO_CPIXELMATCH_H
#define FOLIO_CPIXELMATCH_H
// pixelmatch 7's algorithm in C, the reference `folio bench` times Folio's own differ (PixelDiff)
// against: the same YIQ distance, translucent background and anti-aliasing detector, so both count
// the same pixels (PixelMatchReferenceTests checks that).
#include <stdint.h>

// Compares two RGBA8 pictures of `width` × `height`; returns the pixels that differ beyond `threshold`
// (0 … 1) and stores the anti-aliased ones ignored in `*antialiased` (unless `include_aa`, which counts
// them as differing). When `output` is not NULL it receives the diff picture (RGBA8): the first picture
// faded, differing pixels red, anti-aliased ones yellow.
long folio_pixelmatch(const uint8_t *first, const uint8_t *second, uint8_t *output, int width, int height,
                      double threshold, int include_aa, long *antialiased);

#endif
