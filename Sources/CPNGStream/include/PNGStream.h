#ifndef FLOURISH_PNG_STREAM_H
#define FLOURISH_PNG_STREAM_H

/* libpng's full (row-by-row) API behind calls that never longjmp into Swift.
 *
 * libpng reports an error by longjmp-ing to the last setjmp; a longjmp through Swift frames
 * skips their cleanup (releases, deinits, defers), so every call here that can fail does its
 * setjmp in C, returns 0 on success and -1 on failure, and keeps libpng's message for
 * `..._message`. After one failure the handle refuses every further call (its libpng state is
 * undefined), so a caller only ever destroys it. The structs are opaque: Swift sees no libpng
 * type. */

#include <stdint.h>
#include <stdio.h>

/* libpng's row filters, as png_set_filter's mask (PNG_FILTER_NONE ... PNG_FILTER_PAETH);
 * PNGStream.c checks they equal libpng's. */
#define FLOURISH_PNG_FILTER_NONE 0x08
#define FLOURISH_PNG_FILTER_SUB 0x10
#define FLOURISH_PNG_FILTER_UP 0x20
#define FLOURISH_PNG_FILTER_AVERAGE 0x40
#define FLOURISH_PNG_FILTER_PAETH 0x80

/* --- Writing: 8-bit RGBA, straight alpha, not interlaced. --- */

typedef struct FlourishPNGWriter FlourishPNGWriter;

/* A writer to `stream` (which the caller owns and closes), or NULL when out of memory. */
FlourishPNGWriter *flourish_png_writer_create(FILE *stream);
/* Writes the header: png_set_IHDR, png_set_filter(filters), png_set_compression_level(level),
 * png_write_info. */
int flourish_png_writer_begin(FlourishPNGWriter *writer, uint32_t width, uint32_t height, int filters, int level);
/* One row of width * 4 bytes, top to bottom. */
int flourish_png_writer_write_row(FlourishPNGWriter *writer, const uint8_t *row);
/* After the last row: png_write_end (the last IDAT and IEND). Flushes nothing to disk. */
int flourish_png_writer_end(FlourishPNGWriter *writer);
/* libpng's last error, or "" when there was none. */
const char *flourish_png_writer_message(const FlourishPNGWriter *writer);
void flourish_png_writer_destroy(FlourishPNGWriter *writer);

/* --- Reading: any PNG as 8-bit RGBA, straight alpha. --- */

typedef struct FlourishPNGReader FlourishPNGReader;

/* A reader of the file at `path`, which it opens and closes itself; NULL only when out of
 * memory. Where the file cannot be opened the reader has already failed: `..._begin` returns
 * -1 and the message says why (strerror). */
FlourishPNGReader *flourish_png_reader_open(const char *path);

/// A reader of a PNG held in memory (`count` bytes, copied, so the caller's may go at once).
FlourishPNGReader *flourish_png_reader_open_bytes(const unsigned char *bytes, size_t count);
/* Whether the file was opened (else the message says why). */
int flourish_png_reader_is_open(const FlourishPNGReader *reader);
/* Reads the signature and every chunk up to the image data, then asks libpng for 8-bit RGBA
 * (png_set_expand, png_set_scale_16, png_set_gray_to_rgb, png_set_add_alpha,
 * png_set_interlace_handling). Afterwards the getters below are valid. */
int flourish_png_reader_begin(FlourishPNGReader *reader);
uint32_t flourish_png_reader_width(const FlourishPNGReader *reader);
uint32_t flourish_png_reader_height(const FlourishPNGReader *reader);
/* 1, or 7 for an Adam7-interlaced file: each pass visits every row again. */
int flourish_png_reader_passes(const FlourishPNGReader *reader);
/* The bytes of IDAT data the file holds (chunks cut short counted as far as they go), or
 * UINT64_MAX where the stream cannot be measured; counted by `..._begin` before libpng reads. */
uint64_t flourish_png_reader_image_data_bytes(const FlourishPNGReader *reader);
/* The bytes the header says the image data must unpack to (filter bytes and pixels at the
 * file's own depth, every Adam7 pass), saturated at UINT64_MAX. */
uint64_t flourish_png_reader_unpacked_bytes(const FlourishPNGReader *reader);
/* The next row of the current pass into `row` (width * 4 bytes). For an interlaced file `row`
 * must hold what earlier passes left there: the pass adds its pixels to it. */
int flourish_png_reader_read_row(FlourishPNGReader *reader, uint8_t *row);
/* After the last row: reads the chunks after the image data up to IEND, checking their CRCs. */
int flourish_png_reader_end(FlourishPNGReader *reader);
const char *flourish_png_reader_message(const FlourishPNGReader *reader);
/* Frees libpng's state and closes the file. */
void flourish_png_reader_destroy(FlourishPNGReader *reader);

#endif
