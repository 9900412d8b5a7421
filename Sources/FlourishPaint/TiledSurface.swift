import CMyPaint
import CMyPaintSurface

/// Owns the C tiled surface libmypaint paints on, wired to a `TileStore`.
///
/// The surface keeps an unretained pointer to its store; holding the store here keeps that
/// pointer valid for the surface's whole life.
final class TiledSurface {
    /// The store libmypaint's tile requests go to; changed between atomics only (a layer
    /// made current), never while dabs are queued.
    var store: TileStore {
        didSet { surface.pointee.owner = Unmanaged.passUnretained(store).toOpaque() }
    }
    private let surface: UnsafeMutablePointer<FlourishTiledSurface>

    init(store: TileStore) {
        self.store = store
        let owner = Unmanaged.passUnretained(store).toOpaque()
        guard let surface = flourish_tiled_surface_new(owner, tileRequestStart, tileRequestEnd)
        else { fatalError("out of memory creating a libmypaint surface") }
        self.surface = surface
    }

    deinit { flourish_tiled_surface_free(surface) }

    /// The generic surface interface stroke_to takes.
    var interface: UnsafeMutablePointer<MyPaintSurface> {
        flourish_tiled_surface_interface(surface)
    }

    /// Dabs drawn on this surface since it was made.
    var dabs: UInt64 { surface.pointee.dabs }

    func beginAtomic() { mypaint_surface_begin_atomic(interface) }

    /// Renders the queued dabs; returns the box around them.
    func endAtomic() -> PixelRect {
        var roi = MyPaintRectangle()
        mypaint_surface_end_atomic(interface, &roi)
        return PixelRect(
            x: Int(roi.x), y: Int(roi.y), width: Int(roi.width), height: Int(roi.height))
    }
}

/// libmypaint asks for a tile; runs on the painting thread (tile requests are not threaded).
private func tileRequestStart(
    _ tiled: UnsafeMutablePointer<MyPaintTiledSurface>?,
    _ request: UnsafeMutablePointer<MyPaintTileRequest>?
) {
    guard let tiled, let request, let owner = flourish_tiled_surface_owner(tiled) else { return }
    let store = Unmanaged<TileStore>.fromOpaque(owner).takeUnretainedValue()
    let tile = TileCoordinate(x: request.pointee.tx, y: request.pointee.ty)
    request.pointee.buffer =
        request.pointee.readonly != 0
        ? store.bufferForReading(tile) : store.bufferForWriting(tile)
}

/// Tiles are written in place, so there is nothing to hand back.
private func tileRequestEnd(
    _ tiled: UnsafeMutablePointer<MyPaintTiledSurface>?,
    _ request: UnsafeMutablePointer<MyPaintTileRequest>?
) {}
