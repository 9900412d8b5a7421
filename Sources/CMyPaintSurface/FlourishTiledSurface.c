#include "FlourishTiledSurface.h"
#include <stdlib.h>

static void counting_begin_atomic(MyPaintSurface *surface) {
    FlourishTiledSurface *self = (FlourishTiledSurface *)surface;
    self->tiled_begin_atomic(surface);
    self->atomic_bboxes = 0;
}

/* libmypaint 1.6's draw_dab_2 sets num_bboxes_dirtied from the latest dab alone, and to 0
 * when that dab drew nothing (a zero-opacity dab as the pen lifts): end_atomic would then
 * report no rectangle for a batch that painted. The boxes themselves keep growing all the
 * atomic, so keeping the largest count seen is enough to report them all. */
static int counting_draw_dab(MyPaintSurface2 *surface, float x, float y, float radius,
                             float r, float g, float b, float opaque, float hardness,
                             float alpha_eraser, float aspect_ratio, float angle,
                             float lock_alpha, float colorize, float posterize,
                             float posterize_num, float paint) {
    FlourishTiledSurface *self = (FlourishTiledSurface *)surface;
    int drawn = self->tiled_draw_dab(surface, x, y, radius, r, g, b, opaque, hardness,
                                     alpha_eraser, aspect_ratio, angle, lock_alpha, colorize,
                                     posterize, posterize_num, paint);
    if (drawn) self->dabs += 1;
    if (self->parent.num_bboxes_dirtied > self->atomic_bboxes)
        self->atomic_bboxes = self->parent.num_bboxes_dirtied;
    self->parent.num_bboxes_dirtied = self->atomic_bboxes;
    return drawn;
}

static void destroy_tiled(MyPaintSurface *surface) {
    mypaint_tiled_surface2_destroy((MyPaintTiledSurface2 *)surface);
}

FlourishTiledSurface *flourish_tiled_surface_new(void *owner,
                                                 MyPaintTileRequestStartFunction2 start,
                                                 MyPaintTileRequestEndFunction2 end) {
    FlourishTiledSurface *self = calloc(1, sizeof(FlourishTiledSurface));
    if (!self) return NULL;
    mypaint_tiled_surface2_init(&self->parent, start, end);
    self->owner = owner;
    self->tiled_draw_dab = self->parent.parent.draw_dab_pigment;
    self->parent.parent.draw_dab_pigment = counting_draw_dab;
    self->tiled_begin_atomic = self->parent.parent.parent.begin_atomic;
    self->parent.parent.parent.begin_atomic = counting_begin_atomic;
    self->parent.parent.parent.destroy = destroy_tiled;
    /* Single-threaded: on two cores OpenMP tile processing was measured slower. */
    self->parent.threadsafe_tile_requests = FALSE;
    return self;
}

void flourish_tiled_surface_free(FlourishTiledSurface *self) {
    if (!self) return;
    mypaint_tiled_surface2_destroy(&self->parent);
    free(self);
}
