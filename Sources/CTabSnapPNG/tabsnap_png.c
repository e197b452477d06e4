// See tabsnap_png.h. Every function that calls into libpng installs its own setjmp first;
// state that must survive a longjmp lives in heap structs, never in locals changed after setjmp.
#include "tabsnap_png.h"

#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <pthread.h>

static void copy_message(char *dst, const char *src) {
    if (!dst) return;
    if (!src) src = "";
    strncpy(dst, src, TSP_MESSAGE_SIZE - 1);
    dst[TSP_MESSAGE_SIZE - 1] = '\0';
}

// Decoding -------------------------------------------------------------------------------

struct tsp_decoder {
    png_structp png;
    png_infop info;
    png_infop end_info;
    const uint8_t *data;
    size_t size;
    size_t pos;
    int truncated;
    int over_limit;  // a budget below refused the data (TSP_ERR_TOO_LARGE)
    int finished;  // png_read_end ran, so end_info holds trailing text
    uint64_t idat_bytes;      // IDAT payload in the whole file (from the chunk walk)
    size_t next_chunk;        // where the chunk after the one being read starts
    int in_idat;              // the reader is inside an IDAT chunk
    int last_row;             // the last row is being read: IDAT payload from here is counted
    uint64_t last_row_bytes, last_row_allowance;
    char message[TSP_MESSAGE_SIZE];
    char warning[TSP_MESSAGE_SIZE];  // libpng often explains a fatal error in a warning first
    uint32_t width, height;
    int color_type, bit_depth, interlace;
    uint64_t filtered;        // what IDAT inflates to (filtered_bytes)
    size_t first_idat;        // where the first IDAT chunk starts (0: none)
    size_t idat_end;          // just past the last IDAT chunk
    int idat_split;           // another chunk sits between two IDAT chunks
    // Inflating IDAT whole (see whole_inflate): where it may go, and the stream libpng then reads.
    uint8_t *scratch;         // `filtered` bytes at the end of the caller's output buffer, or NULL
    int whole;                // libpng reads the stored stream below, not the file
    const uint8_t *tail;      // the file's chunks after the last IDAT chunk
    size_t tail_size;
    size_t first_len;         // the first IDAT chunk's length, kept as declared
    size_t zsize, rest;       // the stored zlib stream, and what of it the second chunk holds
    size_t block;             // its blocks' size (the last may be shorter)
    uint8_t adler[4];         // the stored stream's Adler-32 (the file's was checked by libdeflate)
    uint32_t unfiltered;      // rows whose filter unfilter_rows undid (tests check the pass ran)
};

static void decoder_error(png_structp png, png_const_charp msg) {
    tsp_decoder *d = (tsp_decoder *)png_get_error_ptr(png);
    if (d->warning[0] && !d->truncated && !d->over_limit) {
        // "Invalid IHDR data" alone does not say what is invalid; the warning before it does.
        snprintf(d->message, TSP_MESSAGE_SIZE, "%s (%s)", msg ? msg : "", d->warning);
    } else {
        copy_message(d->message, msg);
    }
    png_longjmp(png, 1);
}

static void decoder_warning(png_structp png, png_const_charp msg) {
    // Warnings (bad ancillary chunks, odd gamma...) do not stop a decode; the last one is kept
    // to explain an error that may follow.
    tsp_decoder *d = (tsp_decoder *)png_get_error_ptr(png);
    copy_message(d->warning, msg);
}

static void writer_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

// Inflating IDAT whole -------------------------------------------------------------------
//
// zlib 1.2.13 inflates the long, short-distance matches of flat UI pixels a byte at a time: a
// 1290x2796 reference took ~33 ms, half of a failing snapshot. libdeflate inflates the same
// stream in ~1.3 ms, but libpng reads its image data only through zlib. So when the whole
// stream can be checked first, libdeflate inflates it into spare room of the output buffer and
// libpng is handed the very same filtered rows as a stored (uncompressed) zlib stream, which
// zlib copies at memcpy speed, once unfilter_rows has undone the rows' filters (see there).
// libpng still does everything else (expansion, the
// chunks around), so the pixels are libpng's own. Anything unusual (IDAT chunks apart, a bad
// CRC, a stream libdeflate refuses or that does not give exactly the image's bytes, a window
// under 32 KiB) leaves the file to libpng and zlib as it is. Two refusals are zlib's alone, and
// such files decode here: libdeflate reads the reserved length and distance symbols (286/287,
// 30/31) and code tables a little past their maximum where zlib stops; and compressed data
// padded on after the last row began, which the streamed reader stops at, is taken whole when
// all of IDAT is within the walk's budget. Both ways bound the work the same.

// Bytes of the stored stream from `zoff`: zlib header, blocks of up to `block` bytes (5-byte
// header each), the original Adler-32.
static void stored_copy(const tsp_decoder *d, uint8_t *out, size_t zoff, size_t len) {
    size_t n = d->filtered, b = d->block, blocks = (n + b - 1) / b;
    while (len > 0) {
        if (zoff < 2) { *out++ = zoff == 0 ? 0x78 : 0x01; zoff++; len--; continue; }
        if (zoff >= d->zsize - 4) { *out++ = d->adler[zoff - (d->zsize - 4)]; zoff++; len--; continue; }
        size_t rel = zoff - 2, block = rel / (b + 5), within = rel % (b + 5);
        size_t start = block * b, size = n - start < b ? n - start : b;
        if (within < 5) {
            uint8_t header[5] = {block + 1 == blocks, (uint8_t)size, (uint8_t)(size >> 8),
                                 (uint8_t)~size, (uint8_t)(~size >> 8)};
            *out++ = header[within]; zoff++; len--;
            continue;
        }
        size_t take = size - (within - 5);
        if (take > len) take = len;
        memcpy(out, d->scratch + start + (within - 5), take);
        out += take; zoff += take; len -= take;
    }
}

// What libpng reads once the stream is stored: the first IDAT chunk keeps its declared length
// and holds the stream's start, a second IDAT chunk holds the rest, then the file's own chunks.
// The two CRCs are left zero: libpng is told to skip critical chunks' CRCs, which
// whole_inflate checked in the file itself.
static void whole_copy(const tsp_decoder *d, uint8_t *out, size_t pos, size_t len) {
    size_t second = d->first_len + 4, body = second + 8, after = d->rest ? body + d->rest + 4 : second;
    while (len > 0) {
        size_t take;
        if (pos < d->first_len) {
            take = d->first_len - pos < len ? d->first_len - pos : len;
            stored_copy(d, out, pos, take);
        } else if (pos < second || (d->rest && pos >= body + d->rest && pos < after)) {
            *out = 0; take = 1;
        } else if (pos < body && d->rest) {
            uint8_t header[8] = {(uint8_t)(d->rest >> 24), (uint8_t)(d->rest >> 16), (uint8_t)(d->rest >> 8),
                                 (uint8_t)d->rest, 'I', 'D', 'A', 'T'};
            *out = header[pos - second]; take = 1;
        } else if (d->rest && pos < body + d->rest) {
            take = body + d->rest - pos < len ? body + d->rest - pos : len;
            stored_copy(d, out, d->first_len + (pos - body), take);
        } else {
            take = len;
            memcpy(out, d->tail + (pos - after), take);
        }
        out += take; pos += take; len -= take;
    }
}

