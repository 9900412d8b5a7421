extension BrushOrder {
    /// A brush name as `order.conf` lists it (`classic/pencil`, no `.myb`) and the line it is
    /// on, kept so that a brush whose file is missing can be reported where it is named.
    public struct BrushLine: Sendable, Equatable {
        public var name: String
        public var line: Int

        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }
}
