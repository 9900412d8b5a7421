import FlourishTouch
import Foundation
import Testing

/// The fingers' similarity: every finger's first point lands on its point now, for pans,
/// pinches and twists together, checked against the points themselves.
@Suite("Similarity between finger points")
struct SimilarityTests {
    typealias Point = (x: Double, y: Double)

    func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }

    @Test("one finger only shifts")
    func oneFinger() throws {
        let move = try #require(Similarity.fitting(from: [(100, 80)], to: [(130, 60)]))
        #expect(move == Similarity(dx: 30, dy: -20))
    }

    @Test("two fingers apart twice as far, about their midpoint: zoom 2, no turn, the midpoint stays")
    func pinch() throws {
        let move = try #require(Similarity.fitting(from: [(150, 100), (250, 100)], to: [(100, 100), (300, 100)]))
        #expect(abs(move.scale - 2) < 1e-12)
        #expect(abs(move.rotation) < 1e-12)
        let mid = move.apply(x: 200, y: 100)
        #expect(distance(mid, (200, 100)) < 1e-9)
    }

    @Test("a quarter twist clockwise on screen (y down) is +90 degrees, the view's own sense")
    func twist() throws {
        // From pointing right to pointing down: clockwise on screen.
        let move = try #require(Similarity.fitting(from: [(100, 100), (200, 100)], to: [(150, 50), (150, 150)]))
        #expect(abs(move.degrees - 90) < 1e-9)
        #expect(abs(move.scale - 1) < 1e-12)
    }

    @Test("pan, pinch and twist at once: each finger's first point lands on its point now (seeded fingers)")
    func allAtOnce() throws {
        var seed: UInt64 = 0x5eed
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<200 {
            let from: [Point] = [(next() * 800, next() * 600), (next() * 800, next() * 600)]
            let to: [Point] = [(next() * 800, next() * 600), (next() * 800, next() * 600)]
            guard distance(from[0], from[1]) > 10, distance(to[0], to[1]) > 10 else { continue }
            let move = try #require(Similarity.fitting(from: from, to: to))
            for (a, b) in zip(from, to) {
                #expect(distance(move.apply(x: a.x, y: a.y), b) < 1e-6, "\(a) should land on \(b)")
            }
            // The negative control: fingers swapped do not land.
            let swapped = try #require(Similarity.fitting(from: from, to: [to[1], to[0]]))
            #expect(distance(swapped.apply(x: from[0].x, y: from[0].y), to[0]) > 1)
        }
    }

    @Test("three fingers moved by one similarity give it back exactly")
    func threeFingers() throws {
        let truth = Similarity(scale: 1.3, rotation: -0.4, dx: 25, dy: -10)
        let from: [Point] = [(100, 100), (300, 120), (180, 260)]
        let to = from.map { truth.apply(x: $0.x, y: $0.y) }
        let move = try #require(Similarity.fitting(from: from, to: to))
        #expect(abs(move.scale - 1.3) < 1e-9 && abs(move.rotation + 0.4) < 1e-9)
        #expect(abs(move.dx - 25) < 1e-9 && abs(move.dy + 10) < 1e-9)
    }

    @Test("fingers that came down on one spot only pan: their angle is noise")
    func bunched() throws {
        let move = try #require(Similarity.fitting(from: [(100, 100), (101, 100)], to: [(150, 100), (100, 160)]))
        #expect(move.scale == 1 && move.rotation == 0)
        #expect(Similarity.fitting(from: [], to: []) == nil)
        #expect(Similarity.fitting(from: [(0, 0)], to: []) == nil)
    }
}
