// See tabsnap_webp.h.
#include "tabsnap_webp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

static void set_message(char *dst, const char *text) {
    if (!dst) return;
    snprintf(dst, TSW_MESSAGE_SIZE, "%s", text);
}

int tsw_encode_animation(const uint8_t *rgba, int width, int height, int count, const int *durations_ms,
                         int loop_count, uint8_t **out, size_t *out_size, char message[TSW_MESSAGE_SIZE]) {
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION || count <= 0) {
        set_message(message, "frames must be 1 to 16383 pixels a side, and there must be at least one");
        return -1;
    }
    WebPAnimEncoderOptions anim;
    WebPConfig config;
    if (!WebPAnimEncoderOptionsInit(&anim) || !WebPConfigInit(&config)) {
        set_message(message, "libwebp version mismatch");
        return -1;
    }
    anim.anim_params.loop_count = loop_count;
    anim.allow_mixed = 0;
    anim.minimize_size = 0;
    anim.kmin = 0;  // kmax 0: no key frames inserted, each frame stores only the rectangle that changed
    anim.kmax = 0;
    config.lossless = 1;
    config.exact = 1;  // keep the RGB of transparent pixels: the pixels TabSnap drew, all of them
    config.quality = 50;
    config.method = 1;
    config.thread_level = 0;
    if (!WebPValidateConfig(&config)) { set_message(message, "invalid WebP encoder settings"); return -1; }
    WebPAnimEncoder *enc = WebPAnimEncoderNew(width, height, &anim);
    if (!enc) { set_message(message, "cannot create the WebP animation encoder (out of memory?)"); return -1; }
    int timestamp = 0, ok = 1;
    for (int i = 0; i < count && ok; i++) {
        WebPPicture pic;
        if (!WebPPictureInit(&pic)) { ok = 0; break; }
        pic.use_argb = 1;
        pic.width = width;
        pic.height = height;
        if (!WebPPictureImportRGBA(&pic, rgba + (size_t)i * width * height * 4, width * 4)) {
            set_message(message, "out of memory importing a frame");
            ok = 0;
        } else if (!WebPAnimEncoderAdd(enc, &pic, timestamp, &config)) {
            set_message(message, WebPAnimEncoderGetError(enc));
            ok = 0;
        }
        WebPPictureFree(&pic);
        timestamp += durations_ms[i] > 0 ? durations_ms[i] : 1;
    }
    WebPData data;
    WebPDataInit(&data);
    if (ok && !WebPAnimEncoderAdd(enc, NULL, timestamp, NULL)) { set_message(message, WebPAnimEncoderGetError(enc)); ok = 0; }
    if (ok && !WebPAnimEncoderAssemble(enc, &data)) { set_message(message, WebPAnimEncoderGetError(enc)); ok = 0; }
    WebPAnimEncoderDelete(enc);
    if (!ok) { WebPDataClear(&data); return -1; }
    uint8_t *copy = (uint8_t *)malloc(data.size ? data.size : 1);
    if (!copy) { WebPDataClear(&data); set_message(message, "out of memory"); return -1; }
    memcpy(copy, data.bytes, data.size);
    *out = copy;
    *out_size = data.size;
    WebPDataClear(&data);
    return 0;
}

struct tsw_animation {
    WebPAnimDecoder *dec;
    WebPAnimInfo info;
};

tsw_animation *tsw_open(const uint8_t *data, size_t size, char message[TSW_MESSAGE_SIZE]) {
    WebPAnimDecoderOptions opts;
    if (!WebPAnimDecoderOptionsInit(&opts)) { set_message(message, "libwebp version mismatch"); return NULL; }
    opts.color_mode = MODE_RGBA;
    opts.use_threads = 0;
    WebPData webp = { data, size };
    tsw_animation *a = (tsw_animation *)calloc(1, sizeof(tsw_animation));
    if (!a) { set_message(message, "out of memory"); return NULL; }
    a->dec = WebPAnimDecoderNew(&webp, &opts);
    if (!a->dec || !WebPAnimDecoderGetInfo(a->dec, &a->info)) {
        if (a->dec) WebPAnimDecoderDelete(a->dec);
        free(a);
        set_message(message, "not a WebP file, or a damaged one");
        return NULL;
    }
    return a;
}

int tsw_width(const tsw_animation *a) { return (int)a->info.canvas_width; }
int tsw_height(const tsw_animation *a) { return (int)a->info.canvas_height; }
int tsw_frame_count(const tsw_animation *a) { return (int)a->info.frame_count; }
int tsw_loop_count(const tsw_animation *a) { return (int)a->info.loop_count; }

int tsw_next(tsw_animation *a, uint8_t *rgba, int *timestamp_ms) {
    if (!WebPAnimDecoderHasMoreFrames(a->dec)) return -1;
    uint8_t *buf = NULL;
    int ts = 0;
    if (!WebPAnimDecoderGetNext(a->dec, &buf, &ts) || !buf) return -1;
    memcpy(rgba, buf, (size_t)a->info.canvas_width * a->info.canvas_height * 4);
    *timestamp_ms = ts;
    return 0;
}

void tsw_close(tsw_animation *a) {
    if (!a) return;
    WebPAnimDecoderDelete(a->dec);
    free(a);
}

void tsw_free(void *p) { free(p); }
