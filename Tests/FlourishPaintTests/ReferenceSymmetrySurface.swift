import CMyPaint
import FlourishSamples

@testable import FlourishPaint

/// The independent reference for symmetric painting: libmypaint's own MyPaintTiledSurface2
/// and its symmetry code over a plain linear buffer of tiles (what its fixed surface is for
/// the v1 surface; libmypaint 1.6 has no fixed surface2), fed the samples by hand with
/// stroke_to_2. Nothing of the engine's surface, tile store or batching is used: only the
/// brush, loaded the same way so both start from the same brush state.
final class ReferenceSymmetrySurface {
    let tilesAcross: Int
    let tilesDown: Int
    /// The surface struct, then the buffer's address and the scratch tile's, for the
    /// callbacks to find.
    private let memory: UnsafeMutableRawPointer
    private let tiles: UnsafeMutablePointer<UInt16>
    private let scratch: UnsafeMutablePointer<UInt16>
    private static let tileValues = TileStore.valuesPerTile

    init(width: Int, height: Int) {
        tilesAcross = (width + 63) / 64
        tilesDown = (height + 63) / 64
        tiles = .allocate(capacity: tilesAcross * tilesDown * Self.tileValues)
        tiles.initialize(repeating: 0, count: tilesAcross * tilesDown * Self.tileValues)
        scratch = .allocate(capacity: Self.tileValues)
        scratch.initialize(repeating: 0, count: Self.tileValues)
        let size = MemoryLayout<MyPaintTiledSurface2>.stride
        memory = .allocate(byteCount: size + 4 * MemoryLayout<Int>.stride, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: size + 4 * MemoryLayout<Int>.stride)
        memory.storeBytes(of: tiles, toByteOffset: size, as: UnsafeMutablePointer<UInt16>.self)
        memory.storeBytes(of: scratch, toByteOffset: size + 8, as: UnsafeMutablePointer<UInt16>.self)
        memory.storeBytes(of: tilesAcross, toByteOffset: size + 16, as: Int.self)
        memory.storeBytes(of: tilesDown, toByteOffset: size + 24, as: Int.self)
        mypaint_tiled_surface2_init(surface, { tiled, request in
            guard let tiled, let request else { return }
            let raw = UnsafeMutableRawPointer(tiled)
            let size = MemoryLayout<MyPaintTiledSurface2>.stride
            let tiles = raw.load(fromByteOffset: size, as: UnsafeMutablePointer<UInt16>.self)
            let scratch = raw.load(fromByteOffset: size + 8, as: UnsafeMutablePointer<UInt16>.self)
            let across = raw.load(fromByteOffset: size + 16, as: Int.self)
            let down = raw.load(fromByteOffset: size + 24, as: Int.self)
            let tx = Int(request.pointee.tx)
            let ty = Int(request.pointee.ty)
            if tx < 0 || ty < 0 || tx >= across || ty >= down {
                scratch.update(repeating: 0, count: TileStore.valuesPerTile)
                request.pointee.buffer = scratch
            } else {
                request.pointee.buffer = tiles + (ty * across + tx) * TileStore.valuesPerTile
            }
        }, { _, _ in })
    }

    deinit {
        mypaint_tiled_surface2_destroy(surface)
        memory.deallocate()
        tiles.deallocate()
        scratch.deallocate()
    }

    private var surface: UnsafeMutablePointer<MyPaintTiledSurface2> {
        memory.assumingMemoryBound(to: MyPaintTiledSurface2.self)
    }

    func setSymmetry(_ symmetry: Symmetry) {
        let (active, type, lines) = symmetry.libmypaintState
        mypaint_tiled_surface2_set_symmetry_state(
            surface, active ? 1 : 0, Float(symmetry.centerX), Float(symmetry.centerY), Float(symmetry.angle),
            type, Int32(lines))
    }

    /// Paints `samples` (one pen stroke, evenly timed) in batches of `batch`, one atomic each,
    /// the first sample only placing the brush as the engine does for a new tool.
    func paint(_ samples: [Sample], brush: Brush, batch: Int) {
        brush.reset()
        var wasDown = false
        var previous: Double?
        for start in stride(from: 0, to: samples.count, by: batch) {
            mypaint_surface_begin_atomic(mypaint_surface2_to_surface(&surface.pointee.parent))
            for sample in samples[start..<min(start + batch, samples.count)] {
                let dtime = previous.map { sample.time - $0 } ?? PaintEngine.placeOnly
                previous = sample.time
                if sample.isDown && !wasDown { mypaint_brush_new_stroke(brush.pointer) }
                wasDown = sample.isDown
                mypaint_brush_stroke_to_2(
                    brush.pointer, &surface.pointee.parent, Float(sample.x), Float(sample.y),
                    Float(sample.isDown ? sample.pressure : 0), Float(sample.xtilt), Float(sample.ytilt), dtime,
                    1, 0, 0)
                if dtime > 5 { brush.seedDabRates() }
            }
            var box = MyPaintRectangle()
            withUnsafeMutablePointer(to: &box) { box in
                var boxes = MyPaintRectangles(num_rectangles: 1, rectangles: box)
                mypaint_surface2_end_atomic(&surface.pointee.parent, &boxes)
            }
        }
    }

    /// The tile's values, interleaved RGBA fix15 as libmypaint wrote them.
    func tile(_ tx: Int, _ ty: Int) -> [UInt16] {
        Array(UnsafeBufferPointer(start: tiles + (ty * tilesAcross + tx) * Self.tileValues, count: Self.tileValues))
    }
}
