#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>

// AVERROR(EAGAIN) and AVERROR_EOF are function-like macros Swift cannot import.
static inline int flourish_av_error_again(void) { return AVERROR(EAGAIN); }
static inline int flourish_av_error_eof(void) { return AVERROR_EOF; }

// sws_scale wants arrays of planes; one packed RGBA plane into the frame's own planes.
static inline int flourish_sws_rgba_into_frame(
    struct SwsContext *context, const uint8_t *rgba, int stride, int height, AVFrame *frame) {
    const uint8_t *planes[1] = {rgba};
    const int strides[1] = {stride};
    return sws_scale(context, planes, strides, 0, height, frame->data, frame->linesize);
}
