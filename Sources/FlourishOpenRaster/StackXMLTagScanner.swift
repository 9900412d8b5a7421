/// Reads, from `stack.xml`'s text, the name and the attribute names of each start tag in the
/// order written.
///
/// Foundation's XMLParser hands an element's attributes over as a dictionary, whose order is
/// the hash's, not the file's; the document model keeps the file's order so that a file read
/// and written back lists its attributes as it did. XMLParser has already checked the text is
/// well-formed by the time its delegate asks for a tag, and the scanner only has to find tags:
/// it skips the prolog, comments, CDATA, processing instructions and end tags, and reports a
/// DOCTYPE (whose entities could add elements or attributes the text does not show).
struct StackXMLTagScanner {
    /// One start tag: the element's name and its attributes' qualified names, in order.
    struct StartTag: Equatable {
        var name: String
        var attributeNames: [String]
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Whether the text declares a document type (`<!DOCTYPE`).
    private(set) var sawDocumentType = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next start tag in document order, nil when there is none.
    mutating func nextStartTag() -> StartTag? {
        while let open = firstIndex(of: UInt8(ascii: "<"), from: position) {
            position = open + 1
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "?"): skip(past: "?>")
            case UInt8(ascii: "/"): skip(past: ">")
            case UInt8(ascii: "!"):
                if bytes.starts(with: "!--", at: position) {
                    skip(past: "-->")
                } else if bytes.starts(with: "![CDATA[", at: position) {
                    skip(past: "]]>")
                } else {
                    sawDocumentType = true
                    skipDeclaration()
                }
            default: return readStartTag()
            }
        }
        position = bytes.count
        return nil
    }

    /// Reads `name attr="..." attr='...'` up to the tag's end. Values are skipped, quotes and
    /// all: the parser's dictionary has them with their references resolved.
    private mutating func readStartTag() -> StartTag {
        let name = readName(stoppingAt: [UInt8(ascii: "/"), UInt8(ascii: ">")])
        var attributeNames: [String] = []
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] != UInt8(ascii: "/"), bytes[position] != UInt8(ascii: ">")
            else { break }
            let attribute = readName(stoppingAt: [UInt8(ascii: "=")])
            guard !attribute.isEmpty else { break }
            attributeNames.append(attribute)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { break }
            position += 1
            skipWhitespace()
            guard position < bytes.count else { break }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                let close = firstIndex(of: quote, from: position + 1)
            else { break }
            position = close + 1
        }
        return StartTag(name: name, attributeNames: attributeNames)
    }

    private mutating func readName(stoppingAt stops: [UInt8]) -> String {
        let start = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !stops.contains(bytes[position]) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Skips `<!DOCTYPE ...>` with its internal subset in brackets and any quoted literals.
    private mutating func skipDeclaration() {
        var depth = 0
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return
            default: break
            }
        }
    }

    private mutating func skip(past terminator: String) {
        position = bytes.index(past: terminator, from: position)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    private func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
