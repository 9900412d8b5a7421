import FlourishDocuments
import FlourishImage
import FlourishTestSupport
import FlourishThumbnails
import Foundation
import Testing

/// `flourish thumbnail IN OUT`: a file manager's thumbnail is a new PNG in a cache folder, so
/// an OUT that is IN itself (by any path) or another painting is refused, naming OUT, and left
/// byte for byte as it was. Before, `flourish thumbnail a.ora a.ora 64` replaced the painting
/// with its thumbnail and exited 0.
@Suite("Thumbnailer: the output is never the input, nor another painting")
struct ThumbnailerOutputTests {
    /// A painting saved as OpenRaster, with its merged image and thumbnail.
    static func painting(_ folder: TemporaryFolder, _ name: String) throws -> String {
        let path = folder.file(name)
        try ThumbnailerTests.first(at: path)
        return path
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// Runs the thumbnailer and checks that it refused with `reason`, naming `output`, and that
    /// every file in `unchanged` holds what it held before.
    static func expectRefusal(_ input: String, _ output: String, reason: String, unchanged: [String]) {
        let before = unchanged.map(bytes)
        let error = #expect(throws: DocumentError.self) { try Thumbnailer.write(from: input, to: output, size: 64) }
        #expect(error?.path == output, "\(String(describing: error))")
        #expect(error?.reason == reason, "\(String(describing: error))")
        for (path, old) in zip(unchanged, before) { #expect(bytes(path) == old, "\(path) changed") }
    }

    @Test("the input itself, a link to it, another spelling of it and a hard link are refused")
    func outputIsInput() throws {
        let folder = try TemporaryFolder()
        let ora = try Self.painting(folder, "a.ora")
        try folder.makeFolder("cache")
        let link = try folder.link("cache/a.png", to: ora)
        let hard = folder.file("cache/hard.png")
        try FileManager.default.linkItem(atPath: ora, toPath: hard)
        for output in [ora, link, folder.path + "/cache/../a.ora", hard] {
            Self.expectRefusal(ora, output, reason: "is the painting the thumbnail is made from (\(ora))", unchanged: [ora])
        }
        // A PNG input as its own output, too.
        let png = folder.file("merged.png")
        try PNGFile.write(try ThumbnailerTests.merged(ora), to: png)
        Self.expectRefusal(png, png, reason: "is the painting the thumbnail is made from (\(png))", unchanged: [png])
    }

    @Test("another painting, or any existing file that is not a PNG, is refused and kept")
    func outputIsAnotherFile() throws {
        let folder = try TemporaryFolder()
        let a = try Self.painting(folder, "a.ora")
        let b = try Self.painting(folder, "b.ora")
        Self.expectRefusal(a, b, reason: "is an OpenRaster painting, not a thumbnail: nothing was written over it", unchanged: [a, b])
        let renamed = folder.file("b-copy.png")
        try FileManager.default.copyItem(atPath: b, toPath: renamed)
        Self.expectRefusal(
            a, renamed, reason: "is an OpenRaster painting, not a thumbnail: nothing was written over it", unchanged: [renamed])
        let notes = try folder.write("my notes\n", to: "notes.png")
        Self.expectRefusal(a, notes, reason: "is not a PNG image: nothing was written over it", unchanged: [notes])
    }

    /// The negative controls: what a file manager asks for is still written. Thunar's tumbler
    /// makes an empty temporary `tumbler-XXXXXXX.png` and passes it as the output.
    @Test("a new path, an empty temporary, and an old thumbnail (a PNG) in its place, are written")
    func thumbnailPathsAreWritten() throws {
        let folder = try TemporaryFolder()
        let ora = try Self.painting(folder, "a.ora")
        let fresh = folder.file("fresh.png")
        try Thumbnailer.write(from: ora, to: fresh, size: 64)
        #expect(try PNGFile.read(fresh).width == 64)
        let empty = try folder.write([], to: "tumbler-AbCdEfG.png")
        try Thumbnailer.write(from: ora, to: empty, size: 64)
        #expect(try PNGFile.read(empty).width == 64)
        // An older thumbnail, 32 wide, is replaced by the new one, 64 wide.
        let old = folder.file("old.png")
        try Thumbnailer.write(from: ora, to: old, size: 32)
        #expect(try PNGFile.read(old).width == 32)
        try Thumbnailer.write(from: ora, to: old, size: 64)
        #expect(try PNGFile.read(old).width == 64)
    }
}
