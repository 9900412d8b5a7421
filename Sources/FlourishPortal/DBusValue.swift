/// A D-Bus value as the portal's messages carry it: the few types a file chooser needs,
/// each knowing its own signature, so a message is built from plain values and read back
/// into them without any C in sight.
public indirect enum DBusValue: Sendable, Equatable {
    case string(String)
    case objectPath(String)
    case bool(Bool)
    case uint32(UInt32)
    /// `ay`: bytes (the portal's folders and files are NUL-terminated bytes, not strings).
    case bytes([UInt8])
    /// An array whose elements all have `elementSignature` (given, since it may be empty).
    case array(elementSignature: String, [DBusValue])
    /// `a{sv}`: the portal's options and results.
    case dictionary([(key: String, value: DBusValue)])
    case structure([DBusValue])
    case variant(DBusValue)
    /// A value of a type the portal's answers may carry that nothing here reads (a number of
    /// another width, a file descriptor): only its signature is kept.
    case other(signature: String)

    /// The value's D-Bus type signature.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .bool: "b"
        case .uint32: "u"
        case .bytes: "ay"
        case .array(let element, _): "a" + element
        case .dictionary: "a{sv}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        case .other(let signature): signature
        }
    }

    /// The string of a `.string` or `.objectPath`, else nil.
    public var text: String? {
        switch self {
        case .string(let text), .objectPath(let text): text
        default: nil
        }
    }

    /// The value a variant holds (a plain value is itself).
    public var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The value under `key` of a dictionary, unwrapped from its variant; nil where absent.
    public subscript(key: String) -> DBusValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value.unwrapped
    }

    /// The elements of an array (of strings, say); nil for anything else.
    public var elements: [DBusValue]? {
        if case .array(_, let elements) = self { return elements }
        return nil
    }

    public static func == (a: DBusValue, b: DBusValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)), (.objectPath(let x), .objectPath(let y)): x == y && a.signature == b.signature
        case (.bool(let x), .bool(let y)): x == y
        case (.uint32(let x), .uint32(let y)): x == y
        case (.bytes(let x), .bytes(let y)): x == y
        case (.array(let s, let x), .array(let t, let y)): s == t && x == y
        case (.dictionary(let x), .dictionary(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        case (.structure(let x), .structure(let y)): x == y
        case (.variant(let x), .variant(let y)): x == y
        case (.other(let x), .other(let y)): x == y
        default: false
        }
    }
}
