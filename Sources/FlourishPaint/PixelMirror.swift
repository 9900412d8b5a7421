/// A copy in memory of a texture's 4-byte pixels, kept beside it where the renderer draws in
/// software: a turned view is drawn from it by `TurnedCopy` (SDL's turned copy is far too
/// slow there). Owns its bytes, zeroed at first, and frees them once.
public final class PixelMirror {
    public let width: Int
    public let height: Int
    public let bytes: UnsafeMutablePointer<UInt8>
    public var bytesPerRow: Int { width * 4 }

    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a mirror's size is not negative")
        self.width = width
        self.height = height
        bytes = .allocate(capacity: width * height * 4)
        bytes.initialize(repeating: 0, count: width * height * 4)
    }

    deinit { bytes.deallocate() }

    /// Puts `rows` rows of `columns` pixels from `source` (`sourceStride` bytes apart) at (x, y).
    /// A block that does not lie wholly inside the mirror is left out.
    public func update(x: Int, y: Int, columns: Int, rows: Int, from source: UnsafePointer<UInt8>, sourceStride: Int) {
        guard x >= 0, y >= 0, columns >= 0, rows >= 0, x + columns <= width, y + rows <= height else { return }
        for row in 0..<rows {
            (bytes + (y + row) * bytesPerRow + x * 4).update(from: source + row * sourceStride, count: columns * 4)
        }
    }
}
