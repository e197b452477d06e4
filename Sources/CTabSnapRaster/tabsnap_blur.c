// The three-box blur's loops in C: Swift's SIMD and generic code ran ~60x slower unoptimised
// than optimised, and a `swift test` (a debug build) took 1.7 s for one standard-appearance bar.
// Plain loops over unsigned lanes cost a few times their optimised speed at -O0 and vectorise at
// -O2. Unsigned, so the running sums wrap as defined; every window sum they yield is exact.
#include "tabsnap_blur.h"

#include <string.h>

enum { ROW_LANES = 16, COLUMN_LANES = 64 };

static int max3(const int32_t v[3]) { int m = v[0]; if (v[1] > m) m = v[1]; if (v[2] > m) m = v[2]; return m; }
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

// Positions of padding on each side of a line: a box reads `before` + 1 left and `after` right.
static int padding(const int32_t before[3], const int32_t after[3]) { return imax(max3(before), max3(after)) + 1; }

void tsp_blur_scratch_sizes(int w, int h, const int32_t before[3], const int32_t after[3], int narrow,
                            size_t *lines_bytes, size_t *sums_bytes) {
    int e = before[0] + before[1] + before[2];
    int longest = imax(w + 2 * e, h + 2 * e);
    size_t lane = narrow ? sizeof(uint32_t) : sizeof(uint64_t);
    *lines_bytes = 2 * (size_t)(longest + 2 * padding(before, after)) * COLUMN_LANES * lane;
    *sums_bytes = COLUMN_LANES * lane;
}

// The 32-bit lanes' division, (v + floor(d/2)) / d rounded down for v + floor(d/2) < 2^31: with
// s = 31 + ceil(log2 d) and m = ceil(2^s / d) (below 2^32), floor(x * m / 2^s) = floor(x / d) for
// every x < 2^31, since m * d - 2^s < d <= 2^(s - 31) (Granlund and Montgomery's bound). A
// 32 x 32-bit multiply: a general 64-bit one is emulated on SSE2. Only for d < 2^31.
static void narrow_setup(uint64_t d, uint64_t *mult, int *shift) {
    if (d == 0 || d >= ((uint64_t)1 << 31)) { *mult = 0; *shift = 0; return; }
    int s = 31;
    while (((uint64_t)1 << (s - 31)) < d) s++;
    *shift = s;
    *mult = (((uint64_t)1 << s) + d - 1) / d;
}

static inline uint64_t narrow_div(uint32_t v, uint64_t half, uint64_t mult, int shift) {
    return ((uint64_t)(uint32_t)(v + (uint32_t)half) * mult) >> shift;
}

uint32_t tsp_blur_narrow_divide(uint32_t v, int64_t divisor) {
    uint64_t mult, d = (uint64_t)divisor;
    int shift;
    narrow_setup(d, &mult, &shift);
    return (uint32_t)narrow_div(v, d / 2, mult, shift);
}

// BLUR(T, NAME, DIV): the blur in lanes of type T, dividing a lane's sum with DIV(v).
#define BLUR(T, NAME, DIV)                                                                              \
/* One box over positions [lo, hi) of a line set of L lanes a position: out[x] = sum of         */ \
/* in[x - b .. x + a], a running sum (add the lane entering on the right, drop the one leaving).  */ \
static inline __attribute__((always_inline)) void NAME##_box(const T *restrict in, T *restrict out,    \
        T *restrict sums, int L, int lo, int hi, int b, int a) {                                        \
    for (int l = 0; l < L; l++) {                                                                       \
        T s = 0;                                                                                        \
        for (int i = lo - b; i <= lo + a; i++) s += in[(ptrdiff_t)i * L + l];                           \
        sums[l] = s;                                                                                    \
        out[(ptrdiff_t)lo * L + l] = s;                                                                 \
    }                                                                                                   \
    for (int x = lo + 1; x < hi; x++) {                                                                 \
        const T *add = in + (ptrdiff_t)(x + a) * L, *drop = in + (ptrdiff_t)(x - b - 1) * L;            \
        T *o = out + (ptrdiff_t)x * L;                                                                  \
        for (int l = 0; l < L; l++) { T s = sums[l] + add[l] - drop[l]; sums[l] = s; o[l] = s; }        \
    }                                                                                                   \
}                                                                                                       \
                                                                                                        \
