import FlourishSamples

/// The colours painted with lately, most recent first, for the colour panel's row of swatches.
///
/// Using a colour already in the row moves it to the front rather than adding it again, so
/// the row holds distinct colours and a favourite never pushes the others out; past
/// `capacity` the oldest falls off.
public struct RecentColors: Sendable, Equatable {
    /// How many swatches the row keeps.
    public static let capacity = 12

    /// Most recent first; at most `capacity`, no colour twice.
    public private(set) var colors: [Color] = []

    public init() {}

    /// Puts `color` at the front: moved there if it is already in the row, else added (and the
    /// oldest dropped when the row is full).
    public mutating func use(_ color: Color) {
        colors.removeAll { $0 == color }
        colors.insert(color, at: 0)
        if colors.count > Self.capacity { colors.removeLast(colors.count - Self.capacity) }
    }
}
