#include "TileKernels.h"

#if defined(__x86_64__) && defined(__clang__)
#define FLOURISH_MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define FLOURISH_MULTIVERSION
#endif

FLOURISH_MULTIVERSION
void flourish_composite_over_paper(const uint16_t *source, int source_stride_values,
                                   uint8_t *destination, int destination_stride_bytes,
                                   int columns, int rows,
                                   uint8_t paper_r, uint8_t paper_g, uint8_t paper_b) {
    const uint32_t pr = paper_r, pg = paper_g, pb = paper_b;
    for (int row = 0; row < rows; row++) {
        const uint16_t *restrict in = source + (long)row * source_stride_values;
        uint8_t *restrict out = destination + (long)row * destination_stride_bytes;
        for (int x = 0; x < columns; x++) {
            uint32_t a = in[x * 4 + 3];
            uint32_t under = 32768u - (a > 32768u ? 32768u : a);
            uint32_t r = (in[x * 4] * 255u + pr * under + 16384u) >> 15;
            uint32_t g = (in[x * 4 + 1] * 255u + pg * under + 16384u) >> 15;
            uint32_t b = (in[x * 4 + 2] * 255u + pb * under + 16384u) >> 15;
            out[x * 4] = r > 255u ? 255u : (uint8_t)r;
            out[x * 4 + 1] = g > 255u ? 255u : (uint8_t)g;
            out[x * 4 + 2] = b > 255u ? 255u : (uint8_t)b;
            out[x * 4 + 3] = 255u;
        }
    }
}
