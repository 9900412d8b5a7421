#include <stddef.h>
#include "TileKernels.h"
#include "Multiversion.h"

/* Both conversions over paper, one loop: `stored` NULL is the legacy arithmetic on 8-bit
   paper, else the paper is light in fix15 and the sum goes through the table. Inlined into each
   exported function, so the legacy one keeps its branch-free loop. */
static inline __attribute__((always_inline)) void over_paper(const uint16_t *source, int source_stride_values,
                                                             uint8_t *destination, int destination_stride_bytes,
                                                             int columns, int rows, uint32_t pr, uint32_t pg,
                                                             uint32_t pb, const uint8_t *stored) {
    for (int row = 0; row < rows; row++) {
        const uint16_t *restrict in = source + (long)row * source_stride_values;
        uint8_t *restrict out = destination + (long)row * destination_stride_bytes;
        for (int x = 0; x < columns; x++) {
            uint32_t a = in[x * 4 + 3];
            uint32_t under = 32768u - (a > 32768u ? 32768u : a);
            if (stored) {
                uint32_t r = in[x * 4] + ((pr * under + 16384u) >> 15);
                uint32_t g = in[x * 4 + 1] + ((pg * under + 16384u) >> 15);
                uint32_t b = in[x * 4 + 2] + ((pb * under + 16384u) >> 15);
                out[x * 4] = stored[r > 32768u ? 32768u : r];
                out[x * 4 + 1] = stored[g > 32768u ? 32768u : g];
                out[x * 4 + 2] = stored[b > 32768u ? 32768u : b];
            } else {
                uint32_t r = (in[x * 4] * 255u + pr * under + 16384u) >> 15;
                uint32_t g = (in[x * 4 + 1] * 255u + pg * under + 16384u) >> 15;
                uint32_t b = (in[x * 4 + 2] * 255u + pb * under + 16384u) >> 15;
                out[x * 4] = r > 255u ? 255u : (uint8_t)r;
                out[x * 4 + 1] = g > 255u ? 255u : (uint8_t)g;
                out[x * 4 + 2] = b > 255u ? 255u : (uint8_t)b;
            }
            out[x * 4 + 3] = 255u;
        }
    }
}

FLOURISH_MULTIVERSION
void flourish_composite_over_paper(const uint16_t *source, int source_stride_values,
                                   uint8_t *destination, int destination_stride_bytes,
                                   int columns, int rows,
                                   uint8_t paper_r, uint8_t paper_g, uint8_t paper_b) {
    over_paper(source, source_stride_values, destination, destination_stride_bytes, columns, rows, paper_r, paper_g,
               paper_b, NULL);
}

FLOURISH_MULTIVERSION
void flourish_composite_over_paper_stored(const uint16_t *source, int source_stride_values,
                                          uint8_t *destination, int destination_stride_bytes,
                                          int columns, int rows,
                                          uint16_t paper_r, uint16_t paper_g, uint16_t paper_b,
                                          const uint8_t *stored) {
    over_paper(source, source_stride_values, destination, destination_stride_bytes, columns, rows, paper_r, paper_g,
               paper_b, stored);
}

#if defined(__clang__)
typedef uint8_t flourish_u8x16 __attribute__((vector_size(16)));
typedef uint8_t flourish_u8x32 __attribute__((vector_size(32)));
typedef uint16_t flourish_u16x16 __attribute__((vector_size(32)));
typedef uint16_t flourish_u16x32 __attribute__((vector_size(64)));
#endif

