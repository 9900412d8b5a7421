import FlourishSamples
import Testing

@Suite("Color from HSV")
struct ColorHSVTests {
    /// Every channel in steps of 5 (0, 5, ... 255: 52³ colours), every grey, and every level
    /// of the primaries and secondaries, where hue sectors meet.
    static var sampledColors: [Color] {
        var colors: [Color] = []
        let steps = Array(stride(from: 0, through: 255, by: 5)).map(UInt8.init)
        for r in steps {
            for g in steps {
                for b in steps { colors.append(Color(r: r, g: g, b: b)) }
            }
        }
        for level in 0...255 {
            let c = UInt8(level)
            colors += [
                Color(r: c, g: c, b: c), Color(r: c, g: 0, b: 0), Color(r: 0, g: c, b: 0), Color(r: 0, g: 0, b: c),
                Color(r: c, g: c, b: 0), Color(r: 0, g: c, b: c), Color(r: c, g: 0, b: c),
                Color(r: 255, g: c, b: 0), Color(r: c, g: 255, b: 254), Color(r: 1, g: c, b: 255),
            ]
        }
        return colors
    }

    @Test("Color(hue:saturation:value:) of c.hsv is c, for a dense sample of colours")
    func roundTrip() {
        let colors = Self.sampledColors
        #expect(colors.count > 140_000)
        let mismatches = colors.compactMap { c -> String? in
            let (h, s, v) = c.hsv
            let back = Color(hue: h, saturation: s, value: v)
            return back == c ? nil : "\(c) -> \(back)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, e.g. \(mismatches.prefix(5))")
    }

    @Test(
        "known colours",
        arguments: [
            (0.0, 1.0, 1.0, "#ff0000"), (1.0 / 3, 1, 1, "#00ff00"), (2.0 / 3, 1, 1, "#0000ff"),
            (1.0 / 6, 1, 1, "#ffff00"), (0.5, 1, 1, "#00ffff"), (5.0 / 6, 1, 1, "#ff00ff"),
            // 30°: green half way, 127.5 rounds up.
            (1.0 / 12, 1, 1, "#ff8000"),
            (0.0, 1, 0.5, "#800000"), (0.7, 0, 0.5, "#808080"), (0.3, 0, 0, "#000000"), (0.9, 1, 0, "#000000"),
            (0.2, 0, 1, "#ffffff"), (0.0, 0.5, 1, "#ff8080"),
        ] as [(Double, Double, Double, String)])
    func known(hue: Double, saturation: Double, value: Double, hex: String) {
        #expect(Color(hue: hue, saturation: saturation, value: value).description == hex)
    }

    @Test("each channel rounds to the nearest 8-bit value, not down")
    func roundsToNearest() {
        #expect(Color(hue: 0, saturation: 0, value: 100.4 / 255) == Color(r: 100, g: 100, b: 100))
        #expect(Color(hue: 0, saturation: 0, value: 100.6 / 255) == Color(r: 101, g: 101, b: 101))
    }

    @Test("hue wraps: 1 is 0, 1.25 is 0.25, -0.25 is 0.75, a hair below 0 is red", arguments: [
        (1.0, 0.0), (2.0, 0.0), (1.25, 0.25), (-0.25, 0.75), (-1.5, 0.5), (-1e-20, 0.0), (3.3, 0.3),
    ])
    func hueWraps(hue: Double, same: Double) {
        for (s, v) in [(1.0, 1.0), (0.6, 0.8), (0.3, 0.4)] {
            let wrapped = Color(hue: hue, saturation: s, value: v)
            #expect(wrapped == Color(hue: same, saturation: s, value: v), "s \(s) v \(v)")
        }
    }

    @Test("saturation and value are clamped to 0...1; NaN and infinite inputs give a colour")
    func clamps() {
        let hue = 0.4
        #expect(Color(hue: hue, saturation: 1.5, value: 0.8) == Color(hue: hue, saturation: 1, value: 0.8))
        #expect(Color(hue: hue, saturation: -0.5, value: 0.8) == Color(hue: hue, saturation: 0, value: 0.8))
        #expect(Color(hue: hue, saturation: 0.7, value: 3) == Color(hue: hue, saturation: 0.7, value: 1))
        #expect(Color(hue: hue, saturation: 0.7, value: -1) == Color(r: 0, g: 0, b: 0))
        #expect(Color(hue: hue, saturation: .infinity, value: .infinity) == Color(hue: hue, saturation: 1, value: 1))
        #expect(Color(hue: .nan, saturation: 1, value: 1) == Color(r: 255, g: 0, b: 0))
        #expect(Color(hue: .infinity, saturation: 1, value: 1) == Color(r: 255, g: 0, b: 0))
        #expect(Color(hue: hue, saturation: .nan, value: .nan) == Color(r: 0, g: 0, b: 0))
    }
}
