#include <string.h>
#include "TileKernels.h"
#include "Multiversion.h"

/* The same roundings as the Swift definition: a * b + c rounds the product, then the sum,
   never once as a fused multiply-add. */
#pragma STDC FP_CONTRACT OFF

typedef float flourish_f32x4 __attribute__((vector_size(16)));
typedef int32_t flourish_i32x4 __attribute__((vector_size(16)));
typedef uint16_t flourish_u16x4 __attribute__((vector_size(8)));

enum { tile_size = 64 };

/* One pixel's four channels as floats (exact: every fix15 value is a float). */
static inline __attribute__((always_inline)) flourish_f32x4 load_pixel(const uint16_t *p) {
    flourish_u16x4 v;
    memcpy(&v, p, sizeof v);
    return __builtin_convertvector(v, flourish_f32x4);
}

/* Source pixel (x, y): clear outside the canvas and in unpainted tiles. */
static inline __attribute__((always_inline)) flourish_f32x4 pixel_at(const uint16_t *const *grid, long across,
                                                                     long width, long height, long x, long y) {
    const flourish_f32x4 clear = {0, 0, 0, 0};
    if (x < 0 || y < 0 || x >= width || y >= height) return clear;
    const uint16_t *tile = grid[(y >> 6) * across + (x >> 6)];
    if (!tile) return clear;
    return load_pixel(tile + ((y & 63) * tile_size + (x & 63)) * 4);
}

/* The four pixels weighted in the definition's order, rounded to nearest, as four fix15
   values in one word; 0 where alpha rounds to 0. The floor is a truncation: the sum is at
   least 0.5. */
static inline __attribute__((always_inline)) uint64_t blend(flourish_f32x4 p00, flourish_f32x4 p10,
                                                            flourish_f32x4 p01, flourish_f32x4 p11, float w00,
                                                            float w10, float w01, float w11) {
    flourish_f32x4 sum = p00 * w00;
    sum = sum + p10 * w10;
    sum = sum + p01 * w01;
    sum = sum + p11 * w11;
    sum = sum + 0.5f;
    if (!(sum[3] >= 1.0f)) return 0;
    flourish_u16x4 rounded = __builtin_convertvector(__builtin_convertvector(sum, flourish_i32x4), flourish_u16x4);
    uint64_t word;
    memcpy(&word, &rounded, sizeof word);
    return word;
}

/* A neighbourhood across tiles or the canvas's edge: each pixel looked up on its own. */
static __attribute__((noinline)) uint64_t blend_at_edge(const uint16_t *const *grid, long across, long width,
                                                        long height, long ix, long iy, float w00, float w10,
                                                        float w01, float w11) {
    if (ix < -1 || iy < -1 || ix >= width || iy >= height) return 0;
    return blend(pixel_at(grid, across, width, height, ix, iy), pixel_at(grid, across, width, height, ix + 1, iy),
                 pixel_at(grid, across, width, height, ix, iy + 1),
                 pixel_at(grid, across, width, height, ix + 1, iy + 1), w00, w10, w01, w11);
}

/* Where a row's source points fall and their weights: the same operations for every pixel
   with no branch, so it vectorises (four doubles at a time with AVX2). Where a point's 2x2
   neighbourhood lies inside one tile of the canvas (almost always), `tile` is that tile's
   index in the grid and `offset` the top-left pixel's first value in it; elsewhere `tile` is
   -1 and (ix, iy) the point's floor, -2 where it is too far to read (its pixel comes out
   clear). */
struct row_samples {
    int32_t tile[tile_size], offset[tile_size], ix[tile_size], iy[tile_size];
    float w00[tile_size], w10[tile_size], w01[tile_size], w11[tile_size];
};

static inline __attribute__((always_inline)) void find_samples(struct row_samples *r, const double *ax,
                                                               const double *bx, double y, double c, double d,
                                                               double tx, double ty, int32_t across, int32_t width,
                                                               int32_t height, int all_near, int count) {
    const double cy = c * y, dy = d * y;
    for (int column = 0; column < count; column++) {
        /* The definition's a * x + c * y + tx, left to right (a * x kept from the first row). */
        double sx = ax[column] + cy + tx - 0.5;
        double sy = bx[column] + dy + ty - 0.5;
        const int near = all_near || (__builtin_fabs(sx) < 1e9 && __builtin_fabs(sy) < 1e9);
        sx = near ? sx : 0;
        sy = near ? sy : 0;
        /* The floor: a truncation, one less where that went up (exact under 1e9). */
        int32_t ix = (int32_t)sx, iy = (int32_t)sy;
        ix -= (double)ix > sx;
        iy -= (double)iy > sy;
        const float fx = (float)(sx - (double)ix), fy = (float)(sy - (double)iy);
        ix = near ? ix : -2;
        iy = near ? iy : -2;
        const int inside = (uint32_t)ix < (uint32_t)(width - 1) && (uint32_t)iy < (uint32_t)(height - 1) &&
                           (ix & 63) != 63 && (iy & 63) != 63;
        r->tile[column] = inside ? (iy >> 6) * across + (ix >> 6) : -1;
        r->offset[column] = ((iy & 63) * tile_size + (ix & 63)) * 4;
        r->ix[column] = ix;
        r->iy[column] = iy;
        r->w00[column] = (1 - fx) * (1 - fy);
        r->w10[column] = fx * (1 - fy);
        r->w01[column] = (1 - fx) * fy;
        r->w11[column] = fx * fy;
    }
}

