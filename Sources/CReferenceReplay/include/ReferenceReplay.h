#ifndef FLOURISH_REFERENCE_REPLAY_H
#define FLOURISH_REFERENCE_REPLAY_H

#include <stddef.h>
#include <stdint.h>

/// One event of libmypaint's painting benchmark: seconds, canvas pixels, pressure 0...1.
typedef struct FlourishReferenceEvent {
    double time;
    double x;
    double y;
    double pressure;
} FlourishReferenceEvent;

typedef struct FlourishReferenceResult {
    int ok;            /* 0 when the brush or surface could not be made */
    uint64_t dabs;     /* dabs libmypaint drew */
    double cpu_ms;     /* process CPU time of the event loop alone */
} FlourishReferenceResult;

/// Replays events the way libmypaint's own harness does: MyPaintFixedTiledSurface,
/// v1 stroke_to, one begin/end_atomic per event, dtime = t[i] - t[i-1].
FlourishReferenceResult flourish_reference_replay(const char *brush_json,
                                                  const FlourishReferenceEvent *events,
                                                  size_t count, int width, int height);

#endif
