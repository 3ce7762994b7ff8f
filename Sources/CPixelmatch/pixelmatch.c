// pixelmatch 7 (Mapbox, ISC licence) written again in C from its published algorithm: see
// include/pixelmatch.h and PixelDiff.swift, whose comments describe each step.
#include "pixelmatch.h"

#include <math.h>
#include <string.h>

static double brightness(double r, double g, double b) { return r * 0.29889531 + g * 0.58662247 + b * 0.11448223; }

static double background(long n) { return 48 + 159 * (double)(n % 2); }

static int same_pixel(const uint8_t *p, long i, const uint8_t *q, long j) {
    return p[i] == q[j] && p[i + 1] == q[j + 1] && p[i + 2] == q[j + 2] && p[i + 3] == q[j + 3];
}

static double color_delta(const uint8_t *p, long i, const uint8_t *q, long j, int brightness_only) {
    if (same_pixel(p, i, q, j)) return 0;
    double r1 = p[i], g1 = p[i + 1], b1 = p[i + 2], a1 = p[i + 3];
    double r2 = q[j], g2 = q[j + 1], b2 = q[j + 2], a2 = q[j + 3];
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2, da = a1 - a2;
    if (a1 < 255 || a2 < 255) {
        double rb = background(i), gb = background((long)((double)i / 1.618033988749895)),
               bb = background((long)((double)i / 2.618033988749895));
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }
    double y = brightness(dr, dg, db);
    if (brightness_only) return y;
    double in_phase = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    double quadrature = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    double delta = 0.5053 * y * y + 0.299 * in_phase * in_phase + 0.1957 * quadrature * quadrature;
    return y > 0 ? -delta : delta;
}

static int has_many_siblings(const uint8_t *img, int x, int y, int width, int height) {
    int x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    int x2 = x < width - 1 ? x + 1 : width - 1, y2 = y < height - 1 ? y + 1 : height - 1;
    long i = ((long)y * width + x) * 4;
    int equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            if (same_pixel(img, i, img, ((long)ny * width + nx) * 4)) equal++;
            if (equal > 2) return 1;
        }
    }
    return 0;
}

static int antialiased(const uint8_t *img, int x, int y, int width, int height, const uint8_t *other) {
    int x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    int x2 = x < width - 1 ? x + 1 : width - 1, y2 = y < height - 1 ? y + 1 : height - 1;
    long i = ((long)y * width + x) * 4;
    int equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    int dx = 0, dy = 0, bx = 0, by = 0;
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            double delta = color_delta(img, i, img, ((long)ny * width + nx) * 4, 1);
            if (delta == 0) {
                if (++equal > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta, dx = nx, dy = ny;
            } else if (delta > brightest) {
                brightest = delta, bx = nx, by = ny;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (has_many_siblings(img, dx, dy, width, height) && has_many_siblings(other, dx, dy, width, height))
        || (has_many_siblings(img, bx, by, width, height) && has_many_siblings(other, bx, by, width, height));
}

long folio_pixelmatch(const uint8_t *first, const uint8_t *second, uint8_t *output, int width, int height,
                      double threshold, int include_aa, long *antialiased_count) {
    long bytes = (long)width * height * 4, differing = 0, ignored = 0;
    *antialiased_count = 0;
    if (!output && memcmp(first, second, (size_t)bytes) == 0) return 0;
    double max_delta = 35215 * threshold * threshold;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            long i = ((long)y * width + x) * 4;
            double delta = color_delta(first, i, second, i, 0);
            const uint8_t *mark = 0;
            static const uint8_t red[3] = {255, 0, 0}, yellow[3] = {255, 255, 0};
            if (fabs(delta) > max_delta) {
                if (!include_aa && (antialiased(first, x, y, width, height, second)
                                    || antialiased(second, x, y, width, height, first))) {
                    ignored++, mark = yellow;
                } else {
                    differing++, mark = red;
                }
            }
            if (!output) continue;
            if (mark) {
                output[i] = mark[0], output[i + 1] = mark[1], output[i + 2] = mark[2];
            } else {
                double alpha = 0.1 * first[i + 3] / 255;
                double grey = round(255 + (brightness(first[i], first[i + 1], first[i + 2]) - 255) * alpha);
                output[i] = output[i + 1] = output[i + 2] = (uint8_t)(grey < 0 ? 0 : grey > 255 ? 255 : grey);
            }
            output[i + 3] = 255;
        }
    }
    *antialiased_count = ignored;
    return differing;
}
