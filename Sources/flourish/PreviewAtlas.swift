import FlourishPaint

/// Every brush preview the chooser has read, scaled to its cell and laid out in pages of one
/// texture each: drawing a screenful is copies from one texture, which SDL batches into one
/// draw, where a texture per preview cost a draw call each (12 ms a frame under llvmpipe).
@MainActor
final class PreviewAtlas {
    private let renderer: Renderer
    private let side: Int
    private var pages: [Texture] = []
    /// Where each preview is: page and slot.
    private var places: [String: (page: Int, slot: Int)] = [:]
    private var used = 0
    static let pageSide = 2048

    private var slotsPerRow: Int { Self.pageSide / side }
    private var slotsPerPage: Int { slotsPerRow * slotsPerRow }

    init(renderer: Renderer, side: Int) {
        self.renderer = renderer
        self.side = side
    }

    func contains(_ key: String) -> Bool { places[key] != nil }

    /// Adds a preview: `pixels` is `side` x `side` opaque RGBA.
    func add(_ key: String, pixels: [UInt8]) throws(SDLError) {
        precondition(pixels.count == side * side * 4, "a preview is scaled to the cell first")
        let page = used / slotsPerPage
        if page == pages.count {
            let texture = try Texture(renderer: renderer, width: Self.pageSide, height: Self.pageSide)
            pages.append(texture)
        }
        let slot = used % slotsPerPage
        pixels.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress {
                pages[page].update(rect(of: slot), pixels: base, bytesPerRow: side * 4)
            }
        }
        places[key] = (page, slot)
        used += 1
    }

    private func rect(of slot: Int) -> PixelRect {
        PixelRect(x: slot % slotsPerRow * side, y: slot / slotsPerRow * side, width: side, height: side)
    }

    /// Draws preview `key` 1:1 with its top-left corner at (x, y); false where it is not here.
    @discardableResult
    func draw(_ key: String, atX x: Int, y: Int) -> Bool {
        guard let place = places[key] else { return false }
        pages[place.page].draw(rect(of: place.slot), to: (Double(x), Double(y), Double(side), Double(side)), with: renderer)
        return true
    }
}
