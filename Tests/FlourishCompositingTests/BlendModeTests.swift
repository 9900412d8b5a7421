import FlourishCompositing
import Testing

@Suite("BlendMode: OpenRaster's composite-op strings and the panel's names")
struct BlendModeTests {
    @Test("the modes are exactly the ORA 0.0.5 composite-ops MyPaint writes and reads, in order")
    func compositeOps() {
        #expect(
            BlendMode.allCases.map(\.compositeOp) == [
                "svg:src-over", "svg:multiply", "svg:screen", "svg:overlay", "svg:darken", "svg:lighten",
                "svg:color-dodge", "svg:color-burn", "svg:hard-light", "svg:soft-light", "svg:difference",
                "svg:exclusion", "svg:hue", "svg:saturation", "svg:color", "svg:luminosity", "svg:plus",
                "svg:dst-in", "svg:dst-out", "svg:src-atop", "svg:dst-atop", "mypaint:spectral-wgm",
            ])
    }

    @Test("a file's string gives its mode back; strings of no mode give nil")
    func parsing() {
        for mode in BlendMode.allCases { #expect(BlendMode(compositeOp: mode.compositeOp) == mode) }
        for unknown in ["", "svg:src-in", "svg:xor", "SVG:MULTIPLY", "svg:multiply ", "krita:dissolve", "normal"] {
            #expect(BlendMode(compositeOp: unknown) == nil, "\(unknown)")
        }
    }

    @Test("each mode has its own display name, MyPaint's labels")
    func displayNames() {
        let names = BlendMode.allCases.map(\.displayName)
        #expect(Set(names).count == names.count)
        #expect(BlendMode.normal.displayName == "Normal")
        #expect(BlendMode.colorDodge.displayName == "Dodge")
        #expect(BlendMode.pigment.displayName == "Pigment")
        #expect(!names.contains(""))
    }

    @Test("only destination-in and destination-atop say a transparent source clears the backdrop")
    func clearingModes() {
        #expect(BlendMode.allCases.filter(\.transparentSourceClearsBackdrop) == [.destinationIn, .destinationAtop])
    }
}
