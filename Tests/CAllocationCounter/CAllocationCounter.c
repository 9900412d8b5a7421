/* Counts heap allocations per thread for the no-allocation tests.
 *
 * The test executable defines glibc's allocation entry points, so every library in the
 * process (the Swift runtime included) calls these instead of libc's; each one counts the
 * call and forwards to glibc's own allocator through its exported __libc_* names. Memory
 * still comes from, and goes back to (free is not replaced), the one glibc heap.
 *
 * Under AddressSanitizer or ThreadSanitizer (`scripts/test --sanitize`) the sanitizer's
 * runtime owns malloc and its family: definitions here would replace its interceptors, and the
 * first dlsym it makes while starting up would call this malloc before anything is set up and
 * crash the test binary. There the runtime's own allocation hook counts instead. ASan runs it
 * once for each malloc, calloc, realloc, aligned_alloc, memalign and posix_memalign, as the
 * definitions below do; TSan runs it for malloc, calloc and realloc only, so under TSan the
 * count misses aligned allocations and the tests that rely on it do not run.
 *
 * The bytes a thread holds are counted too (free is replaced for that, and forwards to
 * __libc_free), so a test can see how much memory one call needs at its peak, which neither
 * a count of calls nor a process-wide figure shows. A block freed by another thread than the
 * one that allocated it is taken off the freeing thread's figure. */
#include "CAllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define FLOURISH_SANITIZED 1
#endif
#endif

static _Thread_local unsigned long allocations;
static _Thread_local unsigned long largest;
/* Bytes this thread allocated less the bytes it freed (usable sizes, as the allocator counts
 * them), and the most that figure reached since the last reset. */
static _Thread_local long heapBytes;
static _Thread_local long peakHeapBytes;

unsigned long allocationsOnThisThread(void) { return allocations; }

unsigned long largestAllocationOnThisThread(void) { return largest; }

void forgetLargestAllocationOnThisThread(void) { largest = 0; }

/* Counts one request of `size` bytes (a calloc's product, saturated). */
static void note(size_t size) {
    allocations++;
    if (size > largest) largest = size;
}

long heapBytesOnThisThread(void) { return heapBytes; }
long peakHeapBytesOnThisThread(void) { return peakHeapBytes; }
void resetPeakHeapBytesOnThisThread(void) { peakHeapBytes = heapBytes; }

static void addHeapBytes(long bytes) {
    heapBytes += bytes;
    if (heapBytes > peakHeapBytes) peakHeapBytes = heapBytes;
}

int allocationCounterSeesEveryAllocation(void) {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
    return 0;
#endif
#endif
    return 1;
}

#ifdef FLOURISH_SANITIZED

#include <sanitizer/allocator_interface.h>

static void countAllocation(const volatile void *pointer, size_t size) {
    (void)pointer;
    note(size);
    addHeapBytes((long)size);
}

/* Runs before the block goes, while the runtime still knows its size. */
static void countFree(const volatile void *pointer) {
    if (pointer != NULL) heapBytes -= (long)__sanitizer_get_allocated_size((const void *)pointer);
}

__attribute__((constructor)) static void installAllocationHook(void) {
    __sanitizer_install_malloc_and_free_hooks(countAllocation, countFree);
}

#else

#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

/* The block's bytes join this thread's figure; returns the block. */
static void *held(void *pointer) {
    if (pointer != NULL) addHeapBytes((long)malloc_usable_size(pointer));
    return pointer;
}

static size_t product(size_t count, size_t size) {
    size_t bytes;
    return __builtin_mul_overflow(count, size, &bytes) ? (size_t)-1 : bytes;
}

void *malloc(size_t size) {
    note(size);
    return held(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    note(product(count, size));
    return held(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    note(size);
    if (pointer != NULL) heapBytes -= (long)malloc_usable_size(pointer);
    void *moved = __libc_realloc(pointer, size);
    /* A failed realloc leaves the old block as it was. */
    if (moved == NULL && pointer != NULL && size > 0) {
        held(pointer);
        return NULL;
    }
    return held(moved);
}

/* Replaced only to count the bytes that go; the block goes back to glibc as before. */
void free(void *pointer) {
    if (pointer != NULL) heapBytes -= (long)malloc_usable_size(pointer);
    __libc_free(pointer);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note(size);
    return held(__libc_memalign(alignment, size));
}

void *memalign(size_t alignment, size_t size) {
    note(size);
    return held(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    /* posix_memalign's own contract: a power of two multiple of sizeof(void *). */
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    note(size);
    void *pointer = held(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

#endif