/* The three boxes over a line set of n positions, L lanes each (`in` and `out` at position 0,     */ \
/* padded with zeros both sides), for x in [need_lo, need_hi) of the last box; each box makes only */ \
/* what the boxes after it read. Inlined where L is a constant, so the lanes' loop vectorises.     */ \
static inline __attribute__((always_inline)) T *NAME##_passes(T *in, T *out, int L, int n,             \
        const int32_t before[3], const int32_t after[3], int need_lo, int need_hi, T *sums) {           \
    for (int k = 0; k < 3; k++) {                                                                       \
        int lo = need_lo, hi = need_hi;                                                                 \
        for (int later = k + 1; later < 3; later++) { lo -= before[later]; hi += after[later]; }       \
        lo = imax(lo, 0); hi = imin(hi, n);                                                             \
        if (lo < hi) NAME##_box(in, out, sums, L, lo, hi, before[k], after[k]);                         \
        T *t = in; in = out; out = t;                                                                   \
    }                                                                                                   \
    return in;                                                                                          \
}                                                                                                       \
                                                                                                        \
/* Lanes j*4 .. j*4+3 of `dst` from pixel `p` (R, G, B, A), or lane j from its alpha. */               \
static inline void NAME##_put(T *dst, int j, uint32_t p, int alpha_only) {                              \
    if (alpha_only) { dst[j] = p >> 24; return; }                                                       \
    dst[4 * j] = p & 255; dst[4 * j + 1] = (p >> 8) & 255; dst[4 * j + 2] = (p >> 16) & 255; dst[4 * j + 3] = p >> 24; \
}                                                                                                       \
                                                                                                        \
/* Lane j of `q` divided back into a pixel (colour: four lanes; alpha: one, in the alpha byte). */     \
static inline uint32_t NAME##_get(const T *q, int j, int alpha_only, uint64_t half, uint64_t divisor,   \
                                  uint64_t mult, int shift) {                                            \
    (void)half; (void)divisor; (void)mult; (void)shift;                                                 \
    if (alpha_only) return (uint32_t)DIV(q[j]) << 24;                                                   \
    return (uint32_t)DIV(q[4 * j]) | (uint32_t)DIV(q[4 * j + 1]) << 8 | (uint32_t)DIV(q[4 * j + 2]) << 16 \
        | (uint32_t)DIV(q[4 * j + 3]) << 24;                                                            \
}                                                                                                       \
                                                                                                        \
/* Loads positions [lo, hi) of a line set: item j at position p is base[(p - e) * step + j * gap] */ \
/* for p - e in [0, limit), zero elsewhere (the line's zero margin).                              */ \
static inline __attribute__((always_inline)) void NAME##_load(T *in, int L, int lo, int hi, int e,     \
        int limit, const uint32_t *base, size_t step, size_t gap, int m, int alpha_only) {              \
    for (int p = lo; p < hi; p++) {                                                                     \
        T *dst = in + (ptrdiff_t)p * L;                                                                 \
        for (int l = 0; l < L; l++) dst[l] = 0;                                                         \
        const int i = p - e;                                                                            \
        if (i < 0 || i >= limit) continue;                                                              \
        for (int j = 0; j < m; j++) NAME##_put(dst, j, base[(size_t)i * step + (size_t)j * gap], alpha_only); \
    }                                                                                                   \
}                                                                                                       \
                                                                                                        \
/* Stores positions [lo, hi) of the sums, divided back: item j at position p to                   */ \
/* dest[(p - lo) * step + j * gap].                                                               */ \
static inline __attribute__((always_inline)) void NAME##_store(const T *res, int L, int lo, int hi,    \
        uint32_t *dest, size_t step, size_t gap, int m, int alpha_only, uint64_t half, uint64_t divisor, \
        uint64_t mult, int shift) {                                                                      \
    for (int p = lo; p < hi; p++)                                                                       \
        for (int j = 0; j < m; j++)                                                                     \
            dest[(size_t)(p - lo) * step + (size_t)j * gap] =                                           \
                NAME##_get(res + (ptrdiff_t)p * L, j, alpha_only, half, divisor, mult, shift);          \
}                                                                                                       \
                                                                                                        \
