/// What one `pop()` asks for.
public struct BurstOptions: Sendable, Equatable {
    /// How many pieces; clamped to the engine's capacity.
    public var count: Int = 80
    /// Where the pieces start, in window coordinates (pixels, y down); nil means the bottom
    /// centre of the window. Captured once at `pop()`, so a later resize never moves pieces.
    public var origin: (x: Double, y: Double)?
    /// Flat or flipping paper.
    public var look: ConfettiLook = .flat
    /// The same seed and arguments give the same burst, frame by frame.
    public var seed: UInt64 = 1

    public init(
        count: Int = 80, origin: (x: Double, y: Double)? = nil, look: ConfettiLook = .flat,
        seed: UInt64 = 1
    ) {
        self.count = count
        self.origin = origin
        self.look = look
        self.seed = seed
    }

    // Tuples are not Equatable, so the comparison is written out.
    public static func == (lhs: BurstOptions, rhs: BurstOptions) -> Bool {
        guard lhs.count == rhs.count, lhs.look == rhs.look, lhs.seed == rhs.seed else {
            return false
        }
        switch (lhs.origin, rhs.origin) {
        case (nil, nil): return true
        case (let a?, let b?): return a.x == b.x && a.y == b.y
        default: return false
        }
    }
}
