import CMyPaint
import CMyPaintSurface
import FlourishSamples

/// Owns the C tiled surface libmypaint paints on (its v2 `MyPaintTiledSurface2`, the one
/// with every symmetry mode), wired to a `TileStore`.
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

    /// The surface interface stroke_to_2 takes.
    var interface: UnsafeMutablePointer<MyPaintSurface2> {
        flourish_tiled_surface_interface(surface)
    }

    /// Dabs drawn on this surface since it was made.
    var dabs: UInt64 { surface.pointee.dabs }

    /// Mirrors or rotates every dab from the next atomic on (libmypaint reads the state it
    /// was given at each begin_atomic).
    var symmetry = Symmetry.off {
        didSet {
            let (active, type, lines) = symmetry.libmypaintState
            mypaint_tiled_surface2_set_symmetry_state(
                &surface.pointee.parent, active ? 1 : 0, Float(symmetry.centerX), Float(symmetry.centerY),
                Float(symmetry.angle), type, Int32(lines))
        }
    }

    func beginAtomic() { mypaint_surface_begin_atomic(mypaint_surface2_to_surface(interface)) }

    /// Renders the queued dabs; returns the box around them (around every symmetric copy:
    /// libmypaint keeps a box per copy, joined here, since the tiles already say exactly
    /// which parts of the canvas were written).
    func endAtomic() -> PixelRect {
        withUnsafeTemporaryAllocation(of: MyPaintRectangle.self, capacity: Self.rectangles) { boxes in
            boxes.initialize(repeating: MyPaintRectangle())
            var roi = MyPaintRectangles(num_rectangles: Int32(Self.rectangles), rectangles: boxes.baseAddress)
            mypaint_surface2_end_atomic(interface, &roi)
            var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
            for box in boxes.prefix(Int(roi.num_rectangles)) {
                bounds = bounds.union(
                    PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height)))
            }
            return bounds
        }
    }

    /// Rectangles handed to end_atomic: libmypaint merges neighbouring copies' boxes into
    /// fewer when there are more copies than this, so any count gives the same union.
    private static let rectangles = 8
}

/// libmypaint asks for a tile; runs on the painting thread (tile requests are not threaded).
private func tileRequestStart(
    _ tiled: UnsafeMutablePointer<MyPaintTiledSurface2>?,
    _ request: UnsafeMutablePointer<MyPaintTileRequest>?
) {
    guard let tiled, let request, let owner = flourish_tiled_surface_owner(tiled) else { return }
    let store = Unmanaged<TileStore>.fromOpaque(owner).takeUnretainedValue()
    let tile = TileCoordinate(x: request.pointee.tx, y: request.pointee.ty)
    guard request.pointee.readonly == 0 else {
        request.pointee.buffer = store.bufferForReading(tile)
        return
    }
    let buffer = store.bufferForWriting(tile)
    request.pointee.buffer = buffer
    store.beginMaskedWrite(tile, buffer)
}

/// Tiles are written in place; under a selection the write is limited to it here.
private func tileRequestEnd(
    _ tiled: UnsafeMutablePointer<MyPaintTiledSurface2>?,
    _ request: UnsafeMutablePointer<MyPaintTileRequest>?
) {
    guard let tiled, let request, request.pointee.readonly == 0, let owner = flourish_tiled_surface_owner(tiled) else { return }
    Unmanaged<TileStore>.fromOpaque(owner).takeUnretainedValue().endMaskedWrite()
}
