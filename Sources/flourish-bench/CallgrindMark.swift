/// Marks the boundaries of the `-once` modes' measurements for callgrind (`documents-once`:
/// before the PNG saves, the ORA saves, the opens, and after them; `parse-once`: around each
/// parse): `scripts/bench` counts each part's instructions with
/// `--dump-before='*callgrindMark*'`. A real call, never inlined or removed.
@inline(never)
func callgrindMark() {
    callgrindMarks += 1
}

/// How many marks were made: the write that keeps each call from being optimised away.
nonisolated(unsafe) var callgrindMarks = 0
