import FlourishOpenRasterArchive
import FlourishText

/// `stack.xml`'s bytes as read from the zip, checked before any XML parser sees them, for
/// what the parser would mishandle.
///
/// OpenRaster's stack.xml has no DOCTYPE, so none of the entities one declares: a file that
/// has one is a billion laughs, an external entity, or at best a DTD nobody reads. It is
/// refused here, in words that say so, before libxml2 expands anything (it would stop a
/// billion laughs itself, as "libxml2 error 89").
///
/// A name that is not valid UTF-8 once libxml2 has decoded the file makes Foundation's
/// XMLParser trap (the fuzzer found it twice: a byte that is not UTF-8 in an attribute's name,
/// and an encoding libxml2 does not know, under which it passed the bytes on as they were). So
/// the bytes must be what they are said to be: UTF-16 or UTF-32 (by their first bytes, XML 1.0
/// appendix F) valid as such; otherwise UTF-8, or ISO-8859-1 or US-ASCII where the XML
/// declaration says so; any other encoding is refused by name. Nor does stack.xml need a
/// processing instruction, and one without data made XMLParser read a null pointer: any but
/// the XML declaration is refused.
enum StackXMLBytes {
    /// Why `stack.xml` is refused, as `OpenRasterError.Problem.malformedStack` says it.
    static let documentTypeRefusal = "it declares a DOCTYPE (XML entities or a DTD), which OpenRaster's stack.xml never needs"

    /// What is wrong with `bytes` before parsing, in words for `malformedStack`, or nil. The
    /// DOCTYPE and processing instructions are looked for in the text as UTF-8 (a UTF-16 or
    /// UTF-32 file transcoded first; ISO-8859-1 and US-ASCII share ASCII's `<`, `?` and `!`).
    static func problem(_ bytes: [UInt8]) -> String? {
        if let problem = encodingProblem(bytes) { return problem }
        let text = asUTF8(bytes)
        if declaresDocumentType(text) { return documentTypeRefusal }
        if let target = firstProcessingInstruction(text) {
            return "it holds a processing instruction (<?\(Excerpt.of(target))…?>), which OpenRaster's stack.xml never needs"
        }
        return nil
    }

