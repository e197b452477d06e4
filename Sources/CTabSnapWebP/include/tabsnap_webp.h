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

// An animation written frame by frame, so the caller never holds all frames in one buffer:
// new (canvas size, loop count; 0 loops forever), add each frame of straight RGBA with how long it
// shows, then finish, which returns the file (malloc'd; free with tsw_free) and frees the
// encoder. Each returns 0, or -1 with a message; after a failure only finish (to free) is valid.
typedef struct tsw_encoder tsw_encoder;
tsw_encoder *tsw_encoder_new(int width, int height, int loop_count, char message[TSW_MESSAGE_SIZE]);
int tsw_encoder_add(tsw_encoder *e, const uint8_t *rgba, int duration_ms, char message[TSW_MESSAGE_SIZE]);
int tsw_encoder_finish(tsw_encoder *e, uint8_t **out, size_t *out_size, char message[TSW_MESSAGE_SIZE]);

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
