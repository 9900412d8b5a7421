import FlourishRandom

/// Plays one confetti burst at a time, PaperConfetti's way: trajectories are prepared once per
/// burst in `pop()`, and each frame `update(at:)` writes every live piece's quad for that
/// time into buffers allocated once in `init`.
///
/// Time is passed in, never read: `time` is seconds on any monotonic clock, and the geometry
/// at a time depends only on the pop's arguments and that time, so the frame rate, skipped
/// frames or window resizes change nothing. Not thread-safe: use it from the render loop.
public final class ConfettiEngine {
    /// The most pieces a burst can have; `pop()` clamps to it.
    public let capacity: Int
    /// The silhouettes the vertices' texture coordinates point into.
    public let atlas: ConfettiAtlas
    /// What is on screen.
    public private(set) var state: BurstState = .idle
    /// Pieces drawn by the last update.
    public private(set) var livePieces = 0

    /// Reduce Motion. While on, `pop()` shows a short fade of a few still pieces instead of a
    /// burst; turning it on while a burst flies stops every piece where it was at the last
    /// update and fades them out in place. Turning it off never restarts motion.
    public var reduceMotion = false {
        didSet {
            if reduceMotion, !oldValue, state == .flying {
                freezeInPlace(at: lastUpdateTime ?? popTime)
            }
        }
    }

    /// Something still to draw: the frame loop keeps animating while true.
    public var isActive: Bool { state == .flying || state == .reducedMotion }

    /// The last update's geometry: 4 vertices per live piece, valid until the next update.
    public var vertices: UnsafeBufferPointer<ConfettiVertex> {
        UnsafeBufferPointer(start: vertexStorage, count: livePieces * 4)
    }

