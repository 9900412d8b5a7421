import FlourishSamples
import Testing

@testable import FlourishPaint

/// A brush file's `paint_mode` is kept where it defines one; elsewhere the loader's rule gives
/// the default; `.off`, the default rule, turns it off as every brush was before.
@Suite("Brush files' paint_mode")
struct BrushPigmentTests {
    /// A brush file with `paintMode` (the setting's JSON object) among its settings, or without.
    static func file(paintMode: String? = nil) -> String {
        let setting = paintMode.map { #", "paint_mode": \#($0)"# } ?? ""
        return #"{"version": 3, "settings": {"radius_logarithmic": {"base_value": 1.5, "inputs": {}}\#(setting)}}"#
    }

    static let mapped = #"{"base_value": 0.4, "inputs": {"pressure": [[0, 0], [1, 0.5]]}}"#

    @Test("a file without paint_mode: off unless the rule is fileOrOn, then the setting's default, 1", arguments: BrushPigment.allCases)
    func undefined(_ rule: BrushPigment) throws {
        for json in [Self.file(), Self.file(paintMode: #"{"inputs": {}}"#)] {
            let brush = try Brush(json: json, path: "none.myb", pigment: rule)
            #expect(brush.paintMode == (rule == .fileOrOn ? 1 : 0))
            #expect(!brush.paintModeIsMapped)
        }
    }

    @Test("a file's paint_mode, base value and mappings, is kept unless the rule is off", arguments: BrushPigment.allCases)
    func defined(_ rule: BrushPigment) throws {
        let brush = try Brush(json: Self.file(paintMode: Self.mapped), path: "mapped.myb", pigment: rule)
        #expect(abs(brush.paintMode - (rule == .off ? 0 : 0.4)) < 1e-6)
        #expect(brush.paintModeIsMapped == (rule != .off))
        let plain = try Brush(json: Self.file(paintMode: #"{"base_value": 0, "inputs": {}}"#), path: "off.myb", pigment: rule)
        #expect(plain.paintMode == 0, "a file's 0 stays 0, even where the default is on")
    }

    @Test("brush loading's default rule is off, whatever the file says: the pigment brushes of Dieterle paint as before")
    func defaultIsOff() throws {
        #expect(try Brush(named: "Dieterle/8B_Pencil#1").paintMode == 0)
        #expect(try Brush(named: "Dieterle/8B_Pencil#1", pigment: .fileOrOff).paintMode == 1)
        #expect(try Brush(json: Self.file(paintMode: Self.mapped), path: "mapped.myb").paintMode == 0)
    }

    @Test("pigment on mixes where a stroke crosses other paint, and hardly changes a stroke on a clean canvas")
    func pigmentPaints() throws {
        func painted(_ rule: BrushPigment, over: Bool) throws -> [UInt8] {
            let blue = try Brush(named: "classic/charcoal")
            blue.setColor(Color(r: 30, g: 60, b: 200))
            let engine = PaintEngine(width: 256, height: 256, brush: blue)
            if over { engine.continueStroke(MyPaintStrokes.strokes(at: [128])) }
            let yellow = try Brush(named: "classic/pencil", pigment: rule)
            yellow.setColor(Color(r: 240, g: 215, b: 30))
            engine.setBrush(yellow, for: .pen)
            engine.continueStroke(MyPaintStrokes.strokes(at: [130], start: 4))
            return engine.tiles.straightRGBA8()
        }
        let mixed = StrokeAgreement(try painted(.fileOrOn, over: true), try painted(.off, over: true))
        #expect(mixed.share < 0.95, "pigment changes the crossing: \(mixed)")
        let alone = StrokeAgreement(try painted(.fileOrOn, over: false), try painted(.off, over: false))
        // Where its own dabs overlap, pigment mixes the colour with itself: a few levels off
        // plain RGB (measured: at most 8, 97.6% within 2), against 57 and 63% at the crossing.
        #expect(alone.share >= 0.95 && alone.largest <= 12, "on a clean canvas pigment paints the colour itself: \(alone)")
    }
}
