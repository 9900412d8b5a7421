/// The stack's arrangement as a value: the layers, bottom first, each with its name,
/// visibility, opacity and mode, and which one is current. A layer operation changes it; an
/// undo step keeps the other arrangement and trades it back, copying no pixels.
public struct LayerArrangement: Equatable {
    /// Bottom first; never empty.
    public internal(set) var entries: [LayerEntry]
    /// The position (in `entries`) the pen paints on.
    public internal(set) var current: Int

    public var currentEntry: LayerEntry { entries[current] }
}
