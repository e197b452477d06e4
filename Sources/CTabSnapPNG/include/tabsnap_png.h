// A small C layer over libpng's full API. libpng reports errors by longjmp, which must never
// cross Swift frames, so every libpng call happens here under setjmp and errors come back as
// a code plus libpng's own message.
#ifndef TABSNAP_PNG_H
#define TABSNAP_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    TSP_OK = 0,
    TSP_ERR_NOT_PNG = 1,     // signature is not PNG
    TSP_ERR_TRUNCATED = 2,   // data ended early
    TSP_ERR_CRC = 3,         // a chunk's CRC is wrong
    TSP_ERR_INVALID = 4,     // libpng refused the data (bad header, chunk, compressed stream...)
    TSP_ERR_TOO_LARGE = 5,   // over the caller's limits (size, chunk, text or image-data budget)
    TSP_ERR_NO_MEMORY = 6,
    TSP_ERR_INTERNAL = 7,
    TSP_ERR_TRANSLUCENT = 8, // tsp_deflate_band dropping alpha met a pixel that is not opaque
};

#define TSP_MESSAGE_SIZE 256
// IDAT may hold at most twice the image's filtered bytes plus this, and at most this much more
// once the last row is decoded: a real encoder never comes near either (stored deflate adds
// 5 bytes per 64 KiB), while a deflate bomb after the last row would otherwise be inflated.
#define TSP_IDAT_SLACK 65536
#define TSP_IDAT_TRAILING_MAX 65536

typedef struct tsp_decoder tsp_decoder;

// What one decode may cost, checked from the bytes before libpng allocates for them.
typedef struct {
    uint32_t max_width, max_height;  // also given to libpng (png_set_user_limits)
    uint32_t max_metadata_bytes;     // every chunk but IDAT together, as stored
    uint32_t max_text_bytes;         // tEXt + zTXt + iTXt together as stored; each one inflated
} tsp_limits;

// Reads the signature and header. Every chunk header is walked first: a chunk running past the
// end is refused as truncated, one over the limits (or IDAT data far beyond what the image
// needs) as TSP_ERR_TOO_LARGE, all before libpng allocates anything for it.
// On failure returns NULL and fills code/message.
tsp_decoder *tsp_decoder_open(const uint8_t *data, size_t size, const tsp_limits *limits,
                              int *code, char message[TSP_MESSAGE_SIZE]);
uint32_t tsp_decoder_width(const tsp_decoder *d);
uint32_t tsp_decoder_height(const tsp_decoder *d);
int tsp_decoder_color_type(const tsp_decoder *d);
int tsp_decoder_bit_depth(const tsp_decoder *d);
int tsp_decoder_interlaced(const tsp_decoder *d);

// Decodes every row into `rgba` (width*height*4 bytes, straight alpha, 8 bits per channel),
// then reads to the end of the stream so trailing text chunks and CRC errors are seen.
// Compressed data going on after the last row is refused past TSP_IDAT_TRAILING_MAX bytes.
// When `capacity` (the bytes at `rgba`, at least `size`) also holds tsp_decoder_filtered_bytes,
// the image data may be inflated whole by libdeflate into the buffer's end first (same pixels,
// same errors; see whole_inflate); capacity 0 always streams through zlib.
int tsp_decoder_read_rgba(tsp_decoder *d, uint8_t *rgba, size_t size, size_t capacity, char message[TSP_MESSAGE_SIZE]);
// What the image data inflates to: every row of every pass with its filter byte.
uint64_t tsp_decoder_filtered_bytes(const tsp_decoder *d);
// The `capacity` to give tsp_decoder_read_rgba for the whole-inflate way (the RGBA pixels, or
// the inflated rows when longer), or 0 when that way will not be taken.
uint64_t tsp_decoder_whole_capacity(const tsp_decoder *d);
// 1 when the last read took the whole-inflate way.
int tsp_decoder_inflated_whole(const tsp_decoder *d);
// Rows of the image data whose filter the whole-inflate path undid before libpng read them.
uint32_t tsp_decoder_unfiltered_rows(const tsp_decoder *d);

// Text chunks (tEXt, zTXt, iTXt) seen so far, as UTF-8 / Latin-1 bytes as stored.
int tsp_decoder_text_count(const tsp_decoder *d);
int tsp_decoder_text_at(const tsp_decoder *d, int index,
                        const char **key, const char **text, size_t *text_length);

void tsp_decoder_close(tsp_decoder *d);

// Encoding --------------------------------------------------------------------------------

enum {
    TSP_COLOR_GRAY = 0,
    TSP_COLOR_RGB = 2,
    TSP_COLOR_PALETTE = 3,
    TSP_COLOR_GRAY_ALPHA = 4,
    TSP_COLOR_RGBA = 6,
};

