import FlourishRandom

/// Where and how big a burst is, captured once at `pop()` in window pixels: later resizes
/// never reach pieces in flight.
struct LaunchSite {
    var x: Float
    var y: Float
    /// The window's height at the pop: sets the reach and the fall.
    var windowHeight: Float
    /// Piece size scale from the window's smaller side.
    var scale: Float
}

/// The burst's look in numbers: a model for the eye, not aerodynamics; the reach is not a
/// hard bound.
enum Flight {
    /// Half-width of the fan of launch directions around straight up.
    static let spread: Float = 40 * Float.pi / 180
    /// Rise height of the farthest-reaching piece, as a share of the window height.
    static let reach: Float = 0.78
    /// Each piece reaches this share of `reach`, at random.
    static let reachVariation: ClosedRange<Float> = 0.5...1.0
    /// Pieces leave the origin over this many seconds, not all in one frame.
    static let launchWindow: Float = 0.06
    static let riseDuration: ClosedRange<Float> = 0.7...0.95
    /// Fall duration around which each piece varies by ±20%.
    static let fallDuration: Float = 2.4
    static let fallDurationVariation: Float = 0.2
    /// The fall-speed tendency: how much farther or shorter than the base a piece falls in
    /// its fall duration.
    static let fallTendency: ClosedRange<Float> = 0.8...1.2
    /// Half the side of a piece at scale 1, in pixels.
    static let halfSize: ClosedRange<Float> = 5...9
    /// Reduce Motion: how many still pieces at most, and how long they take to fade.
    static let stillPieces = 12
    static let stillFade: Double = 0.8

    /// The longest a flying piece can last, from the pop.
    static var longestLife: Float {
        launchWindow + riseDuration.upperBound + fallDuration * (1 + fallDurationVariation)
    }
}

extension Piece {
    /// A piece of a flying burst: a seeded direction in the fan, reach, fall, flutter, look.
    static func flying(
        _ rng: inout SplitMix64, from site: LaunchSite,
        cells: [(u0: Float, v0: Float, u1: Float, v1: Float)]
    ) -> Piece {
        // One draw per line, so the order of draws (and so the burst for a seed) is plain.
        let direction = rng.uniform(-Flight.spread, Flight.spread)
        let reach =
            site.windowHeight * Flight.reach
            * rng.uniform(Flight.reachVariation.lowerBound, Flight.reachVariation.upperBound)
        let tendency = rng.uniform(Flight.fallTendency.lowerBound, Flight.fallTendency.upperBound)
        let fallDuration =
            Flight.fallDuration * (1 + Flight.fallDurationVariation * rng.uniform(-1, 1))
        let launch = rng.uniform(0, Flight.launchWindow)
        let riseDuration = rng.uniform(
            Flight.riseDuration.lowerBound, Flight.riseDuration.upperBound)
        let swayAmplitude = rng.sign() * rng.uniform(0.008, 0.03) * site.windowHeight
        let driftShare = rng.uniform(0.05, 0.2)
        let look = Self.look(&rng, site: site, cells: cells)
        let angle = rng.uniform(-Float.pi, Float.pi)
        let flip = rng.uniform(-Float.pi, Float.pi)
        let spinRung = RateLadder.spin + rng.below(RateLadder.steps)
        let flipRung = RateLadder.flip + rng.below(RateLadder.steps)
        let swayRung = RateLadder.sway + rng.below(RateLadder.steps)

        let (s, c) = sinCos(direction)
        let riseX = reach * s
        let riseY = -reach * c
        let apexY = site.y + riseY
        // Fall past the bottom edge (or at least 40% of the window from a high origin).
        let baseFall = max(0.4 * site.windowHeight, 1.05 * site.windowHeight - apexY)
        return Piece(
            launch: launch, riseDuration: riseDuration, fallDuration: fallDuration,
            originX: site.x, originY: site.y, riseX: riseX, riseY: riseY,
            fallDistance: baseFall * tendency, swayAmplitude: swayAmplitude,
            drift: s * driftShare * site.windowHeight,
            halfSize: look.halfSize, colour: look.colour, silhouette: look.silhouette,
            cell: look.cell,
            angle: angle, spinRung: spinRung, flip: flip, flipRung: flipRung, swayRung: swayRung)
    }

    /// A still piece for Reduce Motion: scattered in a fan just above the origin, drawn at
    /// its launch (its time never advances), turned so it is never edge-on.
    static func still(
        _ rng: inout SplitMix64, from site: LaunchSite,
        cells: [(u0: Float, v0: Float, u1: Float, v1: Float)]
    ) -> Piece {
        let direction = rng.uniform(-1.2, 1.2)
        let distance = site.windowHeight * rng.uniform(0.04, 0.18)
        let look = Self.look(&rng, site: site, cells: cells)
        let angle = rng.uniform(-Float.pi, Float.pi)
        let flip = rng.uniform(-0.9, 0.9)
        let (s, c) = sinCos(direction)
        return Piece(
            launch: 0, riseDuration: 1, fallDuration: 1,
            originX: site.x + distance * s, originY: site.y - distance * c,
            riseX: 0, riseY: 0, fallDistance: 0, swayAmplitude: 0, drift: 0,
            halfSize: look.halfSize, colour: look.colour, silhouette: look.silhouette,
            cell: look.cell,
            angle: angle, spinRung: RateLadder.spin, flip: flip, flipRung: RateLadder.flip,
            swayRung: RateLadder.sway)
    }

    /// Size, colour and silhouette, each the piece's own.
    private static func look(
        _ rng: inout SplitMix64, site: LaunchSite,
        cells: [(u0: Float, v0: Float, u1: Float, v1: Float)]
    ) -> (
        halfSize: Float, colour: (r: UInt8, g: UInt8, b: UInt8), silhouette: Int,
        cell: (u0: Float, v0: Float, u1: Float, v1: Float)
    ) {
        let silhouette = rng.below(cells.count)
        return (
            site.scale * rng.uniform(Flight.halfSize.lowerBound, Flight.halfSize.upperBound),
            Palette.colours[rng.below(Palette.colours.count)], silhouette, cells[silhouette]
        )
    }
}
