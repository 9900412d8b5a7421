import Testing

@testable import FlourishTools

@Suite("The selection tools: a drag to a shape, the modifiers to how it joins")
struct SelectionToolTests {
    @Test("the rectangle is the drag's box in whole canvas pixels; Shift adds, Alt takes away")
    func rectangle() throws {
        var tool = RectangleSelectTool()
        #expect(tool.press(ToolPointer(x: 0, y: 0, canvasX: 50.4, canvasY: 80.6)) == .redraw)
        #expect(tool.move(ToolPointer(x: 0, y: 0, canvasX: 10, canvasY: 20)) == .redraw)
        #expect(tool.overlay.outlines.count == 1)
        #expect(tool.release(ToolPointer(x: 0, y: 0, canvasX: 10.2, canvasY: 19.7)) == .commit)
        let drawn = try #require(tool.drawn)
        #expect(drawn.shape == .rectangle(x: 10, y: 20, width: 40, height: 61) && drawn.combination == .replace)
        var adding = RectangleSelectTool()
        _ = adding.press(ToolPointer(x: 0, y: 0, shift: true))
        #expect(adding.release(ToolPointer(x: 9, y: 9)) == .commit && adding.drawn?.combination == .add)
        var cutting = RectangleSelectTool()
        _ = cutting.press(ToolPointer(x: 0, y: 0, alt: true))
        #expect(cutting.release(ToolPointer(x: 9, y: 9)) == .commit && cutting.drawn?.combination == .subtract)
        var click = RectangleSelectTool()
        _ = click.press(ToolPointer(x: 5, y: 5))
        #expect(click.release(ToolPointer(x: 5, y: 5)) == .redraw && click.drawn == nil, "a click selects nothing")
        #expect(click.key(.escape) == .cancelled)
    }

    @Test("the lasso keeps the points it was dragged through, a window pixel apart, and closes them")
    func lasso() throws {
        var tool = LassoSelectTool()
        _ = tool.press(ToolPointer(x: 0, y: 0))
        #expect(tool.move(ToolPointer(x: 0.3, y: 0.2)) == .none, "closer than a pixel: left out")
        _ = tool.move(ToolPointer(x: 40, y: 0))
        _ = tool.move(ToolPointer(x: 40, y: 30))
        #expect(tool.release(ToolPointer(x: 40, y: 30)) == .commit)
        #expect(try #require(tool.drawn).shape == .polygon([0, 0, 40, 0, 40, 30]))
        var short = LassoSelectTool()
        _ = short.press(ToolPointer(x: 0, y: 0))
        _ = short.move(ToolPointer(x: 10, y: 0))
        #expect(short.release(ToolPointer(x: 10, y: 0)) == .redraw && short.drawn == nil, "two points are no outline")
    }
}
