import CSDL2
import FlourishAppCore
import FlourishPaint
import FlourishPanels
import FlourishSamples

/// The colour panel (C): a hue ring around a saturation/value square, as in MyPaint and
/// Krita; the current and the previous colour side by side; the last 12 colours used. A drag
/// in the ring or the square chooses; the choice goes to the current slot when the drag ends.
@MainActor
final class ColorPanel: Panel {
    private let renderer: Renderer
    private let wheel = ColorWheel(size: ColorPanel.wheelSize)
    private let ring: Texture?
    private let square: Texture?
    private var squarePixels: [UInt8] = []
    /// The hue the square texture holds now.
    private var squareHue = -1.0
    private let markers: BrushCursor
    /// The colour being chosen, as HSV, so a grey keeps its hue while dragged about.
    private var hue = 0.0
    private var saturation = 0.0
    private var value = 0.0
    /// The colour when the panel opened (a click on it goes back to it).
    private(set) var previous = Color(r: 0, g: 0, b: 0)
    private var recent: [Color] = []
    private var drag: ColorWheel.Hit?
    private(set) var frame = PixelRect(x: 0, y: 0, width: 0, height: 0)

    static let wheelSize = 240
    static let padding = 12
    static let swatchHeight = 32
    static let recentSize = 18
    static let recentGap = 2
    static let width = wheelSize + 2 * padding
    static let height = wheelSize + 3 * padding + swatchHeight + padding + recentSize + padding

    init(renderer: Renderer) {
        self.renderer = renderer
        markers = BrushCursor(renderer: renderer)
        let size = Self.wheelSize
        ring = try? Texture(renderer: renderer, width: size, height: size, pixels: wheel.ringPixels())
        square = try? Texture(renderer: renderer, width: wheel.squareSide, height: wheel.squareSide)
    }

    /// Starts an opening on the current colour, with the recent ones below.
    func open(current: Color, recent: [Color]) {
        previous = current
        self.recent = recent
        (hue, saturation, value) = current.hsv
        drag = nil
    }

    /// The colour the panel shows as chosen.
    var chosen: Color { Color(hue: hue, saturation: saturation, value: value) }

    func resize(width: Int, height: Int) {
        frame = PixelRect(
            x: max((width - Self.width) / 2, 0), y: max((height - Self.height) / 2, 0), width: Self.width,
            height: Self.height)
    }

    var wantsFrame: Bool { false }

    /// Translucent: the canvas shows through at its edge.
    var isOpaque: Bool { false }

    private var wheelOrigin: (x: Int, y: Int) { (frame.x + Self.padding, frame.y + Self.padding) }

    private var swatches: (current: PixelRect, previous: PixelRect) {
        let y = frame.y + Self.padding * 2 + Self.wheelSize
        let half = (Self.wheelSize - Self.padding) / 2
        return (
            PixelRect(x: frame.x + Self.padding, y: y, width: half, height: Self.swatchHeight),
            PixelRect(x: frame.x + Self.padding + half + Self.padding, y: y, width: half, height: Self.swatchHeight)
        )
    }

    private func recentRect(_ index: Int) -> PixelRect {
        let y = frame.y + Self.padding * 3 + Self.wheelSize + Self.swatchHeight
        return PixelRect(
            x: frame.x + Self.padding + index * (Self.recentSize + Self.recentGap), y: y, width: Self.recentSize,
            height: Self.recentSize)
    }

    func draw() {
        renderer.fillPanelBackground(frame)
        let origin = wheelOrigin
        if let ring {
            ring.draw(PixelRect(x: 0, y: 0, width: ring.width, height: ring.height),
                to: (Double(origin.x), Double(origin.y), Double(ring.width), Double(ring.height)), with: renderer)
        }
        if let square {
            if squareHue != hue {
                wheel.writeSquarePixels(hue: hue, into: &squarePixels)
                squarePixels.withUnsafeBytes { bytes in
                    if let base = bytes.baseAddress {
                        square.update(PixelRect(x: 0, y: 0, width: square.width, height: square.height),
                            pixels: base, bytesPerRow: square.width * 4)
                    }
                }
                squareHue = hue
            }
            square.draw(PixelRect(x: 0, y: 0, width: square.width, height: square.height),
                to: (Double(origin.x + wheel.squareX), Double(origin.y + wheel.squareY), Double(square.width),
                    Double(square.height)), with: renderer)
        }
        let huePoint = wheel.position(ofHue: hue)
        markers.draw(x: Double(origin.x) + huePoint.x, y: Double(origin.y) + huePoint.y, radius: 5)
        let svPoint = wheel.position(saturation: saturation, value: value)
        markers.draw(x: Double(origin.x) + svPoint.x, y: Double(origin.y) + svPoint.y, radius: 4)
        fill(swatches.current, with: chosen)
        fill(swatches.previous, with: previous)
        for (index, color) in recent.prefix(12).enumerated() { fill(recentRect(index), with: color) }
    }

    private func fill(_ rect: PixelRect, with color: Color) {
        SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, 255)
        var area = sdlRect(rect)
        SDL_RenderFillRect(renderer.pointer, &area)
    }

    private func apply(_ hit: ColorWheel.Hit) {
        switch hit {
        case .ring(let newHue): hue = newHue
        case .square(let s, let v): (saturation, value) = (s, v)
        }
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        let origin = wheelOrigin
        if let hit = wheel.hit(x: x - Double(origin.x), y: y - Double(origin.y)) {
            drag = hit
            apply(hit)
            return .redraw
        }
        if swatches.previous.contains(x: x, y: y) { return choose(previous) }
        for index in recent.prefix(12).indices where recentRect(index).contains(x: x, y: y) {
            return choose(recent[index])
        }
        return .none
    }

    private func choose(_ color: Color) -> PanelOutcome {
        (hue, saturation, value) = color.hsv
        return .command(.setColor(color), close: false)
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        guard let drag else { return .none }
        let origin = wheelOrigin
        apply(wheel.dragged(from: drag, toX: x - Double(origin.x), y: y - Double(origin.y)))
        return .redraw
    }

    func pointerReleased(x: Double, y: Double) -> PanelOutcome {
        guard drag != nil else { return .none }
        drag = nil
        return .command(.setColor(chosen), close: false)
    }

    func wheel(steps: Int) -> PanelOutcome { .none }
}
