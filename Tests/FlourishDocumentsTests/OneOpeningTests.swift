import FlourishDocuments
import FlourishTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Opening an OpenRaster file (`inspect`, then `open` into a session) opens its zip once, and so
/// parses its `stack.xml` once: the reader that parses it is made only where the zip is opened,
/// and inspect hands it to the load. Counted from outside, by the kernel: inotify reports every
/// open(2) of the file, whoever in the process makes it.
@Suite("An OpenRaster file is opened once per opening")
struct OneOpeningTests {
    /// Counts the opens of one file from its inotify events.
    final class OpenCounter {
        private let descriptor: Int32

        init(watching path: String) throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            try #require(descriptor >= 0, "inotify_init1 failed: errno \(errno)")
            // Reads and closes are watched too: two identical events in a row are merged by the
            // kernel, and what lies between two opens keeps them apart.
            let mask = UInt32(IN_OPEN) | UInt32(IN_ACCESS) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_CLOSE_NOWRITE)
            try #require(inotify_add_watch(descriptor, path, mask) >= 0, "inotify_add_watch failed: errno \(errno)")
        }

        deinit { close(descriptor) }

        /// The opens since the watch began, or since the last call.
        func opens() -> Int {
            var count = 0
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                guard read > 0 else { return count }
                var offset = 0
                // Each event: wd (4), mask (4), cookie (4), len (4), then len bytes of name.
                while offset + 16 <= read {
                    func word(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(buffer[offset + at + $1]) << (8 * $1) } }
                    if word(4) & UInt32(IN_OPEN) != 0 { count += 1 }
                    offset += 16 + Int(word(12))
                }
            }
        }
    }

    /// Inspects `path` and opens it into a fresh session of the size it asks for, as the window
    /// does; returns how many times the file was opened meanwhile.
    static func opensWhileOpening(_ path: String) throws -> Int {
        let counter = try OpenCounter(watching: path)
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit)
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.open(contents, into: session)
        #expect(session.canvas.paintedBounds != nil, "nothing was opened onto the canvas")
        return counter.opens()
    }

    /// A Flourish painting with `layers` layers, each with a stroke, saved with its history.
    static func painting(layers: Int, in folder: TemporaryFolder) throws -> String {
        let session = try makeSession(brush: "classic/marker_fat", width: 400, height: 300)
        for index in 0..<layers {
            if index > 0 { session.perform(.layer(.add)) }
            session.paint(WaveStroke.painting.samples(from: 40, 60 + 40 * Double(index), startTime: 1 + 2 * Double(index)))
        }
        let path = folder.file("painting-\(layers).ora")
        try SessionSaver.write(session.saveRequest(to: path), for: session)
        return path
    }

    @Test("Flourish's own file, one layer (flattened onto the canvas) or several (kept apart): one open")
    func flourishFile() throws {
        let folder = try TemporaryFolder()
        for layers in [1, 3] {
            let path = try Self.painting(layers: layers, in: folder)
            #expect(try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit).history != nil)
            #expect(try Self.opensWhileOpening(path) == 1, "\(layers) layers")
        }
    }

    /// MyPaint's file has no history of Flourish's: the painting's starts from the file's
    /// bytes, read once whole (not as a zip). That is the one other open.
    @Test("MyPaint's layered file: one open as a zip, and one read of its bytes for the history to start from")
    func mypaintFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("mypaint.ora")
        try FileManager.default.copyItem(atPath: openRasterFixture("mypaint-layers.ora"), toPath: path)
        #expect(try Self.opensWhileOpening(path) == 2)
    }

    /// The negative control: the counter sees opens. Two inspections open the file twice.
    @Test("the counter counts: inspecting twice opens the file twice")
    func counterCounts() throws {
        let folder = try TemporaryFolder()
        let path = try Self.painting(layers: 1, in: folder)
        let counter = try OpenCounter(watching: path)
        for _ in 0..<2 { _ = try DocumentReader.inspect(path, canvas: (400, 300), limit: Painting.limit) }
        #expect(counter.opens() == 2)
    }
}
