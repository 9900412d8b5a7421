import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishPaint

/// The same strokes painted by MyPaint 2.0.1's own library and by Flourish, compared pixel by
/// pixel: within 2 levels on 99% of the painted pixels. Each case has a negative control, the
/// painting changed (another colour, or pigment off) so that it must not pass.
///
/// In MyPaint's 1.x mode (eotf 1.0) against a legacy painting; in its 2.x mode (eotf 2.2)
/// against a `linear` painting, through `LinearPainting`.
@Suite(
    "Strokes against MyPaint 2's own",
    .enabled(if: hasMyPaint, "skipped: MyPaint's Python library (apt: mypaint, /usr/lib/mypaint) is absent"))
struct MyPaintStrokeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let passes: [StrokePass]
        /// What changed for the negative control, and the changed painting.
        let controlName: String
        let control: [StrokePass]
        var testDescription: String { name }
    }

    static let blue = Color(r: 30, g: 60, b: 200)
    static let yellow = Color(r: 240, g: 215, b: 30)
    static let red = Color(r: 200, g: 40, b: 40)
    static let heights = [64.0, 128, 192]

    /// Each brush on its own; smudge drawn through strokes of charcoal; the pigment brush (its
    /// file asks for pigment) in yellow along strokes of blue, the issue's example. `pigment` is
    /// the rule for a brush file without `paint_mode`: the mode's default.
    static func cases(pigment: BrushPigment) -> [Case] {
        let strokes = MyPaintStrokes.strokes(at: heights)
        let over = MyPaintStrokes.strokes(at: heights.map { $0 + 4 }, start: 4)
        func pass(_ brush: String, _ color: Color, _ samples: [Sample], pigment rule: BrushPigment? = nil) -> StrokePass {
            StrokePass(brush: brush, color: color, pigment: rule ?? pigment, samples: samples)
        }
        func alone(_ brush: String) -> Case {
            Case(
                name: brush, passes: [pass(brush, blue, strokes)],
                controlName: "in red", control: [pass(brush, red, strokes)])
        }
        let charcoal = pass("classic/charcoal", blue, strokes)
        let smudge = pass("deevad/basic_digital_brush", yellow, over)
        let pigmentBrush = pass("Dieterle/8B_Pencil#1", yellow, over)
        return [
            alone("classic/pencil"), alone("classic/charcoal"), alone("deevad/2B_pencil"),
            Case(
                name: "deevad/basic_digital_brush (smudge) over charcoal", passes: [charcoal, smudge],
                controlName: "charcoal in red", control: [pass("classic/charcoal", red, strokes), smudge]),
            Case(
                name: "Dieterle/8B_Pencil#1 (pigment) over charcoal", passes: [charcoal, pigmentBrush],
                controlName: "pigment off", control: [charcoal, pass("Dieterle/8B_Pencil#1", yellow, over, pigment: .off)]),
        ]
    }

    /// MyPaint 2 in its 1.x mode: pigment where a brush file asks for it, else off.
    static let legacyCases = cases(pigment: .fileOrOff)
    /// MyPaint 2 in its 2.x mode: pigment unless a brush file turns it off.
    static let linearCases = cases(pigment: .fileOrOn)

    /// The share of painted pixels that must be within 2 levels.
    static let agreement = 0.99

    @Test("eotf 1.0: within 2 levels of MyPaint on 99% of painted pixels; the control is not", arguments: legacyCases)
    func legacy(_ item: Case) throws {
        let theirs = try MyPaintStrokes.mypaint(item.passes, eotf: 1.0)
        try compare(item, theirs: theirs, ours: MyPaintStrokes.flourish(item.passes), control: MyPaintStrokes.flourish(item.control))
    }

    @Test(
        "eotf 2.2, linear: within 2 levels of MyPaint on 99% of painted pixels; the control is not",
        .enabled(if: LinearPainting.isBuilt, "\(LinearPainting.unavailable ?? "")"), arguments: linearCases)
    func linear(_ item: Case) throws {
        let theirs = try MyPaintStrokes.mypaint(item.passes, eotf: 2.2)
        try compare(item, theirs: theirs, ours: LinearPainting.paint(item.passes), control: LinearPainting.paint(item.control))
    }

    func compare(_ item: Case, theirs: [UInt8], ours: [UInt8], control: [UInt8]) {
        let match = StrokeAgreement(ours, theirs)
        let changed = StrokeAgreement(control, theirs)
        print("mypaint strokes \(item.name): \(match); control (\(item.controlName)): \(changed)")
        #expect(match.painted > 2000, "the strokes paint: \(match)")
        #expect(match.share >= Self.agreement, "\(match)")
        #expect(changed.share < Self.agreement, "the control (\(item.controlName)) must differ: \(changed)")
    }

    @Test("the agreement counts a pixel off by 3 levels as outside, and unpainted pixels not at all (negative control)")
    func agreementMeasure() {
        let theirs: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0, 50, 50, 50, 128]
        var ours = theirs
        #expect(StrokeAgreement(ours, theirs).share == 1)
        ours[9] += 3
        let off = StrokeAgreement(ours, theirs)
        #expect(off.painted == 2 && off.within == 1 && off.largest == 3)
    }
}
