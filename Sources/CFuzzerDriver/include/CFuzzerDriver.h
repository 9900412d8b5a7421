#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry for a program that keeps its own main: it parses libFuzzer's flags from
 * argc/argv and calls `test` once per input. Defined by libclang_rt.fuzzer_no_main, which only
 * `scripts/fuzz` links; the ordinary build declares it and never calls it. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

/* libFuzzer's own mutator, for a custom mutator (LLVMFuzzerCustomMutator, which flourish-fuzz
 * defines under the fuzzer) to call on the parts it mutates: changes `data` in place, `size`
 * bytes to at most `max_size`, and returns the new size. Defined by the same library. */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

#endif
