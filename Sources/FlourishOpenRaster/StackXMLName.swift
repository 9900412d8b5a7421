/// XML's rule for names without a colon (Namespaces in XML, NCName), for the attributes a
/// writer is handed: a name it wrote unchecked could make the whole `stack.xml` unreadable.
enum StackXMLName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isStart(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isStart($0) || isFollowing($0) }
    }

    /// XML 1.0's NameStartChar, less the colon.
    private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            true
        default: false
        }
    }

    /// The further characters XML 1.0's NameChar allows.
    private static func isFollowing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: false
        }
    }
}
