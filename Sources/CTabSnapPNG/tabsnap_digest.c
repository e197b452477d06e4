#include "tabsnap_png.h"

#include <string.h>

// PixelDigest's four lanes over whole 32-byte blocks, in C so that a debug build (`swift test`,
// which compiles this target optimised) hashes a frame as fast as a release one; the arithmetic
// is PixelDigest.step's, lane for lane, so both give the same digest.
static inline uint64_t load_le64(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}

static inline uint64_t step(uint64_t lane, uint64_t w, unsigned r, uint64_t k) {
    uint64_t x = lane ^ w;
    return ((x << r) | (x >> (64 - r))) * k;
}

void tsp_digest_blocks(uint64_t lanes[4], const uint8_t *bytes, size_t count) {
    uint64_t a = lanes[0], b = lanes[1], c = lanes[2], d = lanes[3];
    for (size_t o = 0; o + 32 <= count; o += 32) {
        a = step(a, load_le64(bytes + o), 29, 0x9E3779B97F4A7C15ull);
        b = step(b, load_le64(bytes + o + 8), 23, 0xC2B2AE3D27D4EB4Full);
        c = step(c, load_le64(bytes + o + 16), 31, 0x165667B19E3779F9ull);
        d = step(d, load_le64(bytes + o + 24), 27, 0x85EBCA77C2B2AE63ull);
    }
    lanes[0] = a; lanes[1] = b; lanes[2] = c; lanes[3] = d;
}

// One pass that hashes and checks: a passing verify hashes every band of a screen as stored,
// which is its straight bytes only where every pixel is opaque, so the alphas are checked here
// rather than in a pass of their own. The caller makes the rest straight from where this stopped.
size_t tsp_digest_blocks_opaque(uint64_t lanes[4], const uint8_t *bytes, size_t count) {
    uint64_t a = lanes[0], b = lanes[1], c = lanes[2], d = lanes[3];
    size_t o = 0;
    for (; o + 32 <= count; o += 32) {
        uint64_t w0 = load_le64(bytes + o), w1 = load_le64(bytes + o + 8);
        uint64_t w2 = load_le64(bytes + o + 16), w3 = load_le64(bytes + o + 24);
        uint64_t all = w0 & w1 & w2 & w3;
        if ((((all & (all >> 32)) >> 24) & 0xFF) != 0xFF) break;  // the eight alphas' AND
        a = step(a, w0, 29, 0x9E3779B97F4A7C15ull);
        b = step(b, w1, 23, 0xC2B2AE3D27D4EB4Full);
        c = step(c, w2, 31, 0x165667B19E3779F9ull);
        d = step(d, w3, 27, 0x85EBCA77C2B2AE63ull);
    }
    lanes[0] = a; lanes[1] = b; lanes[2] = c; lanes[3] = d;
    return o;
}
