#ifndef FLOURISH_BRUSH_RANDOM_H
#define FLOURISH_BRUSH_RANDOM_H

#include <stdint.h>

/// The numbers libmypaint draws with the C library's rand() (it samples pixels at random to
/// pick up colour for smudging and pigment), given by a generator a paint engine owns.
///
/// glibc's rand() keeps one state for the whole process, and libmypaint calls it from the
/// worker threads of its OpenMP regions: the same stroke painted twice came out different
/// wherever a smudging brush picked up colour, so a painting's history did not replay bit
/// for bit. This file defines rand() and srand() for the process; while an engine paints,
/// they draw from that engine's state, on its thread, and libmypaint's colour pick-up runs on
/// that thread alone. Elsewhere each thread has a state of its own.
///
/// The generator is glibc's (the additive feedback one behind random()), so a state seeded
/// with 1 gives what a fresh process's rand() gives, as in MyPaint's own process.
typedef struct FlourishRandomState {
    int32_t words[31];
    int front;
    int rear;
} FlourishRandomState;

/// Seeds `state` as glibc's srandom(seed) does (0 counts as 1).
void flourish_random_seed(FlourishRandomState *state, uint32_t seed);

/// The next number of `state`, 0...RAND_MAX.
int flourish_random_next(FlourishRandomState *state);

/// From here on this thread's rand() draws from `state`, and libmypaint's colour pick-up runs
/// on this thread; returns what was current before (NULL: the thread's own state), for
/// flourish_random_end. Until then no other thread's engine paints: libmypaint's pigment
/// colour mixing keeps its result in one static buffer for the process, so two engines
/// smudging at once on two threads took each other's colours.
FlourishRandomState *flourish_random_begin(FlourishRandomState *state);

/// Puts back `previous` (what flourish_random_begin returned) and OpenMP's thread count, and
/// lets the next engine paint.
void flourish_random_end(FlourishRandomState *previous);

#endif