// Unfiltering the inflated rows ----------------------------------------------------------
//
// libpng undoes the Up filter with a byte loop (the SSE2 code it has on x86 covers Sub,
// Average and Paeth only), and encoders other than ours (Pillow, Xcode, oxipng) filter most rows
// of a screen Up: against references they saved, that loop was 11 % of a failing verify's CPU.
// Once IDAT is inflated whole, each row is unfiltered here in place (PNG §9.2: each byte plus
// its predictor from the row before, already unfiltered, and the pixel to its left) and marked
// filter type 0, so libpng copies it. A row of an unknown filter type stops the pass there:
// libpng meets it as it is and refuses it as before.

// Sixteen bytes: clang's portable vector extension (SSE or NEON, no CPU check).
typedef uint8_t tsp_v16 __attribute__((vector_size(16)));

// row[i] += above[i], sixteen bytes a step (also in a debug build, where this is not optimised).
static void add_rows(uint8_t *row, const uint8_t *above, size_t n) {
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        tsp_v16 a, b;
        memcpy(&a, row + i, 16);
        memcpy(&b, above + i, 16);
        a += b;
        memcpy(row + i, &a, 16);
    }
    for (; i < n; i++) row[i] = (uint8_t)(row[i] + above[i]);
}

// Returns the number of rows whose filter it undid (their bytes changed).
// PNG §9.4's Paeth predictor: the neighbour nearest a + b - c (left, above, above-left).
static inline uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// Paeth for 8-bit samples with a pixel of 3 or 4 bytes (RGB, RGBA), a pixel a step: each
// pixel's predictor depends on the one before it, but its channels do not depend on each other,
// so the four run side by side in 16-bit lanes, without the byte loop's branches (Pillow and
// ImageIO filter some rows of a screen Paeth).
typedef int16_t tsp_i16x4 __attribute__((vector_size(8)));

static inline tsp_i16x4 load_pixel(const uint8_t *q, size_t bpp) {
    uint8_t b[4] = {0, 0, 0, 0};
    memcpy(b, q, bpp);
    return (tsp_i16x4){b[0], b[1], b[2], b[3]};
}

static inline tsp_i16x4 abs16(tsp_i16x4 x) {
    tsp_i16x4 sign = x >> 15;
    return (x ^ sign) - sign;
}

static void paeth_row(uint8_t *p, const uint8_t *above, size_t n, size_t bpp) {
    tsp_i16x4 a = {0, 0, 0, 0}, c = {0, 0, 0, 0};
    for (size_t i = 0; i < n; i += bpp) {
        tsp_i16x4 b = load_pixel(above + i, bpp);
        tsp_i16x4 pa = abs16(b - c), pb = abs16(a - c), pc = abs16(a + b - c - c);
        tsp_i16x4 ma = (pa <= pb) & (pa <= pc);
        tsp_i16x4 mb = ~ma & (pb <= pc);
        tsp_i16x4 pred = (a & ma) | (b & mb) | (c & ~(ma | mb));
        tsp_i16x4 x = (load_pixel(p + i, bpp) + pred) & 0xFF;
        uint8_t out[4] = {(uint8_t)x[0], (uint8_t)x[1], (uint8_t)x[2], (uint8_t)x[3]};
        memcpy(p + i, out, bpp);
        a = x;
        c = b;
    }
}

static uint32_t unfilter_rows(tsp_decoder *d) {
    if (d->interlace) return 0;
    // The file's own samples (png_get_channels now answers for the transformed rows).
    int ct = d->color_type;
    size_t channels = ct == PNG_COLOR_TYPE_RGB ? 3 : ct == PNG_COLOR_TYPE_RGB_ALPHA ? 4 : ct == PNG_COLOR_TYPE_GRAY_ALPHA ? 2 : 1;
    size_t bits = channels * (size_t)d->bit_depth;
    size_t n = ((size_t)d->width * bits + 7) / 8, line = n + 1;
    size_t bpp = bits >= 8 ? bits / 8 : 1;  // the byte "to the left" is a whole pixel back
    if ((uint64_t)line * d->height != d->filtered || n < bpp) return 0;
    uint32_t changed = 0;
    const uint8_t *above = NULL;  // NULL above the first row: its predictors there are 0
    for (uint32_t y = 0; y < d->height; y++) {
        uint8_t *f = d->scratch + (size_t)y * line, *p = f + 1;
        switch (f[0]) {
        case 0:
            break;
        case 1:  // Sub
            for (size_t i = bpp; i < n; i++) p[i] = (uint8_t)(p[i] + p[i - bpp]);
            break;
        case 2:  // Up
            if (above) add_rows(p, above, n);
            break;
        case 3:  // Average
            for (size_t i = 0; i < n; i++) {
                unsigned left = i >= bpp ? p[i - bpp] : 0, up = above ? above[i] : 0;
                p[i] = (uint8_t)(p[i] + ((left + up) >> 1));
            }
            break;
        case 4:  // Paeth
            if (above && d->bit_depth == 8 && (bpp == 3 || bpp == 4)) {
                paeth_row(p, above, n, bpp);
                break;
            }
            for (size_t i = 0; i < n; i++) {
                int a = i >= bpp ? p[i - bpp] : 0, b = above ? above[i] : 0, c = above && i >= bpp ? above[i - bpp] : 0;
                p[i] = (uint8_t)(p[i] + paeth(a, b, c));
            }
            break;
        default:
            return changed;
        }
        if (f[0] != 0) changed++;
        f[0] = 0;
        above = p;
    }
    return changed;
}

