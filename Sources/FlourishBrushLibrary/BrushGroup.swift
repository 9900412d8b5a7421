/// A named group of brushes as the chooser shows it: one tab or heading, brushes in order.
public struct BrushGroup: Sendable, Equatable {
    public var name: String
    public var entries: [BrushEntry]

    public init(name: String, entries: [BrushEntry]) {
        self.name = name
        self.entries = entries
    }
}
