import CSDL2
import FlourishAppCore
import FlourishPaint
import FlourishSession

#if canImport(Glibc)
    import Glibc
#endif

/// The canvas as the window shows it, at any zoom: one texture holding the visible tiles of
/// one level of the display pyramid (level 0 is the canvas 1:1; level L averages 2^L x 2^L
/// canvas pixels), drawn scaled into the window.
///
/// Below 1x the level is picked so the texture is shrunk by at most half (smooth, not
/// aliased); magnified pixels stay crisp (nearest) from 2x up. A tile is converted and
/// uploaded once per view: again only when paint changes it, when the level changes, or when a
/// pan moves the view past the texture's margin.
@MainActor
final class ScreenCanvas {
    private let renderer: Renderer
    private let store: TileStore
    let pyramid: DisplayPyramid
    /// Outside the canvas.
    private let desk: (UInt8, UInt8, UInt8) = (0x5a, 0x5a, 0x60)
    private var texture: Texture
    /// On the software renderer: the texture's pixels in memory too, and a window-sized
    /// texture a turned view is drawn into from them (see `drawTurnedInSoftware`).
    private var mirror: PixelMirror?
    private var turnedFrame: Texture?
    /// The texture's size in tiles, and the level tile its top-left slot holds.
    private var columns = 1
    private var rows = 1
    private var coverX = 0
    private var coverY = 0
    /// The pyramid level the texture holds; nil until the first flush (or after a resize).
    private var level: Int?
    /// Whether the level picked for a zoom may shrink by up to half (finer, smoother) or must
    /// magnify up to twice (coarser), where the texture that needs would not fit the GPU.
    private var prefersFinerLevel = true
    /// For each slot, whether it holds its tile's current pixels.
    private var uploaded: [Bool] = []
    /// Changes waiting for the next flush.
    private var pending: [DirtyRegion] = []
    private let block = DisplayTile()
    /// The window pixels the changes taken in by flushes since the last `takeDamage()` cover.
    private var damage = ScreenDamage()
    /// Level tiles (whole or in part) converted and uploaded over the app's life, and in the
    /// last flush.
    private(set) var tilesUploaded = 0
    private(set) var tilesUploadedLastFlush = 0

    init(renderer: Renderer, store: TileStore, look: CanvasLook) throws(SDLError) {
        self.renderer = renderer
        self.store = store
        pyramid = DisplayPyramid(store: store, look: look)
        // The canvas may hold paint already (a preloaded recording).
        pyramid.rebuild()
        texture = try Texture(renderer: renderer, width: 64, height: 64)
        try resize()
    }

    /// The window changed size: a texture big enough for any view of the new size.
    func resize() throws(SDLError) {
        let size = renderer.outputSize
        let limit = renderer.maximumTextureSize
        // Shrinking by up to half shows up to twice the window in level pixels; a turned view
        // shows, unturned, up to the window's diagonal either way.
        let diagonal = Int(hypot(Double(size.width), Double(size.height)).rounded(.up))
        var across = (max(diagonal, 1) + 31) / 32 + 2
        var down = across
        prefersFinerLevel = true
        if let limit, across * 64 > limit || down * 64 > limit {
            prefersFinerLevel = false
            across = (max(diagonal, 1) + 63) / 64 + 2
            down = across
        }
        if across != columns || down != rows || (renderer.presentsDamageOnly && mirror == nil) {
            texture = try Texture(renderer: renderer, width: across * 64, height: down * 64)
            columns = across
            rows = down
            mirror = renderer.presentsDamageOnly ? PixelMirror(width: across * 64, height: down * 64) : nil
        }
        uploaded = [Bool](repeating: false, count: columns * rows)
        level = nil
        // Every slot is uploaded afresh, but the pyramid must still take in the paint.
        for region in pending { pyramid.update(region.tiles) }
        pending.removeAll()
    }

    /// Whether paint is waiting to reach the texture.
    var hasChanges: Bool { !pending.isEmpty }

    /// How the canvas is shown (the painting's `canvasLook`): a new one (a mode that puts the
    /// paper in the composite, or cuts through it) redraws every level and every slot; the
    /// caller redraws the whole window.
    var look: CanvasLook {
        get { pyramid.look }
        set {
            guard newValue != pyramid.look else { return }
            pyramid.look = newValue
            uploaded = [Bool](repeating: false, count: columns * rows)
        }
    }

    func invalidate(_ region: DirtyRegion) {
        if !region.tiles.isEmpty { pending.append(region) }
    }

