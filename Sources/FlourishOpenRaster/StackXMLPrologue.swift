/// What `stack.xml` says before its root element, read from its bytes before any XML parser
/// sees them.
///
/// OpenRaster's stack.xml has no DOCTYPE, so none of the entities one declares: a file that
/// has one is a billion laughs, an external entity, or at best a DTD nobody reads. It is
/// refused here, in words that say so, before libxml2 expands anything (it would stop a
/// billion laughs itself, as "libxml2 error 89").
enum StackXMLPrologue {
    /// Why `stack.xml` is refused, as `OpenRasterError.Problem.malformedStack` says it.
    static let documentTypeRefusal = "it declares a DOCTYPE (XML entities or a DTD), which OpenRaster's stack.xml never needs"

    /// Whether `bytes` (UTF-8) declare a document type before the root element: a byte-order
    /// mark, white space, the XML declaration, processing instructions and comments are
    /// skipped, and the first tag after them decides. (A DOCTYPE is allowed nowhere else, so a
    /// `<!DOCTYPE` in a comment or after the root is not one.)
    static func declaresDocumentType(_ bytes: [UInt8]) -> Bool {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
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
}