// Called as libpng begins reading the first IDAT chunk's data; 1 when it now reads the
// stored stream.
static int whole_inflate(tsp_decoder *d) {
    if (d->idat_split || !d->first_idat) return 0;
    size_t first_len = be32(d->data + d->first_idat);
    if (first_len == 0) return 0;
    // Every critical chunk from the first IDAT on must carry a correct CRC, as libpng would
    // have required; ancillary chunks after the image are passed on and checked by libpng.
    size_t pos = d->first_idat;
    while (d->size - pos >= 12) {
        uint32_t length = be32(d->data + pos);
        const uint8_t *type = d->data + pos + 4;
        if ((uint64_t)length + 12 > d->size - pos) return 0;
        if (!(type[0] & 0x20) && libdeflate_crc32(0, type, 4 + (size_t)length) != be32(type + 4 + length)) return 0;
        pos += 12 + (size_t)length;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    const uint8_t *in = d->data + d->first_idat + 8;
    size_t in_size = (size_t)d->idat_bytes;
    uint8_t *joined = NULL;
    if (in_size != first_len) {
        if (!(joined = (uint8_t *)malloc(in_size))) return 0;
        size_t at = 0;
        for (pos = d->first_idat; pos < d->idat_end; pos += 12 + (size_t)be32(d->data + pos)) {
            memcpy(joined + at, d->data + pos + 8, be32(d->data + pos));
            at += be32(d->data + pos);
        }
        in = joined;
    }
    int ok = 0;
    // zlib refuses a distance past the declared window, libdeflate does not look: so the window
    // must be 32 KiB, or hold the whole image (libpng declares small windows for small images).
    if (in_size >= 6 && ((in[0] >> 4) == 7 || ((uint64_t)1 << ((in[0] >> 4) + 8)) >= d->filtered)) {
        struct libdeflate_decompressor *z = libdeflate_alloc_decompressor();
        size_t used = 0, produced = 0;
        if (z && libdeflate_zlib_decompress_ex(z, in, in_size, d->scratch, (size_t)d->filtered, &used, &produced) ==
                     LIBDEFLATE_SUCCESS && produced == d->filtered && used == in_size) {
            memcpy(d->adler, in + in_size - 4, 4);
            ok = 1;
        }
        if (z) libdeflate_free_decompressor(z);
    }
    free(joined);
    if (!ok) return 0;
    d->unfiltered = unfilter_rows(d);
    if (d->unfiltered) {
        // The stored stream carries the checksum of the rows as they now are: whether zlib checks
        // it is settled when libpng is built (PNG_IGNORE_ADLER32 takes effect only with zlib
        // 1.2.9 or later there), so it must be right either way.
        uint32_t sum = libdeflate_adler32(1, d->scratch, (size_t)d->filtered);
        d->adler[0] = (uint8_t)(sum >> 24); d->adler[1] = (uint8_t)(sum >> 16);
        d->adler[2] = (uint8_t)(sum >> 8); d->adler[3] = (uint8_t)sum;
    }
    // The first chunk keeps its declared length, so the stored stream must be at least as long:
    // when the file's stream was not smaller than its data (noise), blocks get shorter.
    size_t n = (size_t)d->filtered, blocks = (n + 65534) / 65535;
    if (2 + n + 5 * blocks + 4 < first_len) blocks = (first_len - (2 + n + 4) + 4) / 5;
    d->block = blocks > n ? 1 : n / blocks;
    d->zsize = 2 + n + 5 * ((n + d->block - 1) / d->block) + 4;
    if (d->zsize < first_len || d->zsize - first_len > 0x7fffffffu) return 0;
    d->first_len = first_len;
    d->rest = d->zsize - first_len;
    d->tail = d->data + d->idat_end;
    d->tail_size = d->size - d->idat_end;
    return 1;
}

static void decoder_read(png_structp png, png_bytep out, png_size_t length) {
    tsp_decoder *d = (tsp_decoder *)png_get_io_ptr(png);
    if (d->scratch && !d->whole && d->in_idat && d->pos == d->first_idat + 8 && whole_inflate(d)) {
        d->whole = 1;
        d->pos = 0;
        d->next_chunk = d->first_len + 4;
        d->size = d->first_len + 4 + (d->rest ? 8 + d->rest + 4 : 0) + d->tail_size;
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_NO_CHANGE);
    }
    if (length > d->size - d->pos) {
        d->truncated = 1;
        png_error(png, "unexpected end of data");
    }
    if (d->whole) whole_copy(d, out, d->pos, length);
    else memcpy(out, d->data + d->pos, length);
    // libpng reads a chunk's 8-byte header, its data in pieces, then its 4-byte CRC; following
    // along lets image data read after the last row began be counted (a deflate stream that
    // goes on past the image would otherwise be inflated to its end).
    if (d->pos == d->next_chunk && length == 8) {
        d->in_idat = memcmp(out + 4, "IDAT", 4) == 0;
        d->next_chunk = d->pos + 12 + be32(out);  // the walk checked it fits
    } else if (d->last_row && d->in_idat && !d->whole && d->pos + length < d->next_chunk) {
        // (Inflated whole, the stream gave exactly the image, and the walk bounded all of it.)
        d->last_row_bytes += length;
        if (d->last_row_bytes > d->last_row_allowance) {
            d->over_limit = 1;
            snprintf(d->message, TSP_MESSAGE_SIZE, "compressed image data goes on for more than %llu bytes "
                     "after the last row began (the IDAT stream must end with the image)",
                     (unsigned long long)d->last_row_allowance);
            png_longjmp(png, 1);
        }
    }
    d->pos += length;
}

static int classify(const tsp_decoder *d) {
    if (d->over_limit) return TSP_ERR_TOO_LARGE;
    if (d->truncated) return TSP_ERR_TRUNCATED;
    if (strstr(d->message, "CRC")) return TSP_ERR_CRC;
    if (strstr(d->message, "user limit") || strstr(d->message, "exceeds")) return TSP_ERR_TOO_LARGE;
    if (strstr(d->message, "memory") || strstr(d->message, "Out of")) return TSP_ERR_NO_MEMORY;
    return TSP_ERR_INVALID;
}

static void chunk_name(const uint8_t *type, char name[5]) {
    for (int i = 0; i < 4; i++) {
        char c = (char)type[i];
        name[i] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? c : '?';
    }
    name[4] = '\0';
}

