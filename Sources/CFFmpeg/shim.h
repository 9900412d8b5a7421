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

// FFmpeg writes a video through these on a file descriptor the Swift side owns (a temporary
// file beside the destination, renamed over it once the video is complete). From FFmpeg 6.1
// on (libavformat 61 makes it the only form) the buffer written is const.
#include <errno.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

#if LIBAVFORMAT_VERSION_MAJOR >= 61
#define FLOURISH_AVIO_BUFFER const uint8_t
#else
#define FLOURISH_AVIO_BUFFER uint8_t
#endif

// All of `buffer` to the descriptor `opaque` carries, again where a signal interrupted; the
// system's error (a full disk's ENOSPC) as FFmpeg's.
static inline int flourish_avio_write(void *opaque, FLOURISH_AVIO_BUFFER *buffer, int size) {
    int descriptor = (int)(intptr_t)opaque;
    int written = 0;
    while (written < size) {
        ssize_t n = write(descriptor, buffer + written, (size_t)(size - written));
        if (n < 0) {
            if (errno == EINTR) continue;
            return AVERROR(errno);
        }
        written += (int)n;
    }
    return written;
}

// The muxer seeks back to finish what it wrote first (MP4's sizes); AVSEEK_SIZE asks the size.
static inline int64_t flourish_avio_seek(void *opaque, int64_t offset, int whence) {
    int descriptor = (int)(intptr_t)opaque;
    if (whence == AVSEEK_SIZE) {
        struct stat info;
        return fstat(descriptor, &info) == 0 ? (int64_t)info.st_size : AVERROR(errno);
    }
    off_t at = lseek(descriptor, (off_t)offset, whence & ~AVSEEK_FORCE);
    return at < 0 ? AVERROR(errno) : (int64_t)at;
}

// A seekable AVIOContext writing to `descriptor` (not owned: the caller closes it), with a
// buffer of its own; NULL where out of memory. Freed with flourish_avio_free.
static inline AVIOContext *flourish_avio_for_descriptor(int descriptor) {
    const int size = 64 * 1024;
    unsigned char *buffer = av_malloc(size);
    if (buffer == NULL) return NULL;
    AVIOContext *context = avio_alloc_context(
        buffer, size, 1, (void *)(intptr_t)descriptor, NULL, flourish_avio_write, flourish_avio_seek);
    if (context == NULL) av_free(buffer);
    return context;
}

// Frees a context of flourish_avio_for_descriptor and its buffer (which FFmpeg may have
// replaced), and sets it to NULL; writes nothing more.
static inline void flourish_avio_free(AVIOContext **context) {
    if (*context == NULL) return;
    av_freep(&(*context)->buffer);
    avio_context_free(context);
}
