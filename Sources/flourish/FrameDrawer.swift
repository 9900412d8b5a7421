import CSDL2
import FlourishAppCore
import FlourishFrameClock
import FlourishFrameStats
import FlourishImage
import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTools

/// Draws one frame: the canvas as the view shows it, the brush cursor, the confetti, the
/// overlay; then captures it (tests) and presents it, timing each stage.
@MainActor
final class FrameDrawer {
    let renderer: Renderer
    /// Replaced when a dropped file opens on a canvas of its own.
    var screen: ScreenCanvas
    let confetti: ConfettiLayer
    private let cursor: BrushCursor
    /// Gesture ink and verdicts, over the canvas and under the brush ring.
    let gestures: GestureInkLayer
    /// What the gesture layer shows in the next frame (the app sets it).
    var gestureScene = GestureScene()
    /// Nil where the overlay's font could not be loaded (the app goes on without it).
    let overlay: FrameOverlay?
    var overlayVisible: Bool
    /// The panel open over the canvas, drawn above it, the confetti and the chrome, under the
    /// overlay.
    var panel: Panel?
    /// The toolbar and its tooltips, over the canvas and the confetti, under the panels.
    let chrome: ChromeLayer
    /// The session's symmetry: its axes are drawn over the canvas while it is on.
    var symmetry = Symmetry.off
    /// What the canvas's tool draws over it (a selection, a transform's box); the app sets it.
    var toolOverlay = ToolOverlay()
    private var toolOverlayPainter: ToolOverlayPainter { ToolOverlayPainter(renderer: renderer) }
    /// Messages for the painter, over everything but the overlay (the app posts and expires them).
    var notices = Notices()
    /// Nil where the font could not be loaded: the messages then reach stderr only.
    private let banner: NoticeBanner?
    private let captureFolder: String?
    private let captureFrames: Int
    private var framesCaptured = 0

    init(
        renderer: Renderer, screen: ScreenCanvas, confetti: ConfettiLayer, chrome: ChromeLayer, overlayVisible: Bool,
        captureFolder: String?, captureFrames: Int
    ) {
        self.renderer = renderer
        self.chrome = chrome
        self.screen = screen
        self.confetti = confetti
        cursor = BrushCursor(renderer: renderer)
        gestures = GestureInkLayer(renderer: renderer)
        self.overlayVisible = overlayVisible
        self.captureFolder = captureFolder
        self.captureFrames = captureFrames
        var overlay: FrameOverlay?
        do { overlay = try FrameOverlay(renderer: renderer) } catch {
            Console.warn("the frame-time overlay is unavailable: \(error)")
        }
        self.overlay = overlay
        var banner: NoticeBanner?
        do { banner = try NoticeBanner(renderer: renderer) } catch {
            Console.warn("the window cannot show messages: \(error)")
        }
        self.banner = banner
    }

    /// The ring the last frame drew, and where the overlay's panel was: a frame drawn in part
    /// redraws those places too, so nothing of them is left behind.
    private(set) var ringShown: CursorPlacement?
    private var overlayShown: PixelRect?
    /// Window pixels the last frame sent to the screen.
    private(set) var presentedPixels = 0
    /// Whether the last frame drew something only a whole frame erases (confetti, gesture ink,
    /// a panel), or no frame was drawn yet.
    private var lastFrameWasWhole = true

