/// `stack.xml`'s bytes as read from the zip, checked before any XML parser sees them, for
/// what the parser would mishandle.
///
/// OpenRaster's stack.xml has no DOCTYPE, so none of the entities one declares: a file that
/// has one is a billion laughs, an external entity, or at best a DTD nobody reads. It is
/// refused here, in words that say so, before libxml2 expands anything (it would stop a
/// billion laughs itself, as "libxml2 error 89").
///
/// XML that declares no other encoding is UTF-8, and a byte that is not UTF-8 in a name made
/// Foundation's XMLParser trap (the fuzzer found it in an attribute's name): such bytes are
/// refused here too, naming the first and where it is. A file that declares another encoding,
/// or starts with a UTF-16 or UTF-32 byte-order mark, is libxml2's to convert.
enum StackXMLBytes {
    /// Why `stack.xml` is refused, as `OpenRasterError.Problem.malformedStack` says it.
    static let documentTypeRefusal = "it declares a DOCTYPE (XML entities or a DTD), which OpenRaster's stack.xml never needs"

    /// What is wrong with `bytes` before parsing, in words for `malformedStack`, or nil.
    static func problem(_ bytes: [UInt8]) -> String? {
        if declaresDocumentType(bytes) { return documentTypeRefusal }
        guard isUTF8ByDefault(bytes), let (byte, offset) = firstByteNotUTF8(bytes) else { return nil }
        let hex = String(byte, radix: 16, uppercase: true)
        return "it is not UTF-8, and declares no other encoding: byte 0x\(hex) at offset \(offset)"
    }

    /// Whether `bytes` (UTF-8) declare a document type before the root element: a byte-order
    /// mark, white space, the XML declaration, processing instructions and comments are
    /// skipped, and the first tag after them decides. (A DOCTYPE is allowed nowhere else, so a
    /// `<!DOCTYPE` in a comment or after the root is not one.)
    static func declaresDocumentType(_ bytes: [UInt8]) -> Bool {
        var position = bytes.starts(with: utf8Mark) ? 3 : 0
        func starts(with text: String) -> Bool { bytes[position...].starts(with: text.utf8) }
        func skip(past terminator: String) {
            let pattern = Array(terminator.utf8)
            while position < bytes.count, !bytes[position...].starts(with: pattern) { position += 1 }
            position = min(bytes.count, position + pattern.count)
        }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            case UInt8(ascii: "<"):
                if starts(with: "<?") {
                    skip(past: "?>")
                } else if starts(with: "<!--") {
                    skip(past: "-->")
                } else {
                    return starts(with: "<!DOCTYPE")
                }
            default: return false
            }
        }
        return false
    }

    static let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How a UTF-16 or UTF-32 document starts (XML 1.0, appendix F): its byte-order mark, or
    /// `<` and `?` in that encoding.
    static let otherEncodingStarts: [[UInt8]] = [
        [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00], [0xFE, 0xFF], [0xFF, 0xFE],
        [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00], [0x00, 0x3C, 0x00, 0x3F], [0x3C, 0x00, 0x3F, 0x00],
    ]

    /// Whether the XML rules make `bytes` UTF-8: no start of UTF-16 or UTF-32, and no
    /// `encoding` in the XML declaration other than UTF-8.
    static func isUTF8ByDefault(_ bytes: [UInt8]) -> Bool {
        if otherEncodingStarts.contains(where: { bytes.starts(with: $0) }) { return false }
        let body = bytes.starts(with: utf8Mark) ? Array(bytes.dropFirst(3)) : bytes
        guard body.starts(with: "<?xml".utf8), let end = body.firstRange(of: Array("?>".utf8)) else { return true }
        let declaration = String(decoding: body[..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return true }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return true }
        let name = rest.dropFirst().prefix { $0 != quote }.lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// The first byte that does not begin a valid UTF-8 sequence, and its offset; nil where
    /// every byte is UTF-8.
    static func firstByteNotUTF8(_ bytes: [UInt8]) -> (byte: UInt8, offset: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return (bytes[offset], offset)
            case .emptyInput: return nil
            }
        }
    }
}
