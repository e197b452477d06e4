// Compositing loops that run for every translucent fill (TabSnapRaster's Compositing holds the rules).
#ifndef TABSNAP_COMPOSITING_H
#define TABSNAP_COMPOSITING_H

#include <stddef.h>
#include <stdint.h>

// Source-over of one premultiplied colour `src` (R | G<<8 | B<<16 | A<<24) across n pixels at
// full coverage: each channel d * (255 - A) / 255 rounded as Pixel.mul255, plus the source's,
// kept to 8 bits; four pixels a step in 16-bit lanes, the rest as Pixel.srcOver does (which
// agrees for every validly premultiplied source).
void tsp_src_over_run(uint32_t *dst, size_t n, uint32_t src);

#endif
