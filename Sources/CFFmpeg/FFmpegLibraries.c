/* FFmpeg's functions found at the first video (see CFFmpeg.h), and the helpers the Swift side
 * calls them through. */
#include "CFFmpeg.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#define FLOURISH_TEXT(value) #value
#define FLOURISH_SONAME(name, major) "lib" #name ".so." FLOURISH_TEXT(major)

/* In the order they are opened: each after the ones it needs. */
enum { library_avutil, library_swscale, library_avcodec, library_avformat, library_count };
static const char *const sonames[library_count] = {
    FLOURISH_SONAME(avutil, LIBAVUTIL_VERSION_MAJOR),
    FLOURISH_SONAME(swscale, LIBSWSCALE_VERSION_MAJOR),
    FLOURISH_SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR),
    FLOURISH_SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR),
};

/* Each function's pointer, typed by FFmpeg's own declaration. */
#define FLOURISH_POINTER_OF_FUNCTION(library, result, name, parameters, arguments) __typeof__(name) *name;
#define FLOURISH_POINTER_OF_PROCEDURE(library, name, parameters, arguments) __typeof__(name) *name;
static struct {
    FLOURISH_FFMPEG_FUNCTIONS(FLOURISH_POINTER_OF_FUNCTION)
    FLOURISH_FFMPEG_PROCEDURES(FLOURISH_POINTER_OF_PROCEDURE)
} ffmpeg;

#define FLOURISH_DEFINE_FUNCTION(library, result, name, parameters, arguments) \
    result flourish_##name parameters { return ffmpeg.name arguments; }
#define FLOURISH_DEFINE_PROCEDURE(library, name, parameters, arguments) \
    void flourish_##name parameters { ffmpeg.name arguments; }
FLOURISH_FFMPEG_FUNCTIONS(FLOURISH_DEFINE_FUNCTION)
FLOURISH_FFMPEG_PROCEDURES(FLOURISH_DEFINE_PROCEDURE)

int flourish_ffmpeg_load(const char **library, char *reason, size_t capacity) {
    void *handles[library_count] = {NULL};
    int failed = -1;
    for (int index = 0; index < library_count && failed < 0; index++) {
        handles[index] = dlopen(sonames[index], RTLD_NOW | RTLD_LOCAL);
        if (handles[index] == NULL) {
            failed = index;
            const char *error = dlerror();
            snprintf(reason, capacity, "%s", error != NULL ? error : "not found");
        }
    }
    /* dlsym's object pointer stored into the function pointer, as POSIX has it done. */
#define FLOURISH_FIND(library, name) \
    if (failed < 0 && (*(void **)&ffmpeg.name = dlsym(handles[library_##library], #name)) == NULL) { \
        failed = library_##library; \
        snprintf(reason, capacity, "it has no %s", #name); \
    }
#define FLOURISH_FIND_FUNCTION(library, result, name, parameters, arguments) FLOURISH_FIND(library, name)
#define FLOURISH_FIND_PROCEDURE(library, name, parameters, arguments) FLOURISH_FIND(library, name)
    FLOURISH_FFMPEG_FUNCTIONS(FLOURISH_FIND_FUNCTION)
    FLOURISH_FFMPEG_PROCEDURES(FLOURISH_FIND_PROCEDURE)
    if (failed < 0) return 0;
    *library = sonames[failed];
    for (int index = 0; index < library_count; index++) {
        if (handles[index] != NULL) dlclose(handles[index]);
    }
    return -1;
}

int flourish_sws_rgba_into_frame(struct SwsContext *context, const uint8_t *rgba, int stride, int height, AVFrame *frame) {
    const uint8_t *planes[1] = {rgba};
    const int strides[1] = {stride};
    return ffmpeg.sws_scale(context, planes, strides, 0, height, frame->data, frame->linesize);
}

/* All of `buffer` to the descriptor `opaque` carries, again where a signal interrupted; the
 * system's error (a full disk's ENOSPC) as FFmpeg's. */
static int write_to_descriptor(void *opaque, FLOURISH_AVIO_BUFFER *buffer, int size) {
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

/* The muxer seeks back to finish what it wrote first (MP4's sizes); AVSEEK_SIZE asks the size. */
static int64_t seek_descriptor(void *opaque, int64_t offset, int whence) {
    int descriptor = (int)(intptr_t)opaque;
    if (whence == AVSEEK_SIZE) {
        struct stat info;
        return fstat(descriptor, &info) == 0 ? (int64_t)info.st_size : AVERROR(errno);
    }
    off_t at = lseek(descriptor, (off_t)offset, whence & ~AVSEEK_FORCE);
    return at < 0 ? AVERROR(errno) : (int64_t)at;
}

AVIOContext *flourish_avio_for_descriptor(int descriptor) {
    const int size = 64 * 1024;
    unsigned char *buffer = ffmpeg.av_malloc(size);
    if (buffer == NULL) return NULL;
    AVIOContext *context = ffmpeg.avio_alloc_context(
        buffer, size, 1, (void *)(intptr_t)descriptor, NULL, write_to_descriptor, seek_descriptor);
    if (context == NULL) ffmpeg.av_free(buffer);
    return context;
}

void flourish_avio_free(AVIOContext **context) {
    if (*context == NULL) return;
    ffmpeg.av_freep(&(*context)->buffer);
    ffmpeg.avio_context_free(context);
}