// Walks every chunk header (all the bytes are in memory) so each declared length is judged
// against the data and the limits before libpng allocates for it: libpng 1.6 only warns about
// an oversized ancillary chunk on read, then allocates it anyway.
static int walk_chunks(tsp_decoder *d, const tsp_limits *l, char *message) {
    size_t pos = 8;
    uint64_t metadata = 0, text = 0;
    while (d->size - pos >= 8) {
        uint32_t length = be32(d->data + pos);
        const uint8_t *type = d->data + pos + 4;
        char name[5];
        chunk_name(type, name);
        size_t remaining = d->size - pos - 8;
        if (length > 0x7fffffffu || (uint64_t)length + 4 > remaining) {
            snprintf(message, TSP_MESSAGE_SIZE, "the %s chunk at byte %zu declares %u bytes of data but only %zu remain",
                     name, pos, length, remaining >= 4 ? remaining - 4 : 0);
            return TSP_ERR_TRUNCATED;
        }
        if (memcmp(type, "IDAT", 4) == 0) {
            d->idat_bytes += length;
            if (!d->first_idat) d->first_idat = pos;
            else if (d->idat_end != pos) d->idat_split = 1;
            d->idat_end = pos + 12 + (size_t)length;
        } else {
            int is_text = memcmp(type, "tEXt", 4) == 0 || memcmp(type, "zTXt", 4) == 0 || memcmp(type, "iTXt", 4) == 0;
            metadata += length;
            if (is_text) text += length;
            if (is_text && text > l->max_text_bytes) {
                snprintf(message, TSP_MESSAGE_SIZE, "the %s chunk at byte %zu (%u bytes) takes text chunks to %llu bytes, "
                         "over the limit of %u (PNGLimits.maxTextBytes)", name, pos, length,
                         (unsigned long long)text, l->max_text_bytes);
                return TSP_ERR_TOO_LARGE;
            }
            if (metadata > l->max_metadata_bytes) {
                snprintf(message, TSP_MESSAGE_SIZE, "the %s chunk at byte %zu (%u bytes) takes chunks other than IDAT to "
                         "%llu bytes, over the limit of %u (PNGLimits.maxMetadataBytes)", name, pos, length,
                         (unsigned long long)metadata, l->max_metadata_bytes);
                return TSP_ERR_TOO_LARGE;
            }
        }
        pos += 12 + (size_t)length;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    return TSP_OK;
}

static uint64_t packed_row_bytes(uint64_t width, int bits_per_pixel) { return (width * bits_per_pixel + 7) / 8; }

// The bytes inflating IDAT must give: every row (of every Adam7 pass) with its filter byte.
static uint64_t filtered_bytes(uint32_t w, uint32_t h, int bits_per_pixel, int interlaced) {
    if (!interlaced) return (uint64_t)h * (1 + packed_row_bytes(w, bits_per_pixel));
    uint64_t total = 0;
    for (int pass = 0; pass < 7; pass++) {
        uint64_t pw = PNG_PASS_COLS(w, pass), ph = PNG_PASS_ROWS(h, pass);
        if (pw && ph) total += ph * (1 + packed_row_bytes(pw, bits_per_pixel));
    }
    return total;
}

tsp_decoder *tsp_decoder_open(const uint8_t *data, size_t size, const tsp_limits *limits,
                              int *code, char message[TSP_MESSAGE_SIZE]) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    size_t check = size < 8 ? size : 8;
    if (memcmp(data, signature, check) != 0) {
        *code = TSP_ERR_NOT_PNG;
        copy_message(message, "not a PNG signature");
        return NULL;
    }
    if (size < 8) {
        *code = TSP_ERR_TRUNCATED;
        copy_message(message, "data ends inside the PNG signature");
        return NULL;
    }

    tsp_decoder *d = (tsp_decoder *)calloc(1, sizeof(tsp_decoder));
    if (!d) { *code = TSP_ERR_NO_MEMORY; copy_message(message, "out of memory"); return NULL; }
    d->data = data;
    d->size = size;
    d->pos = 8;
    d->next_chunk = 8;
    if ((*code = walk_chunks(d, limits, message)) != TSP_OK) { free(d); return NULL; }
    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, d, decoder_error, decoder_warning);
    if (!d->png) { free(d); *code = TSP_ERR_NO_MEMORY; copy_message(message, "png_create_read_struct failed"); return NULL; }
    d->info = png_create_info_struct(d->png);
    d->end_info = png_create_info_struct(d->png);
    if (!d->info || !d->end_info) {
        png_destroy_read_struct(&d->png, d->info ? &d->info : NULL, d->end_info ? &d->end_info : NULL);
        free(d);
        *code = TSP_ERR_NO_MEMORY;
        copy_message(message, "png_create_info_struct failed");
        return NULL;
    }
    if (setjmp(png_jmpbuf(d->png))) {
        *code = classify(d);
        copy_message(message, d->message);
        tsp_decoder_close(d);
        return NULL;
    }
    png_set_read_fn(d->png, d, decoder_read);
    png_set_sig_bytes(d->png, 8);
    // libpng checks these in IHDR, before it allocates anything for the image.
    png_set_user_limits(d->png, limits->max_width, limits->max_height);
    // The walk bounded chunks as stored; these bound what inflating zTXt/iTXt/iCCP may allocate
    // (one over it is dropped with a warning) and how many text/sPLT chunks are kept.
    png_set_chunk_malloc_max(d->png, limits->max_text_bytes);
    png_set_chunk_cache_max(d->png, 64);
#ifdef PNG_IGNORE_ADLER32
    // Every IDAT byte is already covered by its chunk's CRC, which libpng checks; the zlib
    // stream's own Adler-32 over the inflated rows was 3.5 % of a failing verify.
    png_set_option(d->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(d->png, d->info);

    png_uint_32 w = 0, h = 0;
    int depth = 0, ctype = 0, interlace = 0;
    png_get_IHDR(d->png, d->info, &w, &h, &depth, &ctype, &interlace, NULL, NULL);
    d->width = w;
    d->height = h;
    d->bit_depth = depth;
    d->color_type = ctype;
    d->interlace = interlace != PNG_INTERLACE_NONE;
    int bits_per_pixel = depth * png_get_channels(d->png, d->info);
    uint64_t needed = filtered_bytes(w, h, bits_per_pixel, d->interlace);
    d->filtered = needed;
    if (d->idat_bytes > 2 * needed + TSP_IDAT_SLACK) {
        // No encoder stores more than about needed + 0.1%; the rest could only inflate for nothing.
        *code = TSP_ERR_TOO_LARGE;
        snprintf(message, TSP_MESSAGE_SIZE, "%llu bytes of compressed image data (IDAT) for a %ux%u image that "
                 "inflates to %llu bytes (at most twice that plus %d allowed)", (unsigned long long)d->idat_bytes,
                 (unsigned)w, (unsigned)h, (unsigned long long)needed, TSP_IDAT_SLACK);
        tsp_decoder_close(d);
        return NULL;
    }
    d->last_row_allowance = 2 * (1 + packed_row_bytes(w, bits_per_pixel)) + TSP_IDAT_TRAILING_MAX;
    *code = TSP_OK;
    return d;
}

uint32_t tsp_decoder_width(const tsp_decoder *d) { return d->width; }
uint32_t tsp_decoder_height(const tsp_decoder *d) { return d->height; }
int tsp_decoder_color_type(const tsp_decoder *d) { return d->color_type; }
int tsp_decoder_bit_depth(const tsp_decoder *d) { return d->bit_depth; }
int tsp_decoder_interlaced(const tsp_decoder *d) { return d->interlace; }
uint64_t tsp_decoder_filtered_bytes(const tsp_decoder *d) { return d->filtered; }

