#ifndef FLOURISH_CFFMPEG_H
#define FLOURISH_CFFMPEG_H

/* FFmpeg for timelapse videos: its types and constants from its headers, its functions from
 * its libraries opened at the first video (flourish_ffmpeg_load), never linked. Linked, every
 * command (a thumbnail, --version, a replay) would load and bind libavcodec's hundred-odd
 * codec libraries at its start and use none of them.
 *
 * Each function used is called as flourish_<its name>, which calls FFmpeg's through the pointer
 * flourish_ffmpeg_load found; FFmpeg's own names are declared by its headers but resolve to
 * nothing, so a direct call fails at link time. */

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <stddef.h>
#include <stdint.h>

/* From FFmpeg 6.1 on (libavformat 61 makes it the only form) the buffer a write callback is
 * given is const. */
#if LIBAVFORMAT_VERSION_MAJOR >= 61
#define FLOURISH_AVIO_BUFFER const uint8_t
#else
#define FLOURISH_AVIO_BUFFER uint8_t
#endif

/* Every FFmpeg function Flourish calls: the library that has it, what it returns, its name,
 * its parameters, and the arguments that pass them on. FLOURISH_FFMPEG_PROCEDURES return
 * nothing. */
#define FLOURISH_FFMPEG_FUNCTIONS(F) \
    F(avutil, void *, av_malloc, (size_t size), (size)) \
    F(avutil, AVFrame *, av_frame_alloc, (void), ()) \
    F(avutil, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align)) \
    F(avutil, int, av_frame_make_writable, (AVFrame *frame), (frame)) \
    F(avutil, int, av_opt_set, (void *object, const char *name, const char *value, int flags), \
        (object, name, value, flags)) \
    F(avutil, int, av_strerror, (int code, char *buffer, size_t size), (code, buffer, size)) \
    F(swscale, struct SwsContext *, sws_getContext, \
        (int sourceWidth, int sourceHeight, enum AVPixelFormat sourceFormat, int width, int height, \
            enum AVPixelFormat format, int flags, SwsFilter *sourceFilter, SwsFilter *filter, const double *parameters), \
        (sourceWidth, sourceHeight, sourceFormat, width, height, format, flags, sourceFilter, filter, parameters)) \
    F(swscale, int, sws_scale, \
        (struct SwsContext *context, const uint8_t *const source[], const int sourceStrides[], int top, int rows, \
            uint8_t *const destination[], const int strides[]), \
        (context, source, sourceStrides, top, rows, destination, strides)) \
    F(avcodec, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name)) \
    F(avcodec, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec)) \
    F(avcodec, int, avcodec_open2, (AVCodecContext *context, const AVCodec *codec, AVDictionary **options), \
        (context, codec, options)) \
    F(avcodec, int, avcodec_parameters_from_context, (AVCodecParameters *parameters, const AVCodecContext *context), \
        (parameters, context)) \
    F(avcodec, int, avcodec_send_frame, (AVCodecContext *context, const AVFrame *frame), (context, frame)) \
    F(avcodec, int, avcodec_receive_packet, (AVCodecContext *context, AVPacket *packet), (context, packet)) \
    F(avcodec, AVPacket *, av_packet_alloc, (void), ()) \
    F(avformat, int, avformat_alloc_output_context2, \
        (AVFormatContext **context, const AVOutputFormat *format, const char *name, const char *path), \
        (context, format, name, path)) \
    F(avformat, AVStream *, avformat_new_stream, (AVFormatContext *context, const AVCodec *codec), (context, codec)) \
    F(avformat, int, avformat_write_header, (AVFormatContext *context, AVDictionary **options), (context, options)) \
    F(avformat, int, av_interleaved_write_frame, (AVFormatContext *context, AVPacket *packet), (context, packet)) \
    F(avformat, int, av_write_trailer, (AVFormatContext *context), (context)) \
    F(avformat, AVIOContext *, avio_alloc_context, \
        (unsigned char *buffer, int size, int writable, void *opaque, int (*read)(void *, uint8_t *, int), \
            int (*write)(void *, FLOURISH_AVIO_BUFFER *, int), int64_t (*seek)(void *, int64_t, int)), \
        (buffer, size, writable, opaque, read, write, seek))
#define FLOURISH_FFMPEG_PROCEDURES(F) \
    F(avutil, av_log_set_level, (int level), (level)) \
    F(avutil, av_free, (void *pointer), (pointer)) \
    F(avutil, av_freep, (void *pointer), (pointer)) \
    F(avutil, av_frame_free, (AVFrame **frame), (frame)) \
    F(swscale, sws_freeContext, (struct SwsContext *context), (context)) \
    F(avcodec, avcodec_free_context, (AVCodecContext **context), (context)) \
    F(avcodec, av_packet_free, (AVPacket **packet), (packet)) \
    F(avcodec, av_packet_rescale_ts, (AVPacket *packet, AVRational from, AVRational to), (packet, from, to)) \
    F(avformat, avio_flush, (AVIOContext *context), (context)) \
    F(avformat, avio_context_free, (AVIOContext **context), (context)) \
    F(avformat, avformat_free_context, (AVFormatContext *context), (context))

#define FLOURISH_FFMPEG_DECLARE_FUNCTION(library, result, name, parameters, arguments) result flourish_##name parameters;
#define FLOURISH_FFMPEG_DECLARE_PROCEDURE(library, name, parameters, arguments) void flourish_##name parameters;
FLOURISH_FFMPEG_FUNCTIONS(FLOURISH_FFMPEG_DECLARE_FUNCTION)
FLOURISH_FFMPEG_PROCEDURES(FLOURISH_FFMPEG_DECLARE_PROCEDURE)

/* Opens libavutil, libswscale, libavcodec and libavformat by the sonames of the headers built
 * against (their ABI), and finds every function above. Returns 0; or -1 with `library` set to
 * the soname that failed and `reason` (of `capacity` bytes) to the loader's words. Call it
 * once, before any other function here (FFmpegLibraries in FlourishVideo does). */
int flourish_ffmpeg_load(const char **library, char *reason, size_t capacity);

/* AVERROR(EAGAIN) and AVERROR_EOF are function-like macros Swift cannot import. */
static inline int flourish_av_error_again(void) { return AVERROR(EAGAIN); }
static inline int flourish_av_error_eof(void) { return AVERROR_EOF; }

/* sws_scale wants arrays of planes; one packed RGBA plane into the frame's own planes. */
int flourish_sws_rgba_into_frame(struct SwsContext *context, const uint8_t *rgba, int stride, int height, AVFrame *frame);

/* A seekable AVIOContext writing to `descriptor` (not owned: the caller closes it), with a
 * buffer of its own; NULL where out of memory. Freed with flourish_avio_free. FFmpeg writes a
 * video through it on a file descriptor the Swift side owns (a temporary file beside the
 * destination, renamed over it once the video is complete). */
AVIOContext *flourish_avio_for_descriptor(int descriptor);

/* Frees a context of flourish_avio_for_descriptor and its buffer (which FFmpeg may have
 * replaced), and sets it to NULL; writes nothing more. */
void flourish_avio_free(AVIOContext **context);

#endif
