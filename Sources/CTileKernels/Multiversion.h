#ifndef FLOURISH_MULTIVERSION_H
#define FLOURISH_MULTIVERSION_H

/* Marks a hot loop to be compiled twice, for AVX2 and plain x86-64: the loader picks the one
   the CPU runs (Swift has no way to compile a function for several instruction sets). Shared
   by this target's C files. */

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define FLOURISH_THREAD_SANITIZER 1
#endif
#endif

/* Not under ThreadSanitizer (`scripts/test --sanitize thread`): clang instruments the resolver
 * that target_clones generates, and the loader runs resolvers while it relocates the
 * executable, before the TSan runtime is set up, so the process crashed in __tsan_func_entry
 * before main. There the plain x86-64 build runs everywhere. */
#if defined(__x86_64__) && defined(__clang__) && !defined(FLOURISH_THREAD_SANITIZER)
#define FLOURISH_MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define FLOURISH_MULTIVERSION
#endif

#endif
