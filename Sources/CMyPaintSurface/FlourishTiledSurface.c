#include "FlourishTiledSurface.h"
#include <stdlib.h>

static int counting_draw_dab(MyPaintSurface *surface, float x, float y, float radius,
                             float r, float g, float b, float opaque, float hardness,
                             float alpha_eraser, float aspect_ratio, float angle,
                             float lock_alpha, float colorize) {
    FlourishTiledSurface *self = (FlourishTiledSurface *)surface;
    int drawn = self->tiled_draw_dab(surface, x, y, radius, r, g, b, opaque, hardness,
                                     alpha_eraser, aspect_ratio, angle, lock_alpha, colorize);
    if (drawn) self->dabs += 1;
    return drawn;
}

static void destroy_tiled(MyPaintSurface *surface) {
    mypaint_tiled_surface_destroy((MyPaintTiledSurface *)surface);
}

FlourishTiledSurface *flourish_tiled_surface_new(void *owner,
                                                 MyPaintTileRequestStartFunction start,
                                                 MyPaintTileRequestEndFunction end) {
    FlourishTiledSurface *self = calloc(1, sizeof(FlourishTiledSurface));
    if (!self) return NULL;
    mypaint_tiled_surface_init(&self->parent, start, end);
    self->owner = owner;
    self->tiled_draw_dab = self->parent.parent.draw_dab;
    self->parent.parent.draw_dab = counting_draw_dab;
    self->parent.parent.destroy = destroy_tiled;
    /* Single-threaded: on two cores OpenMP tile processing was measured slower. */
    self->parent.threadsafe_tile_requests = FALSE;
    return self;
}

void flourish_tiled_surface_free(FlourishTiledSurface *self) {
    if (!self) return;
    mypaint_tiled_surface_destroy(&self->parent);
    free(self);
}
