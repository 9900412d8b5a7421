@testable import FlourishConfetti

/// A 720p window, the size most tests pop into.
let window = (width: 1280.0, height: 720.0)

/// One piece's quad as drawn: corners in the engine's order (−a−b, +a−b, +a+b, −a+b).
struct Quad {
    var corners: [ConfettiVertex]

    var centre: (x: Float, y: Float) {
        (corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4)
    }

    /// Length of the side along the piece's own x axis (the flip axis in 3D).
    var alongAxis: Float { distance(corners[0], corners[1]) }
    /// Length of the side across it: the projected width a flip narrows.
    var acrossAxis: Float { distance(corners[0], corners[3]) }

    /// Shoelace area.
    var area: Float {
        var twice: Float = 0
        for i in 0..<4 {
            let p = corners[i]
            let q = corners[(i + 1) % 4]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    var alpha: UInt8 { corners[0].a }

    private func distance(_ p: ConfettiVertex, _ q: ConfettiVertex) -> Float {
        ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
    }
}

extension ConfettiEngine {
    /// The last update's quads, copied out.
    var quads: [Quad] {
        let all = Array(vertices)
        return stride(from: 0, to: all.count, by: 4).map { Quad(corners: Array(all[$0..<$0 + 4])) }
    }

    /// The last update's vertices as raw bits, to compare geometry bit for bit.
    var vertexBits: [UInt32] {
        vertices.flatMap { v in
            [
                v.x.bitPattern, v.y.bitPattern,
                UInt32(v.r) << 24 | UInt32(v.g) << 16 | UInt32(v.b) << 8 | UInt32(v.a),
                v.u.bitPattern, v.v.bitPattern,
            ]
        }
    }

    /// The current burst's pieces.
    var preparedPieces: [Piece] { (0..<pieceCount).map { pieces[$0] } }
}

/// An engine that has popped `options` at `time` into the 720p window.
func popped(
    _ options: BurstOptions = BurstOptions(), at time: Double = 0, capacity: Int = 20_000,
    reduceMotion: Bool = false
) -> ConfettiEngine {
    let engine = ConfettiEngine(capacity: capacity)
    engine.reduceMotion = reduceMotion
    engine.pop(options, windowSize: window, at: time)
    return engine
}