FLOURISH_MULTIVERSION
void flourish_average_2x2(const uint8_t *source, int source_stride_bytes,
                          uint8_t *destination, int destination_stride_bytes,
                          int columns, int rows) {
    for (int row = 0; row < rows; row++) {
        const uint8_t *restrict top = source + (long)(2 * row) * source_stride_bytes;
        const uint8_t *restrict bottom = top + source_stride_bytes;
        uint8_t *restrict out = destination + (long)row * destination_stride_bytes;
        int x = 0;
#if defined(__clang__)
        // Four output pixels at a time: widen 8 source pixels of each row to 16 bits, add the
        // rows, then add each even pixel's channels to the odd pixel's beside it.
        for (; x + 4 <= columns; x += 4) {
            flourish_u8x32 t, b;
            __builtin_memcpy(&t, top + x * 8, 32);
            __builtin_memcpy(&b, bottom + x * 8, 32);
            flourish_u16x32 sum = __builtin_convertvector(t, flourish_u16x32) +
                                  __builtin_convertvector(b, flourish_u16x32);
            flourish_u16x16 even = __builtin_shufflevector(
                sum, sum, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
            flourish_u16x16 odd = __builtin_shufflevector(
                sum, sum, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
            flourish_u8x16 result = __builtin_convertvector((even + odd + 2) >> 2, flourish_u8x16);
            __builtin_memcpy(out + x * 4, &result, 16);
        }
#endif
        for (; x < columns; x++) {
            for (int c = 0; c < 4; c++) {
                unsigned sum = (unsigned)top[x * 8 + c] + top[x * 8 + 4 + c] +
                               bottom[x * 8 + c] + bottom[x * 8 + 4 + c] + 2u;
                out[x * 4 + c] = (uint8_t)(sum >> 2);
            }
        }
    }
}

/* Whether destination pixel x of the row starting at (row_u, row_v) maps inside [u0, u1) x
   [v0, v1). */
static inline int turned_inside(double row_u, double row_v, double du, double dv, int x, double u0, double v0,
                                double u1, double v1) {
    double u = row_u + x * du, v = row_v + x * dv;
    return u >= u0 && v >= v0 && u < u1 && v < v1;
}

void flourish_turned_copy(const uint8_t *source, int source_stride_bytes, int source_width, int source_height,
                          uint8_t *destination, int destination_stride_bytes, int width, int height,
                          double u0, double v0, double du_dx, double dv_dx, double du_dy, double dv_dy,
                          double inside_u0, double inside_v0, double inside_u1, double inside_v1,
                          uint32_t outside) {
    /* What may be sampled: the canvas, and of it what the source holds. */
    double lo_u = inside_u0 > 0 ? inside_u0 : 0, lo_v = inside_v0 > 0 ? inside_v0 : 0;
    double hi_u = inside_u1 < source_width ? inside_u1 : source_width;
    double hi_v = inside_v1 < source_height ? inside_v1 : source_height;
    /* In bands of 32 rows, copied 32 columns at a time: turned, a row of the window crosses
       many rows of the source, and a 32 x 32 block keeps the few it needs in cache. */
    enum { block = 32 };
    int spans[block][2];
    for (int by = 0; by < height; by += block) {
        int rows = by + block < height ? block : height - by;
        int band_first = width, band_last = 0;
        for (int r = 0; r < rows; r++) {
            int y = by + r;
            uint32_t *out = (uint32_t *)(destination + (size_t)y * destination_stride_bytes);
            double row_u = u0 + y * du_dy, row_v = v0 + y * dv_dy;
            /* The pixels of a row that map inside form one run (u and v are linear in x):
               found from the lines' equations, then made exact pixel by pixel at its ends, so
               the loop that copies needs no test. */
            double first = 0, last = width;
            int empty = 0;
            double starts[2] = {row_u, row_v}, steps[2] = {du_dx, dv_dx};
            double lows[2] = {lo_u, lo_v}, highs[2] = {hi_u, hi_v};
            for (int axis = 0; axis < 2; axis++) {
                if (steps[axis] == 0) {
                    if (starts[axis] < lows[axis] || starts[axis] >= highs[axis]) empty = 1;
                    continue;
                }
                double a = (lows[axis] - starts[axis]) / steps[axis], b = (highs[axis] - starts[axis]) / steps[axis];
                if (a > b) { double t = a; a = b; b = t; }
                if (a > first) first = a;
                if (b < last) last = b;
            }
            int xa = 0, xb = 0;
            if (!empty && first < last) {
                xa = first > 0 ? (int)first : 0;
                xb = last + 1 < width ? (int)last + 1 : width;
                while (xa < xb && !turned_inside(row_u, row_v, du_dx, dv_dx, xa, lo_u, lo_v, hi_u, hi_v)) xa++;
                while (xb > xa && !turned_inside(row_u, row_v, du_dx, dv_dx, xb - 1, lo_u, lo_v, hi_u, hi_v)) xb--;
                while (xa > 0 && turned_inside(row_u, row_v, du_dx, dv_dx, xa - 1, lo_u, lo_v, hi_u, hi_v)) xa--;
                while (xb < width && turned_inside(row_u, row_v, du_dx, dv_dx, xb, lo_u, lo_v, hi_u, hi_v)) xb++;
            }
            if (xb <= xa) xa = xb = 0;
            for (int x = 0; x < xa; x++) out[x] = outside;
            for (int x = xb; x < width; x++) out[x] = outside;
            spans[r][0] = xa;
            spans[r][1] = xb;
            if (xa < xb && xa < band_first) band_first = xa;
            if (xb > band_last) band_last = xb;
        }
        for (int bx = band_first; bx < band_last; bx += block) {
            for (int r = 0; r < rows; r++) {
                int y = by + r;
                int from = spans[r][0] > bx ? spans[r][0] : bx;
                int to = spans[r][1] < bx + block ? spans[r][1] : bx + block;
                if (from >= to) continue;
                uint32_t *out = (uint32_t *)(destination + (size_t)y * destination_stride_bytes);
                double row_u = u0 + y * du_dy, row_v = v0 + y * dv_dy;
                for (int x = from; x < to; x++) {
                    /* Products, not running sums: a pixel centre on an edge of the source lands
                       on the same side every time (a turn by 90 degrees maps whole pixels). */
                    double u = row_u + x * du_dx, v = row_v + x * dv_dx;
                    out[x] = *(const uint32_t *)(source + (size_t)(int)v * source_stride_bytes + (size_t)(int)u * 4);
                }
            }
        }
    }
}
