import CSDL2
import FlourishAppCore
import FlourishPaint
import FlourishTools
import Foundation

/// The canvas's tool: pointer events the router left for the canvas go to the current tool
/// (`CanvasInput.tools`), keys it takes go to it before the key table, and what it answers is
/// carried out here.
extension PaintApp {
    /// A button, motion or release over the canvas, for the current tool.
    func toolEvent(_ event: SDL_Event) {
        let action: ToolAction
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN:
            action = canvasInput.tools.press(toolPointer(x: event.button.x, y: event.button.y, button: event.button.button))
        case SDL_MOUSEBUTTONUP:
            action = canvasInput.tools.release(toolPointer(x: event.button.x, y: event.button.y, button: event.button.button))
        case SDL_MOUSEMOTION:
            action = canvasInput.tools.moved(toolPointer(x: event.motion.x, y: event.motion.y, button: 0))
        default:
            return
        }
        carryOut(action, for: event)
    }

    /// The pointer at window pixel (x, y) as the tool sees it, through the view now.
    private func toolPointer(x: Int32, y: Int32, button: UInt8) -> ToolPointer {
        let (wx, wy) = (Double(x), Double(y))
        let point = session.view.canvasPoint(windowX: wx, windowY: wy)
        return ToolPointer(
            x: wx, y: wy, canvasX: point.x, canvasY: point.y, canvasPerWindowPixel: 1 / session.view.zoom,
            button: Int(button), shift: canvasInput.router.shiftHeld,
            alt: canvasInput.router.altHeld)
    }

    /// Whether the current tool took the key (only a chord without modifiers is a tool's).
    func toolTookKey(_ chord: KeyChord) -> Bool {
        guard !chord.ctrl, !chord.shift, panels.open == nil, let key = ToolKey(keyName: chord.key), canvasInput.tools.takes(key)
        else { return false }
        carryOut(canvasInput.tools.key(key), for: nil)
        return true
    }

    /// An action from a key, the toolbar, the palette or a finger tap is about to happen: one
    /// that is not the view's or the window's own puts a tool other than the brush away first
    /// (an undo must not trade tiles under a transform's preview). `paintingPending: false`
    /// from inside a frame's batch (a tap), whose samples are painted after it.
    func putToolAway(before action: AppAction?, paintingPending: Bool = true) {
        guard !canvasInput.tools.isBrush, !(action?.leavesToolAlone ?? false) else { return }
        choose(PaintTool(), paintingPending: paintingPending)
    }

    /// Makes `tool` the canvas's, putting the current one away; the samples waiting are
    /// painted first unless `paintingPending` is false.
    func choose(_ tool: any CanvasTool, paintingPending: Bool = true) {
        if paintingPending { paintPending() }
        let putAway = canvasInput.tools.choose(tool)
        if putAway == .cancelled { reflect(session.endTransformPreview()) }
        toolChanged()
    }

    /// Carries out a tool's answer; `event` is the pointer event it answered, if any.
    func carryOut(_ action: ToolAction, for event: SDL_Event?) {
        switch action {
        case .pass, .none: break
        case .paint: if let event { pushMouseSample(for: event) }
        case .panStarted: paintPending()
        case .pan(let dx, let dy): command(.pan(dx: dx, dy: dy))
        case .turn(let degrees):
            let pivot = session.view.pivot
            command(.rotateView(degrees: degrees, aboutX: pivot.x, aboutY: pivot.y))
        case .pickColor(let x, let y): pickColor(atX: x, y: y)
        case .redraw: toolChanged()
        case .commit, .cancelled:
            finishTransform(applying: action == .commit)
            if action == .commit, let selecting = canvasInput.tools.current as? any SelectionTool, let drawn = selecting.drawn {
                command(.select(drawn.shape, drawn.combination))
                let kind = if case .rectangle = drawn.shape { "rectangle" } else { "outline" }
                Console.say("selection: \(drawn.combination.rawValue) \(kind) with \(drawn.shape.outline.count) corners")
            }
            canvasInput.tools.chooseBrush()
            toolChanged()
        }
    }

    /// The tool or what it shows changed: its overlay with the selection's ants, the title,
    /// the frame.
    func toolChanged() {
        var overlay = canvasInput.tools.overlay
        overlay.outlines += session.selectionOutlines.map { $0.map { ToolOverlay.Point(x: $0.x, y: $0.y) } }
        drawer.toolOverlay = overlay
        updateTitle()
        redraw()
    }
}

