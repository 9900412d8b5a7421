import CSDL2
import FlourishSession
import FlourishTools

/// Draws a tool's overlay (`ToolOverlay`) over the canvas, each point mapped through the view
/// so outlines turn, mirror and zoom with the painting: outlines twice, dark then light
/// dashes offset by `phase` (marching ants, legible on any paint), handles as squares of a
/// fixed window size.
@MainActor
struct ToolOverlayPainter {
    let renderer: Renderer
    /// Window pixels per dash.
    static let dash = 4.0

    func draw(_ overlay: ToolOverlay, view: ViewTransform, phase: Int) {
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
        for outline in overlay.outlines where outline.count > 1 {
            let points = outline.map { view.windowPoint(canvasX: $0.x, canvasY: $0.y) }
            SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 255)
            strokeClosed(points, dashesFrom: nil)
            SDL_SetRenderDrawColor(renderer.pointer, 255, 255, 255, 255)
            strokeClosed(points, dashesFrom: Double(phase))
        }
        let half = Float(ToolOverlay.handleSize / 2)
        for handle in overlay.handles {
            let p = view.windowPoint(canvasX: handle.x, canvasY: handle.y)
            var square = SDL_FRect(x: Float(p.x) - half, y: Float(p.y) - half, w: 2 * half, h: 2 * half)
            SDL_SetRenderDrawColor(renderer.pointer, 255, 255, 255, 255)
            SDL_RenderFillRectF(renderer.pointer, &square)
            SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 255)
            SDL_RenderDrawRectF(renderer.pointer, &square)
        }
    }

    /// The closed polyline through `points`: solid where `dashesFrom` is nil, else every other
    /// dash of `dash` window pixels, counted along the whole outline from `dashesFrom`.
    private func strokeClosed(_ points: [(x: Double, y: Double)], dashesFrom start: Double?) {
        var travelled = start ?? 0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            guard start != nil else {
                SDL_RenderDrawLineF(renderer.pointer, Float(a.x), Float(a.y), Float(b.x), Float(b.y))
                continue
            }
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard length > 0 else { continue }
            var along = 0.0
            while along < length {
                let step = min(Self.dash - travelled.truncatingRemainder(dividingBy: Self.dash), length - along)
                let on = Int((travelled / Self.dash).rounded(.down)) % 2 == 0
                if on {
                    let t0 = along / length
                    let t1 = (along + step) / length
                    SDL_RenderDrawLineF(
                        renderer.pointer, Float(a.x + (b.x - a.x) * t0), Float(a.y + (b.y - a.y) * t0),
                        Float(a.x + (b.x - a.x) * t1), Float(a.y + (b.y - a.y) * t1))
                }
                along += step
                travelled += step
            }
        }
    }
}