uint64_t tsp_decoder_whole_capacity(const tsp_decoder *d) {
    // Interlaced images write rows pass by pass (see tsp_decoder_read_rgba), and rows that
    // inflate to more than a byte past their RGBA (16-bit RGB and RGBA) are not worth the room.
    uint64_t count = (uint64_t)d->width * d->height * 4;
    if (d->interlace || d->filtered > count + d->height) return 0;
    return d->filtered > count ? d->filtered : count;
}
int tsp_decoder_inflated_whole(const tsp_decoder *d) { return d->whole; }
uint32_t tsp_decoder_unfiltered_rows(const tsp_decoder *d) { return d->whole ? d->unfiltered : 0; }

int tsp_decoder_read_rgba(tsp_decoder *d, uint8_t *rgba, size_t size, size_t capacity, char message[TSP_MESSAGE_SIZE]) {
    size_t row_bytes = (size_t)d->width * 4;
    if (d->height != 0 && row_bytes > SIZE_MAX / d->height) {
        copy_message(message, "image size overflows");
        return TSP_ERR_TOO_LARGE;
    }
    if (size < row_bytes * d->height || (capacity && capacity < size)) {
        copy_message(message, "output buffer too small");
        return TSP_ERR_INTERNAL;
    }
    // The inflated rows go at the very end of the buffer. When it holds both, inflated row y + 1
    // starts no earlier than output row y ends (whichever rows are longer), and libpng has read
    // every filtered byte of row y before it writes output row y: nothing is overwritten before
    // it is read. Interlaced images write rows pass by pass, so they stream as before.
    if (capacity && !d->interlace && d->filtered <= capacity)
        d->scratch = rgba + capacity - (size_t)d->filtered;
    // Row pointers are allocated before setjmp so the error path can free them.
    png_bytep *rows = (png_bytep *)malloc(sizeof(png_bytep) * (d->height ? d->height : 1));
    if (!rows) { copy_message(message, "out of memory"); return TSP_ERR_NO_MEMORY; }
    for (uint32_t y = 0; y < d->height; y++) rows[y] = rgba + (size_t)y * row_bytes;

    if (setjmp(png_jmpbuf(d->png))) {
        free(rows);
        copy_message(message, d->message);
        return classify(d);
    }
    int ctype = d->color_type;
    // Everything becomes 8-bit RGBA with straight alpha. No gamma or colour-profile transform
    // is requested, so gAMA/sRGB/iCCP leave pixel values alone.
    png_set_expand(d->png);  // palette -> RGB, gray < 8 bits -> 8, tRNS -> alpha
    if (d->bit_depth == 16) png_set_strip_16(d->png);  // keep the high byte
    if (ctype == PNG_COLOR_TYPE_GRAY || ctype == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(d->png);
    if (!(ctype & PNG_COLOR_MASK_ALPHA) && !png_get_valid(d->png, d->info, PNG_INFO_tRNS))
        png_set_add_alpha(d->png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    if (png_get_rowbytes(d->png, d->info) != row_bytes) {
        png_error(d->png, "unexpected row size after transformations");
    }
    // png_read_image, row by row: libpng finishes the IDAT stream inside the last row's call,
    // so the reader is told before it which data is the last row's and which is left over.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < d->height; y++) {
            if (pass == passes - 1 && y + 1 == d->height) d->last_row = 1;
            png_read_row(d->png, rows[y], NULL);
        }
    }
    d->last_row = 0;
    png_read_end(d->png, d->end_info);
    d->finished = 1;
    free(rows);
    return TSP_OK;
}

static int text_in(png_structp png, png_infop info, png_textp *texts) {
    int n = 0;
    *texts = NULL;
    if (info) png_get_text(png, info, texts, &n);
    return n;
}

int tsp_decoder_text_count(const tsp_decoder *d) {
    png_textp t;
    int n = text_in(d->png, d->info, &t);
    if (d->finished) n += text_in(d->png, d->end_info, &t);
    return n;
}

int tsp_decoder_text_at(const tsp_decoder *d, int index,
                        const char **key, const char **text, size_t *text_length) {
    png_textp t;
    int n = text_in(d->png, d->info, &t);
    if (index >= n) {
        if (!d->finished) return 0;
        index -= n;
        n = text_in(d->png, d->end_info, &t);
        if (index >= n) return 0;
    }
    if (index < 0) return 0;
    png_textp e = &t[index];
    *key = e->key;
    *text = e->text ? e->text : "";
    *text_length = e->compression >= PNG_ITXT_COMPRESSION_NONE ? e->itxt_length : e->text_length;
    if (!e->text) *text_length = 0;
    return 1;
}

void tsp_decoder_close(tsp_decoder *d) {
    if (!d) return;
    if (d->png) png_destroy_read_struct(&d->png, &d->info, &d->end_info);
    free(d);
}

// Encoding -------------------------------------------------------------------------------

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
    char message[TSP_MESSAGE_SIZE];
    png_textp texts;
} tsp_writer;

static void writer_error(png_structp png, png_const_charp msg) {
    tsp_writer *w = (tsp_writer *)png_get_error_ptr(png);
    copy_message(w->message, msg);
    png_longjmp(png, 1);
}

static void writer_write(png_structp png, png_bytep bytes, png_size_t length) {
    tsp_writer *w = (tsp_writer *)png_get_io_ptr(png);
    if (w->size + length > w->capacity) {
        size_t cap = w->capacity ? w->capacity : 65536;
        while (cap < w->size + length) cap *= 2;
        uint8_t *grown = (uint8_t *)realloc(w->data, cap);
        if (!grown) {
            w->failed = 1;
            png_error(png, "out of memory growing the output buffer");
        }
        w->data = grown;
        w->capacity = cap;
    }
    memcpy(w->data + w->size, bytes, length);
    w->size += length;
}

static void writer_flush(png_structp png) { (void)png; }

// The writer state: the output buffer and the text chunks, on the heap so they survive a
// longjmp.
static tsp_writer *writer_new(int text_count, char message[TSP_MESSAGE_SIZE]) {
    tsp_writer *w = (tsp_writer *)calloc(1, sizeof(tsp_writer));
    if (!w) { copy_message(message, "out of memory"); return NULL; }
    w->texts = text_count > 0 ? (png_textp)calloc((size_t)text_count, sizeof(png_text)) : NULL;
    if (text_count > 0 && !w->texts) {
        free(w);
        copy_message(message, "out of memory");
        return NULL;
    }
    return w;
}