    /// The pyramid level a zoom draws from.
    func level(for zoom: Double) -> Int {
        guard zoom < 1 else { return 0 }
        let octaves = log2(1 / zoom)
        let raw = prefersFinerLevel ? (octaves + 1e-9).rounded(.down) : (octaves - 1e-9).rounded(.up)
        return min(max(Int(raw), 0), DisplayPyramid.maxLevel)
    }

    /// The level pixels of the canvas the window shows: [x0, x1) x [y0, y1).
    private func visibleLevelPixels(_ view: ViewTransform, level: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let scale = Self.scale(of: view, level: level)
        let width = (view.canvasWidth + (1 << level) - 1) >> level
        let height = (view.canvasHeight + (1 << level) - 1) >> level
        // The window's corners in the unturned frame the texture is laid out in: only what a
        // turned window shows is drawn.
        let (w, h) = (Double(view.viewportWidth), Double(view.viewportHeight))
        let corners = [view.unturned(0, 0), view.unturned(w, 0), view.unturned(0, h), view.unturned(w, h)]
        let (left, right) = (corners.map(\.x).min() ?? 0, corners.map(\.x).max() ?? w)
        let (top, bottom) = (corners.map(\.y).min() ?? 0, corners.map(\.y).max() ?? h)
        let x0 = max(0, Int(((left - view.offsetX) / scale).rounded(.down)))
        let y0 = max(0, Int(((top - view.offsetY) / scale).rounded(.down)))
        let x1 = min(width, Int(((right - view.offsetX) / scale).rounded(.up)))
        let y1 = min(height, Int(((bottom - view.offsetY) / scale).rounded(.up)))
        return (x0, y0, x1, y1)
    }

    /// Brings the texture up to date for `view`: the pyramid takes in the canvas's changes,
    /// and each visible tile that is missing or changed is converted and uploaded once.
    func flush(_ view: ViewTransform) {
        tilesUploadedLastFlush = 0
        let wanted = level(for: view.zoom)
        if wanted != level {
            level = wanted
            uploaded = [Bool](repeating: false, count: columns * rows)
        }
        let shown = visibleLevelPixels(view, level: wanted)
        let visible = shown.x1 > shown.x0 && shown.y1 > shown.y0
        let first = (x: shown.x0 >> 6, y: shown.y0 >> 6)
        let last = (x: (shown.x1 - 1) >> 6, y: (shown.y1 - 1) >> 6)
        if visible && (first.x < coverX || first.y < coverY || last.x >= coverX + columns || last.y >= coverY + rows) {
            // Centre the texture on the view, so a pan has room to go either way.
            coverX = first.x - (columns - (last.x - first.x + 1)) / 2
            coverY = first.y - (rows - (last.y - first.y + 1)) / 2
            uploaded = [Bool](repeating: false, count: columns * rows)
        }

        // Paint since the last flush: the pyramid follows at every level; tiles the texture
        // holds are refreshed where visible, forgotten where not.
        var partial: [TileCoordinate: PixelRect] = [:]
        let size = renderer.outputSize
        let window = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        // A filtered texture's changed pixels bleed into their neighbours, up to 2 window
        // pixels at the scales drawn filtered (below 2x).
        let margin = isCrisp(view, level: wanted) ? 0 : 3
        for region in pending {
            pyramid.update(region.tiles)
            for tile in region.tiles {
                let changed = region.changedPixels(of: tile)
                guard !changed.isEmpty else { continue }
                if renderer.presentsDamageOnly {
                    damage.add(ScreenDamage.windowRect(ofCanvas: changed, view: view, margin: margin), within: window)
                }
                let levelTile = TileCoordinate(x: Int(tile.x) >> wanted, y: Int(tile.y) >> wanted)
                guard let slot = slot(of: levelTile), uploaded[slot] else { continue }
                guard visible, isVisible(levelTile, first: first, last: last) else {
                    uploaded[slot] = false
                    continue
                }
                let area = PixelRect(
                    x: changed.x >> wanted, y: changed.y >> wanted,
                    width: ((changed.x + changed.width - 1) >> wanted) - (changed.x >> wanted) + 1,
                    height: ((changed.y + changed.height - 1) >> wanted) - (changed.y >> wanted) + 1)
                partial[levelTile] = partial[levelTile].map { $0.union(area) } ?? area
            }
        }
        pending.removeAll(keepingCapacity: true)
        guard visible else { return }

        for ty in first.y...last.y {
            for tx in first.x...last.x {
                let tile = TileCoordinate(x: tx, y: ty)
                guard let slot = slot(of: tile), !uploaded[slot] else { continue }
                upload(tile, area: PixelRect.of(tile), level: wanted)
                uploaded[slot] = true
                partial[tile] = nil
            }
        }
        for (tile, area) in partial { upload(tile, area: area, level: wanted) }
    }

