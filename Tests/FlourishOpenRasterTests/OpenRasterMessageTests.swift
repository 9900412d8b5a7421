import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// A message about a hostile file is one short line: what the file holds (a layer's name, a
/// value, a member's name, the mimetype) is quoted as an excerpt, at most 40 characters, its
/// control characters written as escapes, so a name cannot forge a second line or drive the
/// terminal. The fuzzer found the mimetype's DEL (U+7F) passing through.
@Suite("OpenRaster messages quote what the file holds: one line, control characters escaped, excerpts")
struct OpenRasterMessageTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))

    /// The message the reader gives for `members` (none, an issue recorded, when it opens),
    /// checked to be one short line.
    static func messages(_ members: [(name: String, bytes: [UInt8])]) throws -> [String] {
        let folder = try TemporaryFolder()
        let path = folder.file("names.ora")
        try writeZip(path, members)
        guard let error = #expect(throws: OpenRasterError.self, performing: { _ = try OpenRasterDocumentReader(path: path) })
        else { return [] }
        let message = error.description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.count < path.count + 300, "\(message.count) characters: \(message.prefix(200))")
        let control = message.unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }
        #expect(control == nil, "a control character in \(message.debugDescription)")
        return [message]
    }

    static func stack(_ inside: String) -> (name: String, bytes: [UInt8]) {
        ("stack.xml", Array(#"<image w="4" h="4"><stack>\#(inside)</stack></image>"#.utf8))
    }

    @Test("a mimetype holding DEL and a C1 control is quoted with escapes")
    func mimetypeControls() throws {
        let messages = try Self.messages([("mimetype", Array("image/openr\u{7F}\u{9B}2J".utf8)), Self.stack("")])
        #expect(messages.allSatisfy { $0.contains(#"mimetype holds "image/openr\u{7F}\u{9B}2J""#) }, "\(messages)")
    }

    @Test(
        "a layer's name or value with a line feed, DEL or 8000 characters is quoted as an excerpt",
        arguments: [
            #"<layer name="two&#10;lines" src="data/a.png" x="left"/>"#,
            "<layer name=\"del\u{7F}\" src=\"data/a.png\" opacity=\"half\"/>",
            #"<layer name="\#(String(repeating: "n", count: 8000))" src="data/a.png" visibility="maybe"/>"#,
            #"<layer name="a" src="data/a.png" x="1&#10;2"/>"#,
            #"<layer name="a" src="data/\#(String(repeating: "x", count: 5000)).png"/>"#,
            #"<stack name="g&#10;h" x="left"/>"#,
        ])
    func layerValues(inside: String) throws {
        _ = try Self.messages([Self.mimetype, Self.stack(inside), ("data/a.png", try pngBytes(testImage(width: 4, height: 4, seed: 4)))])
    }

    @Test("a member's name with a control character or thousands of bytes is quoted as an excerpt")
    func memberNames() throws {
        let long = "data/" + String(repeating: "m", count: 3000) + ".png"
        _ = try Self.messages([("first\u{7F}member", [1]), Self.mimetype, Self.stack("")])
        _ = try Self.messages([Self.mimetype, Self.stack(#"<layer name="a" src="\#(long)"/>"#)])
    }
}
