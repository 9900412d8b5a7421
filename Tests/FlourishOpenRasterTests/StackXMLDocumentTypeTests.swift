import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// OpenRaster's stack.xml has no DOCTYPE, so no entity of its own: a file that declares one
/// (a billion laughs, an external entity, a harmless one) is refused before libxml2 expands
/// anything, in words that say so rather than "libxml2 error 89"; and an entity reference the
/// parser meets anyway (undeclared, or in a UTF-16 file the byte check cannot read) is named
/// as one.
@Suite("stack.xml: DOCTYPEs and entities are refused, saying what they are")
struct StackXMLDocumentTypeTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))

    static func laughs(levels: Int = 9) -> String {
        var dtd = #"<!DOCTYPE image [<!ENTITY lol0 "lol">"#
        for level in 1...levels {
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        return #"<?xml version="1.0"?>"# + dtd
            + #"]><image w="4" h="4"><stack><layer name="&lol\#(levels);" src="data/a.png"/></stack></image>"#
    }

    static let documents: [(String, String)] = [
        ("a billion laughs", laughs()),
        ("an external entity", #"<!DOCTYPE image [<!ENTITY x SYSTEM "file:///etc/passwd">]><image w="4" h="4"><stack><layer name="&x;" src="data/a.png"/></stack></image>"#),
        ("a harmless entity after a comment", #"<?xml version="1.0"?><!-- made by hand --><!DOCTYPE image [<!ENTITY e "x">]><image w="4" h="4"><stack/></image>"#),
        ("a DTD by reference", #"<!DOCTYPE image SYSTEM "stack.dtd"><image w="4" h="4"><stack/></image>"#),
    ]

    /// Opens `xml` as stack.xml; the reader's error, in a list each test checks alike.
    static func errors(_ xml: [UInt8]) throws -> [OpenRasterError?] {
        let folder = try TemporaryFolder()
        let path = folder.file("entities.ora")
        try writeZip(path, [mimetype, ("stack.xml", xml), ("data/a.png", try pngBytes(testImage(width: 4, height: 4, seed: 1)))])
        return [
            #expect(throws: OpenRasterError.self) { _ = try OpenRasterDocumentReader(path: path) },
        ]
    }

    @Test("a DOCTYPE is refused before parsing, in these words", arguments: documents)
    func documentType(what: String, xml: String) throws {
        for error in try Self.errors(Array(xml.utf8)) {
            #expect(error?.member == "stack.xml", "\(what)")
            #expect(
                error?.problem
                    == .malformedStack("it declares a DOCTYPE (XML entities or a DTD), which OpenRaster's stack.xml never needs"),
                "\(what): \(String(describing: error))")
        }
    }

    /// Without a DOCTYPE only XML's five entities exist; `&nbsp;` is not one of them.
    @Test("an undeclared entity is named as an entity, with its place")
    func undeclaredEntity() throws {
        let xml = #"<image w="4" h="4"><stack><layer name="a&nbsp;b" src="data/a.png"/></stack></image>"#
        for error in try Self.errors(Array(xml.utf8)) {
            guard case .malformedStack(let detail) = error?.problem else {
                Issue.record("expected a malformed stack, got \(String(describing: error))")
                continue
            }
            #expect(detail.hasPrefix("an entity reference at line 1, column"), "\(detail)")
            #expect(detail.hasSuffix("is not one of XML's own five (&amp; &lt; &gt; &quot; &apos;), and OpenRaster's stack.xml uses no others"), "\(detail)")
        }
    }

    /// A UTF-16 file is looked at as its text, so its DOCTYPE is found as a UTF-8 one is.
    @Test("a billion laughs in UTF-16 is refused as a DOCTYPE, not as libxml2's number")
    func laughsInUTF16() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in Self.laughs().replacingOccurrences(of: #"<?xml version="1.0"?>"#, with: #"<?xml version="1.0" encoding="UTF-16"?>"#).utf16 {
            utf16 += [UInt8(truncatingIfNeeded: unit), UInt8(unit >> 8)]
        }
        for error in try Self.errors(utf16) {
            guard case .malformedStack(let detail) = error?.problem else {
                Issue.record("expected a malformed stack, got \(String(describing: error))")
                continue
            }
            #expect(detail == StackXMLBytes.documentTypeRefusal, "\(detail)")
        }
    }

    /// Found by the openraster fuzzer: `<?xml?>` is no XML declaration (no space after the
    /// name) but a processing instruction without data, and XMLParser passed its null data
    /// pointer to strlen. stack.xml needs no processing instruction: each is refused, unread.
    @Test(
        "a processing instruction, with or without data, is refused before parsing",
        arguments: [
            (#"<?xml?>"><"#, "xml"),
            (#"<?xml version="1.0"?><image w="4" h="4"><?flourish?><stack/></image>"#, "flourish"),
            (#"<image w="4" h="4"><stack/><?xml-stylesheet href="a.css"?></image>"#, "xml-stylesheet"),
        ])
    func processingInstruction(xml: String, target: String) throws {
        for error in try Self.errors(Array(xml.utf8)) {
            #expect(
                error?.problem
                    == .malformedStack(
                        "it holds a processing instruction (<?\(target)…?>), which OpenRaster's stack.xml never needs"),
                "\(String(describing: error))")
        }
    }

    /// XML's own entities and character references are text, not a DTD: they still read.
    @Test("&amp; and a character reference in a name read as text (negative control)")
    func predefinedEntitiesRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("ok.ora")
        let xml = #"<?xml version="1.0"?><!-- <!DOCTYPE x> and <?pi?> in a comment are text --><image w="4" h="4"><stack><layer name="Ink &amp; wash &#233;" src="data/a.png"/></stack></image>"#
        try writeZip(path, [Self.mimetype, ("stack.xml", Array(xml.utf8)), ("data/a.png", try pngBytes(testImage(width: 4, height: 4, seed: 1)))])
        #expect(try OpenRasterDocumentReader(path: path).flat.layers.map(\.name) == ["Ink & wash é"])
        #expect(try OpenRasterDocumentReader(path: path).document.layers.map(\.name) == ["Ink & wash é"])
    }
}
