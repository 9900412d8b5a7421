#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/* Heap allocations (malloc, calloc, realloc, aligned_alloc, memalign, posix_memalign) made
 * so far by the calling thread. Swift Testing runs suites in parallel in one process, so a
 * process-wide figure such as mallinfo2() also sees other tests' allocations; and a buffer
 * allocated and freed within one frame leaves the bytes in use unchanged. A per-thread count
 * of calls sees both. */
unsigned long allocationsOnThisThread(void);

/* 1 where the count above sees every kind of allocation; 0 under ThreadSanitizer, whose
 * allocation hook misses aligned_alloc, memalign and posix_memalign. */
int allocationCounterSeesEveryAllocation(void);

/* The largest single request (in bytes) the calling thread has made since it last called
 * `forgetLargestAllocationOnThisThread`: what the hostile-file tests bound, to show that a
 * file claiming gigabytes is refused before a buffer of that size is asked for. */
unsigned long largestAllocationOnThisThread(void);
void forgetLargestAllocationOnThisThread(void);

#endif
