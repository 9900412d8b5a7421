import Glibc

/// Hands the heap's free pages back to the system when the undo history has let go of a lot
/// of memory, so that resident memory follows the history down.
///
/// A tile is 32 KiB, under glibc's mmap threshold, so tiles live in the heap. The steps a
/// history drops (a stroke after undos drops every step taken back) free tiles that lie
/// between tiles still in use, and glibc keeps those holes resident: without this, clearing a
/// 32 MiB history gave nothing back (`flourish-bench soak`). `malloc_trim` returns the free
/// pages inside the heap as well as at its top. It walks the heap, so it runs only when the
/// history holds `threshold` bytes less than at its highest since the last trim: not while a
/// history at its budget trades old steps for new ones.
package struct HeapGiveBack {
    /// A new one, with nothing taken in yet.
    package init() {}

    /// 8 MiB: 256 tiles.
    package static let threshold = 8 << 20
    private var highest = 0

    /// Takes in what the history holds now; true when the heap should be trimmed now.
    package mutating func historyHolds(_ bytes: Int) -> Bool {
        highest = max(highest, bytes)
        guard highest - bytes >= Self.threshold else { return false }
        highest = bytes
        return true
    }

    /// Returns the heap's free pages to the system. Swift's Glibc module leaves out
    /// <malloc.h>, so `malloc_trim` is found by name; where the C library has none (not glibc)
    /// this does nothing.
    /// Returns whether any memory went back.
    @discardableResult
    package static func trim() -> Bool {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return false }
        let mallocTrim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        return mallocTrim(0) == 1
    }
}
