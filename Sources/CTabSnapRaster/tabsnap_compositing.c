// Source-over runs in C with the compiler's vector types: Swift's SIMD types cost a call per
// operation in a debug build (what `swift test` makes), and a translucent bar's fill was a third
// of such a render; vector types are single instructions even at -O0.
#include "tabsnap_compositing.h"

#include <string.h>

// Pixel.scale: all four channels times f / 255, rounded, two channels per 32-bit multiply.
static inline uint32_t scale(uint32_t p, uint32_t f) {
    uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));

void tsp_src_over_run(uint32_t *dst, size_t n, uint32_t src) {
    const uint32_t inv = 255 - (src >> 24);
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Byte k of a pixel is channel k: sixteen bytes are four pixels.
    const uint16_t s0 = src & 255, s1 = (src >> 8) & 255, s2 = (src >> 16) & 255, s3 = src >> 24;
    const u16x16 s = {s0, s1, s2, s3, s0, s1, s2, s3, s0, s1, s2, s3, s0, s1, s2, s3};
    const u16x16 k = {(uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv,
                      (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv,
                      (uint16_t)inv, (uint16_t)inv, (uint16_t)inv, (uint16_t)inv};
    for (; i + 4 <= n; i += 4) {
        u8x16 d8;
        memcpy(&d8, dst + i, sizeof d8);
        u16x16 t = __builtin_convertvector(d8, u16x16) * k + 128;  // at most 255 * 255 + 128
        t = (t + (t >> 8)) >> 8;
        u8x16 r = __builtin_convertvector(t + s, u8x16);           // kept to 8 bits, as the Swift lanes
        memcpy(dst + i, &r, sizeof r);
    }
#endif
    for (; i < n; i++) dst[i] = src + scale(dst[i], inv);  // Pixel.srcOver
}