static void writer_set_texts(png_structp png, png_infop info, tsp_writer *w, const tsp_encode_options *o) {
    for (int i = 0; i < o->text_count; i++) {
        w->texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
        w->texts[i].key = (png_charp)o->text_keys[i];
        w->texts[i].text = (png_charp)o->text_values[i];
        w->texts[i].text_length = strlen(o->text_values[i]);
    }
    if (o->text_count > 0) png_set_text(png, info, w->texts, o->text_count);
}

// Both profiles: the image data arrives deflated (a whole zlib stream) and libpng frames it
// as IDAT chunks after the header and text.
static int encode_with(uint32_t width, uint32_t height, const tsp_encode_options *o, const uint8_t *zdata, size_t zsize,
                       uint8_t **out, size_t *out_size, char message[TSP_MESSAGE_SIZE]) {
    *out = NULL;
    *out_size = 0;
    tsp_writer *w = writer_new(o->text_count, message);
    if (!w) return TSP_ERR_NO_MEMORY;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, writer_error, writer_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(w->texts); free(w);
        copy_message(message, "cannot create libpng write structs");
        return TSP_ERR_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        copy_message(message, w->message);
        int code = w->failed ? TSP_ERR_NO_MEMORY : TSP_ERR_INVALID;
        free(w->data); free(w->texts); free(w);
        return code;
    }
    png_set_write_fn(png, w, writer_write, writer_flush);
    png_set_IHDR(png, info, width, height, o->bit_depth, o->color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (o->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color plte[256];
        for (int i = 0; i < o->palette_count && i < 256; i++) {
            plte[i].red = o->palette[i * 3];
            plte[i].green = o->palette[i * 3 + 1];
            plte[i].blue = o->palette[i * 3 + 2];
        }
        png_set_PLTE(png, info, plte, o->palette_count);
        if (o->trans && o->trans_count > 0)
            png_set_tRNS(png, info, (png_bytep)o->trans, o->trans_count, NULL);
    }
    writer_set_texts(png, info, w, o);
    png_write_info(png, info);
    // IDAT chunks of at most 1 MiB each (any size is valid; this keeps each one modest).
    for (size_t at = 0; at < zsize; ) {
        size_t n = zsize - at < ((size_t)1 << 20) ? zsize - at : ((size_t)1 << 20);
        png_write_chunk(png, (png_const_bytep) "IDAT", zdata + at, n);
        at += n;
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    *out = w->data;
    *out_size = w->size;
    free(w->texts); free(w);
    return TSP_OK;
}

// One row of opaque-looking RGBA as RGB, returning the AND of its alpha bytes. The byte loop
// copies four bytes and keeps three (the fourth is overwritten by the next pixel; the last
// pixel's three go alone so nothing is written past the row).
static uint8_t pack_rgb_bytes(const uint8_t *src, uint32_t width, uint8_t *dst) {
    uint8_t alpha = 255;
    for (uint32_t x = 0; x + 1 < width; x++, src += 4, dst += 3) { memcpy(dst, src, 4); alpha &= src[3]; }
    dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2];
    return alpha & src[3];
}

// The same, sixteen pixels a step as byte shuffles of 16-byte vectors (clang's portable vector
// extension: SSE or NEON, no CPU check). An optimised build makes the byte loop as fast, but a
// debug build (`swift test` compiles this file at -O0) ran the byte loop at 8 ms a 1290x2796
// frame, a tenth of a failing snapshot there; this runs at 3 ms. Bytes are identical.
static uint8_t pack_rgb_vectors(const uint8_t *src, uint32_t width, uint8_t *dst) {
    tsp_v16 all = (tsp_v16){255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16, src += 64, dst += 48) {
        tsp_v16 a, b, c, d;
        memcpy(&a, src, 16); memcpy(&b, src + 16, 16); memcpy(&c, src + 32, 16); memcpy(&d, src + 48, 16);
        all &= a & b & c & d;
        tsp_v16 o0 = __builtin_shufflevector(a, b, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20);
        tsp_v16 o1 = __builtin_shufflevector(b, c, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25);
        tsp_v16 o2 = __builtin_shufflevector(c, d, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25, 26, 28, 29, 30);
        memcpy(dst, &o0, 16); memcpy(dst + 16, &o1, 16); memcpy(dst + 32, &o2, 16);
    }
    uint8_t alpha = all[3] & all[7] & all[11] & all[15];
    return x < width ? alpha & pack_rgb_bytes(src, width - x, dst) : alpha;
}

uint8_t tsp_pack_rgb(const uint8_t *src, uint32_t width, uint8_t *dst, int vectors) {
    if (width == 0) return 255;
    return vectors ? pack_rgb_vectors(src, width, dst) : pack_rgb_bytes(src, width, dst);
}

// Filtered rows (filter byte 0, then the kept channels) of [y0, y1) into dst.
// Returns the AND of every alpha byte dropped (255 when none was, or alpha is kept): the
// opacity check comes free with the pass that reads every pixel anyway.
static uint8_t filter_rows(const uint8_t *pixels, uint32_t width, size_t row_bytes, int stride, int channels,
                           uint32_t y0, uint32_t y1, uint8_t *dst) {
    uint8_t alpha = 255;
    for (uint32_t y = y0; y < y1; y++) {
        const uint8_t *src = pixels + (size_t)y * row_bytes;
        *dst++ = 0;
        if (channels == stride) {
            memcpy(dst, src, (size_t)width * stride);
            dst += (size_t)width * stride;
        } else if (stride == 4 && channels == 3 && width > 0) {
#ifdef __OPTIMIZE__
            alpha &= pack_rgb_bytes(src, width, dst);
#else
            alpha &= pack_rgb_vectors(src, width, dst);
#endif
            dst += (size_t)width * 3;
        } else {
            for (uint32_t x = 0; x < width; x++, src += stride) {
                for (int c = 0; c < channels; c++) *dst++ = src[c];
            }
        }
    }
    return alpha;
}

// A few distinct repeated rows cover a screen's flat areas (a background, a sheet, a bar).
#define TSP_MEMO_ENTRIES 8

typedef struct {
    uint8_t *row;  // the filtered line (filter byte included) that every row repeats
    size_t line;
    uint32_t dict_rows, band_rows;
    int last, level;
    uint8_t *bytes;  // the band as deflated
    size_t size;
    uint32_t adler;
} memo_entry;

struct tsp_band_memo {
    pthread_mutex_t lock;
    memo_entry entries[TSP_MEMO_ENTRIES];
    int count;
};

tsp_band_memo *tsp_band_memo_create(void) {
    tsp_band_memo *m = (tsp_band_memo *)calloc(1, sizeof *m);
    if (m) pthread_mutex_init(&m->lock, NULL);
    return m;
}

void tsp_band_memo_free(tsp_band_memo *m) {
    if (!m) return;
    for (int i = 0; i < m->count; i++) { free(m->entries[i].row); free(m->entries[i].bytes); }
    pthread_mutex_destroy(&m->lock);
    free(m);
}

