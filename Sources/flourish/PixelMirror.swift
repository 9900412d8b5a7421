/// A copy in memory of a texture's 4-byte pixels, kept beside it where the renderer draws in
/// software: a turned view is drawn from it by `TurnedCopy` (SDL's turned copy is far too
/// slow there). Owns its bytes and frees them once.
final class PixelMirror {
    let width: Int
    let height: Int
    let bytes: UnsafeMutablePointer<UInt8>
    var bytesPerRow: Int { width * 4 }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = .allocate(capacity: width * height * 4)
        bytes.initialize(repeating: 0, count: width * height * 4)
    }

    deinit { bytes.deallocate() }

    /// Puts `rows` rows of `columns` pixels from `source` (`sourceStride` bytes apart) at (x, y).
    func update(x: Int, y: Int, columns: Int, rows: Int, from source: UnsafePointer<UInt8>, sourceStride: Int) {
        guard x >= 0, y >= 0, x + columns <= width, y + rows <= height else { return }
        for row in 0..<rows {
            (bytes + (y + row) * bytesPerRow + x * 4).update(from: source + row * sourceStride, count: columns * 4)
        }
    }
}
