/// How every dab of a stroke is repeated across the canvas: mirrored across one or two lines
/// through a centre, or turned about it. A tool state like the brush, not part of the
/// painting: it changes where the next strokes land, never what is already there.
///
/// Every value is checked when a `Symmetry` is made, so one that exists can be handed to
/// libmypaint as it is: its centre stays far inside the coordinates libmypaint asserts on, and
/// its line count is one libmypaint draws.
public struct Symmetry: Sendable, Equatable, CustomStringConvertible {
    /// The kind of repetition (libmypaint's `MyPaintSymmetryType`, plus off).
    public enum Mode: String, Sendable, CaseIterable {
        /// Each dab once, where the brush put it.
        case off
        /// Mirrored across the vertical line through the centre (turned by `angle`).
        case vertical
        /// Mirrored across the horizontal line through the centre (turned by `angle`).
        case horizontal
        /// Mirrored across both lines: four copies.
        case verticalHorizontal = "vertical-horizontal"
        /// Turned about the centre: `lines` copies, 360/lines degrees apart.
        case rotational
        /// Turned and mirrored: 2 x `lines` copies.
        case snowflake
    }

    public let mode: Mode
    /// The centre the lines pass through, in canvas pixels.
    public let centerX: Double
    public let centerY: Double
    /// How far the lines are turned, in degrees (libmypaint's `symmetry_angle`).
    public let angle: Double
    /// Copies about the centre for `rotational` and `snowflake`; kept, unused, by the others.
    public let lines: Int

    /// No symmetry: what a session starts with.
    public static let off = Symmetry(unchecked: .off, centerX: 0, centerY: 0, angle: 0, lines: 2)

    /// The fewest lines libmypaint draws (it raises anything less to 2).
    public static let minLines = 2
    /// The most lines: each is another dab per dab, so a stroke costs this many times more.
    public static let maxLines = 64
    /// The farthest a centre may be from the canvas's origin, in pixels. Mirrored dabs land
    /// about twice as far out; libmypaint asserts on positions beyond 1e8.
    public static let maxCoordinate = 1_000_000.0
    /// The largest angle either way, in degrees (a full turn; more says nothing new).
    public static let maxAngle = 360.0

    /// A symmetry with its values checked; the error names the value that is out of range.
    public init(mode: Mode, centerX: Double, centerY: Double, angle: Double = 0, lines: Int = 2) throws(SymmetryError) {
        for (name, value) in [("centre x", centerX), ("centre y", centerY)]
        where !(abs(value) <= Self.maxCoordinate) {
            throw SymmetryError(
                "symmetry \(name) \(value) is not a number from -\(Self.maxCoordinate) to \(Self.maxCoordinate)")
        }
        guard abs(angle) <= Self.maxAngle else {
            throw SymmetryError("symmetry angle \(angle) is not a number of degrees from -360 to 360")
        }
        guard (Self.minLines...Self.maxLines).contains(lines) else {
            throw SymmetryError("symmetry lines \(lines) is not a whole number from \(Self.minLines) to \(Self.maxLines)")
        }
        self.init(unchecked: mode, centerX: centerX, centerY: centerY, angle: angle, lines: lines)
    }

    private init(unchecked mode: Mode, centerX: Double, centerY: Double, angle: Double, lines: Int) {
        self.mode = mode
        self.centerX = centerX
        self.centerY = centerY
        self.angle = angle
        self.lines = lines
    }

    /// Whether dabs are repeated at all.
    public var isActive: Bool { mode != .off }

    /// Dabs drawn for each dab the brush makes.
    public var copies: Int {
        switch mode {
        case .off: 1
        case .vertical, .horizontal: 2
        case .verticalHorizontal: 4
        case .rotational: lines
        case .snowflake: 2 * lines
        }
    }

    /// The same symmetry in another mode (the app's toggle keeps the centre it had).
    public func with(mode: Mode) -> Symmetry {
        Symmetry(unchecked: mode, centerX: centerX, centerY: centerY, angle: angle, lines: lines)
    }

    public var description: String { "\(mode.rawValue) at (\(centerX), \(centerY)), \(angle)°, \(lines) lines" }
}

/// Why a symmetry was refused: which value, and what it must be.
public struct SymmetryError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
