/// One attribute of a `stack.xml` element, kept as the file wrote it so that it can be written
/// back: its namespace (by URI), the prefix the file bound to it, and its value.
///
/// Two attributes name the same thing when their `namespace` and `localName` agree; the prefix
/// is the file's choice, kept only so that a written file reads like the one that was read.
public struct OpenRasterAttribute: Sendable, Equatable {
    /// The namespace URI, or nil for an attribute without a prefix (ORA's own: `name`, `x`...).
    public var namespace: String?
    /// The prefix the file used (`mypaint`), nil without one.
    public var prefix: String?
    public var localName: String
    /// The value with XML's escapes resolved.
    public var value: String

    public init(namespace: String? = nil, prefix: String? = nil, localName: String, value: String) {
        self.namespace = namespace
        self.prefix = prefix
        self.localName = localName
        self.value = value
    }

    /// A MyPaint attribute (`mypaint:<localName>`).
    public static func mypaint(_ localName: String, _ value: String) -> OpenRasterAttribute {
        OpenRasterAttribute(
            namespace: OpenRasterNamespace.mypaint, prefix: OpenRasterNamespace.mypaintPrefix, localName: localName,
            value: value)
    }

    /// The name as written: `prefix:localName`, or `localName`.
    public var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }

    /// Whether this attribute is `localName` in `namespace` (nil: ORA's own, unprefixed).
    public func isNamed(_ localName: String, in namespace: String? = nil) -> Bool {
        self.localName == localName && self.namespace == namespace
    }
}

extension Array where Element == OpenRasterAttribute {
    /// The value of the attribute `localName` in `namespace`, if one is there.
    public func value(of localName: String, in namespace: String? = nil) -> String? {
        first { $0.isNamed(localName, in: namespace) }?.value
    }
}
