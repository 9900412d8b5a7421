import CAllocationCounter
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Archives that lie: a name listed twice, a size the data cannot hold, a path that is no file.
/// Each is refused with one line naming the file and the member, before memory of the size
/// the archive claims is asked for (the largest single request the test's thread makes is
/// bounded, as CAllocationCounter sees it).
@Suite("ZipArchiveReader: lying archives and paths that are not files fail clearly, before allocating")
struct ZipArchiveHostileTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))
    static let stack = (
        name: "stack.xml", bytes: Array(#"<image w="4" h="4"><stack><layer src="data/a.png"/></stack></image>"#.utf8)
    )

    /// A zip of `members` written by libzip, then `patch`ed, at `name` in `folder`.
    static func archive(
        in folder: TemporaryFolder, _ members: [(name: String, bytes: [UInt8])], compression: ZipCompression = .store,
        patch: ([UInt8]) -> [UInt8]
    ) throws -> String {
        let honest = folder.file("honest.zip")
        try writeZip(honest, members, compression: compression)
        let bytes = try #require(contents(honest))
        let path = try folder.write(patch(bytes), to: "hostile.ora")
        try FileManager.default.removeItem(atPath: honest)
        return path
    }

    @Test("a member listed twice is named, not libzip's \"File already exists\"")
    func duplicateMember() throws {
        let folder = try TemporaryFolder()
        let path = try Self.archive(
            in: folder, [Self.mimetype, Self.stack, ("data/a.png", [1, 2, 3]), ("data/b.png", [4, 5, 6])]
        ) { ZipPatch.renaming($0, member: "data/b.png", to: "data/a.png") }
        let error = #expect(throws: OpenRasterError.self) { _ = try ZipArchiveReader(path: path) }
        #expect(error?.member == "data/a.png")
        #expect(error?.problem == .duplicateMember)
        #expect(error?.description == "\(path): data/a.png: the archive lists this member twice")
        // The reader and the previews say the same: they open the archive through ZipArchiveReader.
        #expect(#expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) } == error)
        #expect(#expect(throws: OpenRasterError.self) { _ = try OpenRasterPreviews(path: path) } == error)
    }

    @Test("the renaming itself is honest: the same archive without it opens (negative control)")
    func duplicateControl() throws {
        let folder = try TemporaryFolder()
        let path = try Self.archive(
            in: folder, [Self.mimetype, Self.stack, ("data/a.png", [1, 2, 3]), ("data/b.png", [4, 5, 6])]
        ) { $0 }
        let reader = try ZipArchiveReader(path: path)
        #expect(try reader.read("data/b.png", limit: 3, neededBy: "test") == [4, 5, 6])
    }

    @Test(
        "a folder, a device and a pipe named as a painting are refused by name, before libzip opens them",
        arguments: ["folder", "device", "pipe"])
    func notAFile(kind: String) throws {
        let folder = try TemporaryFolder()
        let path: String
        switch kind {
        case "folder": path = folder.file("folder.ora"); try folder.makeFolder("folder.ora")
        case "device": path = try folder.link("zero.ora", to: "/dev/zero")
        default: path = try folder.makeFIFO("pipe.ora")
        }
        let error = #expect(throws: OpenRasterError.self) { _ = try ZipArchiveReader(path: path) }
        #expect(error?.problem == .notAFile("is a \(kind), not a file"))
        #expect(error?.description == "\(path): is a \(kind), not a file")
    }

    /// 500 MB declared, 100 bytes there: the deflated data (a few dozen bytes) could unpack to
    /// at most 1032 times its size, so the declared size is a lie told before any read.
    @Test("a member declaring far more than its compressed bytes can hold is refused before its buffer exists")
    func declaredBeyondData() throws {
        let folder = try TemporaryFolder()
        let path = try Self.archive(
            in: folder, [Self.mimetype, Self.stack, ("data/a.png", (0..<100).map { UInt8($0) })], compression: .deflate
        ) { ZipPatch.declaringSize($0, member: "data/a.png", size: 500_000_000) }
        let reader = try ZipArchiveReader(path: path)
        forgetLargestAllocationOnThisThread()
        let error = #expect(throws: OpenRasterError.self) {
            _ = try reader.read("data/a.png", limit: 512 << 20, neededBy: "test")
        }
        #expect(largestAllocationOnThisThread() < 1 << 20, "largest request: \(largestAllocationOnThisThread()) bytes")
        guard case .declaredSizeBeyondData(let size, let compressed, let most) = error?.problem else {
            Issue.record("expected declaredSizeBeyondData, got \(String(describing: error))")
            return
        }
        #expect(size == 500_000_000 && most == compressed * 1032)
        #expect(
            error?.description
                == "\(path): data/a.png: declares 500000000 bytes, but its \(compressed) compressed bytes can hold at most \(most)")
        // The reader checks each layer's member so when it opens, before reading any.
        #expect(#expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) } == error)
    }

    /// A declared size its compressed bytes could hold, but does not: the buffer grows with
    /// what arrives, so the refusal costs what the member holds, not what it declares.
    @Test("a member whose data ends early is refused having allocated about what it held")
    func dataEndsEarly() throws {
        let folder = try TemporaryFolder()
        let data = (0..<100).map { UInt8($0) }
        let probe = try Self.archive(in: folder, [("m", data)], compression: .deflate) { $0 }
        let probeBytes = try #require(contents(probe))
        let compressed = try #require(LocalHeader.all(in: probeBytes).first).compressedSize
        try FileManager.default.removeItem(atPath: probe)
        let declared = compressed * 1032 - 1
        #expect(declared > 100_000, "the claim is large enough for the bound below to tell")
        let path = try Self.archive(in: folder, [("m", data)], compression: .deflate) {
            ZipPatch.declaringSize($0, member: "m", size: UInt32(declared))
        }
        let reader = try ZipArchiveReader(path: path)
        // Refused once first: what a process sets up once, whichever test comes first (an
        // error's text, zlib's tables), is not what this refusal costs; in a full parallel run
        // that came here now and then, 81 KB at once. Only the read itself is measured.
        _ = try? reader.read("m", limit: 512 << 20, neededBy: "test")
        forgetLargestAllocationOnThisThread()
        var refusal: OpenRasterError?
        do throws(OpenRasterError) { _ = try reader.read("m", limit: 512 << 20, neededBy: "test") } catch { refusal = error }
        let largest = largestAllocationOnThisThread()
        #expect(largest < 70_000, "largest request: \(largest) bytes")
        #expect(refusal?.problem == .damagedMember("ends after 100 of its \(declared) declared bytes"))
    }

    /// zlib's best on zeros comes near deflate's limit of 1032:1; the bound must let it through.
    @Test("a real member compressed near deflate's limit reads back whole (negative control)")
    func highlyCompressedReads() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("zeros.zip")
        let zeros = [UInt8](repeating: 0, count: 20 << 20)
        try writeZip(path, [("zeros", zeros)], compression: .deflate)
        let zipBytes = try #require(contents(path))
        let header = try #require(LocalHeader.all(in: zipBytes).first)
        #expect(header.uncompressedSize / header.compressedSize > 1000, "\(header.compressedSize) bytes hold 20 MiB")
        #expect(try ZipArchiveReader(path: path).read("zeros", limit: 20 << 20, neededBy: "test") == zeros)
    }
}
