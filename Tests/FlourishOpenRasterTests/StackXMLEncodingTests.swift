import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Found by the openraster fuzzer: a byte that is not UTF-8 in an attribute's name reached
/// Foundation's XMLParser, which trapped converting the name (`_NSXMLParserStartElementNs`).
/// stack.xml that does not declare another encoding must be UTF-8, so the reader refuses
/// it, naming the byte and where it is, before any parser sees it.
@Suite("stack.xml: bytes that are not UTF-8 are refused before parsing")
struct StackXMLEncodingTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))

    static func errors(_ xml: [UInt8]) throws -> [OpenRasterError?] {
        let folder = try TemporaryFolder()
        let path = folder.file("bytes.ora")
        try writeZip(path, [mimetype, ("stack.xml", xml), ("data/a.png", try pngBytes(testImage(width: 4, height: 4, seed: 2)))])
        return [
            #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) },
        ]
    }

    @Test(
        "a byte that is not UTF-8 in a name, a value or the text is refused, naming it and its offset",
        arguments: [
            (#"<image w="4" h="4"><stack><layer src="data/a.png" opa"#, [0xFB], #"ity="1"/></stack></image>"#),
            (#"<image w="4" h="4"><stack><layer name=""#, [0xC3, 0x28], #"" src="data/a.png"/></stack></image>"#),
            (#"<image w="4" h="4"><stack><layer src="data/a.png"/>"#, [0xFF], #"</stack></image>"#),
        ])
    func notUTF8(before: String, bad: [UInt8], after: String) throws {
        let xml = Array(before.utf8) + bad + Array(after.utf8)
        for error in try Self.errors(xml) {
            #expect(error?.member == "stack.xml")
            #expect(
                error?.problem
                    == .malformedStack(
                        "it is not UTF-8: byte 0x\(String(bad[0], radix: 16, uppercase: true)) at offset \(before.utf8.count)"),
                "\(String(describing: error))")
        }
    }

    /// The fuzzer's second find: under an encoding libxml2 does not know it passed the bytes
    /// on as they were, and a tag name that was not UTF-8 trapped as before.
    @Test("an encoding that is not read, US-ASCII that is not, and UTF-16 with a lone surrogate are refused")
    func declaredEncodings() throws {
        let unknown = Array(#"<?xml version="1.0" encoding="UTF-8"#.utf8) + [0xFF, 0xFF] + Array(#""?><"#.utf8) + [0xD2]
            + Array("x/>".utf8)
        for error in try Self.errors(unknown) {
            #expect(
                error?.problem
                    == .malformedStack(#"it declares the encoding "UTF-8\#u{FFFD}\#u{FFFD}", which is not read: stack.xml is UTF-8"#),
                "\(String(describing: error))")
        }
        let ascii = Array(#"<?xml version="1.0" encoding="US-ASCII"?><image w="4" h="4"><stack><layer name="x"#.utf8) + [0xE9]
            + Array(#"" src="data/a.png"/></stack></image>"#.utf8)
        for error in try Self.errors(ascii) {
            #expect(error?.problem == .malformedStack("it is not US-ASCII, as it declares: byte 0xE9 at offset 81"))
        }
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in Array(#"<image w="4" h="4"><stack><layer name=""#.utf16) + [0xD800] + Array(#"" src="data/a.png"/></stack></image>"#.utf16) {
            utf16 += [UInt8(truncatingIfNeeded: unit), UInt8(unit >> 8)]
        }
        for error in try Self.errors(utf16) {
            #expect(error?.problem == .malformedStack("it is not UTF-16: byte 0x0 at offset 80"), "\(String(describing: error))")
        }
    }

    /// The negative controls: UTF-8 beyond ASCII, and Latin-1 that says it is, both read.
    @Test("UTF-8 names and a stack.xml declared ISO-8859-1 read")
    func otherEncodingsRead() throws {
        let folder = try TemporaryFolder()
        for (name, xml) in [
            ("utf8.ora", Array(#"<image w="4" h="4"><stack><layer name="Früh ☀" src="data/a.png"/></stack></image>"#.utf8)),
            (
                "latin1.ora",
                Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><image w="4" h="4"><stack><layer name="Fr"#.utf8) + [0xFC]
                    + Array(#"h" src="data/a.png"/></stack></image>"#.utf8)
            ),
        ] {
            let path = folder.file(name)
            try writeZip(path, [Self.mimetype, ("stack.xml", xml), ("data/a.png", try pngBytes(testImage(width: 4, height: 4, seed: 2)))])
            let expected = name == "utf8.ora" ? "Früh ☀" : "Früh"
            #expect(try OpenRasterDocumentReader(path: path).flat.layers.map(\.name) == [expected])
            #expect(try OpenRasterDocumentReader(path: path).document.layers.map(\.name) == [expected])
        }
    }
}
