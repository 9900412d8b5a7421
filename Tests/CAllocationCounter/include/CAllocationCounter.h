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

/* Heap bytes the calling thread holds now: what it allocated less what it freed (usable
 * sizes). Only differences mean something: it starts wherever the thread's history left it. */
long heapBytesOnThisThread(void);

/* The most heapBytesOnThisThread reached since the last reset: the peak of one call, taken
 * as peak - heapBytes before the call, with the reset just before it. */
long peakHeapBytesOnThisThread(void);
void resetPeakHeapBytesOnThisThread(void);

#endif
