import Testing

@testable import FlourishConfetti

@Suite("Trajectory: rise 2u - u², fall v², no pause at the apex")
struct TrajectoryTests {
    @Test("the curves start at 0, end at 1 and have zero slope where rise meets fall")
    func curves() {
        #expect(Trajectory.rise(0) == 0)
        #expect(Trajectory.rise(1) == 1)
        #expect(Trajectory.rise(0.5) == 0.75)
        #expect(Trajectory.fall(0) == 0)
        #expect(Trajectory.fall(1) == 1)
        #expect(Trajectory.fall(0.5) == 0.25)
        let h: Float = 1e-3
        // Slope of 2u - u² at 1 is 0, of v² at 0 is 0: one-sided differences are O(h).
        #expect((Trajectory.rise(1) - Trajectory.rise(1 - h)) / h < 2e-3)
        #expect((Trajectory.fall(h) - Trajectory.fall(0)) / h < 2e-3)
        // At the start of the rise the piece moves fastest: slope 2.
        #expect(abs((Trajectory.rise(h) - Trajectory.rise(0)) / h - 2) < 2e-3)
    }

    /// Pieces of a default burst, to check the model on real prepared parameters.
    static let pieces = popped(BurstOptions(seed: 42)).preparedPieces

    @Test("a piece starts at the origin and reaches its apex when the rise ends")
    func startAndApex() {
        for piece in Self.pieces {
            let start = piece.place(at: piece.launch)
            #expect(start.x == piece.originX && start.y == piece.originY)
            let apex = piece.place(at: piece.launch + piece.riseDuration)
            #expect(abs(apex.x - (piece.originX + piece.riseX)) < 1e-3)
            #expect(abs(apex.y - (piece.originY + piece.riseY)) < 1e-3)
            // Half way through the rise it has covered 2·½ - ¼ = ¾ of it.
            let half = piece.place(at: piece.launch + piece.riseDuration / 2)
            #expect(abs(half.y - (piece.originY + 0.75 * piece.riseY)) < 1e-2)
        }
    }

    @Test("vertical speed is zero on both sides of the apex: no pause, no jump")
    func apexSpeed() {
        let h: Float = 1e-3
        for piece in Self.pieces {
            let apexTime = piece.launch + piece.riseDuration
            let averageRiseSpeed = abs(piece.riseY) / piece.riseDuration
            let before = (piece.place(at: apexTime).y - piece.place(at: apexTime - h).y) / h
            let after = (piece.place(at: apexTime + h).y - piece.place(at: apexTime).y) / h
            #expect(abs(before) < 0.01 * averageRiseSpeed)
            #expect(abs(after) < 0.01 * averageRiseSpeed)
            // And the apex is the highest point (y grows downwards).
            for k in 0...40 {
                let t = piece.launch + (piece.riseDuration + piece.fallDuration) * Float(k) / 40
                #expect(piece.place(at: t).y >= piece.place(at: apexTime).y - 1e-2)
            }
        }
    }

    @Test(
        "the fall covers fallDistance · v² at fall progress v",
        arguments: [0.1, 0.25, 0.5, 0.75, 1.0] as [Float])
    func fallDistance(v: Float) {
        for piece in Self.pieces {
            let apexY = piece.originY + piece.riseY
            let t = piece.launch + piece.riseDuration + v * piece.fallDuration
            let dropped = piece.place(at: t).y - apexY
            #expect(abs(dropped - piece.fallDistance * v * v) < 1e-3 * piece.fallDistance + 1e-2)
        }
    }

    @Test("pieces fade out near the end of the fall and are opaque before")
    func fade() {
        for piece in Self.pieces {
            #expect(piece.place(at: piece.launch + piece.riseDuration / 2).fade == 1)
            #expect(
                piece.place(at: piece.launch + piece.riseDuration + 0.2 * piece.fallDuration).fade
                    == 1)
            let late = piece.place(at: piece.end - 0.05 * piece.fallDuration).fade
            #expect(late > 0 && late < 1)
            #expect(piece.place(at: piece.end).fade < 1e-4)
        }
    }

    @Test("from the bottom centre, directions fan around straight up within ±40° and vary")
    func fan() {
        let tan40: Float = 0.8391
        for piece in Self.pieces {
            #expect(
                piece.originX == Float(window.width / 2) && piece.originY == Float(window.height))
            #expect(piece.riseY < 0)
            #expect(abs(piece.riseX / -piece.riseY) <= tan40 + 1e-4)
        }
        #expect(Self.pieces.contains { $0.riseX < -50 } && Self.pieces.contains { $0.riseX > 50 })
        let reaches = Self.pieces.map { ($0.riseX * $0.riseX + $0.riseY * $0.riseY).squareRoot() }
        #expect((reaches.max() ?? 0) - (reaches.min() ?? 0) > 100)
    }

    @Test("fall durations vary within ±20% of one base; fall speeds vary too")
    func fallVariation() {
        let durations = Self.pieces.map(\.fallDuration)
        let lowest = durations.min() ?? 0
        let highest = durations.max() ?? 0
        #expect(highest > lowest)
        // Any base they could share puts them all within ±20%: (1.2/0.8) is the widest ratio.
        #expect(highest / lowest <= 1.2 / 0.8 + 1e-4)
        let speeds = Self.pieces.map { $0.fallDistance / $0.fallDuration }
        #expect(Set(speeds).count > Self.pieces.count / 2)
    }

    @Test(
        "equal silhouettes are never turned alike: each piece has its own orientation and spin",
        arguments: [ConfettiLook.flat, .threeD])
    func ownOrientation(look: ConfettiLook) {
        let engine = popped(BurstOptions(look: look, seed: 42))
        // Unit vector of each piece's own x axis (its first edge), at times when all 80 fly.
        let frames = [0.3, 0.8, 1.5, 2.2].map { t -> [(x: Float, y: Float)] in
            engine.update(at: t)
            return engine.quads.map { quad in
                let dx = quad.corners[1].x - quad.corners[0].x
                let dy = quad.corners[1].y - quad.corners[0].y
                let length = (dx * dx + dy * dy).squareRoot()
                return (dx / length, dy / length)
            }
        }
        #expect(frames.allSatisfy { $0.count == 80 })
        let silhouettes = engine.quads.map { [$0.corners[0].u, $0.corners[0].v] }
        #expect(Set(silhouettes).count > 8)
        // Two pieces may pass through the same angle for an instant; turning in unison means
        // being aligned frame after frame.
        for i in 0..<80 {
            for j in (i + 1)..<80 where silhouettes[i] == silhouettes[j] {
                let aligned = frames.filter { $0[i].x * $0[j].x + $0[i].y * $0[j].y > 0.999_99 }
                    .count
                #expect(aligned < 2, "pieces \(i) and \(j) turn together")
            }
        }
        let pieces = engine.preparedPieces
        for (_, group) in Dictionary(grouping: pieces, by: \.silhouette) where group.count >= 3 {
            #expect(Set(group.map(\.spin)).count > 1)
        }
        #expect(Set(pieces.map(\.colour.bits)).count > 3)
        #expect(Set(pieces.map(\.halfSize)).count > pieces.count / 2)
    }
}
