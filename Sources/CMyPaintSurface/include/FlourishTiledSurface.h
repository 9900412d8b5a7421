#ifndef FLOURISH_TILED_SURFACE_H
#define FLOURISH_TILED_SURFACE_H

#include <stdint.h>
#include <mypaint-tiled-surface.h>

/// A libmypaint tiled surface whose tiles live in a store owned by Swift.
///
/// libmypaint calls the two tile-request functions; `owner` lets them find the store.
/// The struct also counts dabs, so benchmarks and tests can compare engines by work done.
typedef struct FlourishTiledSurface {
    MyPaintTiledSurface parent; /* first, so a MyPaintTiledSurface* is a FlourishTiledSurface* */
    void *owner;
    uint64_t dabs;
    MyPaintSurfaceDrawDabFunction tiled_draw_dab;
} FlourishTiledSurface;

/// Allocates and initialises a surface; free it with flourish_tiled_surface_free.
FlourishTiledSurface *flourish_tiled_surface_new(void *owner,
                                                 MyPaintTileRequestStartFunction start,
                                                 MyPaintTileRequestEndFunction end);

void flourish_tiled_surface_free(FlourishTiledSurface *self);

/// The owner pointer given at creation, from the pointer libmypaint hands to callbacks.
static inline void *flourish_tiled_surface_owner(MyPaintTiledSurface *tiled) {
    return ((FlourishTiledSurface *)tiled)->owner;
}

static inline MyPaintSurface *flourish_tiled_surface_interface(FlourishTiledSurface *self) {
    return &self->parent.parent;
}

#endif
