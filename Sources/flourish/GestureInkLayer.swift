import CSDL2
import FlourishAppCore

/// Draws gesture ink over the canvas, never into it: a thin line along each stroke, and a
/// verdict where its group was written (a cross and the reason for a reject, the digit for
/// an accept). The painting under it, its history and every save stay as they were.
@MainActor
final class GestureInkLayer {
    /// A blue that reads over paper and most paint, and is not a colour the painting uses.
    static let inkColor = SDL_Color(r: 40, g: 110, b: 255, a: 255)
    static let rejectColor = SDL_Color(r: 225, g: 50, b: 60, a: 255)
    static let acceptColor = SDL_Color(r: 30, g: 160, b: 80, a: 255)

    private let renderer: Renderer
    /// Nil where the font could not be loaded: the mark is drawn without its words.
    private let text: TextRenderer?
    private var label: (text: String, texture: Texture?)?
    private var points: [SDL_FPoint] = []

    init(renderer: Renderer) {
        self.renderer = renderer
        text = try? TextRenderer()
    }

    func draw(_ scene: GestureScene) {
        let r = renderer.pointer
        let ink = Self.inkColor
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(r, ink.r, ink.g, ink.b, ink.a)
        for stroke in scene.strokes {
            // Two passes a pixel apart: a 1 px line vanishes on a busy painting, a brush-wide
            // one would read as paint.
            for offset in [Float(0), 1] {
                points.removeAll(keepingCapacity: true)
                for point in stroke { points.append(SDL_FPoint(x: Float(point.x) + offset, y: Float(point.y))) }
                if points.count == 1 {
                    SDL_RenderDrawPointF(r, points[0].x, points[0].y)
                } else {
                    SDL_RenderDrawLinesF(r, points, Int32(points.count))
                }
            }
        }
        if let mark = scene.mark { draw(mark, opacity: scene.markOpacity) }
    }

    private func draw(_ mark: VerdictMark, opacity: Double) {
        let r = renderer.pointer
        let alpha = UInt8(max(0, min(1, opacity)) * 255)
        let accepted = mark.verdict.rejectReason == nil
        let color = accepted ? Self.acceptColor : Self.rejectColor
        let (x, y) = (Float(mark.x), Float(mark.y))
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(r, color.r, color.g, color.b, alpha)
        if !accepted {
            // A small cross, three pixels thick, centred where the group was written.
            let half: Float = 7
            for offset in [Float(-1), 0, 1] {
                SDL_RenderDrawLineF(r, x - half + offset, y - half, x + half + offset, y + half)
                SDL_RenderDrawLineF(r, x - half + offset, y + half, x + half + offset, y - half)
            }
        }
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        let words = mark.verdict.summary
        if label?.text != words { label = (words, text?.texture(for: words, color: color, renderer: renderer)) }
        guard let texture = label?.texture else { return }
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        texture.draw(atX: Int(x) + (accepted ? -texture.width / 2 : 11), y: Int(y) - texture.height / 2)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
    }
}
