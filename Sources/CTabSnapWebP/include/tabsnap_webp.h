// Animated WebP through libwebp (Debian's libwebp-dev): lossless frames, so a browser plays
// exactly the pixels TabSnap drew. A thin C layer because libwebp's option structs are set up
// by inline functions that check the library's ABI version.
#ifndef TABSNAP_WEBP_H
#define TABSNAP_WEBP_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TSW_MESSAGE_SIZE 256

// `count` frames of `width` × `height` straight RGBA, one after another in `rgba`; frame i is
// shown for durations_ms[i]. loop_count 0 loops forever. On success *out is malloc'd (free with
// tsw_free) and 0 is returned; otherwise a message.
int tsw_encode_animation(const uint8_t *rgba, int width, int height, int count, const int *durations_ms,
                         int loop_count, uint8_t **out, size_t *out_size, char message[TSW_MESSAGE_SIZE]);

// Decodes an animated (or still) WebP: the canvas size, frame count and loop count first, so the
// caller can refuse sizes before any frame memory exists.
typedef struct tsw_animation tsw_animation;
tsw_animation *tsw_open(const uint8_t *data, size_t size, char message[TSW_MESSAGE_SIZE]);
int tsw_width(const tsw_animation *a);
int tsw_height(const tsw_animation *a);
int tsw_frame_count(const tsw_animation *a);
int tsw_loop_count(const tsw_animation *a);
// The next frame, composited onto the canvas, into `rgba` (width × height × 4 bytes), and the
// time it ends at in ms. Returns 0, or -1 when there is no next frame or it is corrupt.
int tsw_next(tsw_animation *a, uint8_t *rgba, int *timestamp_ms);
void tsw_close(tsw_animation *a);

void tsw_free(void *p);

#ifdef __cplusplus
}
#endif

#endif