    /// Where the changes flushed since the last call show in the window (kept on the software
    /// path only: the GPU path redraws every frame whole); starts afresh.
    func takeDamage() -> ScreenDamage {
        defer { damage = ScreenDamage() }
        return damage
    }

    /// Whether the canvas can be drawn for `view` in parts (clipped to rectangles) with the
    /// very pixels a whole frame would have there, and the grid (window pixels from the
    /// canvas's origin) those rectangles must be aligned to. Only at a whole-number scale: a
    /// clipped scaled blit (SDL_UpperBlitScaled) rounds the part's source rectangle and so
    /// steps through the texture at another ratio than the whole blit, and at 0.71x that
    /// shifted 1,566 pixels of a stroke (`SoftwarePresentTests`). A part aligned to the scale
    /// starts on a whole texture pixel and keeps the ratio.
    func partGrid(for view: ViewTransform) -> Int? {
        guard let level, !view.isTurned else { return nil }
        let scale = Self.scale(of: view, level: level)
        guard scale >= 1, scale == scale.rounded(), scale <= 64 else { return nil }
        return Int(scale)
    }

    /// Whether `view` draws level `level` unfiltered: magnified pixels stay square and sharp;
    /// a shrunk or gently enlarged canvas is filtered.
    private func isCrisp(_ view: ViewTransform, level: Int) -> Bool {
        let scale = Self.scale(of: view, level: level)
        return scale >= 2 || scale == 1
    }

    /// A turned view on the software renderer: each window pixel mapped back onto the
    /// texture's pixels (nearest) in memory, into a window-sized texture drawn unscaled. SDL's
    /// own turned copy rotates the whole source region first: 60 ms a frame zoomed out.
    private func drawTurnedInSoftware(_ view: ViewTransform, level: Int, scale: Double, from mirror: PixelMirror) {
        let size = renderer.outputSize
        guard size.width > 0, size.height > 0 else { return }
        if turnedFrame.map({ $0.width != size.width || $0.height != size.height }) ?? true {
            turnedFrame = try? Texture(renderer: renderer, width: size.width, height: size.height)
        }
        guard let frame = turnedFrame else { return }
        // Window point -> texture pixel: unturned, then into level pixels, then from the
        // texture's first slot.
        func texturePoint(_ x: Double, _ y: Double) -> (u: Double, v: Double) {
            let u = view.unturned(x, y)
            return ((u.x - view.offsetX) / scale - Double(coverX * 64), (u.y - view.offsetY) / scale - Double(coverY * 64))
        }
        let origin = texturePoint(0.5, 0.5)
        let right = texturePoint(1.5, 0.5)
        let down = texturePoint(0.5, 1.5)
        let canvas = (
            u0: -Double(coverX * 64), v0: -Double(coverY * 64),
            u1: Double(view.canvasWidth) / Double(1 << level) - Double(coverX * 64),
            v1: Double(view.canvasHeight) / Double(1 << level) - Double(coverY * 64))
        // The desk as ABGR8888: bytes R, G, B, A in memory.
        let outside = UInt32(desk.0) | UInt32(desk.1) << 8 | UInt32(desk.2) << 16 | 0xFF00_0000
        frame.withPixelsForWriting { pixels, pitch in
            TurnedCopy.copy(
                from: mirror.bytes, sourceStride: mirror.bytesPerRow, sourceWidth: mirror.width, sourceHeight: mirror.height,
                into: pixels, destinationStride: pitch, width: size.width, height: size.height, origin: origin,
                alongX: (right.u - origin.u, right.v - origin.v), alongY: (down.u - origin.u, down.v - origin.v),
                inside: canvas, outside: outside)
        }
        frame.draw(atX: 0, y: 0)
    }

    /// Window pixels per pixel of pyramid level `level` in `view`.
    private static func scale(of view: ViewTransform, level: Int) -> Double {
        view.zoom * Double(1 << level)
    }

