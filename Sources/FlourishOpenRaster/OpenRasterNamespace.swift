/// The XML namespaces `stack.xml` meets, by URI: what identifies an attribute, whatever prefix
/// a file binds to it.
public enum OpenRasterNamespace {
    /// MyPaint's extensions (`mypaint:eotf`, `mypaint:strokemap`, `mypaint:background-tile`...).
    public static let mypaint = "http://mypaint.org/ns/openraster"
    /// The prefix MyPaint binds to `mypaint`, which a writer uses when it has no other.
    public static let mypaintPrefix = "mypaint"
    /// The namespace XML itself binds to the prefix `xml` (`xml:lang`), never declared.
    public static let xml = "http://www.w3.org/XML/1998/namespace"
}
