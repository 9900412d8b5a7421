/// libxml2's complaint about `stack.xml` (an `NSError` code from XMLParser, libxml2's
/// `xmlParserErrors`) in words for a person, with its place.
enum StackXMLParseProblem {
    /// XML_ERR_UNDECLARED_ENTITY and its warning: `&nbsp;` and the like, with no DTD.
    static let undeclaredEntity: Set<Int> = [26, 27]
    /// The other entity errors: unparsed, external, parameter, loops (a billion laughs), entities
    /// that cross element boundaries, amplification.
    static let entityErrors: Set<Int> = [28, 29, 30, 36, 37, 82, 87, 88, 89, 90, 104]
    /// XML_NS_ERR_UNDEFINED_NAMESPACE: libxml2 checks namespaces even when XMLParser does not
    /// process them.
    static let undefinedNamespace = 201

    static func describe(code: Int, line: Int, column: Int) -> String {
        let place = "line \(line), column \(column)"
        if code == undefinedNamespace { return "a name at \(place) uses a namespace prefix that no xmlns declares" }
        if undeclaredEntity.contains(code) {
            return "an entity reference at \(place) is not one of XML's own five (&amp; &lt; &gt; &quot; &apos;), "
                + "and OpenRaster's stack.xml uses no others"
        }
        if entityErrors.contains(code) {
            return "it expands XML entities (at \(place)), which OpenRaster's stack.xml never needs"
        }
        return "not well-formed XML at \(place) (libxml2 error \(code))"
    }
}