/// Transform: Ctrl+T opens it on the current layer's paint; each frame shows the map the tool
/// holds (computed where the window shows the canvas); Enter applies it as one step, Escape
/// puts every pixel back.
extension PaintApp {
    func startTransform() {
        paintPending()
        guard canvasInput.tools.isBrush else { return }
        guard let bounds = session.currentLayerBounds else {
            Console.tell(session.selection == nil ? "nothing to transform: the current layer is empty" : "nothing to transform: no paint is selected")
            return
        }
        choose(
            TransformTool(
                box: (Double(bounds.x), Double(bounds.y), Double(bounds.width), Double(bounds.height))))
        Console.say("transform: \(bounds.width)x\(bounds.height) at \(bounds.x),\(bounds.y)")
    }

    /// Shows the transform tool's map where it is not shown yet (once a frame, however many
    /// motions came): a draft while the map changes, the full picture once it holds still
    /// (`PaintSession.refreshTransformPreview`); a draft asks for the next frame, which brings
    /// the full picture even if no event comes.
    func refreshToolPreview() {
        guard let tool = canvasInput.tools.current as? TransformTool else { return }
        let frame = session.refreshTransformPreview(tool.map, limit: visibleCanvas)
        if let changes = frame.changes { reflect(changes) }
        if frame.wantsFrame { loop.noteChange() }
    }

    /// Applies or drops the transform tool's work, as its answer says.
    func finishTransform(applying: Bool) {
        guard let tool = canvasInput.tools.current as? TransformTool else { return }
        reflect(session.endTransformPreview())
        if applying && tool.map != .identity {
            command(.transformLayer(tool.map))
            Console.say("transform applied: \(tool.map)")
            let (w, h) = (Double(session.canvas.width), Double(session.canvas.height))
            let placed = tool.corners.map { tool.map.apply(x: $0.x, y: $0.y) }
            if placed.contains(where: { $0.x < 0 || $0.y < 0 || $0.x > w || $0.y > h }) {
                Console.tell("transform: what went past the canvas's edge is cut off")
            }
        } else {
            Console.say("transform cancelled")
        }
    }

    /// The canvas pixels the window shows (whole, the view turned or not).
    var visibleCanvas: PixelRect {
        let view = session.view
        let size = window.size
        let corners = [(0.0, 0.0), (Double(size.width), 0), (0, Double(size.height)), (Double(size.width), Double(size.height))]
            .map { view.canvasPoint(windowX: $0.0, windowY: $0.1) }
        let x0 = max(Int(corners.map(\.x).min()!.rounded(.down)) - 1, 0)
        let y0 = max(Int(corners.map(\.y).min()!.rounded(.down)) - 1, 0)
        let x1 = min(Int(corners.map(\.x).max()!.rounded(.up)) + 1, session.canvas.width)
        let y1 = min(Int(corners.map(\.y).max()!.rounded(.up)) + 1, session.canvas.height)
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}

/// Selections: Ctrl+R and Ctrl+L make the next drag draw one, Ctrl+A and Ctrl+Shift+A select
/// everything or nothing (session commands, recorded: dabs land only inside).
extension PaintApp {
    func performSelection(_ action: AppAction) {
        switch action {
        case .selectRectangle: choose(RectangleSelectTool())
        case .selectLasso: choose(LassoSelectTool())
        case .selectAll: command(.selectEverything(all: true))
        case .selectNone: command(.selectEverything(all: false))
        default: break
        }
    }
}
