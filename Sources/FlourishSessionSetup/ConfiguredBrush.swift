/// A slot's brush as a settings line named it, before anything loaded it: the brush, and
/// where it was written, so that the session, which loads it, can say which line holds a
/// brush that does not load.
public struct ConfiguredBrush: Sendable, Equatable {
    /// The slot the line sets, 1...9.
    public var slot: Int
    /// The value: a `.myb` path or `group/name` in mypaint-brushes.
    public var name: String
    /// The settings file, the line's number in it, and the key (`slot3`).
    public var file: String
    public var line: Int
    public var key: String
    /// What the slot held before this line: what it keeps where this brush does not load.
    public var replaced: String
    /// Something set the slot after this line (a `brush` line, `--brush`, a recording's
    /// header): its brush no longer decides the slot, though it is still checked and reported.
    public var isSuperseded = false

    public init(slot: Int, name: String, file: String, line: Int, key: String, replaced: String) {
        self.slot = slot
        self.name = name
        self.file = file
        self.line = line
        self.key = key
        self.replaced = replaced
    }
}
