import Testing

@testable import FlourishConfetti

@Suite("Flat and 3D looks")
struct LookTests {
    /// Times at which every piece of a default burst is in the air.
    static let midFlight = [0.2, 0.45, 0.7, 1.0, 1.3, 1.6, 1.9, 2.2]

    func frames(_ look: ConfettiLook) -> [[Quad]] {
        let engine = popped(BurstOptions(look: look, seed: 5))
        return Self.midFlight.map { t in
            engine.update(at: t)
            return engine.quads
        }
    }

    @Test("flat pieces spin in the plane: their area and sides never change")
    func flatKeepsArea() {
        let all = frames(.flat)
        for frame in all { #expect(frame.count == 80) }
        for piece in 0..<80 {
            let areas = all.map { $0[piece].area }
            let first = areas[0]
            for area in areas { #expect(abs(area - first) <= 1e-3 * first) }
            for frame in all {
                #expect(
                    abs(frame[piece].alongAxis - frame[piece].acrossAxis) <= 1e-3
                        * frame[piece].alongAxis)
            }
            // ... but they do turn.
            let corner = all.map { $0[piece].corners[1].x - $0[piece].centre.x }
            #expect(Set(corner).count > 1)
        }
    }

    @Test("3D pieces flip: the width across the axis swings with |cos|, the axis keeps its length")
    func threeDFlips() {
        let all = frames(.threeD)
        var flipping = 0
        for piece in 0..<80 {
            let along = all.map { $0[piece].alongAxis }
            let across = all.map { $0[piece].acrossAxis }
            for length in along { #expect(abs(length - along[0]) <= 1e-3 * along[0]) }
            for (a, c) in zip(along, across) { #expect(c <= a * (1 + 1e-3)) }
            if (across.max() ?? 0) - (across.min() ?? 0) > 0.3 * along[0] { flipping += 1 }
        }
        #expect(flipping > 70)
    }

    @Test("3D pieces are shaded by their angle: darker edge-on than face-on")
    func threeDShading() {
        let all = frames(.threeD)
        var shaded = 0
        for piece in 0..<80 {
            let samples = all.map { frame in
                let quad = frame[piece]
                return (
                    width: quad.acrossAxis / quad.alongAxis,
                    brightness: Int(quad.corners[0].r) + Int(quad.corners[0].g)
                        + Int(quad.corners[0].b)
                )
            }
            guard let edgeOn = samples.min(by: { $0.width < $1.width }),
                let faceOn = samples.max(by: { $0.width < $1.width }),
                faceOn.width - edgeOn.width > 0.5
            else { continue }
            if edgeOn.brightness < faceOn.brightness { shaded += 1 }
        }
        #expect(shaded > 40)
    }

    @Test("flat pieces keep their own colour")
    func flatColour() {
        let all = frames(.flat)
        for piece in 0..<80 {
            let colours = Set(
                all.map {
                    [
                        Int($0[piece].corners[0].r), Int($0[piece].corners[0].g),
                        Int($0[piece].corners[0].b),
                    ]
                })
            #expect(colours.count == 1)
        }
    }
}