    private func isVisible(_ tile: TileCoordinate, first: (x: Int, y: Int), last: (x: Int, y: Int)) -> Bool {
        Int(tile.x) >= first.x && Int(tile.x) <= last.x && Int(tile.y) >= first.y && Int(tile.y) <= last.y
    }

    private func slot(of tile: TileCoordinate) -> Int? {
        let column = Int(tile.x) - coverX
        let row = Int(tile.y) - coverY
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }

    /// Converts `area` (level pixels inside `tile`) and puts it in the tile's slot.
    private func upload(_ tile: TileCoordinate, area: PixelRect, level: Int) {
        let origin = PixelRect.of(tile)
        let inside = area.intersection(origin)
        guard !inside.isEmpty else { return }
        pyramid.render(
            level: level, tile: tile, into: block.bytes, rowStride: DisplayTile.bytesPerRow,
            columns: inside.width, rows: inside.height,
            firstColumn: inside.x - origin.x, firstRow: inside.y - origin.y)
        let slotRect = PixelRect(
            x: (Int(tile.x) - coverX) * 64 + inside.x - origin.x, y: (Int(tile.y) - coverY) * 64 + inside.y - origin.y,
            width: inside.width, height: inside.height)
        texture.update(slotRect, pixels: block.bytes, bytesPerRow: DisplayTile.bytesPerRow)
        mirror?.update(
            x: slotRect.x, y: slotRect.y, columns: slotRect.width, rows: slotRect.height, from: block.bytes,
            sourceStride: DisplayTile.bytesPerRow)
        tilesUploaded += 1
        tilesUploadedLastFlush += 1
    }

    /// Draws the desk and the canvas as `view` places it, only inside `areas` (window pixels)
    /// where given; the caller presents.
    func draw(_ view: ViewTransform, onlyIn areas: [PixelRect]? = nil) {
        guard let areas else {
            renderer.clear(to: desk)
            drawCanvas(view)
            return
        }
        // A clear ignores the clip rectangle: each band gets the desk as a fill instead.
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer.pointer, desk.0, desk.1, desk.2, 255)
        for area in areas {
            var clip = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
            SDL_RenderSetClipRect(renderer.pointer, &clip)
            SDL_RenderFillRect(renderer.pointer, &clip)
            drawCanvas(view)
        }
        SDL_RenderSetClipRect(renderer.pointer, nil)
    }

    /// The desk everywhere and the canvas only inside `area`: what the toolbar's band covers
    /// costs a clear (a fill of memory) and no canvas pixels.
    func draw(_ view: ViewTransform, clippedTo area: PixelRect) {
        renderer.clear(to: desk)
        var clip = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        SDL_RenderSetClipRect(renderer.pointer, &clip)
        drawCanvas(view)
        SDL_RenderSetClipRect(renderer.pointer, nil)
    }

    private func drawCanvas(_ view: ViewTransform) {
        guard let level else { return }
        let shown = visibleLevelPixels(view, level: level)
        guard shown.x1 > shown.x0, shown.y1 > shown.y0 else { return }
        let scale = Self.scale(of: view, level: level)
        texture.scaleMode = isCrisp(view, level: level) ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        let source = PixelRect(
            x: shown.x0 - coverX * 64, y: shown.y0 - coverY * 64, width: shown.x1 - shown.x0, height: shown.y1 - shown.y0)
        // The canvas's right and bottom edges: a last level pixel that reaches past them is
        // cut there, so the desk shows exactly where the canvas ends.
        let right = min(view.offsetX + Double(shown.x1) * scale, view.offsetX + Double(view.canvasWidth) * view.zoom)
        let bottom = min(view.offsetY + Double(shown.y1) * scale, view.offsetY + Double(view.canvasHeight) * view.zoom)
        let left = view.offsetX + Double(shown.x0) * scale
        let top = view.offsetY + Double(shown.y0) * scale
        guard view.isTurned else {
            texture.draw(source, to: (left, top, right - left, bottom - top), with: renderer)
            return
        }
        if let mirror {
            drawTurnedInSoftware(view, level: level, scale: scale, from: mirror)
            return
        }
        // Turned: the same rectangle, mirrored about the window's centre line where the view
        // is mirrored, then turned about the window's centre (SDL turns about a point given
        // from the rectangle's corner).
        let pivot = view.pivot
        let x = view.isMirrored ? 2 * pivot.x - right : left
        texture.draw(
            source, to: (x, top, right - left, bottom - top), turnedBy: view.rotation,
            about: (pivot.x - x, pivot.y - top), mirrored: view.isMirrored, with: renderer)
    }
}
