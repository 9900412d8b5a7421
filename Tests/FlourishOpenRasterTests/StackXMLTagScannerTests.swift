import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// The scanner that gives the attribute order XMLParser's dictionary loses.
@Suite("StackXMLTagScanner: start tags and their attribute names, in the file's order")
struct StackXMLTagScannerTests {
    @Test("comments, CDATA, processing instructions and end tags are skipped; values may hold > and quotes")
    func skipsWhatIsNotATag() {
        let xml = """
            <?xml version="1.0"?><!-- <fake a="1"> --><image  w = "1" h='2' z:q="a>b 'c'">
            <![CDATA[ <fake b="2"> ]]><?pi <fake c="3"> ?><stack/></image>
            """
        var scanner = StackXMLTagScanner(Array(xml.utf8))
        #expect(scanner.nextStartTag() == .init(name: "image", attributeNames: ["w", "h", "z:q"]))
        #expect(scanner.nextStartTag() == .init(name: "stack", attributeNames: []))
        #expect(scanner.nextStartTag() == nil)
        #expect(!scanner.sawDocumentType)
    }

    @Test("a DOCTYPE, internal subset and all, is reported and skipped")
    func documentType() {
        let xml = #"<!DOCTYPE image [<!ENTITY e "<x>">]><image w="1"/>"#
        var scanner = StackXMLTagScanner(Array(xml.utf8))
        #expect(scanner.nextStartTag() == .init(name: "image", attributeNames: ["w"]))
        #expect(scanner.sawDocumentType)
    }

    @Test("the parser keeps the order the file wrote, not the dictionary's")
    func parserOrder() throws {
        let names = (0..<40).map { "a\(($0 * 17) % 40)" }
        let attributes = names.map { #"\#($0)="v""# }.joined(separator: " ")
        let xml = #"<image w="1" h="1" \#(attributes)><stack/></image>"#
        let document = try StackTreeParser.parse(Array(xml.utf8), limits: OpenRasterLimits()).get()
        #expect(document.imageAttributes.map(\.localName) == names)
    }

    @Test("a stack of 4096 layers, the limit, parses at once")
    func manyLayers() throws {
        let layers = (0..<4096).map { #"<layer name="l\#($0)" src="data/\#($0).png" x="\#($0)"/>"# }.joined()
        let xml = #"<image w="1" h="1"><stack>\#(layers)</stack></image>"#
        let document = try StackTreeParser.parse(Array(xml.utf8), limits: OpenRasterLimits()).get()
        #expect(document.layers.count == 4096 && document.layers.last?.x == 4095)
    }
}
