import FlourishPaint

/// Normal (`svg:src-over`) compositing of one fix15 premultiplied tile onto another at an
/// opacity: the one mode the stack composites itself until the blend modes' module joins it.
enum SourceOver {
    static func composite(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Double) {
        let one = UInt32(TileStore.one)
        let alpha = UInt32((min(max(opacity, 0), 1) * Double(one)).rounded())
        for pixel in stride(from: 0, to: TileStore.valuesPerTile, by: 4) {
            let sa = UInt32(source[pixel + 3]) * alpha / one
            if sa == 0 { continue }
            let keep = one - sa
            for channel in 0..<4 {
                let s = UInt32(source[pixel + channel]) * alpha / one
                let d = UInt32(destination[pixel + channel])
                destination[pixel + channel] = UInt16(min(s + d * keep / one, one))
            }
        }
    }
}
