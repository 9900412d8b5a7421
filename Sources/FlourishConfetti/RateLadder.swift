/// The angular rates pieces spin, flip and sway at: one fixed ladder of rungs per motion.
///
/// Every angle in a burst is `phase + rate · t`, with t the seconds since the pop and the
/// piece's launch folded into its phase. Drawing each rate from a ladder lets a frame take
/// the sine and cosine of every `rate · t` once (`TurnTable`), after which a piece needs only
/// an angle-addition rotation instead of its own trigonometry. With 64 rungs per motion and
/// random phases, no two pieces turn in step and the ladder cannot be seen.
enum RateLadder {
    static let steps = 64
    /// First rung of each motion in `rates`.
    static let spin = 0
    static let flip = steps
    static let sway = 2 * steps
    /// Radians per second: spin in the plane (in 3D, the flip axis's own turn), both ways;
    /// flip about the in-plane axis, both ways; sideways flutter while falling.
    static let rates: [Float] =
        ladder(2...7, signed: true) + ladder(4...11, signed: true) + ladder(2...5, signed: false)

    /// `steps` rates spread evenly over `range`; when `signed`, half of them turn the other way.
    private static func ladder(_ range: ClosedRange<Float>, signed: Bool) -> [Float] {
        let perSign = signed ? steps / 2 : steps
        let magnitudes = (0..<perSign).map { k in
            range.lowerBound + (range.upperBound - range.lowerBound) * Float(k) / Float(perSign - 1)
        }
        return signed ? magnitudes + magnitudes.map { -$0 } : magnitudes
    }
}

/// Sine and cosine of an angle, as a pair.
struct Turn {
    var sin: Float
    var cos: Float

    init(sin: Float, cos: Float) {
        self.sin = sin
        self.cos = cos
    }

    init(_ angle: Float) {
        (sin, cos) = sinCos(angle)
    }

    /// The turn by `self` followed by `other`: angle addition, four multiplies.
    @inline(__always)
    func then(_ other: Turn) -> Turn {
        Turn(sin: sin * other.cos + cos * other.sin, cos: cos * other.cos - sin * other.sin)
    }
}

/// The turn of every rung of the ladder at one time, `rate · t`. Its storage belongs to the
/// engine (allocated once); it is refilled at the start of every frame.
struct TurnTable {
    let storage: UnsafeMutablePointer<Turn>

    static var count: Int { RateLadder.rates.count }

    /// Computes every rung's turn at `time` seconds since the pop.
    func fill(at time: Float) {
        RateLadder.rates.withUnsafeBufferPointer { rates in
            for (rung, rate) in rates.enumerated() { storage[rung] = Turn(rate * time) }
        }
    }

    @inline(__always)
    subscript(rung: Int32) -> Turn {
        storage[Int(rung)]
    }
}
