import FlourishTablet
import Testing

/// A random curve with `count` control points: x strictly increasing from 0 to 1, y
/// non-decreasing in 0...1, with some flat runs and some steep steps mixed in.
private func randomIncreasingCurve(_ rng: inout LCG, count: Int) -> [(x: Double, y: Double)] {
    var xs = [0.0]
    for _ in 0..<(count - 2) { xs.append(rng.unit()) }
    xs.append(1)
    xs = Array(Set(xs)).sorted()
    var ys: [Double] = []
    var y = rng.below(3) == 0 ? 0 : rng.unit() * 0.3
    for _ in xs {
        switch rng.below(4) {
        case 0: break  // flat
        case 1: y += (1 - y) * 0.9  // steep
        default: y += (1 - y) * rng.unit() * 0.5
        }
        ys.append(min(y, 1))
    }
    return zip(xs, ys).map { (x: $0, y: $1) }
}

private func text(_ points: [(x: Double, y: Double)]) -> String {
    points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
}

@Suite("PressureCurve")
struct PressureCurveTests {
    @Test("the identity curve gives back its input, and the decoder uses it by default")
    func identity() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(close(PressureCurve.identity(x), x), "identity(\(x))")
        }
        #expect(SampleDecoder().pressureCurve == .identity)
    }

    @Test("parses x,y pairs separated by spaces")
    func parses() throws {
        let curve = try PressureCurve(parsing: "0,0 0.5,0.25 1,1")
        #expect(curve.points.count == 3)
        #expect(curve.points.map(\.x) == [0, 0.5, 1])
        #expect(curve.points.map(\.y) == [0, 0.25, 1])
        #expect(close(curve(0.5), 0.25))
        #expect(try PressureCurve(parsing: "0,0 1,1") == .identity)
    }

    @Test("the curve passes through every control point", arguments: [
        "0,0 0.5,0.25 1,1",
        "0,0 0.5,0.1 1,1",
        "0,0.2 0.3,0.3 0.7,0.9 1,1",
        "0,0 0.1,0.6 0.2,0.6 0.9,0.61 1,1",
        "0,1 1,1",
        "0,0 0.25,0 0.5,0.5 0.75,1 1,1",
        "0,0 0.3,0.9 0.6,0.1 1,1",
        "0,0.5 1,0",
    ])
    func throughPoints(curveText: String) throws {
        let curve = try PressureCurve(parsing: curveText)
        for p in curve.points {
            #expect(close(curve(p.x), p.y), "curve(\(p.x)) should be \(p.y), is \(curve(p.x))")
        }
    }

    @Test("random increasing control points: monotone, within 0...1, through the points",
          arguments: [1, 7, 99, 12345, 0xBEEF])
    func monotone(seed: UInt64) throws {
        var rng = LCG(seed: seed)
        for _ in 0..<20 {
            let points = randomIncreasingCurve(&rng, count: 2 + rng.below(9))
            let curve = try PressureCurve(points: points)
            let parsed = try PressureCurve(parsing: text(points))
            var previous = -Double.infinity
            for i in 0..<1000 {
                let x = Double(i) / 999
                let y = curve(x)
                #expect((0...1).contains(y), "curve(\(x)) = \(y) on \(text(points))")
                #expect(y >= previous - 1e-12, "dips at x = \(x): \(previous) then \(y) on \(text(points))")
                #expect(close(parsed(x), y))
                previous = y
            }
            for p in points { #expect(close(curve(p.x), p.y), "misses \(p) on \(text(points))") }
        }
    }

    @Test("control points that go down and up still give values within 0...1", arguments: [
        "0,0 0.1,1 0.2,0 0.3,1 1,0",
        "0,0 0.3,0.9 0.6,0.1 1,1",
        "0,1 0.05,0 0.95,1 1,0",
        "0,0 0.01,1 1,1",
        "0,0 0.99,0 1,1",
    ])
    func bounded(curveText: String) throws {
        let curve = try PressureCurve(parsing: curveText)
        for i in 0...2000 {
            let y = curve(Double(i) / 2000)
            #expect((0...1).contains(y), "\(curveText) at \(Double(i) / 2000) gives \(y)")
        }
    }

    @Test("inputs outside 0...1 are clamped", arguments: ["0,0 1,1", "0,0.2 0.5,0.25 1,0.9", "0,0 0.5,0.1 1,1"])
    func clampsInput(curveText: String) throws {
        let curve = try PressureCurve(parsing: curveText)
        let first = curve.points.first!.y
        let last = curve.points.last!.y
        for below in [-0.0001, -0.5, -1, -1000, -Double.infinity] {
            #expect(close(curve(below), first), "curve(\(below))")
        }
        for above in [1.0001, 1.5, 2, 1000, Double.infinity] {
            #expect(close(curve(above), last), "curve(\(above))")
        }
    }

    /// Each group lists alternative wordings; the description must hit one of every group.
    @Test("refused curves say what is wrong", arguments: [
        ("", [["two", "2", "least", "few"]]),
        ("0,0", [["two", "2", "least", "few"]]),
        ("0.1,0 1,1", [["first", "start", "begin"]]),
        ("0,0 0.9,1", [["last", "end"]]),
        ("0,0 0.5,0.5 0.5,0.6 1,1", [["increas", "ascend", "order"], ["0.5"]]),
        ("0,0 0.6,0.5 0.4,0.6 1,1", [["increas", "ascend", "order"], ["0.4"]]),
        ("0,0 0.5,1.5 1,1", [["y", "pressure", "output"], ["1.5"]]),
        ("0,-0.1 1,1", [["y", "pressure", "output"], ["-0.1"]]),
        ("0,0 0.5,nan 1,1", [["y", "pressure", "output"], ["nan"]]),
        ("0,0 a,b 1,1", [["a,b"]]),
        ("0;0 1,1", [["0;0"]]),
        ("0,0,0 1,1", [["0,0,0"]]),
    ] as [(String, [[String]])])
    func refused(curveText: String, mentions: [[String]]) {
        let problem = #expect(throws: PressureCurve.Problem.self) {
            try PressureCurve(parsing: curveText)
        }
        guard let problem else { return }
        let said = problem.description.lowercased()
        let saysIt = mentions.allSatisfy { group in group.contains { said.contains($0.lowercased()) } }
        #expect(saysIt, "'\(curveText)' refused with \"\(problem.description)\", which should mention \(mentions)")
    }

    @Test("refused point lists: too few, ends not at 0 and 1, x not increasing, y outside 0...1",
          arguments: [
              [(0.0, 0.0)],
              [],
              [(0.2, 0.0), (1, 1)],
              [(0, 0), (0.8, 1)],
              [(0, 0), (0.5, 0.5), (0.5, 0.5), (1, 1)],
              [(0, 0), (0.7, 0.5), (0.3, 0.6), (1, 1)],
              [(0, 0), (1, 1.01)],
              [(0, -0.01), (1, 1)],
              [(0, 0), (0.5, Double.nan), (1, 1)],
              [(0, 0), (Double.nan, 0.5), (1, 1)],
          ] as [[(Double, Double)]])
    func refusedPoints(points: [(Double, Double)]) {
        let problem = #expect(throws: PressureCurve.Problem.self) {
            try PressureCurve(points: points.map { (x: $0.0, y: $0.1) })
        }
        #expect(!(problem?.description.isEmpty ?? true))
    }

    @Test("pairs with an empty field are not x,y pairs", arguments: ["0,,0 1,1", ",0,0 1,1", "0,0, 1,1", "0,0 1,1,"])
    func emptyFields(curveText: String) {
        // "0,,0" is no more an x,y pair than "0;0"; a typo must not be read as a curve.
        #expect(throws: PressureCurve.Problem.self, "'\(curveText)' was accepted") {
            try PressureCurve(parsing: curveText)
        }
    }
}
