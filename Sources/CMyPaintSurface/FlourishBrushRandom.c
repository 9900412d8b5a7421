#include "FlourishBrushRandom.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

enum { degree = 31, separation = 3, modulus = 2147483647 };

void flourish_random_seed(FlourishRandomState *state, uint32_t seed) {
    int32_t word = seed == 0 ? 1 : (int32_t)seed;
    state->words[0] = word;
    for (int i = 1; i < degree; i++) {
        /* 16807 * word mod (2^31 - 1) without overflow (Schrage's method), as glibc does. */
        int32_t high = word / 127773, low = word % 127773;
        word = 16807 * low - 2836 * high;
        if (word < 0) word += modulus;
        state->words[i] = word;
    }
    state->front = separation;
    state->rear = 0;
    for (int i = 0; i < degree * 10; i++) (void)flourish_random_next(state);
}

int flourish_random_next(FlourishRandomState *state) {
    uint32_t sum = (uint32_t)state->words[state->front] + (uint32_t)state->words[state->rear];
    state->words[state->front] = (int32_t)sum;
    state->front = (state->front + 1) % degree;
    state->rear = (state->rear + 1) % degree;
    return (int)(sum >> 1);
}

static _Thread_local FlourishRandomState *current;
static _Thread_local FlourishRandomState own;
static _Thread_local int ownSeeded;
static _Thread_local int savedThreads;

static FlourishRandomState *state_now(void) {
    if (current) return current;
    if (!ownSeeded) {
        flourish_random_seed(&own, 1);
        ownSeeded = 1;
    }
    return &own;
}

int rand(void) { return flourish_random_next(state_now()); }

void srand(unsigned seed) {
    flourish_random_seed(state_now(), seed);
}

/* libgomp comes with libmypaint; looked up rather than linked, so nothing else needs it. */
typedef void (*SetThreads)(int);
typedef int (*GetThreads)(void);

static _Thread_local GetThreads get;
static _Thread_local SetThreads set;
static _Thread_local int lookedUp;

/* libmypaint's pigment mixing (mix_colors) hands back a static buffer: two engines smudging
   at once on two threads mixed each other's colours. Strokes take turns. */
static pthread_mutex_t strokes = PTHREAD_MUTEX_INITIALIZER;

FlourishRandomState *flourish_random_begin(FlourishRandomState *state) {
    pthread_mutex_lock(&strokes);
    FlourishRandomState *previous = current;
    current = state;
    if (!lookedUp) {
        get = (GetThreads)dlsym(RTLD_DEFAULT, "omp_get_max_threads");
        set = (SetThreads)dlsym(RTLD_DEFAULT, "omp_set_num_threads");
        lookedUp = 1;
    }
    if (get && set) {
        savedThreads = get();
        set(1);
    }
    return previous;
}

void flourish_random_end(FlourishRandomState *previous) {
    current = previous;
    if (set && savedThreads > 0) set(savedThreads);
    pthread_mutex_unlock(&strokes);
}
