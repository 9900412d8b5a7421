extension BrushOrder {
    /// One `Group: NAME` of an `order.conf` and the brush names listed under it, in order.
    public struct Group: Sendable, Equatable {
        public var name: String
        /// The line that started the group (for a group made for brushes listed before any
        /// `Group:`, the line of its first brush), so messages can point at it.
        public var line: Int
        public var brushes: [BrushLine]

        public init(name: String, line: Int, brushes: [BrushLine]) {
            self.name = name
            self.line = line
            self.brushes = brushes
        }

        /// The brush names alone, in order.
        public var brushNames: [String] { brushes.map(\.name) }
    }
}
