#include "PNGStream.h"

#include <errno.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(FLOURISH_PNG_FILTER_NONE == PNG_FILTER_NONE, "filter bits must be libpng's");
_Static_assert(FLOURISH_PNG_FILTER_SUB == PNG_FILTER_SUB, "filter bits must be libpng's");
_Static_assert(FLOURISH_PNG_FILTER_UP == PNG_FILTER_UP, "filter bits must be libpng's");
_Static_assert(FLOURISH_PNG_FILTER_AVERAGE == PNG_FILTER_AVG, "filter bits must be libpng's");
_Static_assert(FLOURISH_PNG_FILTER_PAETH == PNG_FILTER_PAETH, "filter bits must be libpng's");

enum { MESSAGE_CAPACITY = 256 };

/* What a handle shares with libpng's error callback (its error_ptr). */
typedef struct {
    int failed;
    char message[MESSAGE_CAPACITY];
} Failure;

/* libpng's error callback: keeps the message and jumps back to the setjmp of the call in
 * progress (all of them in this file). It must not return. */
static void on_error(png_structp png, png_const_charp message) {
    Failure *failure = png_get_error_ptr(png);
    if (failure) {
        failure->failed = 1;
        snprintf(failure->message, MESSAGE_CAPACITY, "%s", message ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

/* Warnings (a bad ancillary chunk's CRC, an sRGB profile libpng dislikes) do not stop a read
 * or a write; nobody would see them on stderr. */
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* ------------------------------------------------------------------------------------------ */

struct FlourishPNGWriter {
    png_structp png;
    png_infop info;
    Failure failure;
};

/* Writes through stdio as libpng's own writer does, but a short write names its reason
 * (a full disk, a quota) instead of libpng's bare "Write Error". */
static void write_data(png_structp png, png_bytep data, size_t length) {
    FILE *stream = png_get_io_ptr(png);
    if (fwrite(data, 1, length, stream) != length) {
        char message[MESSAGE_CAPACITY];
        snprintf(message, sizeof message, "cannot write: %s", strerror(errno ? errno : EIO));
        png_error(png, message);
    }
}

static void flush_data(png_structp png) { fflush(png_get_io_ptr(png)); }

FlourishPNGWriter *flourish_png_writer_create(FILE *stream) {
    FlourishPNGWriter *writer = calloc(1, sizeof *writer);
    if (!writer) return NULL;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->failure, on_error, on_warning);
    if (writer->png) writer->info = png_create_info_struct(writer->png);
    if (!writer->png || !writer->info) {
        png_destroy_write_struct(&writer->png, &writer->info);
        free(writer);
        return NULL;
    }
    png_set_write_fn(writer->png, stream, write_data, flush_data);
    return writer;
}

int flourish_png_writer_begin(FlourishPNGWriter *writer, uint32_t width, uint32_t height, int filters, int level) {
    if (writer->failure.failed) return -1;
    if (setjmp(png_jmpbuf(writer->png))) return -1;
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(writer->png, level);
    png_write_info(writer->png, writer->info);
    return 0;
}

int flourish_png_writer_write_row(FlourishPNGWriter *writer, const uint8_t *row) {
    if (writer->failure.failed) return -1;
    if (setjmp(png_jmpbuf(writer->png))) return -1;
    png_write_row(writer->png, row);
    return 0;
}

int flourish_png_writer_end(FlourishPNGWriter *writer) {
    if (writer->failure.failed) return -1;
    if (setjmp(png_jmpbuf(writer->png))) return -1;
    png_write_end(writer->png, writer->info);
    return 0;
}

const char *flourish_png_writer_message(const FlourishPNGWriter *writer) { return writer->failure.message; }

void flourish_png_writer_destroy(FlourishPNGWriter *writer) {
    if (!writer) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer);
}

/* ------------------------------------------------------------------------------------------ */

struct FlourishPNGReader {
    png_structp png;
    png_infop info;
    FILE *stream;
    /* For a reader of bytes: its own copy, which the stream reads; freed with the reader. */
    unsigned char *memory;
    int passes;
    /* What the image data holds and what the header says it must unpack to (see the header). */
    uint64_t image_data_bytes;
    uint64_t unpacked_bytes;
    Failure failure;
};

static uint32_t big_endian(const unsigned char *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* The bytes of IDAT data `stream` holds, each chunk counted only as far as the stream goes
 * (a cut file holds less than its lengths say), or UINT64_MAX where the stream cannot be
 * measured (it does not seek). Walks the chunk headers from just after the signature, seeking
 * over each chunk's data, and leaves the stream at its start for libpng. */
static uint64_t count_image_data(FILE *stream) {
    if (fseeko(stream, 0, SEEK_END) != 0) return UINT64_MAX;
    off_t size = ftello(stream);
    if (size < 0 || fseeko(stream, 8, SEEK_SET) != 0) return UINT64_MAX;
    uint64_t total = 0;
    off_t at = 8;
    unsigned char header[8];
    while (at + 8 <= size && fread(header, 1, sizeof header, stream) == sizeof header) {
        off_t data = at + 8;
        off_t length = (off_t)big_endian(header);
        off_t present = length < size - data ? length : size - data;
        if (memcmp(header + 4, "IDAT", 4) == 0) total += (uint64_t)present;
        if (memcmp(header + 4, "IEND", 4) == 0) break;
        at = data + length + 4;
        if (at >= size || fseeko(stream, at, SEEK_SET) != 0) break;
    }
    return fseeko(stream, 0, SEEK_SET) == 0 ? total : UINT64_MAX;
}

/* a * b + c, or UINT64_MAX where that overflows. */
static uint64_t saturating(uint64_t a, uint64_t b, uint64_t c) {
    uint64_t product, sum;
    if (__builtin_mul_overflow(a, b, &product) || __builtin_add_overflow(product, c, &sum)) return UINT64_MAX;
    return sum;
}

/* The bytes the header says the image data unpacks to: each row (of each Adam7 pass) is a
 * filter byte and its pixels packed at the file's bit depth. */
static uint64_t unpacked_bytes(uint32_t width, uint32_t height, int bits_per_pixel, int interlaced) {
    uint64_t total = 0;
    for (int pass = 0; pass < (interlaced ? 7 : 1); pass++) {
        uint64_t columns = interlaced ? PNG_PASS_COLS(width, pass) : width;
        uint64_t rows = interlaced ? PNG_PASS_ROWS(height, pass) : height;
        if (columns == 0 || rows == 0) continue;
        uint64_t row_bytes = saturating(columns, (uint64_t)bits_per_pixel, 7) / 8 + 1;
        uint64_t pass_bytes = saturating(rows, row_bytes, 0);
        total = pass_bytes > UINT64_MAX - total ? UINT64_MAX : total + pass_bytes;
    }
    return total;
}

FlourishPNGReader *flourish_png_reader_open(const char *path) {
    FlourishPNGReader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->failure, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        png_destroy_read_struct(&reader->png, &reader->info, NULL);
        free(reader);
        return NULL;
    }
    reader->stream = fopen(path, "rb");
    if (!reader->stream) {
        reader->failure.failed = 1;
        snprintf(reader->failure.message, MESSAGE_CAPACITY, "cannot open: %s", strerror(errno));
        return reader;
    }
    png_init_io(reader->png, reader->stream);
    return reader;
}

FlourishPNGReader *flourish_png_reader_open_bytes(const unsigned char *bytes, size_t count) {
    FlourishPNGReader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->failure, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    reader->memory = malloc(count > 0 ? count : 1);
    if (!reader->png || !reader->info || !reader->memory) {
        png_destroy_read_struct(&reader->png, &reader->info, NULL);
        free(reader->memory);
        free(reader);
        return NULL;
    }
    memcpy(reader->memory, bytes, count);
    reader->stream = count > 0 ? fmemopen(reader->memory, count, "rb") : NULL;
    if (!reader->stream) {
        reader->failure.failed = 1;
        snprintf(reader->failure.message, MESSAGE_CAPACITY, "cannot read %zu bytes as a file", count);
        return reader;
    }
    png_init_io(reader->png, reader->stream);
    return reader;
}

int flourish_png_reader_is_open(const FlourishPNGReader *reader) { return reader->stream != NULL; }

int flourish_png_reader_begin(FlourishPNGReader *reader) {
    if (reader->failure.failed) return -1;
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return -1;
    reader->image_data_bytes = count_image_data(reader->stream);
    png_read_info(png, info);
    reader->unpacked_bytes = unpacked_bytes(
        png_get_image_width(png, info), png_get_image_height(png, info),
        png_get_bit_depth(png, info) * png_get_channels(png, info),
        png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7);
    int type = png_get_color_type(png, info);
    int hasTransparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    /* Palette to RGB, grey of 1, 2 and 4 bits to 8, a tRNS chunk to an alpha channel. */
    png_set_expand(png);
    /* 16 to 8 bits rounded to the nearest value; png_set_strip_16 would drop the low byte,
     * which reads 0x80FF as 0x80 rather than 0x81. */
    if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
    if (!(type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !hasTransparency) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    reader->passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
        png_error(png, "libpng did not convert the rows to 8-bit RGBA");
    }
    return 0;
}

uint32_t flourish_png_reader_width(const FlourishPNGReader *reader) {
    return png_get_image_width(reader->png, reader->info);
}

uint32_t flourish_png_reader_height(const FlourishPNGReader *reader) {
    return png_get_image_height(reader->png, reader->info);
}

int flourish_png_reader_passes(const FlourishPNGReader *reader) { return reader->passes; }

uint64_t flourish_png_reader_image_data_bytes(const FlourishPNGReader *reader) { return reader->image_data_bytes; }

uint64_t flourish_png_reader_unpacked_bytes(const FlourishPNGReader *reader) { return reader->unpacked_bytes; }

int flourish_png_reader_read_row(FlourishPNGReader *reader, uint8_t *row) {
    if (reader->failure.failed) return -1;
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_row(reader->png, row, NULL);
    return 0;
}

int flourish_png_reader_end(FlourishPNGReader *reader) {
    if (reader->failure.failed) return -1;
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_end(reader->png, NULL);
    return 0;
}

const char *flourish_png_reader_message(const FlourishPNGReader *reader) { return reader->failure.message; }

void flourish_png_reader_destroy(FlourishPNGReader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    if (reader->stream) fclose(reader->stream);
    free(reader->memory);
    free(reader);
}