// Whether all `rows` lines of `filtered` equal the first.
static int rows_repeat(const uint8_t *filtered, size_t line, uint32_t rows) {
    for (uint32_t r = 1; r < rows; r++) {
        if (memcmp(filtered, filtered + (size_t)r * line, line) != 0) return 0;
    }
    return 1;
}

static memo_entry *memo_find(tsp_band_memo *m, const uint8_t *row, size_t line, uint32_t dict_rows,
                             uint32_t band_rows, int last, int level) {
    for (int i = 0; i < m->count; i++) {
        memo_entry *e = &m->entries[i];
        if (e->line == line && e->dict_rows == dict_rows && e->band_rows == band_rows && e->last == last &&
            e->level == level && memcmp(e->row, row, line) == 0) return e;
    }
    return NULL;
}

// A copy of the memo's bytes for this band, or TSP_ERR_INTERNAL when it has none.
static int memo_take(tsp_band_memo *m, const uint8_t *row, size_t line, uint32_t dict_rows, uint32_t band_rows,
                     int last, int level, uint8_t **out, size_t *out_size, uint32_t *adler) {
    int found = TSP_ERR_INTERNAL;
    pthread_mutex_lock(&m->lock);
    memo_entry *e = memo_find(m, row, line, dict_rows, band_rows, last, level);
    if (e) {
        uint8_t *copy = (uint8_t *)malloc(e->size ? e->size : 1);
        if (copy) {
            memcpy(copy, e->bytes, e->size);
            *out = copy;
            *out_size = e->size;
            *adler = e->adler;
            found = TSP_OK;
        }
    }
    pthread_mutex_unlock(&m->lock);
    return found;
}

static void memo_put(tsp_band_memo *m, const uint8_t *row, size_t line, uint32_t dict_rows, uint32_t band_rows,
                     int last, int level, const uint8_t *bytes, size_t size, uint32_t adler) {
    pthread_mutex_lock(&m->lock);
    // Another thread may have deflated the same band meanwhile: its bytes are these bytes.
    if (m->count < TSP_MEMO_ENTRIES && !memo_find(m, row, line, dict_rows, band_rows, last, level)) {
        memo_entry *e = &m->entries[m->count];
        e->row = (uint8_t *)malloc(line);
        e->bytes = (uint8_t *)malloc(size ? size : 1);
        if (e->row && e->bytes) {
            memcpy(e->row, row, line);
            memcpy(e->bytes, bytes, size);
            e->line = line;
            e->dict_rows = dict_rows;
            e->band_rows = band_rows;
            e->last = last;
            e->level = level;
            e->size = size;
            e->adler = adler;
            m->count++;
        } else {
            free(e->row);
            free(e->bytes);
            e->row = e->bytes = NULL;
        }
    }
    pthread_mutex_unlock(&m->lock);
}

int tsp_deflate_band(const uint8_t *pixels, uint32_t width, size_t row_bytes, int stride, int channels,
                     uint32_t y0, uint32_t y1, int last, int level, tsp_band_memo *memo,
                     uint8_t **out, size_t *out_size, uint32_t *adler, size_t *filtered_size) {
    *out = NULL;
    *out_size = 0;
    const size_t line = 1 + (size_t)width * channels;
    uint32_t dict_rows = TSP_DICTIONARY_ROWS;
    uint32_t d0 = y0 > dict_rows ? y0 - dict_rows : 0;
    size_t dict_size = (size_t)(y0 - d0) * line, band_size = (size_t)(y1 - y0) * line;
    uint8_t *filtered = (uint8_t *)malloc(dict_size + band_size + 1);
    if (!filtered) return TSP_ERR_NO_MEMORY;
    if (filter_rows(pixels, width, row_bytes, stride, channels, d0, y1, filtered) != 255 && stride == 4 && channels == 3) {
        free(filtered);
        return TSP_ERR_TRANSLUCENT;
    }
    // A band that repeats one row (its dictionary row too) deflates to what an earlier such band did.
    int repeats = memo && y1 > y0 && rows_repeat(filtered, line, y1 - d0);
    if (repeats && memo_take(memo, filtered, line, y0 - d0, y1 - y0, last, level, out, out_size, adler) == TSP_OK) {
        *filtered_size = band_size;
        free(filtered);
        return TSP_OK;
    }

    z_stream z;
    memset(&z, 0, sizeof z);
    // memLevel 5, not 9: a 16 K-entry hash table stays in cache; on UI frames at level 1 this
    // deflates ~40 % faster for the same size (measured 8.2 vs 13.8 ms on a 1290x2796 frame).
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 5, Z_DEFAULT_STRATEGY) != Z_OK) { free(filtered); return TSP_ERR_NO_MEMORY; }
    if (dict_size > 0) {
        size_t keep = dict_size > 32768 ? 32768 : dict_size;
        deflateSetDictionary(&z, filtered + dict_size - keep, (uInt)keep);
    }
    size_t cap = deflateBound(&z, (uLong)band_size) + 16;
    uint8_t *dst = (uint8_t *)malloc(cap);
    if (!dst) { deflateEnd(&z); free(filtered); return TSP_ERR_NO_MEMORY; }
    z.next_in = filtered + dict_size;
    z.avail_in = (uInt)band_size;
    z.next_out = dst;
    z.avail_out = (uInt)cap;
    int rc = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    int ok = last ? rc == Z_STREAM_END : (rc == Z_OK && z.avail_in == 0);
    *out_size = cap - z.avail_out;
    deflateEnd(&z);
    // The same checksum as zlib's adler32(), vectorised (zlib 1.2's is a scalar loop).
    *adler = libdeflate_adler32(1, filtered + dict_size, band_size);
    *filtered_size = band_size;
    if (!ok) { free(dst); free(filtered); *out_size = 0; return TSP_ERR_INVALID; }
    if (repeats) memo_put(memo, filtered, line, y0 - d0, y1 - y0, last, level, dst, *out_size, *adler);
    free(filtered);
    // deflateBound is the worst case; keep only what was written until the bands are joined.
    uint8_t *shrunk = (uint8_t *)realloc(dst, *out_size ? *out_size : 1);
    *out = shrunk ? shrunk : dst;
    return TSP_OK;
}

uint32_t tsp_adler32_combine(uint32_t first, uint32_t second, size_t second_size) {
    return (uint32_t)adler32_combine((uLong)first, (uLong)second, (z_off_t)second_size);
}

