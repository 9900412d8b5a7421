/// Reads an XML document into `MarkupNode`s, keeping everything that is not an element as
/// its own text, so a document another program wrote is written back with all it held. It
/// checks what it must to find the elements (tags closed in order, attributes quoted, one
/// root) and says where it found one that is not; it does not expand entities or read a DTD.
struct MarkupParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Elements open around the position: deeper than `maxDepth` is refused rather than
    /// recursed into (XBEL nests five deep).
    private var depth = 0
    static let maxDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document's nodes: what comes before its root, the root, what comes after.
    static func parse(_ bytes: [UInt8]) throws(MarkupProblem) -> (before: [MarkupNode], root: MarkupElement, after: [MarkupNode]) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw MarkupProblem(line: 1, reason: "it is not UTF-8 text")
        }
        var parser = MarkupParser(bytes: bytes)
        // A byte order mark stays with the XML declaration's text.
        let nodes = try parser.nodes(inside: nil)
        var before: [MarkupNode] = []
        var root: MarkupElement?
        var after: [MarkupNode] = []
        for node in nodes {
            switch node {
            case .element(let element):
                guard root == nil else { throw MarkupProblem(line: parser.line(at: bytes.count), reason: "it has two root elements") }
                root = element
            case .verbatim(let raw):
                if root == nil {
                    before.append(node)
                } else {
                    guard !raw.contains(where: { !$0.isWhitespace }) || raw.hasPrefix("<!--") || raw.hasPrefix("<?") else {
                        throw MarkupProblem(line: parser.line(at: bytes.count), reason: "text follows the root element")
                    }
                    after.append(node)
                }
            }
        }
        guard let root else { throw MarkupProblem(line: 1, reason: "it has no root element") }
        return (before, root, after)
    }

    /// The nodes up to the end of `element` (its end tag read), or of the document.
    private mutating func nodes(inside element: String?) throws(MarkupProblem) -> [MarkupNode] {
        var nodes: [MarkupNode] = []
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                nodes.append(.verbatim(text(start, position)))
                continue
            }
            if starts(with: "</") {
                let start = position
                position += 2
                let name = readName()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                    throw problem(at: start, "an end tag is not closed")
                }
                position += 1
                guard let element else { throw problem(at: start, "</\(name)> closes no element") }
                guard name == element else { throw problem(at: start, "</\(name)> closes <\(element)>") }
                return nodes
            }
            if starts(with: "<!--") {
                nodes.append(.verbatim(try through("-->", what: "a comment")))
            } else if starts(with: "<![CDATA[") {
                nodes.append(.verbatim(try through("]]>", what: "a CDATA section")))
            } else if starts(with: "<?") {
                nodes.append(.verbatim(try through("?>", what: "a processing instruction")))
            } else if starts(with: "<!") {
                nodes.append(.verbatim(try declaration()))
            } else {
                nodes.append(.element(try elementNode()))
            }
        }
        if let element { throw problem(at: bytes.count, "it ends inside <\(element)>") }
        return nodes
    }

    /// An element from its `<` to its end tag.
    private mutating func elementNode() throws(MarkupProblem) -> MarkupElement {
        let start = position
        position += 1
        let name = readName()
        guard !name.isEmpty else { throw problem(at: start, "a '<' starts no tag") }
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard position < bytes.count else { throw problem(at: start, "<\(name) is not closed") }
            if bytes[position] == UInt8(ascii: ">") || starts(with: "/>") {
                let empty = bytes[position] == UInt8(ascii: "/")
                position += empty ? 2 : 1
                var element = MarkupElement(name: name, attributes: attributes, startTag: text(start, position), empty: empty)
                if !empty {
                    guard depth < Self.maxDepth else { throw problem(at: start, "elements nest more than \(Self.maxDepth) deep") }
                    depth += 1
                    element.children = try nodes(inside: name)
                    depth -= 1
                }
                return element
            }
            let attributeStart = position
            let attribute = readName()
            skipSpace()
            guard !attribute.isEmpty, position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw problem(at: attributeStart, "an attribute of <\(name)> has no value")
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw problem(at: attributeStart, "the value of \(attribute) in <\(name)> is not quoted")
            }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < bytes.count, bytes[position] != quote {
                guard bytes[position] != UInt8(ascii: "<") else {
                    throw problem(at: attributeStart, "the value of \(attribute) in <\(name)> holds '<'")
                }
                position += 1
            }
            guard position < bytes.count else { throw problem(at: attributeStart, "the value of \(attribute) is not closed") }
            var value = text(valueStart, position)
            // Written back in double quotes: a double quote inside becomes an entity.
            if quote == UInt8(ascii: "'") { value = value.replacingQuotes() }
            attributes.append((attribute, value))
            position += 1
        }
    }

    /// A `<!…>` declaration (DOCTYPE), its internal subset's brackets included.
    private mutating func declaration() throws(MarkupProblem) -> String {
        let start = position
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                position += 1
                return text(start, position)
            default: break
            }
            position += 1
        }
        throw problem(at: start, "a declaration is not closed")
    }

    private mutating func through(_ end: String, what: String) throws(MarkupProblem) -> String {
        let start = position
        let terminator = Array(end.utf8)
        while position + terminator.count <= bytes.count {
            if bytes[position..<(position + terminator.count)].elementsEqual(terminator) {
                position += terminator.count
                return text(start, position)
            }
            position += 1
        }
        throw problem(at: start, "\(what) is not closed")
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte =
                byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isNameByte else { break }
            position += 1
        }
        return text(start, position)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return position + prefix.count <= bytes.count && bytes[position..<(position + prefix.count)].elementsEqual(prefix)
    }

    private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    func line(at offset: Int) -> Int { 1 + bytes[..<min(offset, bytes.count)].lazy.filter { $0 == 0x0A }.count }

    private func problem(at offset: Int, _ reason: String) -> MarkupProblem {
        MarkupProblem(line: line(at: offset), reason: reason)
    }
}

extension String {
    /// A single-quoted attribute value made fit for double quotes.
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for character in self { out += character == "\"" ? "&quot;" : String(character) }
        return out
    }
}