    /// `bytes` as UTF-8 for the scans above: a UTF-16 or UTF-32 file (valid, see
    /// `encodingProblem`) transcoded, any other as it is.
    static func asUTF8(_ bytes: [UInt8]) -> [UInt8] {
        switch start(of: bytes) {
        case .eightBit: return bytes
        case .utf16(let littleEndian):
            let units = stride(from: 0, to: bytes.count - 1, by: 2).map { i in
                littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        case .utf32(let littleEndian):
            let scalars = stride(from: 0, to: bytes.count - 3, by: 4).compactMap { offset -> Unicode.Scalar? in
                Unicode.Scalar((0..<4).reduce(UInt32(0)) { sum, k in
                    sum | UInt32(bytes[offset + (littleEndian ? k : 3 - k)]) << (8 * UInt32(k))
                })
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return Array(text.utf8)
        }
    }

    /// The target of the first processing instruction (`<?target ...?>`) other than the XML
    /// declaration at the very start, outside comments and CDATA; nil where there is none.
    /// stack.xml needs none, and one without data (`<?x?>`) made Foundation's XMLParser call
    /// strlen on a null pointer (the fuzzer found it as `<?xml?>`).
    static func firstProcessingInstruction(_ text: [UInt8]) -> String? {
        let first = text.starts(with: utf8Mark) ? 3 : 0
        var position = first
        func starts(with markup: String) -> Bool { text.starts(with: markup, at: position) }
        while position < text.count {
            if starts(with: "<!--") {
                position = text.index(past: "-->", from: position)
            } else if starts(with: "<![CDATA[") {
                position = text.index(past: "]]>", from: position)
            } else if starts(with: "<?") {
                let declaration = position == first && starts(with: "<?xml")
                    && position + 5 < text.count && [0x20, 0x09, 0x0A, 0x0D].contains(text[position + 5])
                guard declaration else {
                    let name = text[(position + 2)...].prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains($0) }
                    return String(decoding: name, as: UTF8.self)
                }
                position = text.index(past: "?>", from: position)
            } else {
                position += 1
            }
        }
        return nil
    }

    /// Whether `bytes` (UTF-8) declare a document type before the root element: a byte-order
    /// mark, white space, the XML declaration, processing instructions and comments are
    /// skipped, and the first tag after them decides. (A DOCTYPE is allowed nowhere else, so a
    /// `<!DOCTYPE` in a comment or after the root is not one.)
    static func declaresDocumentType(_ bytes: [UInt8]) -> Bool {
        var position = bytes.starts(with: utf8Mark) ? 3 : 0
        func starts(with markup: String) -> Bool { bytes.starts(with: markup, at: position) }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            case UInt8(ascii: "<"):
                if starts(with: "<?") {
                    position = bytes.index(past: "?>", from: position)
                } else if starts(with: "<!--") {
                    position = bytes.index(past: "-->", from: position)
                } else {
                    return starts(with: "<!DOCTYPE")
                }
            default: return false
            }
        }
        return false
    }

    static let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How the first bytes say a document is encoded (XML 1.0, appendix F), before any
    /// declaration: UTF-32 or UTF-16 by a byte-order mark or by `<` (and `?`) in them.
    enum Start: Equatable {
        case utf32(littleEndian: Bool)
        case utf16(littleEndian: Bool)
        case eightBit
    }

    static func start(of bytes: [UInt8]) -> Start {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) {
            return .utf32(littleEndian: false)
        }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
            return .utf32(littleEndian: true)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
            return .utf16(littleEndian: false)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
            return .utf16(littleEndian: true)
        }
        return .eightBit
    }

    /// Why the bytes are not the encoding they are in, or nil.
    static func encodingProblem(_ bytes: [UInt8]) -> String? {
        func at(_ found: (byte: UInt8, offset: Int)?, _ encoding: String) -> String? {
            found.map { "it is not \(encoding): byte 0x\(String($0.byte, radix: 16, uppercase: true)) at offset \($0.offset)" }
        }
        switch start(of: bytes) {
        case .utf32(let littleEndian): return at(firstInvalidUTF32(bytes, littleEndian: littleEndian), "UTF-32")
        case .utf16(let littleEndian): return at(firstInvalidUTF16(bytes, littleEndian: littleEndian), "UTF-16")
        case .eightBit: break
        }
        guard let declared = declaredEncoding(bytes) else { return at(firstInvalidUTF8(bytes), "UTF-8") }
        switch declared.lowercased() {
        // A declaration of UTF-16 on 8-bit bytes is taken as UTF-8 by libxml2.
        case "utf-8", "utf8", "utf-16", "utf16": return at(firstInvalidUTF8(bytes), "UTF-8")
        case "iso-8859-1", "iso_8859-1", "latin1", "iso-latin-1", "l1": return nil
        case "us-ascii", "ascii":
            return at(bytes.firstIndex { $0 >= 0x80 }.map { (bytes[$0], $0) }, "US-ASCII, as it declares")
        default:
            return "it declares the encoding \"\(Excerpt.of(declared))\", which is not read: stack.xml is UTF-8"
        }
    }

    /// The `encoding` of the XML declaration at the start (after a UTF-8 mark), if it has one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let body = bytes.starts(with: utf8Mark) ? Array(bytes.dropFirst(3)) : bytes
        guard body.starts(with: "<?xml".utf8), let end = body.firstRange(of: Array("?>".utf8)) else { return nil }
        let declaration = String(decoding: body[..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The first byte that does not begin a valid UTF-8 sequence, and its offset.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (byte: UInt8, offset: Int)? {
        firstInvalidUnit(bytes, as: UTF8.self).map { (bytes[$0], $0) }
    }

    /// The first byte of a UTF-16 code unit that is no scalar (an unpaired surrogate, a
    /// last odd byte), and its offset.
    static func firstInvalidUTF16(_ bytes: [UInt8], littleEndian: Bool) -> (byte: UInt8, offset: Int)? {
        if bytes.count % 2 == 1 { return (bytes[bytes.count - 1], bytes.count - 1) }
        let units = stride(from: 0, to: bytes.count, by: 2).map { i in
            littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
        }
        return firstInvalidUnit(units, as: UTF16.self).map { (bytes[$0 * 2], $0 * 2) }
    }

    /// The index of the first of `units` that begins no scalar of `encoding`, or nil where
    /// every scalar is valid.
    static func firstInvalidUnit<Encoding: Unicode.Encoding>(_ units: [Encoding.CodeUnit], as encoding: Encoding.Type) -> Int? {
        var parser = Encoding.ForwardParser()
        var iterator = units.makeIterator()
        var index = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): index += scalar.count
            case .error: return index
            case .emptyInput: return nil
            }
        }
    }

    /// The first byte of a UTF-32 code unit that is no scalar, and its offset.
    static func firstInvalidUTF32(_ bytes: [UInt8], littleEndian: Bool) -> (byte: UInt8, offset: Int)? {
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            guard offset + 4 <= bytes.count else { return (bytes[offset], offset) }
            let value = (0..<4).reduce(UInt32(0)) { sum, k in
                sum | UInt32(bytes[offset + (littleEndian ? k : 3 - k)]) << (8 * UInt32(k))
            }
            if Unicode.Scalar(value) == nil { return (bytes[offset], offset) }
        }
        return nil
    }
}
