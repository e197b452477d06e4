// The three-box blur's inner loops (BoxBlur in TabSnapRaster holds the recipe and the checks).
#ifndef TABSNAP_BLUR_H
#define TABSNAP_BLUR_H

#include <stddef.h>
#include <stdint.h>

// One blur, as BoxBlur.apply describes it: `src` holds w x h premultiplied pixels (R | G<<8 |
// B<<16 | A<<24), rows `stride` pixels apart; the output is the input grown by e = before[0] +
// before[1] + before[2] on every side, and only the window [x0, x1) x [y0, y1) of it (inside the
// output, not empty) is stored, row-major, into `out`. With `alpha_only` only alpha is blurred
// (the other channels come out 0). Each direction sums its three boxes exactly and divides
// once by `divisor` (the product of the box sizes), rounding half up.
//
// `narrow` (255.5 x divisor < 2^31) sums in 32-bit lanes and divides with a 32 x 32-bit
// multiply; otherwise 64-bit lanes and a division. Both give the same bytes.
//
// Scratch, all provided by the caller, any contents (sizes from tsp_blur_scratch_sizes): `rows`
// (w' x h words, where w' = x1 - x0; only the rows the window needs are written and read),
// `lines` (bytes for two padded line buffers), `sums`.
void tsp_blur_scratch_sizes(int w, int h, const int32_t before[3], const int32_t after[3], int narrow,
                            size_t *lines_bytes, size_t *sums_bytes);
void tsp_box_blur(const uint32_t *src, size_t stride, int w, int h, int alpha_only,
                  const int32_t before[3], const int32_t after[3], int64_t divisor, int narrow,
                  int x0, int y0, int x1, int y1,
                  uint32_t *rows, void *lines, void *sums, uint32_t *out);

// The 32-bit lanes' division alone, for tests: (v + floor(d/2)) / d rounded down, for
// v + floor(d/2) < 2^31 and 1 <= d < 2^31.
uint32_t tsp_blur_narrow_divide(uint32_t v, int64_t divisor);

#endif
