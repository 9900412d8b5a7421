#ifndef FLOURISH_TILE_KERNELS_H
#define FLOURISH_TILE_KERNELS_H

#include <stdint.h>

/// Paints `columns` x `rows` fix15 premultiplied RGBA pixels over an opaque paper colour
/// into 8-bit RGBA: each channel (c * 255 + paper * (32768 - min(a, 32768)) + 16384) >> 15,
/// clamped to 255; alpha 255.
///
/// In C rather than Swift because it is the one hot pixel loop of the frame and Swift has no
/// way to compile a function for several instruction sets: with `target_clones` the loader
/// picks the AVX2 build where the CPU has it (3.4x faster here) and plain x86-64 elsewhere.
void flourish_composite_over_paper(const uint16_t *source, int source_stride_values,
                                   uint8_t *destination, int destination_stride_bytes,
                                   int columns, int rows,
                                   uint8_t paper_r, uint8_t paper_g, uint8_t paper_b);

/// As `flourish_composite_over_paper`, for a colour space whose tiles hold linear light: each
/// channel is `stored[min(c + ((paper * (32768 - min(a, 32768)) + 16384) >> 15), 32768)]`, the
/// paper given as its light in fix15 and `stored` the space's 32769-entry encoding table
/// (each straight fix15 light's stored 8-bit value); alpha 255.
void flourish_composite_over_paper_stored(const uint16_t *source, int source_stride_values,
                                          uint8_t *destination, int destination_stride_bytes,
                                          int columns, int rows,
                                          uint16_t paper_r, uint16_t paper_g, uint16_t paper_b,
                                          const uint8_t *stored);

/// Halves 8-bit RGBA in each direction: output pixel (x, y) of the `columns` x `rows` block is,
/// per channel, (a + b + c + d + 2) >> 2 over source pixels (2x, 2y), (2x+1, 2y), (2x, 2y+1),
/// (2x+1, 2y+1); the source block is therefore 2*columns x 2*rows.
///
/// Builds each coarser level of the zoomed-out display pyramid from the one below. In C for
/// the same reason as the composite above, and with clang's vector extensions: the plain
/// per-channel loop does not vectorise and ran at about 4 ns per output pixel here; four
/// pixels at a time in 16-bit lanes it runs at about 0.6 ns.
void flourish_average_2x2(const uint8_t *source, int source_stride_bytes,
                          uint8_t *destination, int destination_stride_bytes,
                          int columns, int rows);

/// Fills `width` x `height` 4-byte pixels of `destination` by sampling `source` (nearest) at
/// an affine map of each pixel's centre: pixel (x, y) takes source pixel (floor(u), floor(v)),
/// u = (u0 + y * du_dy) + x * du_dx and v = (v0 + y * dv_dy) + x * dv_dx, in that order. Where (u, v) lies outside
/// [inside_u0, inside_u1) x [inside_v0, inside_v1) (the canvas) the pixel is `outside`; where it
/// lies inside that but outside the source's `source_width` x `source_height`, too.
///
/// What a turned view of the canvas costs on the software renderer: SDL's own turned copy
/// rotates the whole source into a temporary surface first (60 ms a frame here, zoomed out on
/// a 1024x768 window); mapping each window pixel back once is a few milliseconds.
void flourish_turned_copy(const uint8_t *source, int source_stride_bytes, int source_width, int source_height,
                          uint8_t *destination, int destination_stride_bytes, int width, int height,
                          double u0, double v0, double du_dx, double dv_dx, double du_dy, double dv_dy,
                          double inside_u0, double inside_v0, double inside_u1, double inside_v1,
                          uint32_t outside);

