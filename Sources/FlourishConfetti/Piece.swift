/// One piece's parameters, fixed when its burst is popped. Where it is, how it is turned and
/// how opaque it is at any time are pure functions of these and the time: nothing is
/// integrated, so nothing drifts and the frame rate changes nothing.
///
/// Times are Float seconds since the pop (Float keeps the hot loop narrow; times since
/// the pop are small, so Float loses nothing visible).
struct Piece {
    /// When it leaves the origin.
    let launch: Float
    let riseDuration: Float
    let fallDuration: Float
    /// `launch + riseDuration + fallDuration`: when it is done.
    let end: Float
    let originX: Float
    let originY: Float
    /// Apex minus origin.
    let riseX: Float
    let riseY: Float
    /// How far it drops below the apex over its fall (its fall-speed tendency included).
    let fallDistance: Float
    /// Sideways flutter while falling, `amplitude * (1 - cos(rate * t))` at t seconds into
    /// the fall: it starts from zero speed.
    let swayAmplitude: Float
    /// Sideways drift over the fall, `drift * v²`, carrying on the launch direction.
    let drift: Float
    /// Half the side of its square quad, in pixels.
    let halfSize: Float
    /// Its colour, alpha clear.
    let colour: PackedColour
    /// Which silhouette (index into the atlas cells) and its texture rectangle.
    let silhouette: Int32
    let u0: Float
    let v0: Float
    let u1: Float
    let v1: Float
    /// Each motion (spin in the plane, which in 3D turns the flip axis; flip about that axis;
    /// sway) as a rung of the rate ladder and its turn at t = 0 (the pop), so its angle at t
    /// is `phase.then(turns[rung])`.
    let spinRung: Int32
    let spinPhase: Turn
    let flipRung: Int32
    let flipPhase: Turn
    let swayRung: Int32
    let swayPhase: Turn

    /// Reciprocals of the durations, so the hot loop multiplies instead of divides.
    let inverseRise: Float
    let inverseFall: Float

    init(
        launch: Float, riseDuration: Float, fallDuration: Float, originX: Float, originY: Float,
        riseX: Float, riseY: Float, fallDistance: Float, swayAmplitude: Float,
        drift: Float, halfSize: Float, colour: (r: UInt8, g: UInt8, b: UInt8), silhouette: Int,
        cell: (u0: Float, v0: Float, u1: Float, v1: Float), angle: Float, spinRung: Int,
        flip: Float, flipRung: Int, swayRung: Int
    ) {
        // `angle` and `flip` are the piece's in-plane and flip angles at launch.
        self.launch = launch
        self.riseDuration = riseDuration
        self.fallDuration = fallDuration
        end = launch + riseDuration + fallDuration
        inverseRise = 1 / riseDuration
        inverseFall = 1 / fallDuration
        self.originX = originX
        self.originY = originY
        self.riseX = riseX
        self.riseY = riseY
        self.fallDistance = fallDistance
        self.swayAmplitude = swayAmplitude
        self.drift = drift
        self.halfSize = halfSize
        self.colour = PackedColour(r: colour.r, g: colour.g, b: colour.b)
        self.silhouette = Int32(silhouette)
        u0 = cell.u0
        v0 = cell.v0
        u1 = cell.u1
        v1 = cell.v1
        let spin = RateLadder.rates[spinRung]
        let flipRate = RateLadder.rates[flipRung]
        let swayRate = RateLadder.rates[swayRung]
        self.spinRung = Int32(spinRung)
        self.flipRung = Int32(flipRung)
        self.swayRung = Int32(swayRung)
        // Fold the launch (and for the sway, the rise) into the phases.
        spinPhase = Turn(angle - spin * launch)
        flipPhase = Turn(flip - flipRate * launch)
        swayPhase = Turn(-swayRate * (launch + riseDuration))
    }

    /// Its spin in radians per second (the rung's rate).
    var spin: Float { RateLadder.rates[Int(spinRung)] }

    /// Whether it is drawn at `time` (seconds since the pop): launched and not yet done.
    @inline(__always)
    func isVisible(at time: Float) -> Bool {
        time >= launch && time < end
    }

    /// Position (window pixels) and fade (1 opaque ... 0 gone) at `elapsed` seconds since
    /// launch; `elapsed` must be in [0, riseDuration + fallDuration) and `turns` filled for
    /// the same moment.
    @inline(__always)
    func place(sinceLaunch elapsed: Float, turns: TurnTable) -> (x: Float, y: Float, fade: Float) {
        if elapsed < riseDuration {
            let e = Trajectory.rise(elapsed * inverseRise)
            return (originX + riseX * e, originY + riseY * e, 1)
        }
        let fallen = elapsed - riseDuration
        let v = fallen * inverseFall
        let e = Trajectory.fall(v)
        let sway = swayAmplitude * (1 - swayPhase.then(turns[swayRung]).cos)
        let fade = min(1, max(0, (1 - v) * (1 / Trajectory.fadeShare)))
        return (originX + riseX + sway + drift * e, originY + riseY + fallDistance * e, fade)
    }

    /// Position and fade at `time` seconds since the pop, clamped to the piece's life (the
    /// testable form of `place`; it fills a table of its own).
    func place(at time: Float) -> (x: Float, y: Float, fade: Float) {
        let clamped = min(max(launch, time), end)
        return withUnsafeTemporaryAllocation(of: Turn.self, capacity: TurnTable.count) { buffer in
            guard let base = buffer.baseAddress else { return (originX, originY, 1) }
            let turns = TurnTable(storage: base)
            turns.fill(at: clamped)
            return place(
                sinceLaunch: min(clamped - launch, riseDuration + fallDuration), turns: turns)
        }
    }
}

extension Piece {
    /// The quad's two half-axes in pixels (`a` along the piece's own x, `b` along its own y)
    /// and the shade its colour is multiplied by (in 256ths), at the moment `turns` was
    /// filled for.
    ///
    /// Flat: a square spinning in the plane. 3D: the piece flips about its in-plane axis `a`
    /// (which itself turns slowly), so its extent across that axis is scaled by the cosine of
    /// the flip angle (negative on the back face, mirroring the silhouette), and it darkens as
    /// it turns edge-on and more again on its back.
    @inline(__always)
    func axes(turns: TurnTable, look: ConfettiLook)
        -> (ax: Float, ay: Float, bx: Float, by: Float, shade: UInt32)
    {
        let axis = spinPhase.then(turns[spinRung])
        let ax = axis.cos * halfSize
        let ay = axis.sin * halfSize
        switch look {
        case .flat:
            return (ax, ay, -ay, ax, 256)
        case .threeD:
            let k = flipPhase.then(turns[flipRung]).cos
            let shade = (0.35 + 0.65 * k.magnitude) * (k < 0 ? 0.72 : 1)
            return (ax, ay, -ay * k, ax * k, roundedToUInt32(256 * shade))
        }
    }
}
