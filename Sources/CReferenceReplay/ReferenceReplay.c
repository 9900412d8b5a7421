#include "ReferenceReplay.h"
#include <mypaint-brush.h>
#include <mypaint-fixed-tiled-surface.h>
#include <string.h>
#include <time.h>

static uint64_t reference_dabs;
static MyPaintSurfaceDrawDabFunction fixed_draw_dab;

static int counting_draw_dab(MyPaintSurface *s, float x, float y, float radius, float r,
                             float g, float b, float opaque, float hardness, float eraser,
                             float aspect, float angle, float lock_alpha, float colorize) {
    int drawn = fixed_draw_dab(s, x, y, radius, r, g, b, opaque, hardness, eraser, aspect,
                               angle, lock_alpha, colorize);
    if (drawn) reference_dabs += 1;
    return drawn;
}

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

FlourishReferenceResult flourish_reference_replay(const char *brush_json,
                                                  const FlourishReferenceEvent *events,
                                                  size_t count, int width, int height) {
    FlourishReferenceResult result = {0, 0, 0.0};
    MyPaintBrush *brush = mypaint_brush_new();
    if (!brush) return result;
    if (!mypaint_brush_from_string(brush, brush_json)) {
        mypaint_brush_unref(brush);
        return result;
    }
    MyPaintFixedTiledSurface *fixed = mypaint_fixed_tiled_surface_new(width, height);
    if (!fixed) {
        mypaint_brush_unref(brush);
        return result;
    }
    MyPaintSurface *surface = mypaint_fixed_tiled_surface_interface(fixed);
    /* The fixed surface starts at 0xFFFF per channel, outside fix15: clear it. The tile
       buffer is reached through a read-write request on each tile. */
    int tiles_x = (width + MYPAINT_TILE_SIZE - 1) / MYPAINT_TILE_SIZE;
    int tiles_y = (height + MYPAINT_TILE_SIZE - 1) / MYPAINT_TILE_SIZE;
    for (int ty = 0; ty < tiles_y; ty++) {
        for (int tx = 0; tx < tiles_x; tx++) {
            MyPaintTileRequest request;
            mypaint_tile_request_init(&request, 0, tx, ty, FALSE);
            mypaint_tiled_surface_tile_request_start((MyPaintTiledSurface *)fixed, &request);
            if (request.buffer)
                memset(request.buffer, 0,
                       sizeof(uint16_t) * 4 * MYPAINT_TILE_SIZE * MYPAINT_TILE_SIZE);
            mypaint_tiled_surface_tile_request_end((MyPaintTiledSurface *)fixed, &request);
        }
    }
    /* libmypaint 1.6 reads settings before computing them (issue 138): two zero-pressure
       strokes on a scratch surface and a reset settle them, as Flourish's engine does. */
    MyPaintFixedTiledSurface *scratch = mypaint_fixed_tiled_surface_new(MYPAINT_TILE_SIZE,
                                                                        MYPAINT_TILE_SIZE);
    if (scratch) {
        MyPaintSurface *s = mypaint_fixed_tiled_surface_interface(scratch);
        mypaint_brush_stroke_to(brush, s, 0, 0, 0, 0, 0, 0.01);
        mypaint_brush_stroke_to(brush, s, 0, 0, 0, 0, 0, 0.01);
        mypaint_surface_unref(s);
    }
    mypaint_brush_reset(brush);

    fixed_draw_dab = surface->draw_dab;
    surface->draw_dab = counting_draw_dab;
    reference_dabs = 0;

    double start = cpu_ms();
    double previous = count > 0 ? events[0].time : 0.0;
    for (size_t i = 0; i < count; i++) {
        const FlourishReferenceEvent *e = &events[i];
        double dtime = e->time - previous;
        previous = e->time;
        MyPaintRectangle roi;
        mypaint_surface_begin_atomic(surface);
        mypaint_brush_stroke_to(brush, surface, (float)e->x, (float)e->y, (float)e->pressure,
                                0, 0, dtime);
        mypaint_surface_end_atomic(surface, &roi);
    }
    result.cpu_ms = cpu_ms() - start;
    result.dabs = reference_dabs;
    result.ok = 1;

    surface->draw_dab = fixed_draw_dab;
    mypaint_surface_unref(surface);
    mypaint_brush_unref(brush);
    return result;
}
