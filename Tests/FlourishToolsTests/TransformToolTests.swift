import Testing

@testable import FlourishTools

@Suite("The transform tool: drags and keys to one map")
struct TransformToolTests {
    /// A box 100 x 50 at (10, 20), on a canvas seen at 1:1.
    func tool() -> TransformTool { TransformTool(box: (10, 20, 100, 50)) }

    func at(_ x: Double, _ y: Double, shift: Bool = false) -> ToolPointer {
        ToolPointer(x: x, y: y, shift: shift)
    }

    @Test("a drag inside moves the box by whole canvas pixels")
    func move() {
        var t = tool()
        #expect(t.press(at(50, 40)) == .none)
        #expect(t.move(at(80.4, 29.6)) == .redraw)
        #expect(t.release(at(80.4, 29.6)) == .redraw)
        #expect(t.map == .translation(dx: 30, dy: -10))
        #expect(t.overlay.outlines.first?.first == ToolOverlay.Point(x: 40, y: 10))
    }

    @Test("a corner scales about the opposite corner; Shift keeps the aspect")
    func scale() {
        var t = tool()
        _ = t.press(at(110, 70))
        _ = t.move(at(210, 120))
        #expect(t.map.apply(x: 10, y: 20) == (x: 10, y: 20))
        #expect(t.map.apply(x: 110, y: 70) == (x: 210, y: 120))
        var aspect = tool()
        _ = aspect.press(at(110, 70))
        _ = aspect.move(at(310, 80, shift: true))
        #expect(aspect.map.a == 3 && aspect.map.d == 3)
    }

    @Test("a drag outside turns about the centre, in 15° steps with Shift")
    func turn() {
        var t = tool()
        // The centre is (60, 45): from straight right of it to straight below is a quarter turn.
        _ = t.press(at(200, 45))
        _ = t.move(at(60, 300, shift: true))
        let p = t.map.apply(x: 110, y: 45)
        #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 95) < 1e-9)
    }

    @Test("H and V flip about the centre; Enter commits, Escape cancels")
    func keys() {
        var t = tool()
        #expect(t.keys == [.enter, .escape, .flipHorizontal, .flipVertical])
        #expect(t.key(.flipHorizontal) == .redraw)
        #expect(t.map.apply(x: 10, y: 20) == (x: 110, y: 20))
        #expect(t.key(.flipVertical) == .redraw)
        #expect(t.map.apply(x: 10, y: 20) == (x: 110, y: 70))
        #expect(t.key(.enter) == .commit)
        #expect(t.key(.escape) == .cancelled)
        #expect(!t.paintsSamples && t.name == "transform")
    }

    @Test("a corner handle is found within a fixed window reach, whatever the zoom")
    func handleReach() {
        var zoomedOut = tool()
        // At 1:4 (four canvas pixels a window pixel), 20 canvas pixels off the corner is 5 window pixels.
        _ = zoomedOut.press(ToolPointer(x: 0, y: 0, canvasX: 130, canvasY: 70, canvasPerWindowPixel: 4))
        _ = zoomedOut.move(ToolPointer(x: 0, y: 0, canvasX: 230, canvasY: 120, canvasPerWindowPixel: 4))
        #expect(zoomedOut.map.a > 2 && zoomedOut.map.b == 0, "the press took the corner: the box scaled")
        var atOne = tool()
        _ = atOne.press(ToolPointer(x: 130, y: 70))
        _ = atOne.move(ToolPointer(x: 230, y: 120))
        #expect(atOne.map.b != 0, "at 1:1 the same place is outside: the box turned")
    }
}
