import CSDL2

/// The brush's outline where the next dab would land, as MyPaint and Krita draw it: a
/// one-pixel white ring inside a one-pixel black ring, so it shows on light and dark paint
/// alike. Tiny brushes get a cross as well, so the point is never lost.
@MainActor
final class BrushCursor {
    private let renderer: Renderer
    /// Points of the rings, reused frame to frame.
    private var points: [SDL_FPoint] = []
    /// A ring larger than this many points is drawn with this many (it is mostly off screen).
    private static let maximumPoints = 8192

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Draws the outline of a brush of `radius` window pixels centred on (x, y).
    func draw(x: Double, y: Double, radius: Double) {
        guard x.isFinite, y.isFinite, radius.isFinite else { return }
        let r = max(radius, 1.5)
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
        ring(x: x, y: y, radius: r + 1, color: (0, 0, 0))
        ring(x: x, y: y, radius: r, color: (255, 255, 255))
        if r < 4 {
            points.removeAll(keepingCapacity: true)
            for d in [-6.0, -5, 5, 6] {
                points.append(SDL_FPoint(x: Float(x + d), y: Float(y)))
                points.append(SDL_FPoint(x: Float(x), y: Float(y + d)))
            }
            SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 255)
            SDL_RenderDrawPointsF(renderer.pointer, points, Int32(points.count))
        }
    }

    private func ring(x: Double, y: Double, radius: Double, color: (UInt8, UInt8, UInt8)) {
        // Points about 0.7 px apart along the circle: a closed one-pixel line.
        let count = min(max(Int((2 * Double.pi * radius / 0.7).rounded(.up)), 12), Self.maximumPoints)
        points.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let angle = 2 * Double.pi * Double(i) / Double(count)
            // Pixel centres: a point at (px + 0.5) lands in pixel px on every renderer.
            let px = (x + radius * cos(angle)).rounded(.down) + 0.5
            let py = (y + radius * sin(angle)).rounded(.down) + 0.5
            points.append(SDL_FPoint(x: Float(px), y: Float(py)))
        }
        SDL_SetRenderDrawColor(renderer.pointer, color.0, color.1, color.2, 255)
        SDL_RenderDrawPointsF(renderer.pointer, points, Int32(points.count))
    }
}

#if canImport(Glibc)
    import Glibc
#endif
