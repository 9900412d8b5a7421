import FlourishConfig
import FlourishPaint

/// The canvas as the window shows it: a texture the size of the window that holds the
/// visible canvas painted over paper. Only tiles a batch changed are converted and uploaded.
@MainActor
final class ScreenCanvas {
    private let renderer: Renderer
    private let store: TileStore
    private let paper: Color
    /// Outside the canvas.
    private let desk: (UInt8, UInt8, UInt8) = (0x5a, 0x5a, 0x60)
    private var texture: Texture
    private(set) var view = CanvasView()
    private let block = DisplayTile()
    /// Changes waiting for the next frame.
    private var pending: [DirtyRegion] = []
    private var needsFullUpload = true
    /// Tiles uploaded over the app's life (for stats).
    private(set) var tilesUploaded = 0

    init(renderer: Renderer, store: TileStore, paper: Color) throws(SDLError) {
        self.renderer = renderer
        self.store = store
        self.paper = paper
        let size = renderer.outputSize
        texture = try Texture(renderer: renderer, width: max(size.width, 1), height: max(size.height, 1))
    }

    private var canvasRect: PixelRect { PixelRect(x: 0, y: 0, width: store.width, height: store.height) }

    private var visible: PixelRect {
        view.visibleCanvas(windowWidth: texture.width, windowHeight: texture.height, canvas: canvasRect)
    }

    /// The window changed size: a new texture, filled on the next flush.
    func resize() throws(SDLError) {
        let size = renderer.outputSize
        guard size.width != texture.width || size.height != texture.height else { return }
        texture = try Texture(renderer: renderer, width: max(size.width, 1), height: max(size.height, 1))
        needsFullUpload = true
        pending.removeAll()
    }

    /// Whether the next flush has anything to upload.
    var hasChanges: Bool { needsFullUpload || !pending.isEmpty }

    func invalidate(_ region: DirtyRegion) {
        if !region.tiles.isEmpty { pending.append(region) }
    }

    /// Brings the texture up to date with the canvas: converts and uploads changed pixels only.
    func flush() {
        let shown = visible
        if needsFullUpload {
            needsFullUpload = false
            pending.removeAll()
            guard !shown.isEmpty else { return }
            let first = TileCoordinate(x: shown.x >> 6, y: shown.y >> 6)
            let last = TileCoordinate(x: (shown.x + shown.width - 1) >> 6, y: (shown.y + shown.height - 1) >> 6)
            for ty in first.y...last.y {
                for tx in first.x...last.x {
                    let tile = TileCoordinate(x: tx, y: ty)
                    upload(tile, area: PixelRect.of(tile).intersection(shown))
                }
            }
            return
        }
        for region in pending {
            let changed = region.bounds.intersection(shown)
            guard !changed.isEmpty else { continue }
            for tile in region.tiles {
                upload(tile, area: region.changedPixels(of: tile).intersection(changed))
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func upload(_ tile: TileCoordinate, area: PixelRect) {
        guard !area.isEmpty else { return }
        block.convert(tile, area: area, of: store, paper: paper)
        texture.update(view.windowRect(of: area), pixels: block.bytes, bytesPerRow: DisplayTile.bytesPerRow)
        tilesUploaded += 1
    }

    /// Draws the desk and the canvas; the caller presents.
    func draw() {
        renderer.clear(to: desk)
        texture.draw(view.windowRect(of: visible), with: renderer)
    }
}
