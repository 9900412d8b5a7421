#if canImport(Glibc)
    import Glibc
#endif
import FlourishText

/// The fields of one line of a recording, split at runs of separators. Kept as offsets into
/// the line, in storage reused from line to line, so splitting a line allocates nothing.
struct RecordFields {
    private(set) var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var starts: [Int] = []
    private var ends: [Int] = []

    init() {
        starts.reserveCapacity(16)
        ends.reserveCapacity(16)
    }

    var count: Int { starts.count }
    var isEmpty: Bool { starts.isEmpty }

    /// Splits `line` at spaces, and also at tabs and carriage returns where `tabs` is set
    /// (libmypaint's benchmark files are written by hand and by printf alike).
    mutating func split(_ line: UnsafeBufferPointer<UInt8>, tabs: Bool) {
        self.line = line
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        guard let base = line.baseAddress else { return }
        // Each separator set gets its own loop, the test inlined: a line is scanned byte by byte.
        if tabs {
            split(base, line.count) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        } else {
            split(base, line.count) { $0 == 0x20 }
        }
    }

    @inline(__always)
    private mutating func split(_ base: UnsafePointer<UInt8>, _ count: Int, _ isSeparator: (UInt8) -> Bool) {
        var index = 0
        while index < count {
            while index < count, isSeparator(base[index]) { index += 1 }
            guard index < count else { break }
            starts.append(index)
            while index < count, !isSeparator(base[index]) { index += 1 }
            ends.append(index)
        }
    }

    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: line[starts[index]..<ends[index]])
    }

    /// Whether field `index` is exactly `word`.
    func field(_ index: Int, is word: StaticString) -> Bool {
        let field = self[index]
        guard field.count == word.utf8CodeUnitCount else { return false }
        guard let base = field.baseAddress else { return word.utf8CodeUnitCount == 0 }
        return memcmp(base, word.utf8Start, field.count) == 0
    }

    /// Field `index` as text (the line is known to be UTF-8).
    func text(_ index: Int) -> String { String(decoding: self[index], as: UTF8.self) }

    /// Field `index` as an error message may quote it.
    func excerpt(_ index: Int) -> String { Excerpt.of(bytes: self[index]) }

    /// The fields from `index` on, each separated by one space: a value that may hold spaces
    /// (a brush path) with runs of them made one, as the format has always read it.
    func joined(from index: Int) -> String {
        guard index < count else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ends[count - 1] - starts[index])
        for i in index..<count {
            if i > index { bytes.append(0x20) }
            bytes.append(contentsOf: self[i])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
