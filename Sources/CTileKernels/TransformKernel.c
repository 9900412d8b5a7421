#include "TileKernels.h"
#include "Multiversion.h"
#include "ResampleSamples.h"

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

/* One tile, its pixels in `step` x `step` blocks, each the sample at the block's centre: 1 is
   the definition itself, 2 the draft. Each row in two passes: where its points fall (found a
   row ahead, and prefetched), then the pixels read and weighed one at a time. */
static inline __attribute__((always_inline)) int resample(const uint16_t *const *grid, long across, long width,
                                                          long height, long base_x, long base_y, double a, double b,
                                                          double c, double d, double tx, double ty, uint16_t *out,
                                                          const int step) {
    struct tile_plan plan;
    plan_tile(&plan, base_x, base_y, a, b, c, d, tx, ty, step);
    const int count = tile_size / step;
    struct row_samples rows[2];
    plan_row(&plan, &rows[0], base_y, 0, c, d, tx, ty, across, width, height, step);
    uint64_t alphas = 0;
    for (int row = 0; row < count; row++) {
        const struct row_samples *r = &rows[row & 1];
        if (row + 1 < count) {
            struct row_samples *next = &rows[(row + 1) & 1];
            plan_row(&plan, next, base_y, row + 1, c, d, tx, ty, across, width, height, step);
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
