import FlourishImage
import FlourishTestSupport
import Foundation
import Synchronization
import Testing

@testable import FlourishAppCore

/// The recent paintings off the frame loop: uses noted into the desktop's list, the last ones
/// Flourish opens read back newest first with their thumbnails, each step waking the loop.
@Suite("Recent paintings: noted, listed and thumbnailed on a queue of their own")
struct RecentPaintingsTests {
    @Test("every use goes into the list; the list shows what Flourish opens, newest first, with thumbnails")
    func notedAndListed() async throws {
        let folder = try TemporaryFolder()
        let wakes = Mutex(0)
        let recent = RecentPaintings(environment: ["XDG_DATA_HOME": folder.path]) { wakes.withLock { $0 += 1 } }
        #expect(recent.listPath == folder.path + "/recently-used.xbel")
        let red = folder.file("red.png")
        let blue = folder.file("blue.png")
        try PNGFile.write(RGBAImage(width: 300, height: 150, pixels: [UInt8](repeating: 0, count: 300 * 150 * 4).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 }), to: red)
        try PNGFile.write(RGBAImage(width: 20, height: 40, pixels: [UInt8](repeating: 0, count: 20 * 40 * 4).enumerated().map { $0.offset % 4 >= 2 ? 255 : 0 }), to: blue)
        let notes = folder.file("notes.txt")
        try Data("not a painting".utf8).write(to: URL(fileURLWithPath: notes))
        recent.note(red)
        recent.note(notes)
        try await Task.sleep(for: .milliseconds(20))
        recent.note(blue)
        recent.drain()
        recent.reload()
        recent.drain()
        let entries = recent.entries
        #expect(entries.map(\.path) == [blue, red], "\(entries.map(\.path))")
        #expect(entries.allSatisfy { $0.thumbnailDone })
        let thumbnail = try #require(entries.last?.thumbnail)
        #expect(thumbnail.width == 96 && thumbnail.height == 48)
        #expect(Array(thumbnail.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(entries.first?.thumbnail?.width == 20)
        #expect(entries.first?.name == "blue.png" && entries.first?.folder == folder.path)
        // The list once, and each thumbnail.
        #expect(wakes.withLock { $0 } == 3)
        // A file gone from disk leaves the list shown.
        try FileManager.default.removeItem(atPath: blue)
        recent.reload()
        recent.drain()
        #expect(recent.entries.map(\.path) == [red])
    }
}
