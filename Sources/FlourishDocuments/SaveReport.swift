/// What a save that was written left out, for the app to tell the painter once.
public struct SaveReport: Sendable, Equatable {
    /// Members of the opened file dropped because what they describe changed: the stroke
    /// maps of layers painted on (MyPaint would pick brushes from strokes no longer there),
    /// a background's tile once the paper changed.
    public var droppedMembers: [String]

    public init(droppedMembers: [String] = []) {
        self.droppedMembers = droppedMembers
    }
}
