/* Tells ThreadSanitizer when a contended Synchronization.Mutex changes hands.
 *
 * Mutex.withLock is inlined into our code, and its fast path (a compare-exchange on the lock
 * word, acquiring to lock and releasing to unlock) is instrumented there, so TSan sees it.
 * When the lock is contended, though, the slow path in libswiftSynchronization.so (not
 * instrumented) hands it over through the kernel: FUTEX_LOCK_PI and FUTEX_UNLOCK_PI, syscalls
 * TSan does not know. The thread that gets the lock that way has no happens-before edge from
 * the one that released it, and TSan reported every access to a Mutex's value, or to what it
 * guards, on either side of such a hand-over as a race. Every report of the first TSan run
 * was one of these (SampleFeeder's push, drain and hasPending against each other, and
 * XInput2Status between the reader thread and the frame loop), all inside withLock.
 *
 * Under TSan the executable defines the three slow-path functions itself, so our code's calls
 * (bound at link time to a definition in the executable) come here. Each calls the library's
 * own function and then tells TSan what it did: a lock acquired (the acquire edge the kernel
 * hand-over lacks), or one about to be released. The address is the lock word, the same one
 * the instrumented fast path's atomics synchronise on. Nothing else changes: a real race,
 * an access made without the lock, is still reported (checked with a two-thread program).
 *
 * The functions take the lock's address as Swift's `self` (register r13), which clang's
 * swiftcall convention spells as a swift_context parameter. */
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) && defined(__x86_64__) && defined(__linux__)

#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <sanitizer/tsan_interface.h>

#define SWIFT_CALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

/* Synchronization._MutexHandle._lockSlow(_: UInt32), _tryLockSlow() -> Bool, _unlockSlow(). */
#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

typedef SWIFT_CALL void (*LockSlow)(uint32_t threadID, void *SWIFT_SELF lockWord);
typedef SWIFT_CALL bool (*TryLockSlow)(void *SWIFT_SELF lockWord);
typedef SWIFT_CALL void (*UnlockSlow)(void *SWIFT_SELF lockWord);

SWIFT_CALL void annotatedLockSlow(uint32_t threadID, void *SWIFT_SELF lockWord) __asm__(LOCK_SLOW);
SWIFT_CALL bool annotatedTryLockSlow(void *SWIFT_SELF lockWord) __asm__(TRY_LOCK_SLOW);
SWIFT_CALL void annotatedUnlockSlow(void *SWIFT_SELF lockWord) __asm__(UNLOCK_SLOW);

/* The library's own function, looked up once; a Mutex may be taken before main, so no
 * constructor can be relied on to have run first. */
static void *library(void **cache, const char *name) {
    void *function = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (function == NULL) {
        function = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, function, __ATOMIC_RELEASE);
    }
    return function;
}

SWIFT_CALL void annotatedLockSlow(uint32_t threadID, void *SWIFT_SELF lockWord) {
    static void *cache;
    ((LockSlow)library(&cache, LOCK_SLOW))(threadID, lockWord);
    __tsan_acquire(lockWord);
}

SWIFT_CALL bool annotatedTryLockSlow(void *SWIFT_SELF lockWord) {
    static void *cache;
    bool locked = ((TryLockSlow)library(&cache, TRY_LOCK_SLOW))(lockWord);
    if (locked) __tsan_acquire(lockWord);
    return locked;
}

SWIFT_CALL void annotatedUnlockSlow(void *SWIFT_SELF lockWord) {
    static void *cache;
    __tsan_release(lockWord);
    ((UnlockSlow)library(&cache, UNLOCK_SLOW))(lockWord);
}

#endif
#endif
