#include "TileKernels.h"
#include "Multiversion.h"
#include "ResampleSamples.h"

/* Transform through a selection (see TileKernels.h): the same source points as the whole
   layer's kernel, but each source pixel weighed by the selection's coverage of it, and the
   result laid over what the selection leaves of the destination pixel, in the operations and
   the order of FlourishTransform's Swift definition (ReferenceResampler in its tests). */

static const float fix15_one = 32768.0f;

/* The floor of each channel: a truncation, one less where that went up (exact: every value
   here is far below 2^31). */
static inline __attribute__((always_inline)) flourish_f32x4 floor4(flourish_f32x4 v) {
    const flourish_f32x4 t = __builtin_convertvector(__builtin_convertvector(v, flourish_i32x4), flourish_f32x4);
    return t + __builtin_convertvector(t > v, flourish_f32x4);
}

/* The selection's coverage of pixel (x, y) as a fraction of one: 0 outside it. */
static inline __attribute__((always_inline)) float coverage_at(const struct flourish_selection_source *s, long x,
                                                               long y) {
    if (x < 0 || y < 0 || x >= s->coverage_width || y >= s->coverage_height) return 0;
    const uint16_t *tile = s->coverage[(y >> 6) * s->across + (x >> 6)];
    return tile ? (float)tile[(y & 63) * tile_size + (x & 63)] / fix15_one : 0;
}

/* Source pixel (x, y) as far as it moves: scaled by the selection's coverage of it. */
static inline __attribute__((always_inline)) flourish_f32x4 moving_at(const struct flourish_selection_source *s,
                                                                      long x, long y) {
    return pixel_at(s->grid, s->across, s->width, s->height, x, y) * coverage_at(s, x, y);
}

/* The four moving pixels weighted in the definition's order, rounded to nearest (every
   channel: alpha 0 does not clear the rest, as it does without a selection). */
static inline __attribute__((always_inline)) flourish_f32x4 weigh(flourish_f32x4 m00, flourish_f32x4 m10,
                                                                  flourish_f32x4 m01, flourish_f32x4 m11,
                                                                  const struct row_samples *r, int column) {
    flourish_f32x4 sum = m00 * r->w00[column];
    sum = sum + m10 * r->w10[column];
    sum = sum + m01 * r->w01[column];
    sum = sum + m11 * r->w11[column];
    return floor4(sum + 0.5f);
}

/* A neighbourhood across tiles or the canvas's edge, or too far to read: each pixel looked
   up on its own. */
static __attribute__((noinline)) flourish_f32x4 moving_sample_at_edge(const struct flourish_selection_source *s,
                                                                      const struct row_samples *r, int column) {
    const long ix = r->ix[column], iy = r->iy[column];
    if (ix < -1 || iy < -1 || ix >= s->width || iy >= s->height) return (flourish_f32x4){0, 0, 0, 0};
    return weigh(moving_at(s, ix, iy), moving_at(s, ix + 1, iy), moving_at(s, ix, iy + 1),
                 moving_at(s, ix + 1, iy + 1), r, column);
}

/* The moving paint at a source point found by `find_samples`. */
static inline __attribute__((always_inline)) flourish_f32x4 moving_sample(const struct flourish_selection_source *s,
                                                                          const struct row_samples *r, int column) {
    if (r->tile[column] < 0) return moving_sample_at_edge(s, r, column);
    /* The whole neighbourhood in one tile of both grids: its rows 64 pixels apart. */
    const uint16_t *tile = s->grid[r->tile[column]], *cover = s->coverage[r->tile[column]];
    if (!tile || !cover) return (flourish_f32x4){0, 0, 0, 0};
    const uint16_t *p = tile + r->offset[column], *q = cover + r->offset[column] / 4;
    /* Covered whole, each pixel moves as it is (times 1, exactly): no coverage to read. */
    if (cover == s->full_coverage) {
        return weigh(load_pixel(p), load_pixel(p + 4), load_pixel(p + tile_size * 4), load_pixel(p + tile_size * 4 + 4),
                     r, column);
    }
    return weigh(load_pixel(p) * ((float)q[0] / fix15_one), load_pixel(p + 4) * ((float)q[1] / fix15_one),
                 load_pixel(p + tile_size * 4) * ((float)q[tile_size] / fix15_one),
                 load_pixel(p + tile_size * 4 + 4) * ((float)q[tile_size + 1] / fix15_one), r, column);
}

/* What the destination tile holds of its own: its pixels and the selection's coverage of
   them, NULL where unpainted or uncovered, how far each reaches inside the canvas, and
   whether the selection covers every pixel of it (then nothing stays). */
struct staying {
    const uint16_t *pixels, *cover;
    long pixels_width, pixels_height, cover_width, cover_height;
    int covered_whole;
};

static inline __attribute__((always_inline)) struct staying staying_in(const struct flourish_selection_source *s,
                                                                       long base_x, long base_y) {
    const long tx = base_x >> 6, ty = base_y >> 6;
    const int on_grid = base_x >= 0 && base_y >= 0 && tx < s->across && ty < s->down;
    const long index = on_grid ? ty * s->across + tx : 0;
    const uint16_t *cover = on_grid ? s->coverage[index] : 0;
    const long cover_width = s->coverage_width - base_x, cover_height = s->coverage_height - base_y;
    return (struct staying){on_grid ? s->grid[index] : 0, cover, s->width - base_x, s->height - base_y, cover_width,
                            cover_height,
                            cover && cover == s->full_coverage && cover_width >= tile_size && cover_height >= tile_size};
}

