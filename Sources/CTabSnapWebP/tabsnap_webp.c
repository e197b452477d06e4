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

struct tsw_encoder {
    WebPAnimEncoder *enc;
    WebPConfig config;
    int width, height, timestamp, failed;
};

tsw_encoder *tsw_encoder_new(int width, int height, int loop_count, char message[TSW_MESSAGE_SIZE]) {
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
        set_message(message, "frames must be 1 to 16383 pixels a side");
        return NULL;
    }
    tsw_encoder *e = (tsw_encoder *)calloc(1, sizeof(tsw_encoder));
    if (!e) { set_message(message, "out of memory"); return NULL; }
    WebPAnimEncoderOptions anim;
    if (!WebPAnimEncoderOptionsInit(&anim) || !WebPConfigInit(&e->config)) {
        free(e);
        set_message(message, "libwebp version mismatch");
        return NULL;
    }
    anim.anim_params.loop_count = loop_count;
    anim.allow_mixed = 0;
    anim.minimize_size = 0;
    anim.kmin = 0;  // kmax 0: no key frames inserted, each frame stores only the rectangle that changed
    anim.kmax = 0;
    e->config.lossless = 1;
    e->config.exact = 1;  // keep the RGB of transparent pixels: the pixels TabSnap drew, all of them
    e->config.quality = 50;
    e->config.method = 1;
    e->config.thread_level = 0;
    e->width = width;
    e->height = height;
    e->enc = WebPValidateConfig(&e->config) ? WebPAnimEncoderNew(width, height, &anim) : NULL;
    if (!e->enc) {
        free(e);
        set_message(message, "cannot create the WebP animation encoder (out of memory?)");
        return NULL;
    }
    return e;
}

int tsw_encoder_add(tsw_encoder *e, const uint8_t *rgba, int duration_ms, char message[TSW_MESSAGE_SIZE]) {
    if (e->failed) { set_message(message, "the encoder already failed"); return -1; }
    WebPPicture pic;
    if (!WebPPictureInit(&pic)) { set_message(message, "libwebp version mismatch"); e->failed = 1; return -1; }
    pic.use_argb = 1;
    pic.width = e->width;
    pic.height = e->height;
    int ok = WebPPictureImportRGBA(&pic, rgba, e->width * 4);
    if (!ok) set_message(message, "out of memory importing a frame");
    else if (!(ok = WebPAnimEncoderAdd(e->enc, &pic, e->timestamp, &e->config))) set_message(message, WebPAnimEncoderGetError(e->enc));
    WebPPictureFree(&pic);
    e->timestamp += duration_ms > 0 ? duration_ms : 1;
    if (!ok) e->failed = 1;
    return ok ? 0 : -1;
}

int tsw_encoder_finish(tsw_encoder *e, uint8_t **out, size_t *out_size, char message[TSW_MESSAGE_SIZE]) {
    *out = NULL;
    *out_size = 0;
    if (!e) return -1;
    int ok = !e->failed;
    WebPData data;
    WebPDataInit(&data);
    // A last, empty add gives the final frame its duration.
    if (ok && !WebPAnimEncoderAdd(e->enc, NULL, e->timestamp, NULL)) { set_message(message, WebPAnimEncoderGetError(e->enc)); ok = 0; }
    if (ok && !WebPAnimEncoderAssemble(e->enc, &data)) { set_message(message, WebPAnimEncoderGetError(e->enc)); ok = 0; }
    WebPAnimEncoderDelete(e->enc);
    free(e);
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
