#ifndef FLOURISH_RESAMPLE_SAMPLES_H
#define FLOURISH_RESAMPLE_SAMPLES_H

/* What both of Transform's kernels share (TransformKernel.c, the whole layer, and
   SelectionKernel.c, through a selection): reading source pixels and finding, a row at a
   time, where each destination pixel's source point falls. Static inline: each kernel is
   compiled with them into its own AVX2 and plain builds. */

#include <string.h>
#include <stdint.h>

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

/* A tile's source points, in `step` x `step` blocks each sampled at its centre (1: every
   pixel, 2: the draft): a * x and b * x for each column, kept for every row, and whether
   every point is near enough to read. */
struct tile_plan {
    double ax[tile_size], bx[tile_size];
    double half;
    int count, all_near;
};

static inline __attribute__((always_inline)) void plan_tile(struct tile_plan *p, long base_x, long base_y, double a,
                                                            double b, double c, double d, double tx, double ty,
                                                            const int step) {
    p->count = tile_size / step;
    /* A block's centre: for step 1, x + 0.5 exactly as the definition has it. */
    p->half = 0.5 * step;
    for (int column = 0; column < p->count; column++) {
        const double x = (double)(int32_t)(base_x + column * step) + p->half;
        p->ax[column] = a * x;
        p->bx[column] = b * x;
    }
    const double y0 = (double)base_y + p->half, y1 = (double)(base_y + (p->count - 1) * step) + p->half;
    p->all_near = tile_is_near(p->ax, p->bx, p->count, y0, y1, c, d, tx, ty);
}

/* The source points of the tile's `row`th row of blocks, into `r`. The canvas fits in int32
   pixels (TileStore's sizes are far below 2^31). */
static inline __attribute__((always_inline)) void plan_row(const struct tile_plan *p, struct row_samples *r,
                                                           long base_y, int row, double c, double d, double tx,
                                                           double ty, long across, long width, long height,
                                                           const int step) {
    const double y = (double)(base_y + row * step) + p->half;
    if (p->all_near) {
        find_samples(r, p->ax, p->bx, y, c, d, tx, ty, (int32_t)across, (int32_t)width, (int32_t)height, 1, tile_size / step);
    } else {
        find_samples(r, p->ax, p->bx, y, c, d, tx, ty, (int32_t)across, (int32_t)width, (int32_t)height, 0, tile_size / step);
    }
}

#endif
