import FlourishPaint
import Foundation
import Testing

/// A brush name can come from a recording's header or a settings file, so it may name any
/// path at all.
@Suite("Brush files read with a limit")
struct BrushFileReadingTests {
    @Test("a brush file over 1 MiB is refused before it is read, naming the limit")
    func hugeFile() throws {
        let path = NSTemporaryDirectory() + "flourish-huge-\(UUID().uuidString).myb"
        // Sparse: 2 GiB of size, no blocks; reading it whole would take 2 GiB of memory.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let error = #expect(throws: BrushError.self) { try Brush(named: path) }
        #expect(error?.path == path)
        #expect(error?.reason == "is larger than 1 MiB, the most that is read")
        #expect(Brush.loadProblem(path)?.reason == "is larger than 1 MiB, the most that is read")
    }

    @Test("a missing file, a folder and a file that is not UTF-8 each say which")
    func reasons() throws {
        let folder = NSTemporaryDirectory() + "flourish-brush-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let latin1 = "\(folder)/latin1.myb"
        #expect(FileManager.default.createFile(atPath: latin1, contents: Data([0x7B, 0xE9, 0x7D])))
        #expect(Brush.loadProblem("\(folder)/none.myb")?.reason == "no such brush file")
        #expect(Brush.loadProblem(folder)?.reason == "is a folder, not a file")
        #expect(Brush.loadProblem(latin1)?.reason == "brush file is not UTF-8 text")
    }
}