typedef struct {
    int color_type;        // TSP_COLOR_*
    int bit_depth;         // 8, or 1/2/4 for palette and gray
    const uint8_t *palette;   // palette_count * 3 bytes (RGB)
    const uint8_t *trans;     // palette_count alpha bytes, or NULL
    int palette_count;
    int trans_count;
    const char *const *text_keys;   // tEXt chunks written before the image data
    const char *const *text_values;
    int text_count;
} tsp_encode_options;

// The rows before a band that prime its deflate as a dictionary. With filter None a UI row
// mostly repeats the row above, one line back, so one row keeps nearly all of the matches;
// priming 32 KiB (9 rows of a 1290-pixel screen) cost 10 % of a 40-render matrix in
// deflateSetDictionary for files 1 % larger, not smaller.
#define TSP_DICTIONARY_ROWS 1

// The fast profile's encoder, in bands (as pigz splits a stream): each band of rows is deflated
// on its own thread as raw deflate primed with the filtered row before it, and ends
// on a byte boundary (sync flush), so the bands joined are one zlib stream. The band size is
// fixed by the caller, never by the thread count, so the bytes never depend on the machine.
//
// Deflates rows [y0, y1) of 8-bit pixels (`row_bytes` apart; `channels` of `stride` bytes per
// pixel are kept: 3 of 4 drops alpha, and then every pixel of the rows read must be opaque or
// the call fails with TSP_ERR_TRANSLUCENT) with filter None. `last` finishes the stream. On success
// *out is malloc'd (free with tsp_free) and *adler is the band's Adler-32 of its filtered bytes.
// `memo` (may be NULL) is shared by the bands of one image, see tsp_band_memo.
typedef struct tsp_band_memo tsp_band_memo;
int tsp_deflate_band(const uint8_t *pixels, uint32_t width, size_t row_bytes, int stride, int channels,
                     uint32_t y0, uint32_t y1, int last, int level, tsp_band_memo *memo,
                     uint8_t **out, size_t *out_size, uint32_t *adler, size_t *filtered_size);

// Deflated bands whose rows, and the dictionary row before them, all repeat one row: a flat
// background is most of a UI screen, and deflating it once and copying the bytes for every
// other such band gives exactly the bytes deflating each would (zlib's output depends only on
// its settings, dictionary and input, all of which are then the same). Rows are compared
// whole, never by a hash. Safe to share between threads.
tsp_band_memo *tsp_band_memo_create(void);
void tsp_band_memo_free(tsp_band_memo *memo);
uint32_t tsp_adler32_combine(uint32_t first, uint32_t second, size_t second_size);

// Writes a PNG around image data already deflated (a whole zlib stream): signature, IHDR,
// tEXt, then IDAT chunks and IEND, every chunk framed and checksummed by libpng.
int tsp_encode_deflated(uint32_t width, uint32_t height, const tsp_encode_options *options,
                        const uint8_t *zdata, size_t zsize,
                        uint8_t **out, size_t *out_size, char message[TSP_MESSAGE_SIZE]);

// The `small` profile's image data, in two steps so the caller can try several and deflate
// only the best at the slow level. tsp_filter_rows writes `height` rows of `row_bytes` each
// (plus a filter byte) into *out, each row filtered by `mode`: None, or per row the filter
// whose bytes have the fewest distinct byte pairs (oxipng's "bigrams"; on the conformance PNGs it
// did as well as libpng's smallest-sum heuristic and the two together). With `strip_filler` the
// source rows are RGBA (`src_row_bytes` apart) and their alpha bytes are dropped. `bpp` is the
// bytes per pixel the filters look back (1 below 8 bits).
enum { TSP_FILTER_NONE = 0, TSP_FILTER_BIGRAMS = 2 };
int tsp_filter_rows(const uint8_t *rows, uint32_t height, size_t src_row_bytes, size_t row_bytes,
                    int strip_filler, int bpp, int mode, uint8_t **out, size_t *out_size);
// A whole zlib stream of `data` by libdeflate at `level` (1–12), or with `use_zlib` by zlib at
// `level` (1–9, memLevel 9, default strategy). The output depends only on the level, the input
// and the library's version, never on the machine.
int tsp_zlib_compress(const uint8_t *data, size_t size, int level, int use_zlib, uint8_t **out, size_t *out_size);

void tsp_free(void *p);

// One row of RGBA into RGB (width * 3 bytes) the way the encoder drops alpha, by the byte loop
// (vectors = 0) or the vector one; returns the AND of the alpha bytes. For tests: the encoder
// takes the vector way in unoptimised builds only.
uint8_t tsp_pack_rgb(const uint8_t *src, uint32_t width, uint8_t *dst, int vectors);

// PixelDigest's four lanes (in, then out) over the whole 32-byte blocks of `count` bytes.
void tsp_digest_blocks(uint64_t lanes[4], const uint8_t *bytes, size_t count);
// The same while every pixel is opaque (the blocks starting on a pixel): stops before the first
// block holding an alpha under 255 and returns the bytes it hashed, a multiple of 32.
size_t tsp_digest_blocks_opaque(uint64_t lanes[4], const uint8_t *bytes, size_t count);

#ifdef __cplusplus
}
#endif

#endif
