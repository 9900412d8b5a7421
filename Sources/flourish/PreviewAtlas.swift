import CSDL2
import FlourishPaint
import FlourishPanels

/// Every brush preview the chooser has read, scaled to its cell, in pages of one texture each,
/// placed by `PreviewAtlasLayout`: this holds the textures and draws from them.
@MainActor
final class PreviewAtlas {
    private let renderer: Renderer
    private var layout: PreviewAtlasLayout
    private var pages: [Texture] = []

    init(renderer: Renderer, side: Int) {
        self.renderer = renderer
        layout = PreviewAtlasLayout(side: side)
    }

    func contains(_ key: String) -> Bool { layout.contains(key) }

    /// Adds a preview: `pixels` is `side` x `side` opaque RGBA. Nothing is added where its
    /// page's texture cannot be made.
    func add(_ key: String, pixels: [UInt8]) throws(SDLError) {
        let side = layout.side
        precondition(pixels.count == side * side * 4, "a preview is scaled to the cell first")
        let place = layout.nextPlace
        if place.page == pages.count {
            let side = PreviewAtlasLayout.pageSide
            let page = try Texture(renderer: renderer, width: side, height: side)
            page.scaleMode = SDL_ScaleModeLinear
            pages.append(page)
        }
        pixels.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress {
                pages[place.page].update(rect(at: place), pixels: base, bytesPerRow: side * 4)
            }
        }
        layout.add(key)
    }

    private func rect(at place: PreviewAtlasLayout.Place) -> PixelRect {
        PixelRect(x: place.x, y: place.y, width: layout.side, height: layout.side)
    }

    /// Draws preview `key` 1:1 with its top-left corner at (x, y); false where it is not here.
    @discardableResult
    func draw(_ key: String, atX x: Int, y: Int) -> Bool {
        draw(key, in: PixelRect(x: x, y: y, width: layout.side, height: layout.side))
    }

    /// Draws preview `key` scaled into `target` (smoothly: the pages sample linearly, which
    /// changes nothing 1:1); false where it is not here.
    @discardableResult
    func draw(_ key: String, in target: PixelRect) -> Bool {
        guard let place = layout.place(of: key) else { return false }
        pages[place.page].draw(
            rect(at: place), to: (Double(target.x), Double(target.y), Double(target.width), Double(target.height)),
            with: renderer)
        return true
    }
}