    /// Draws and presents a frame; fills in the upload, render and present stages and
    /// returns the overlay's own cost in seconds.
    ///
    /// On the software path (`Renderer.presentsDamageOnly`) a frame that only painted or moved
    /// the ring redraws and sends only those places; `whole` (the view changed, the window
    /// was exposed or resized, a panel opened or closed) and anything drawn over the canvas
    /// besides the ring and the overlay, in this frame or the last (confetti going away is
    /// erased that way), make it a whole frame. The chrome is drawn again where it changed and
    /// where the canvas under it was.
    func draw(
        view: ViewTransform, cursor placement: CursorPlacement?, confettiDrawn: Bool,
        overlay figures: (statistics: FrameStatistics, readings: OverlayReadings)?, now: Double,
        whole: Bool, stages: inout FrameStages
    ) -> Double {
        var timer = StageTimer()
        screen.flush(view)
        let painted = screen.takeDamage()
        stages.upload = timer.lap()
        var overlayCost = 0.0
        var overlayFrame: PixelRect?
        if overlayVisible, let overlay, let figures {
            overlayFrame = overlay.prepare(statistics: figures.statistics, readings: figures.readings, now: now)
            overlayCost = timer.lap()
        }
        let size = renderer.outputSize
        let window = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        // Notices are translucent: drawn again over a part of the window not redrawn under
        // them, they would darken, so frames are whole while they show.
        let noticesShown = banner != nil && !notices.shown.isEmpty
        let needsWhole =
            whole || lastFrameWasWhole || confettiDrawn || !gestureScene.isEmpty || panel != nil || noticesShown
            || view.isTurned || chrome.needsWholeFrame || !toolOverlay.isEmpty
        var damage: ScreenDamage?
        if renderer.presentsDamageOnly && !needsWhole {
            var parts = painted
            if placement != ringShown {
                for ring in [ringShown, placement].compactMap({ $0 }) {
                    parts.add(ScreenDamage.windowRect(of: ring), within: window)
                }
            }
            for frame in [overlayShown, overlayFrame].compactMap({ $0 }) { parts.add(frame, within: window) }
            for rect in chrome.damage() { parts.add(rect, within: window) }
            damage = parts
        }
        lastFrameWasWhole = confettiDrawn || !gestureScene.isEmpty || panel != nil || noticesShown || !toolOverlay.isEmpty
        ringShown = placement
        overlayShown = overlayFrame

        if var parts = damage {
            // At a scale the canvas cannot be drawn exactly in parts, it is drawn whole into
            // the surface (in memory, cheap) and still only the parts are sent.
            if let grid = screen.partGrid(for: view) {
                parts = parts.aligned(
                    toGrid: grid, originX: Int(view.offsetX), originY: Int(view.offsetY), within: window)
                damage = parts
                if !parts.isEmpty { screen.draw(view, onlyIn: parts.rects) }
            } else if !parts.isEmpty {
                screen.draw(view)
            }
        } else {
            // A whole frame: the canvas is drawn where nothing opaque covers it (an opaque
            // panel, the toolbar's band), so the chrome costs no more pixels than it shows.
            let band = chrome.opaqueBand
            if let panel, panel.isOpaque {
                let covers = [panel.frame, band].compactMap { $0 }
                screen.draw(view, onlyIn: covers.reduce([window]) { areas, cover in areas.flatMap { $0.subtracting(cover) } })
            } else if let band, let below = window.subtracting(band).first {
                screen.draw(view, clippedTo: below)
            } else {
                screen.draw(view)
            }
        }
        if symmetry.isActive { drawAxes(view) }
        if !toolOverlay.isEmpty { toolOverlayPainter.draw(toolOverlay, view: view, phase: Int(now * 8)) }
        if !gestureScene.isEmpty { gestures.draw(gestureScene) }
        if let placement { cursor.draw(x: placement.x, y: placement.y, radius: placement.radius) }
        if confettiDrawn { confetti.draw() }
        chrome.draw(in: damage?.rects)
        panel?.draw()
        if noticesShown { banner?.draw(notices.lines) }
        stages.render = timer.lap()
        if overlayFrame != nil, let overlay, let figures {
            overlay.draw(statistics: figures.statistics)
            overlayCost += timer.lap()
        }
        captureIfAsked()
        timer.restart()
        renderer.present(damage: damage)
        stages.present = timer.lap()
        presentedPixels = damage.map { $0.rects.reduce(0) { $0 + $1.width * $1.height } } ?? size.width * size.height
        return overlayCost
    }

    /// The symmetry's axes, as the view places them: opaque, so drawing them again over a part
    /// of the window not redrawn under them changes nothing.
    private func drawAxes(_ view: ViewTransform) {
        let reach = Double(max(view.canvasWidth, view.canvasHeight)) * 2
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer.pointer, 0x3c, 0x8c, 0xdc, 255)
        for axis in SymmetryControls.axes(of: symmetry, reach: reach) {
            let a = view.windowPoint(canvasX: axis.x0, canvasY: axis.y0)
            let b = view.windowPoint(canvasX: axis.x1, canvasY: axis.y1)
            SDL_RenderDrawLineF(renderer.pointer, Float(a.x), Float(a.y), Float(b.x), Float(b.y))
        }
    }

    /// `--capture`: the first frames as the window shows them, for pixel tests; each one is
    /// announced on stdout once written, so a test can wait for it.
    private func captureIfAsked() {
        guard let folder = captureFolder, framesCaptured < captureFrames else { return }
        framesCaptured += 1
        guard let frame = renderer.readPixels() else {
            Console.warn("could not read frame \(framesCaptured) back from the renderer")
            return
        }
        let path = "\(folder)/frame-\(framesCaptured).png"
        do {
            try PNGFile.write(RGBAImage(width: frame.width, height: frame.height, pixels: frame.pixels), to: path)
            Console.say("captured \(path)")
        } catch { Console.warn("could not save \(path): \(error)") }
    }
}
