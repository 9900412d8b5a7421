import CSDL2
import FlourishAppCore
import FlourishFrameStats
import FlourishPaint

/// The frame-time overlay: a graph of the last frames' times with the 8.33 ms budget line,
/// and lines of figures. It is drawn only inside frames that are drawn anyway, so it never
/// keeps an idle app awake; text is re-rendered only when a line changes.
@MainActor
final class FrameOverlay {
    private let renderer: Renderer
    private let text: TextRenderer
    private var lines: [(text: String, texture: Texture?)] = []
    /// The graph's full height, in ms: the 8.33 ms budget sits at a third.
    private let graphRange = 25.0
    private let graphHeight = 60
    private let margin = 8
    /// Figures are re-rendered at most this often (the graph every frame): text that changes
    /// 120 times a second cannot be read anyway, and rendering it is most of the overlay's cost.
    private let textInterval = 0.25
    private var textRenderedAt = -Double.infinity

    init(renderer: Renderer) throws(SDLError) {
        self.renderer = renderer
        text = try TextRenderer()
    }

    /// Forget the rendered figures, so the next draw shows fresh ones (e.g. when toggled on).
    func refreshText() { textRenderedAt = -Double.infinity }

    /// Renders the figures' text where it is due and returns the window pixels the panel
    /// will cover when drawn (a frame that redraws only what changed must redraw those).
    func prepare(statistics: FrameStatistics, readings: OverlayReadings, now: Double) -> PixelRect {
        if now - textRenderedAt >= textInterval {
            textRenderedAt = now
            renderText(statistics: statistics, readings: readings, now: now)
        }
        return panelFrame
    }

    /// Draws the panel, with the text `prepare` rendered last.
    func draw(statistics: FrameStatistics) {
        drawPanel(graph: statistics.graph)
    }

    /// Where the panel goes: the window's top-left corner, as wide as its longest line.
    private var panelFrame: PixelRect {
        let width = max(lines.compactMap { $0.texture?.width }.max() ?? 0, 240) + 2 * margin
        let height = margin + graphHeight + margin + lines.count * text.lineHeight + margin
        return PixelRect(x: 0, y: 0, width: width, height: height)
    }

    private func renderText(statistics: FrameStatistics, readings: OverlayReadings, now: Double) {
        let summary = statistics.frameTimeSummary
        let stages = statistics.stageMeans
        func ms(_ seconds: Double) -> String { format(seconds * 1000, 2) }
        func opt(_ value: Double?) -> String { value.map { format($0, 1) } ?? "-" }
        let content = [
            "fps \(format(statistics.framesPerSecond(now: now), 0))   frame ms "
                + (summary.map {
                    "min \(format($0.min, 2))  p50 \(format($0.p50, 2))  p95 \(format($0.p95, 2))  p99 \(format($0.p99, 2))  max \(format($0.max, 2))"
                } ?? "-"),
            "ms: drain \(ms(stages.drain))  paint \(ms(stages.paint))  confetti \(ms(stages.confetti))  upload \(ms(stages.upload))  render \(ms(stages.render))  present \(ms(stages.present))  overlay \(ms(statistics.overlayMean))",
            "samples/s \(format(statistics.samplesPerSecond(now: now), 0))  batch \(statistics.lastBatch) (largest \(statistics.largestBatch))  received \(readings.received) \(readings.received == readings.delivered ? "=" : "≠") delivered \(readings.delivered)  dabs/frame \(format(statistics.dabsPerFrame, 1))  clamped \(readings.clampedSamples)",
            "\(readings.tool)  pressure \(format(readings.pressure, 2))  tilt \(format(readings.xtilt, 2)),\(format(readings.ytilt, 2))  speed \(format(readings.brushSpeed, 2)) px/ms",
            "sample age at present ms: newest p50 \(opt(statistics.newestAgeP50)) p95 \(opt(statistics.newestAgeP95))  oldest p50 \(opt(statistics.oldestAgeP50)) p95 \(opt(statistics.oldestAgeP95))",
            // Gestures share the confetti's line: the panel keeps its height (it ends above
            // y = 240, so the canvas below it stays in view).
            "confetti \(readings.confettiPieces) pieces, \(readings.confettiState)   \(readings.gestures)"
                + (readings.touch.isEmpty ? "" : "   \(readings.touch)"),
            "slot \(readings.slot)  tool \(readings.canvasTool)" + (readings.instruments.isEmpty ? "" : "   " + readings.instruments),
            "undo \(readings.undoSteps), redo \(readings.redoSteps) steps; history \(format(Double(readings.historyBytes) / 1_048_576, 1)) MB   zoom \(format(readings.zoom * 100, 1))%",
            "file \(readings.document)",
        ]
        if lines.count != content.count { lines = content.map { ($0, nil) } }
        let white = SDL_Color(r: 235, g: 235, b: 235, a: 255)
        for (i, line) in content.enumerated() where lines[i].texture == nil || lines[i].text != line {
            lines[i] = (line, text.texture(for: line, color: white, renderer: renderer))
        }

    }

    private func drawPanel(graph: [Double]) {
        let frame = panelFrame
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer.pointer, 16, 16, 20, 200)
        var panel = SDL_Rect(x: 0, y: 0, w: Int32(frame.width), h: Int32(frame.height))
        SDL_RenderFillRect(renderer.pointer, &panel)

        // One bar per frame, no smoothing: a spike stays a spike until it scrolls out.
        let bottom = margin + graphHeight
        let scale = Double(graphHeight) / graphRange
        var bars: [SDL_Rect] = []
        bars.reserveCapacity(graph.count)
        for (i, value) in graph.enumerated() {
            let h = Int32(min(Double(graphHeight), (value * scale).rounded(.up)))
            bars.append(SDL_Rect(x: Int32(margin + i), y: Int32(bottom) - h, w: 1, h: h))
        }
        SDL_SetRenderDrawColor(renderer.pointer, 120, 200, 140, 255)
        SDL_RenderFillRects(renderer.pointer, bars, Int32(bars.count))
        let budget = Int32(bottom) - Int32((8.33 * scale).rounded())
        SDL_SetRenderDrawColor(renderer.pointer, 240, 90, 80, 255)
        SDL_RenderDrawLine(renderer.pointer, Int32(margin), budget, Int32(margin + 240), budget)
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)

        for (i, line) in lines.enumerated() {
            line.texture?.draw(atX: margin, y: bottom + margin + i * text.lineHeight)
        }
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scaled = value
        for _ in 0..<decimals { scaled *= 10 }
        let rounded = scaled.rounded()
        let whole = Int(rounded)
        guard decimals > 0 else { return String(whole) }
        var divisor = 1
        for _ in 0..<decimals { divisor *= 10 }
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = String(magnitude % divisor)
        return sign + String(magnitude / divisor) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