/// Fills one 64x64 destination tile (`out`, fix15 premultiplied RGBA, every value written) of a
/// layer put through an affine map, filtered bilinearly: pixel (base_x + column, base_y + row)
/// takes the source point s = inverse(x + 0.5, y + 0.5) - 0.5, computed as
/// ((a * x + c * y) + tx) - 0.5 and ((b * x + d * y) + ty) - 0.5 (a..ty: the inverse map's
/// numbers); where |s| < 1e9 in both, the four source pixels about it are weighted in float,
/// in this order, by (1 - fx)(1 - fy), fx(1 - fy), (1 - fx)fy and fx fy (fx, fy: s's fraction
/// as a float), 0.5 added and the floor taken; a pixel whose alpha comes to 0 is written
/// clear, as is every pixel whose source point is further. Source pixels are read from
/// `grid`, `across` tiles a row, each tile's 64x64 pixels or NULL where unpainted; outside
/// `width` x `height` they are clear. Returns nonzero where any pixel has paint.
///
/// The hot loop of Transform's preview, every frame while a drag turns or scales the layer,
/// and of applying it. Bit for bit the value FlourishTransform's definition gives in Swift
/// (apply uses it, and replays depend on every value): no operation is reordered or fused,
/// and the tests hold it to the definition's per-pixel code. In C for the reasons the
/// screen's kernels are: Swift compiled this loop a channel at a time, about 3x slower here
/// (35 against 12 ms for a 1920x1080 window on one core), and `target_clones` adds an AVX2
/// build, whose vectors find each row's source points four at a time.
int flourish_resample_tile(const uint16_t *const *grid, long across, long width, long height,
                           long base_x, long base_y, double a, double b, double c, double d, double tx, double ty,
                           uint16_t *out);

/// As `flourish_resample_tile`, at half the resolution: each 2x2 block of the tile (from its
/// top-left) takes the one sample at the block's centre, (x + 1, y + 1) for its top-left pixel
/// (x, y). A quarter of the work, for the preview while the map is still changing; never
/// applied.
int flourish_resample_tile_draft(const uint16_t *const *grid, long across, long width, long height,
                                 long base_x, long base_y, double a, double b, double c, double d, double tx,
                                 double ty, uint16_t *out);

/// A layer read through a selection, for the kernels below: `grid` as for
/// `flourish_resample_tile` (`across` x `down` tiles, the layer `width` x `height`), and
/// `coverage` the selection's tiles in the same shape, each 64x64 fix15 coverages or NULL
/// where it covers nothing; outside `coverage_width` x `coverage_height` (within the grid) it
/// covers nothing. Every tile the selection covers whole points at `full_coverage` (all
/// 32768), so the kernels know it without reading it.
struct flourish_selection_source {
    const uint16_t *const *grid;
    const uint16_t *const *coverage;
    const uint16_t *full_coverage;
    long across, down, width, height, coverage_width, coverage_height;
};

/// As `flourish_resample_tile` through a selection, bit for bit FlourishTransform's Swift
/// definition: each source pixel is first scaled by the selection's coverage of it (c / 32768,
/// as a float), the four weighed and rounded as there (every channel, alpha 0 clearing none);
/// then, where the selection leaves k = (32768 - coverage) / 32768 > 0 of the destination
/// pixel, its own pixel times k is laid under: floor(v + under * (1 - v.a / 32768) + 0.5).
/// A pixel is written clear where its alpha is not above 0, else each channel truncated.
/// Returns nonzero where any pixel has paint.
///
/// The hot loop of Transform's preview under a selection (issue 32): per pixel in Swift it
/// cost about 64 ms for a 1920x1080 window here.
int flourish_resample_selection_tile(const struct flourish_selection_source *source, long base_x, long base_y,
                                     double a, double b, double c, double d, double tx, double ty, uint16_t *out);

/// As `flourish_resample_selection_tile`, the moving paint sampled once for each 2x2 block at
/// its centre (as `flourish_resample_tile_draft`), laid over what stays at every pixel; for
/// the preview while the map is still changing, never applied.
int flourish_resample_selection_tile_draft(const struct flourish_selection_source *source, long base_x, long base_y,
                                           double a, double b, double c, double d, double tx, double ty,
                                           uint16_t *out);

/// A whole-pixel move through a selection: the moving paint of source pixel (x - dx, y - dy),
/// unrounded, laid over what stays as in `flourish_resample_selection_tile`.
int flourish_shift_selection_tile(const struct flourish_selection_source *source, long base_x, long base_y, long dx,
                                  long dy, uint16_t *out);

#endif