// One row filtered by type `f` (1 Sub, 2 Up, 3 Average, 4 Paeth; PNG §9.2), a loop per type
// so that each runs without a branch per byte (the first `bpp` bytes have no left neighbour:
// a and c are 0 there, so Average predicts prev/2 and Paeth predicts prev).
static void filter_row(int f, const uint8_t *cur, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    size_t lead = bpp < n ? bpp : n, i;
    switch (f) {
    case 1:
        for (i = 0; i < lead; i++) out[i] = cur[i];
        for (i = lead; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < lead; i++) out[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
        for (i = lead; i < n; i++) out[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (i = 0; i < lead; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        for (i = lead; i < n; i++) out[i] = (uint8_t)(cur[i] - paeth(cur[i - bpp], prev[i], prev[i - bpp]));
        break;
    }
}

// The number of distinct byte pairs (f[i], f[i+1]) in a row: fewer pairs, more repeats for
// deflate to find (oxipng's "bigrams" heuristic). `seen` is a 65,536-bit set (8 KB, so it
// stays in L1); the pairs are cleared again by walking the row, cheaper than clearing it all.
static uint64_t bigram_cost(const uint8_t *f, size_t n, uint64_t *seen) {
    uint64_t distinct = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        uint32_t pair = (uint32_t)f[i] << 8 | f[i + 1];
        uint64_t bit = (uint64_t)1 << (pair & 63);
        distinct += (seen[pair >> 6] & bit) == 0;
        seen[pair >> 6] |= bit;
    }
    for (size_t i = 0; i + 1 < n; i++) seen[((uint32_t)f[i] << 8 | f[i + 1]) >> 6] = 0;
    return distinct;
}

int tsp_filter_rows(const uint8_t *rows, uint32_t height, size_t src_row_bytes, size_t row_bytes,
                    int strip_filler, int bpp, int mode, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (bpp < 1 || bpp > 8 || row_bytes == 0 || (mode != TSP_FILTER_NONE && mode != TSP_FILTER_BIGRAMS)) return TSP_ERR_INVALID;
    size_t stride = row_bytes + 1;
    if (height != 0 && stride > SIZE_MAX / height) return TSP_ERR_NO_MEMORY;
    uint8_t *dst = (uint8_t *)malloc(stride * (height ? height : 1));
    // The packed rows this one and the one above (the filters read them unfiltered), and one
    // candidate row per filter.
    uint8_t *work = (uint8_t *)calloc(row_bytes, 2 + 4);
    uint64_t *seen = mode == TSP_FILTER_BIGRAMS ? (uint64_t *)calloc(1024, sizeof(uint64_t)) : NULL;
    if (!dst || !work || (mode == TSP_FILTER_BIGRAMS && !seen)) { free(dst); free(work); free(seen); return TSP_ERR_NO_MEMORY; }
    uint8_t *prev = work, *cur = work + row_bytes, *cand = work + 2 * row_bytes;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *src = rows + (size_t)y * src_row_bytes;
        uint8_t *line = dst + (size_t)y * stride;
        if (strip_filler) {
            tsp_pack_rgb(src, (uint32_t)(row_bytes / 3), cur, 1);
        } else {
            memcpy(cur, src, row_bytes);
        }
        line[0] = 0;
        memcpy(line + 1, cur, row_bytes);
        if (mode != TSP_FILTER_NONE) {
            // Ties keep the lower filter type, so the choice never depends on anything else.
            uint64_t best = bigram_cost(cur, row_bytes, seen);
            for (int f = 1; f <= 4; f++) {
                uint8_t *c = cand + (size_t)(f - 1) * row_bytes;
                filter_row(f, cur, prev, row_bytes, (size_t)bpp, c);
                uint64_t cost = bigram_cost(c, row_bytes, seen);
                if (cost < best) { best = cost; line[0] = (uint8_t)f; memcpy(line + 1, c, row_bytes); }
            }
        }
        uint8_t *t = prev; prev = cur; cur = t;
    }
    free(work);
    free(seen);
    *out = dst;
    *out_size = stride * height;
    return TSP_OK;
}

static int zlib_whole(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY) != Z_OK) return TSP_ERR_NO_MEMORY;
    size_t cap = deflateBound(&z, (uLong)size);
    uint8_t *dst = (uint8_t *)malloc(cap ? cap : 1);
    if (!dst) { deflateEnd(&z); return TSP_ERR_NO_MEMORY; }
    // avail_in and avail_out are 32 bits: the input goes in pieces of 1 GiB. The output room is
    // deflateBound's, so Z_FINISH completes in one call (PNGLimits keeps images far below 4 GiB;
    // past it zlib would report an error, never write short).
    z.next_out = dst;
    z.avail_out = (uInt)(cap < UINT32_MAX ? cap : UINT32_MAX);
    size_t at = 0;
    int rc = Z_OK;
    while (rc == Z_OK) {
        size_t piece = size - at < (size_t)1 << 30 ? size - at : (size_t)1 << 30;
        z.next_in = (Bytef *)(data + at);
        z.avail_in = (uInt)piece;
        at += piece;
        rc = deflate(&z, at == size ? Z_FINISH : Z_NO_FLUSH);
        if (rc == Z_OK && at == size) break;  // out of room at the end: an error below
    }
    size_t n = (size_t)z.total_out;
    deflateEnd(&z);
    if (rc != Z_STREAM_END) { free(dst); return TSP_ERR_INVALID; }
    uint8_t *shrunk = (uint8_t *)realloc(dst, n);
    *out = shrunk ? shrunk : dst;
    *out_size = n;
    return TSP_OK;
}

int tsp_zlib_compress(const uint8_t *data, size_t size, int level, int use_zlib, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (use_zlib) return zlib_whole(data, size, level, out, out_size);
    struct libdeflate_compressor *z = libdeflate_alloc_compressor(level);
    if (!z) return TSP_ERR_NO_MEMORY;
    size_t cap = libdeflate_zlib_compress_bound(z, size);
    uint8_t *dst = (uint8_t *)malloc(cap ? cap : 1);
    if (!dst) { libdeflate_free_compressor(z); return TSP_ERR_NO_MEMORY; }
    size_t n = libdeflate_zlib_compress(z, data, size, dst, cap);
    libdeflate_free_compressor(z);
    if (n == 0) { free(dst); return TSP_ERR_INVALID; }
    uint8_t *shrunk = (uint8_t *)realloc(dst, n);
    *out = shrunk ? shrunk : dst;
    *out_size = n;
    return TSP_OK;
}

int tsp_encode_deflated(uint32_t width, uint32_t height, const tsp_encode_options *o,
                        const uint8_t *zdata, size_t zsize,
                        uint8_t **out, size_t *out_size, char message[TSP_MESSAGE_SIZE]) {
    if (!zdata || zsize == 0) { copy_message(message, "no image data"); return TSP_ERR_INVALID; }
    return encode_with(width, height, o, zdata, zsize, out, out_size, message);
}

void tsp_free(void *p) { free(p); }