/* Writes `value` into pixel `o`, clear where its alpha is not above 0 (else each channel
   truncated); returns whether it has paint. */
static inline __attribute__((always_inline)) int store_pixel(flourish_f32x4 value, uint16_t *o) {
    if (!(value[3] > 0)) {
        memset(o, 0, 4 * sizeof *o);
        return 0;
    }
    const flourish_u16x4 word = __builtin_convertvector(__builtin_convertvector(value, flourish_i32x4), flourish_u16x4);
    memcpy(o, &word, sizeof word);
    return 1;
}

/* Pixel (column, row) of the destination tile: `value` over what the selection leaves of the
   pixel there, rounded; written (clear where its alpha is not above 0). Returns whether it
   has paint. */
static inline __attribute__((always_inline)) int lay(flourish_f32x4 value, const struct staying *own, int column,
                                                     int row, uint16_t *out) {
    const int i = row * tile_size + column;
    /* Covered whole, nothing of the pixel stays. */
    if (!own->covered_whole) {
        const uint16_t cover = own->cover && column < own->cover_width && row < own->cover_height ? own->cover[i] : 0;
        const float kept = (float)(32768 - (int32_t)cover) / fix15_one;
        if (kept > 0) {
            flourish_f32x4 under = {0, 0, 0, 0};
            if (own->pixels && column < own->pixels_width && row < own->pixels_height) under = load_pixel(own->pixels + i * 4);
            under = under * kept;
            value = floor4(value + under * (1 - value[3] / fix15_one) + 0.5f);
        }
    }
    return store_pixel(value, out + i * 4);
}

/* One tile, the moving paint sampled once per `step` x `step` block at its centre (1: the
   definition, 2: the draft) and laid over what stays at every pixel. */
static inline __attribute__((always_inline)) int resample_selection(const struct flourish_selection_source *s,
                                                                    long base_x, long base_y, double a, double b,
                                                                    double c, double d, double tx, double ty,
                                                                    uint16_t *out, const int step) {
    /* A neighbourhood read in one tile must be inside the canvas for both grids. */
    const long width = s->width < s->coverage_width ? s->width : s->coverage_width;
    const long height = s->height < s->coverage_height ? s->height : s->coverage_height;
    const struct staying own = staying_in(s, base_x, base_y);
    struct tile_plan plan;
    plan_tile(&plan, base_x, base_y, a, b, c, d, tx, ty, step);
    const int count = tile_size / step;
    struct row_samples rows[2];
    plan_row(&plan, &rows[0], base_y, 0, c, d, tx, ty, s->across, width, height, step);
    int any = 0;
    for (int row = 0; row < count; row++) {
        const struct row_samples *r = &rows[row & 1];
        if (row + 1 < count) {
            struct row_samples *next = &rows[(row + 1) & 1];
            plan_row(&plan, next, base_y, row + 1, c, d, tx, ty, s->across, width, height, step);
            prefetch_samples(next, s->grid, count);
        }
        for (int column = 0; column < count; column++) {
            const flourish_f32x4 moved = moving_sample(s, r, column);
            if (step > 1 && own.covered_whole) {
                /* Nothing stays: the block is the one sample, converted once. */
                uint16_t *first = out + (row * step * tile_size + column * step) * 4;
                any |= store_pixel(moved, first);
                for (int dy = 0; dy < step; dy++) {
                    for (int dx = dy == 0; dx < step; dx++) memcpy(first + (dy * tile_size + dx) * 4, first, 8);
                }
                continue;
            }
            for (int dy = 0; dy < step; dy++) {
                for (int dx = 0; dx < step; dx++) any |= lay(moved, &own, column * step + dx, row * step + dy, out);
            }
        }
    }
    return any;
}

FLOURISH_MULTIVERSION
int flourish_resample_selection_tile(const struct flourish_selection_source *source, long base_x, long base_y,
                                     double a, double b, double c, double d, double tx, double ty, uint16_t *out) {
    return resample_selection(source, base_x, base_y, a, b, c, d, tx, ty, out, 1);
}

FLOURISH_MULTIVERSION
int flourish_resample_selection_tile_draft(const struct flourish_selection_source *source, long base_x, long base_y,
                                           double a, double b, double c, double d, double tx, double ty,
                                           uint16_t *out) {
    return resample_selection(source, base_x, base_y, a, b, c, d, tx, ty, out, 2);
}

FLOURISH_MULTIVERSION
int flourish_shift_selection_tile(const struct flourish_selection_source *source, long base_x, long base_y, long dx,
                                  long dy, uint16_t *out) {
    const struct staying own = staying_in(source, base_x, base_y);
    int any = 0;
    for (int row = 0; row < tile_size; row++) {
        for (int column = 0; column < tile_size; column++) {
            any |= lay(moving_at(source, base_x + column - dx, base_y + row - dy), &own, column, row, out);
        }
    }
    return any;
}
