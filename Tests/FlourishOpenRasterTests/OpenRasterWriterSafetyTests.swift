import FlourishOpenRasterTestSupport
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

@Suite("OpenRasterWriter: the file appears whole or not at all; bad input is refused before the disk is touched")
struct OpenRasterWriterSafetyTests {
    @Test("writing into a missing folder fails naming the path, and creates nothing")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("missing/painting.ora")
        let error = #expect(throws: OpenRasterError.self) { try OpenRasterWriterTests.document().write(to: path) }
        #expect(error?.path == path)
        if case .writeFailed = error?.problem {
        } else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
        }
        #expect("\(error.map(String.init(describing:)) ?? "")".hasPrefix(path + ": could not be written"))
        #expect(try folder.entries() == [])
    }

    @Test("writing over a file replaces it whole, leaving nothing else in the folder")
    func replaces() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        try OpenRasterWriterTests.document(seed: 1).write(to: path)
        let second = try OpenRasterWriterTests.document(seed: 50)
        try second.write(to: path)
        let reader = try OpenRasterDocumentReader(path: path)
        #expect(try reader.png(of: reader.flat.layers[1]) == second.layers[1].png)
        #expect(try folder.entries() == ["painting.ora"])
    }

    @Test("a write refused half-way leaves the old file as it was and no temporary beside it")
    func failedWriteKeepsOldFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        try OpenRasterWriterTests.document().write(to: path)
        let before = try #require(contents(path))
        var broken = try OpenRasterWriterTests.document(seed: 9)
        broken.layers[2].png = Array("not a png at all, but long enough".utf8)
        let error = #expect(throws: OpenRasterError.self) { try broken.write(to: path) }
        #expect(error?.member == "data/layer2.png")
        #expect(error?.problem == .notAPNG("does not start with PNG's signature"))
        #expect(contents(path) == before)
        #expect(try folder.entries() == ["painting.ora"])
    }

    @Test("a folder where the file should go is refused, and nothing is left beside it")
    func renameFailureRemovesTemporary() throws {
        let folder = try TemporaryFolder()
        // A non-empty folder where the file should go is refused before anything is written.
        let path = folder.file("painting.ora")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let error = #expect(throws: OpenRasterError.self) { try OpenRasterWriterTests.document().write(to: path) }
        #expect(error?.path == path)
        #expect(error.map(String.init(describing:))?.contains("is a folder") == true)
        #expect(try folder.entries() == ["painting.ora"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
    }

    @Test("a symbolic link as destination is written through to its target and stays a link")
    func symlinkWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("real.ora")
        let link = folder.file("link.ora")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.ora")
        let document = try OpenRasterWriterTests.document()
        try document.write(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.ora")
        #expect(try OpenRasterDocumentReader(path: target).flat.layers.count == 3)
        #expect(try folder.entries() == ["link.ora", "real.ora"])
    }

    @Test("a dangling link creates its target, relative to the link's folder")
    func danglingSymlink() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        let link = folder.file("sub/link.ora")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.ora")
        try OpenRasterWriterTests.document().write(to: link)
        #expect(try OpenRasterDocumentReader(path: folder.file("sub/new.ora")).document.width == 40)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("sub")).sorted() == ["link.ora", "new.ora"])
    }

    /// Each edit makes the document unwritable; the member the error names, if any.
    static let invalidEdits: [(String, String?, @Sendable (inout OpenRasterWriter) throws -> Void)] = [
        ("zero width", nil, { $0.width = 0 }),
        ("opacity above 1", "data/layer1.png", { $0.layers[1].opacity = 1.5 }),
        ("opacity NaN", "data/layer0.png", { $0.layers[0].opacity = .nan }),
        ("offset out of range", "data/layer2.png", { $0.layers[2].x = Int.min }),
        (
            "merged image of another size", "mergedimage.png",
            { $0.mergedPNG = try pngBytes(testImage(width: 41, height: 30, seed: 1)) }
        ),
        (
            "thumbnail over 256", "Thumbnails/thumbnail.png",
            { $0.thumbnailPNG = try pngBytes(testImage(width: 257, height: 2, seed: 1)) }
        ),
        ("thumbnail not a PNG", "Thumbnails/thumbnail.png", { $0.thumbnailPNG = [1, 2, 3] }),
    ]

    @Test(
        "input no reader could use is refused naming the member, and nothing is written",
        arguments: invalidEdits.indices)
    func invalidInput(index: Int) throws {
        let (what, member, edit) = Self.invalidEdits[index]
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        var document = try OpenRasterWriterTests.document()
        try edit(&document)
        let error = #expect(throws: OpenRasterError.self, "\(what)") { try document.write(to: path) }
        #expect(error?.member == member, "\(what)")
        #expect(error?.path == path)
        #expect(try folder.entries() == [], "\(what)")
    }

    @Test("names XML 1.0 cannot carry become U+FFFD; the rest of the name survives")
    func controlCharactersInNames() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.ora")
        var document = try OpenRasterWriterTests.document()
        document.layers[0].name = "bell\u{07}and\u{0}nul\r\n"
        try document.write(to: path)
        #expect(try OpenRasterDocumentReader(path: path).flat.layers[0].name == "bell\u{FFFD}and\u{FFFD}nul\r\n")
    }
}
