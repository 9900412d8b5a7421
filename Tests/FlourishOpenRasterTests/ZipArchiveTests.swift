import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

@Suite("The zip owners: libzip's refusals come back as errors naming the file and member")
struct ZipArchiveTests {
    @Test(
        "adding a member twice is refused naming it (the refused source is freed by its owner), and nothing is written")
    func duplicateMember() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("dup.zip")
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("a", bytes: [1, 2, 3], compression: .store)
        let error = #expect(throws: OpenRasterError.self) { try archive.add("a", bytes: [4], compression: .store) }
        #expect(error?.member == "a")
        #expect(error?.problem == .writeFailed("File already exists"))
        #expect(try folder.entries() == [])
    }

    @Test("after close, the writer refuses more members and a second close")
    func closedWriter() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("closed.zip")
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("a", bytes: Array("hello".utf8), compression: .deflate)
        try archive.close()
        #expect(throws: OpenRasterError.self) { try archive.add("b", bytes: [], compression: .store) }
        #expect(throws: OpenRasterError.self) { try archive.close() }
        let reader = try ZipArchiveReader(path: path)
        #expect(try reader.read("a", limit: 5, neededBy: "test") == Array("hello".utf8))
        #expect(reader.count == 1)
    }

    @Test("an empty member reads back as no bytes")
    func emptyMember() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("empty-member.zip")
        try writeZip(path, [("empty", [])])
        #expect(try ZipArchiveReader(path: path).read("empty", limit: 0, neededBy: "test") == [])
    }

    @Test("a deflated member longer than the limit by one byte is refused; at the limit it reads")
    func limitIsExact() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("limit.zip")
        try writeZip(path, [("m", [UInt8](repeating: 7, count: 1_000))], compression: .deflate)
        let reader = try ZipArchiveReader(path: path)
        #expect(try reader.read("m", limit: 1_000, neededBy: "test").count == 1_000)
        let error = #expect(throws: OpenRasterError.self) { _ = try reader.read("m", limit: 999, neededBy: "test") }
        #expect(error?.problem == .memberTooLarge(size: 1_000, limit: 999))
    }
}

@Suite("stack.xml through XMLParser: entity bombs and external entities are refused")
struct StackXMLEntityTests {
    static func xml(name: String) -> [UInt8] {
        var dtd = "<!DOCTYPE image [<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        dtd += "<!ENTITY outside SYSTEM \"file:///etc/passwd\">]>"
        return Array(
            (#"<?xml version="1.0"?>"# + dtd
                + #"<image w="4" h="4"><stack><layer name="\#(name)" src="a.png"/></stack></image>"#)
                .utf8)
    }

    /// The reader refuses a DOCTYPE before parsing (`StackXMLBytes`); handed one anyway, the
    /// parser refuses it at the first element, before any entity is expanded into the tree.
    @Test("a small internal entity, a billion laughs and an external entity are refused; without the DOCTYPE it parses")
    func entities() throws {
        for name in ["&lol2;", "&lol9;", "&outside;"] {
            guard case .failure(.malformed(let detail)) = StackTreeParser.parse(Self.xml(name: name), limits: OpenRasterLimits())
            else {
                Issue.record("\(name) was not refused")
                continue
            }
            #expect(detail == "stack.xml declares a DOCTYPE, which OpenRaster has none of (line 1)", "\(detail)")
        }
        let plain = #"<image w="4" h="4"><stack><layer name="lol" src="a.png"/></stack></image>"#
        let parsed = try StackTreeParser.parse(Array(plain.utf8), limits: OpenRasterLimits()).get()
        #expect(parsed.layers.map(\.name) == ["lol"])
    }
}
