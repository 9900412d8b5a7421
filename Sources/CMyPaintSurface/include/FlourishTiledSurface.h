#ifndef FLOURISH_TILED_SURFACE_H
#define FLOURISH_TILED_SURFACE_H

#include <stdint.h>
#include <mypaint-tiled-surface.h>

/// A libmypaint tiled surface (the v2 one, with symmetry) whose tiles live in a store owned
/// by Swift.
///
/// libmypaint calls the two tile-request functions; `owner` lets them find the store.
/// The struct also counts dabs, so benchmarks and tests can compare engines by work done.
typedef struct FlourishTiledSurface {
    MyPaintTiledSurface2 parent; /* first, so a MyPaintTiledSurface2* is a FlourishTiledSurface* */
    void *owner;
    /* Dabs the brush asked for that landed (each symmetric copy not counted apart). */
    uint64_t dabs;
    /* The most dirty rectangles any dab of this atomic filled (see the .c file). */
    int atomic_bboxes;
    MyPaintSurfaceDrawDabFunction2 tiled_draw_dab;
    MyPaintSurfaceBeginAtomicFunction tiled_begin_atomic;
} FlourishTiledSurface;

/// Allocates and initialises a surface; free it with flourish_tiled_surface_free.
FlourishTiledSurface *flourish_tiled_surface_new(void *owner,
                                                 MyPaintTileRequestStartFunction2 start,
                                                 MyPaintTileRequestEndFunction2 end);

void flourish_tiled_surface_free(FlourishTiledSurface *self);

/// The owner pointer given at creation, from the pointer libmypaint hands to callbacks.
static inline void *flourish_tiled_surface_owner(MyPaintTiledSurface2 *tiled) {
    return ((FlourishTiledSurface *)tiled)->owner;
}

static inline MyPaintSurface2 *flourish_tiled_surface_interface(FlourishTiledSurface *self) {
    return &self->parent.parent;
}

#endif