/* Whether every source point of the tile is near enough to read: each of its numbers is
   monotonic along rows and columns (every operation rounds monotonically), so the corners
   hold the extremes. */
static int tile_is_near(const double *ax, const double *bx, int count, double y0, double y1, double c, double d,
                        double tx, double ty) {
    const double ys[2] = {y0, y1};
    const int columns[2] = {0, count - 1};
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
            const double sx = ax[columns[j]] + c * ys[i] + tx - 0.5, sy = bx[columns[j]] + d * ys[i] + ty - 0.5;
            if (!(__builtin_fabs(sx) < 1e9 && __builtin_fabs(sy) < 1e9)) return 0;
        }
    }
    return 1;
}

/* Asks for the source pixels a row will read (every fourth point's two rows) while the row
   before is computed: turned, a row of the tile crosses rows of the source, which the
   hardware's own prefetch does not foresee, and each of them is a wait on memory. */
static inline __attribute__((always_inline)) void prefetch_samples(const struct row_samples *r,
                                                                   const uint16_t *const *grid, int count) {
    for (int column = 0; column < count; column += 4) {
        if (r->tile[column] < 0) continue;
        const uint16_t *tile = grid[r->tile[column]];
        if (!tile) continue;
        __builtin_prefetch(tile + r->offset[column]);
        __builtin_prefetch(tile + r->offset[column] + tile_size * 4);
    }
}

/* One tile, its pixels in `step` x `step` blocks, each the sample at the block's centre: 1 is
   the definition itself, 2 the draft. Each row in two passes: where its points fall (found a
   row ahead, and prefetched), then the pixels read and weighed one at a time. */
static inline __attribute__((always_inline)) int resample(const uint16_t *const *grid, long across, long width,
                                                          long height, long base_x, long base_y, double a, double b,
                                                          double c, double d, double tx, double ty, uint16_t *out,
                                                          const int step) {
    const int count = tile_size / step;
    /* A block's centre: for step 1, x + 0.5 exactly as the definition has it. */
    const double half = 0.5 * step;
    double ax[tile_size], bx[tile_size];
    for (int column = 0; column < count; column++) {
        const double x = (double)(int32_t)(base_x + column * step) + half;
        ax[column] = a * x;
        bx[column] = b * x;
    }
    const double y0 = (double)base_y + half, y1 = (double)(base_y + (count - 1) * step) + half;
    const int all_near = tile_is_near(ax, bx, count, y0, y1, c, d, tx, ty);
    struct row_samples rows[2];
    /* The canvas fits in int32 pixels (TileStore's sizes are far below 2^31). */
    const int32_t across32 = (int32_t)across, width32 = (int32_t)width, height32 = (int32_t)height;
    if (all_near) {
        find_samples(&rows[0], ax, bx, y0, c, d, tx, ty, across32, width32, height32, 1, count);
    } else {
        find_samples(&rows[0], ax, bx, y0, c, d, tx, ty, across32, width32, height32, 0, count);
    }
    uint64_t alphas = 0;
    for (int row = 0; row < count; row++) {
        const struct row_samples *r = &rows[row & 1];
        if (row + 1 < count) {
            struct row_samples *next = &rows[(row + 1) & 1];
            const double y = (double)(base_y + (row + 1) * step) + half;
            if (all_near) {
                find_samples(next, ax, bx, y, c, d, tx, ty, across32, width32, height32, 1, count);
            } else {
                find_samples(next, ax, bx, y, c, d, tx, ty, across32, width32, height32, 0, count);
            }
            prefetch_samples(next, grid, count);
        }
        uint16_t *line = out + row * step * tile_size * 4;
        for (int column = 0; column < count; column++) {
            uint64_t value = 0;
            if (r->tile[column] >= 0) {
                /* The whole neighbourhood in one tile: its rows are 256 values apart. */
                const uint16_t *tile = grid[r->tile[column]];
                if (tile) {
                    const uint16_t *p = tile + r->offset[column];
                    value = blend(load_pixel(p), load_pixel(p + 4), load_pixel(p + tile_size * 4),
                                  load_pixel(p + tile_size * 4 + 4), r->w00[column], r->w10[column],
                                  r->w01[column], r->w11[column]);
                }
            } else {
                value = blend_at_edge(grid, across, width, height, r->ix[column], r->iy[column], r->w00[column],
                                      r->w10[column], r->w01[column], r->w11[column]);
            }
            alphas |= value;
            for (int dy = 0; dy < step; dy++) {
                for (int dx = 0; dx < step; dx++) {
                    memcpy(line + (dy * tile_size + column * step + dx) * 4, &value, sizeof value);
                }
            }
        }
    }
    return (alphas >> 48) != 0;
}

FLOURISH_MULTIVERSION
int flourish_resample_tile(const uint16_t *const *grid, long across, long width, long height,
                           long base_x, long base_y, double a, double b, double c, double d, double tx, double ty,
                           uint16_t *out) {
    return resample(grid, across, width, height, base_x, base_y, a, b, c, d, tx, ty, out, 1);
}

FLOURISH_MULTIVERSION
int flourish_resample_tile_draft(const uint16_t *const *grid, long across, long width, long height,
                                 long base_x, long base_y, double a, double b, double c, double d, double tx,
                                 double ty, uint16_t *out) {
    return resample(grid, across, width, height, base_x, base_y, a, b, c, d, tx, ty, out, 2);
}