static void NAME(const uint32_t *src, size_t stride, int w, int h, int alpha_only,                      \
                 const int32_t before[3], const int32_t after[3], int64_t divisor_in,                   \
                 int x0, int y0, int x1, int y1, uint32_t *rows, void *lines, void *sums_v, uint32_t *out) { \
    const int e = before[0] + before[1] + before[2], ea = after[0] + after[1] + after[2];               \
    const int ow = w + 2 * e, oh = h + 2 * e, ww = x1 - x0, pad = padding(before, after);               \
    const size_t span = (size_t)(imax(ow, oh) + 2 * pad) * COLUMN_LANES;                                \
    T *bufA = (T *)lines, *bufB = bufA + span, *sums = (T *)sums_v;                                     \
    const uint64_t divisor = (uint64_t)divisor_in, half = divisor / 2;                                  \
    uint64_t mult = 0;                                                                                  \
    int shift = 0;                                                                                      \
    narrow_setup(divisor, &mult, &shift);                                                               \
                                                                                                        \
    /* Rows: each input row placed e in, summed over the output width; the window's columns kept.   */ \
    /* Only the rows and columns the column boxes and the first row box read are made or loaded.    */ \
    int L = ROW_LANES, per = alpha_only ? ROW_LANES : ROW_LANES / 4;                                    \
    memset(bufA, 0, span * sizeof(T)); memset(bufB, 0, span * sizeof(T));                               \
    T *in = bufA + (ptrdiff_t)pad * L, *other = bufB + (ptrdiff_t)pad * L;                              \
    const int first = imax(0, y0 - e - e), last = imin(h, y1 + ea - e);                                 \
    const int c_lo = imax(0, x0 - e), c_hi = imin(ow, x1 + ea);                                         \
    for (int r0 = first; r0 < last; r0 += per) {                                                        \
        const int m = imin(per, last - r0);                                                             \
        NAME##_load(in, ROW_LANES, c_lo, c_hi, e, w, src + (size_t)r0 * stride, 1, stride, m, alpha_only);        \
        const T *res = NAME##_passes(in, other, ROW_LANES, ow, before, after, x0, x1, sums);            \
        NAME##_store(res, ROW_LANES, x0, x1, rows + (size_t)r0 * ww, 1, (size_t)ww, m, alpha_only, half, divisor, mult, shift); \
    }                                                                                                   \
                                                                                                        \
    /* Columns: each kept column of the row result placed e down, summed over the output height;    */ \
    /* the window's rows kept.                                                                       */ \
    L = COLUMN_LANES; per = alpha_only ? COLUMN_LANES : COLUMN_LANES / 4;                               \
    memset(bufA, 0, span * sizeof(T)); memset(bufB, 0, span * sizeof(T));                               \
    in = bufA + (ptrdiff_t)pad * L; other = bufB + (ptrdiff_t)pad * L;                                  \
    const int r_lo = imax(0, y0 - e), r_hi = imin(oh, y1 + ea);                                         \
    for (int c0 = 0; c0 < ww; c0 += per) {                                                              \
        const int m = imin(per, ww - c0);                                                               \
        NAME##_load(in, COLUMN_LANES, r_lo, r_hi, e, h, rows + c0, (size_t)ww, 1, m, alpha_only);                    \
        const T *res = NAME##_passes(in, other, COLUMN_LANES, oh, before, after, y0, y1, sums);         \
        NAME##_store(res, COLUMN_LANES, y0, y1, out + c0, (size_t)ww, 1, m, alpha_only, half, divisor, mult, shift); \
    }                                                                                                   \
}

#define NARROW_DIV(v) narrow_div((uint32_t)(v), half, mult, shift)
// 64-bit lanes: a division.
#define WIDE_DIV(v) (((uint64_t)(v) + half) / divisor)

BLUR(uint32_t, blur_narrow, NARROW_DIV)
BLUR(uint64_t, blur_wide, WIDE_DIV)

void tsp_box_blur(const uint32_t *src, size_t stride, int w, int h, int alpha_only,
                  const int32_t before[3], const int32_t after[3], int64_t divisor, int narrow,
                  int x0, int y0, int x1, int y1,
                  uint32_t *rows, void *lines, void *sums, uint32_t *out) {
    if (narrow) blur_narrow(src, stride, w, h, alpha_only, before, after, divisor, x0, y0, x1, y1, rows, lines, sums, out);
    else blur_wide(src, stride, w, h, alpha_only, before, after, divisor, x0, y0, x1, y1, rows, lines, sums, out);
}