    /// Two triangles per live piece (6 indices) into `vertices`; the pattern never changes,
    /// so it is written once in `init`.
    public var indices: UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: indexStorage, count: livePieces * 6)
    }

    let pieces: UnsafeMutablePointer<Piece>
    let vertexStorage: UnsafeMutablePointer<ConfettiVertex>
    let indexStorage: UnsafeMutablePointer<Int32>
    /// Every rate's turn at the frame being drawn.
    let turns: TurnTable
    /// Pieces of the current burst in `pieces`.
    private(set) var pieceCount = 0
    private(set) var look: ConfettiLook = .flat
    /// When the current burst was popped.
    private(set) var popTime: Double = 0
    /// Seconds after the pop when its last flying piece is done.
    private(set) var burstLength: Double = 0
    /// Reduce Motion: when motion stopped and the fade began; nil while flying.
    private(set) var frozenAt: Double?
    /// The time of the last update, for freezing pieces where they were last drawn.
    private(set) var lastUpdateTime: Double?

    /// - Parameter capacity: the most pieces a burst can have; every buffer is sized for it
    ///   here, once.
    public init(capacity: Int = 20_000) {
        self.capacity = max(0, capacity)
        atlas = ConfettiAtlas.shared
        let slots = max(1, self.capacity)
        pieces = .allocate(capacity: slots)
        vertexStorage = .allocate(capacity: slots * 4)
        indexStorage = .allocate(capacity: slots * 6)
        turns = TurnTable(storage: .allocate(capacity: TurnTable.count))
        for piece in 0..<self.capacity {
            let base = Int32(piece * 4)
            let quad = indexStorage + piece * 6
            quad[0] = base
            quad[1] = base + 1
            quad[2] = base + 2
            quad[3] = base
            quad[4] = base + 2
            quad[5] = base + 3
        }
    }

    deinit {
        pieces.deinitialize(count: pieceCount)
        pieces.deallocate()
        vertexStorage.deallocate()
        indexStorage.deallocate()
        turns.storage.deallocate()
    }

    /// Launches a burst, replacing the one in flight. The origin (by default the bottom
    /// centre) and the reach are taken from `windowSize` now and never again.
    public func pop(
        _ options: BurstOptions, windowSize: (width: Double, height: Double), at time: Double
    ) {
        removeBurst()
        state = .idle
        let width = Self.sane(windowSize.width)
        let height = Self.sane(windowSize.height)
        let origin = options.origin ?? (x: width / 2, y: height)
        guard time.isFinite, origin.x.isFinite, origin.y.isFinite else { return }
        let site = LaunchSite(
            x: Float(origin.x), y: Float(origin.y), windowHeight: Float(height),
            scale: Float(min(max(min(width, height) / 720, 0.75), 2.5)))
        var rng = SplitMix64(seed: options.seed)
        look = options.look
        popTime = time
        let requested = min(max(0, options.count), capacity)
        if reduceMotion {
            pieceCount = min(requested, Flight.stillPieces)
            for index in 0..<pieceCount {
                (pieces + index).initialize(to: .still(&rng, from: site, cells: atlas.cells))
            }
            frozenAt = time
            burstLength = 0
            state = pieceCount > 0 ? .reducedMotion : .idle
        } else {
            pieceCount = requested
            var longest: Float = 0
            for index in 0..<pieceCount {
                let piece = Piece.flying(&rng, from: site, cells: atlas.cells)
                longest = max(longest, piece.end)
                (pieces + index).initialize(to: piece)
            }
            burstLength = Double(longest)
            state = pieceCount > 0 ? .flying : .idle
        }
    }

    /// Removes the burst at once: nothing is drawn from now on, and it never comes back.
    public func cancel() {
        let wasActive = isActive
        removeBurst()
        if wasActive { state = .cancelled }
    }

    /// The window was hidden or minimised: the burst is cancelled, and not replayed when the
    /// window comes back (a burst catching up on return would bunch up on screen).
    public func windowHidden() {
        cancel()
    }

    /// Writes the geometry for `time` into the engine's buffers; returns the live piece count.
    /// Ends the burst (state `.idle`) once its last piece is done.
    @discardableResult
    public func update(at time: Double) -> Int {
        guard time.isFinite else {
            livePieces = 0
            return 0
        }
        lastUpdateTime = time
        switch state {
        case .idle, .cancelled:
            livePieces = 0
        case .flying:
            let elapsed = time - popTime
            if elapsed >= burstLength {
                finish()
            } else {
                livePieces = writeGeometry(motionTime: Float(elapsed), opacity: 1)
            }
        case .reducedMotion:
            let frozen = frozenAt ?? popTime
            let fading = time - frozen
            if fading >= Flight.stillFade {
                finish()
            } else {
                let opacity = Float(1 - max(0, fading) / Flight.stillFade)
                livePieces = writeGeometry(motionTime: Float(frozen - popTime), opacity: opacity)
            }
        }
        return livePieces
    }

    /// How many pieces an update at `time` would draw, without drawing them. Zero for a
    /// burst whose whole life lies before `time`: a launch that was missed shows up here
    /// instead of passing as an empty screen.
    public func piecesVisible(at time: Double) -> Int {
        guard time.isFinite else { return 0 }
        let motionTime: Double
        switch state {
        case .idle, .cancelled:
            return 0
        case .flying:
            motionTime = time - popTime
            if motionTime >= burstLength { return 0 }
        case .reducedMotion:
            let frozen = frozenAt ?? popTime
            if time - frozen >= Flight.stillFade { return 0 }
            motionTime = frozen - popTime
        }
        let t = Float(motionTime)
        var visible = 0
        for index in 0..<pieceCount where pieces[index].isVisible(at: t) { visible += 1 }
        return visible
    }

    /// When the burst in flight will be over (on the caller's clock), or nil when none is.
    public var endTime: Double? {
        switch state {
        case .idle, .cancelled: nil
        case .flying: popTime + burstLength
        case .reducedMotion: (frozenAt ?? popTime) + Flight.stillFade
        }
    }

    /// Stops every piece where it was at `time` and fades it out in place.
    private func freezeInPlace(at time: Double) {
        frozenAt = max(time, popTime)
        state = .reducedMotion
    }

    /// The last piece is done.
    private func finish() {
        removeBurst()
        state = .idle
    }

    private func removeBurst() {
        pieces.deinitialize(count: pieceCount)
        pieceCount = 0
        livePieces = 0
        frozenAt = nil
    }

    private static func sane(_ length: Double) -> Double {
        length.isFinite ? max(1, length) : 1
    }
}
