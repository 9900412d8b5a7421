import Testing

@testable import FlourishTools

/// A tool that writes down what reached it, to see the host's routing.
private struct TracingTool: CanvasTool {
    var events: [String] = []
    var name: String { "tracer" }
    var paintsSamples: Bool { false }
    var keys: Set<ToolKey> { [.enter] }
    mutating func press(_ pointer: ToolPointer) -> ToolAction {
        events.append("press \(pointer.button)")
        return pointer.button == 3 ? .pass : .redraw
    }
    mutating func move(_ pointer: ToolPointer) -> ToolAction {
        events.append("move")
        return .redraw
    }
    mutating func release(_ pointer: ToolPointer) -> ToolAction {
        events.append("release")
        return .none
    }
    mutating func hover(_ pointer: ToolPointer) -> ToolAction {
        events.append("hover")
        return .none
    }
    mutating func key(_ key: ToolKey) -> ToolAction { .commit }
}

@Suite("The tool seam: one tool holds the canvas, its button held from press to release")
struct ToolHostTests {
    @Test("the brush is the first tool, paints every event and lets samples through")
    func brushFirst() {
        var host = ToolHost()
        #expect(host.isBrush && host.paintsSamples && host.name == "brush")
        let p = ToolPointer(x: 3, y: 4)
        #expect(host.press(p) == .paint)
        #expect(host.moved(p) == .paint)
        #expect(host.release(p) == .paint)
        #expect(host.moved(ToolPointer(x: 5, y: 5, button: 0)) == .paint, "a hover keeps the brush following")
        #expect(!host.takes(.enter) && host.key(.enter) == .pass)
    }

    @Test("motion is a move while the taken button is down, a hover otherwise; a passed press holds nothing")
    func moveAndHover() throws {
        var host = ToolHost()
        host.choose(TracingTool())
        #expect(!host.isBrush && !host.paintsSamples && host.name == "tracer")
        _ = host.moved(ToolPointer(x: 0, y: 0, button: 0))
        #expect(host.press(ToolPointer(x: 0, y: 0, button: 1)) == .redraw)
        #expect(host.heldButton == 1)
        _ = host.moved(ToolPointer(x: 1, y: 0, button: 0))
        #expect(host.press(ToolPointer(x: 1, y: 0, button: 2)) == .none, "one drag at a time")
        #expect(host.release(ToolPointer(x: 1, y: 0, button: 2)) == .none)
        _ = host.release(ToolPointer(x: 1, y: 0, button: 1))
        #expect(host.heldButton == nil)
        #expect(host.press(ToolPointer(x: 1, y: 0, button: 3)) == .pass)
        #expect(host.heldButton == nil, "a press the tool passed on holds nothing")
        _ = host.moved(ToolPointer(x: 2, y: 0, button: 0))
        let tracer = try #require(host.current as? TracingTool)
        #expect(tracer.events == ["hover", "press 1", "move", "release", "press 3", "hover"])
    }

    @Test("keys reach a tool only where it takes them; choosing puts the old tool away")
    func keysAndChoosing() {
        var host = ToolHost()
        host.choose(TracingTool())
        #expect(host.takes(.enter) && host.key(.enter) == .commit)
        #expect(!host.takes(.escape) && host.key(.escape) == .pass)
        host.chooseBrush()
        #expect(host.isBrush && host.heldButton == nil)
    }

    @Test("the eyedropper picks where the left button goes down and passes other buttons")
    func eyedropper() {
        var tool = EyedropperTool()
        #expect(tool.press(ToolPointer(x: 7, y: 8)) == .pickColor(x: 7, y: 8))
        #expect(tool.press(ToolPointer(x: 7, y: 8, button: 2)) == .pass)
        #expect(!tool.paintsSamples)
    }

    @Test("the pan tool takes a middle drag, a left drag only with Space, and turns with a pivot")
    func pan() {
        var tool = PanTool()
        #expect(tool.press(ToolPointer(x: 0, y: 0, button: 1)) == .pass)
        #expect(tool.press(ToolPointer(x: 10, y: 10, button: 2)) == .panStarted)
        #expect(tool.move(ToolPointer(x: 13, y: 6, button: 0)) == .pan(dx: 3, dy: -4))
        #expect(tool.release(ToolPointer(x: 13, y: 6, button: 2)) == .none)
        #expect(tool.move(ToolPointer(x: 20, y: 20, button: 0)) == .pass, "no drag: the motion is not the pan's")
        tool.spaceChanged(down: true)
        tool.turnPivot = (0, 0)
        #expect(tool.press(ToolPointer(x: 100, y: 0, button: 1)) == .panStarted)
        #expect(tool.move(ToolPointer(x: 0, y: 100, button: 0)) == .turn(degrees: 90))
    }
}
