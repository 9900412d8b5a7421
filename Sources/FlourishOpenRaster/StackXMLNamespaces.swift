/// The namespace prefixes a written `stack.xml` declares on `<image>`, one per namespace URI.
///
/// Each namespace keeps the prefix its first attribute was read with, so a MyPaint file
/// written back still says `mypaint:`; a prefix already bound to another namespace, or none
/// at all, gets a fresh `ns<N>` instead, so no two namespaces ever share a prefix.
struct StackXMLNamespaces {
    /// In the order first met: the order the declarations are written in.
    private(set) var bindings: [(prefix: String, uri: String)] = []

    /// Binds `attribute`'s namespace, if it has one XML does not bind already.
    mutating func bind(_ attribute: OpenRasterAttribute) {
        guard let uri = attribute.namespace, uri != OpenRasterNamespace.xml, prefix(for: uri) == nil else { return }
        var prefix = attribute.prefix ?? ""
        var counter = 0
        while prefix.isEmpty || prefix == "xml" || prefix == "xmlns"
            || bindings.contains(where: { $0.prefix == prefix })
        {
            counter += 1
            prefix = "ns\(counter)"
        }
        bindings.append((prefix, uri))
    }

    func prefix(for uri: String) -> String? {
        uri == OpenRasterNamespace.xml ? "xml" : bindings.first { $0.uri == uri }?.prefix
    }

    /// `attribute`'s name as written under these bindings.
    func qualifiedName(of attribute: OpenRasterAttribute) -> String {
        guard let uri = attribute.namespace, let prefix = prefix(for: uri) else { return attribute.localName }
        return "\(prefix):\(attribute.localName)"
    }
}
