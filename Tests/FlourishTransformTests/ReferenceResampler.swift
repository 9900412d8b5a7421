import FlourishPaint
import FlourishSamples

/// The resampler as it was before its fast path (issue 32), kept word for word as the oracle
/// the fast path must match bit for bit: one pixel at a time, every read a tile lookup.
///
/// What it said of itself: a layer's pixels put through an affine map (`Affine`, canvas to
/// canvas): what Transform applies and previews. Each new pixel is read back through the inverse map at its centre;
/// a whole-pixel move copies pixels exactly, anything else filters bilinearly on the
/// premultiplied fix15 values (so no dark fringe comes from transparent neighbours). Pure and
/// deterministic: the same layer and map give the same pixels bit for bit, so a replay does.
enum ReferenceResampler {
    /// What the layer's tiles become: for every tile that changes, its new pixels, or nil
    /// where it ends empty; tiles not named stay as they are (empty before and after). Paint
    /// the map puts off the canvas is cut off there; `limit` (canvas pixels, nil: the whole
    /// canvas) cuts the result further (a preview computes only what the window shows).
    /// Nil where the map cannot be undone (flat, or not finite): it would leave nothing.
    ///
    /// With a `selection`, only what it covers moves (as far as it covers each pixel), over
    /// what stays; paint it does not touch stays as it is.
    static func transformed(
        _ source: TileStore, by map: Affine, limit: PixelRect? = nil, selection: SelectionMask? = nil
    ) -> [TileCoordinate: TilePixels?]? {
        guard map.isFinite, let inverse = map.inverse else { return nil }
        var result: [TileCoordinate: TilePixels?] = [:]
        var painted = source.allocatedTiles
        if let selection { painted = painted.filter { selection.tiles[$0] != nil } }
        let inLimit = limit ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        // What moves leaves its place: the tiles it held are computed (or emptied) too.
        var tiles = Set(painted.filter { overlaps($0, inLimit) })
        if let bounds = paintedBounds(painted), let target = destination(of: bounds, under: map, in: source, limit: limit) {
            let size = TileStore.tileSize
            for ty in (target.y / size)...((target.y + target.height - 1) / size) {
                for tx in (target.x / size)...((target.x + target.width - 1) / size) { tiles.insert(TileCoordinate(x: tx, y: ty)) }
            }
        }
        var moving = ReferenceReader(source, through: selection)
        var staying = ReferenceReader(source)
        for tile in tiles.sorted() {
            result[tile] = .some(
                render(
                    tile: tile, inverse: inverse, offset: map.wholePixelOffset, moving: &moving, selection: selection,
                    staying: &staying))
        }
        return result
    }

    /// Whether `tile` has pixels inside `rect`.
    static func overlaps(_ tile: TileCoordinate, _ rect: PixelRect) -> Bool {
        let size = TileStore.tileSize
        let (x, y) = (Int(tile.x) * size, Int(tile.y) * size)
        return x < rect.x + rect.width && x + size > rect.x && y < rect.y + rect.height && y + size > rect.y
    }

    /// The canvas pixels the painted tiles cover, nil where none is painted.
    static func paintedBounds(_ tiles: [TileCoordinate]) -> PixelRect? {
        guard let first = tiles.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for t in tiles {
            (x0, y0, x1, y1) = (min(x0, t.x), min(y0, t.y), max(x1, t.x), max(y1, t.y))
        }
        let size = TileStore.tileSize
        return PixelRect(
            x: Int(x0) * size, y: Int(y0) * size, width: Int(x1 - x0 + 1) * size, height: Int(y1 - y0 + 1) * size)
    }

    /// Where `bounds` lands under `map`, widened by a pixel for the filter's reach, cut to the
    /// canvas and `limit`; nil where nothing of it is left.
    static func destination(of bounds: PixelRect, under map: Affine, in store: TileStore, limit: PixelRect?) -> PixelRect? {
        let corners = [
            (bounds.x, bounds.y), (bounds.x + bounds.width, bounds.y), (bounds.x, bounds.y + bounds.height),
            (bounds.x + bounds.width, bounds.y + bounds.height),
        ].map { map.apply(x: Double($0.0), y: Double($0.1)) }
        var x0 = corners.map(\.x).min()!.rounded(.down) - 1
        var y0 = corners.map(\.y).min()!.rounded(.down) - 1
        var x1 = corners.map(\.x).max()!.rounded(.up) + 1
        var y1 = corners.map(\.y).max()!.rounded(.up) + 1
        x0 = max(x0, 0)
        y0 = max(y0, 0)
        x1 = min(x1, Double(store.width))
        y1 = min(y1, Double(store.height))
        if let limit {
            x0 = max(x0, Double(limit.x))
            y0 = max(y0, Double(limit.y))
            x1 = min(x1, Double(limit.x + limit.width))
            y1 = min(y1, Double(limit.y + limit.height))
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// One destination tile's pixels, or nil where every one is clear: what `moving` reads
    /// brought through the map, over (with a selection) what stays where it was, the pixel
    /// as far as the selection leaves it.
    private static func render(
        tile: TileCoordinate, inverse: Affine, offset: (dx: Int, dy: Int)?, moving reader: inout ReferenceReader,
        selection: SelectionMask?, staying: inout ReferenceReader
    ) -> TilePixels? {
        let size = TileStore.tileSize
        let (baseX, baseY) = (Int(tile.x) * size, Int(tile.y) * size)
        if let offset, selection == nil {
            return reader.copy(tile: tile, from: (baseX - offset.dx, baseY - offset.dy))
        }
        let out = TilePixels()
        var anyPaint = false
        for row in 0..<size {
            for column in 0..<size {
                let (x, y) = (baseX + column, baseY + row)
                var value: SIMD4<Float>
                if let offset {
                    value = reader.pixel(x: x - offset.dx, y: y - offset.dy)
                } else {
                    let s = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    value = bilinear(at: s.x - 0.5, s.y - 0.5, reader: &reader)
                }
                if let selection {
                    let kept = Float(TileStore.one - selection.coverage(x: x, y: y)) / Float(TileStore.one)
                    if kept > 0 {
                        let under = staying.pixel(x: x, y: y) * kept
                        value = (value + under * (1 - value.w / Float(TileStore.one)) + 0.5).rounded(.down)
                    }
                }
                guard value.w > 0 else { continue }
                anyPaint = true
                let o = (row * size + column) * 4
                out.values[o] = UInt16(value.x)
                out.values[o + 1] = UInt16(value.y)
                out.values[o + 2] = UInt16(value.z)
                out.values[o + 3] = UInt16(value.w)
            }
        }
        return anyPaint ? out : nil
    }

    /// The premultiplied pixels about source point (x, y) (pixel centres at whole numbers)
    /// weighted by their nearness, rounded to the nearest fix15 value.
    static func bilinear(at x: Double, _ y: Double, reader: inout ReferenceReader) -> SIMD4<Float> {
        guard abs(x) < 1e9, abs(y) < 1e9 else { return .zero }
        let (fx0, fy0) = (x.rounded(.down), y.rounded(.down))
        let (ix, iy) = (Int(fx0), Int(fy0))
        let (fx, fy) = (Float(x - fx0), Float(y - fy0))
        var sum = reader.pixel(x: ix, y: iy) * ((1 - fx) * (1 - fy))
        if fx > 0 { sum += reader.pixel(x: ix + 1, y: iy) * (fx * (1 - fy)) }
        if fy > 0 { sum += reader.pixel(x: ix, y: iy + 1) * ((1 - fx) * fy) }
        if fx > 0 && fy > 0 { sum += reader.pixel(x: ix + 1, y: iy + 1) * (fx * fy) }
        return (sum + 0.5).rounded(.down)
    }
}

/// The reference resampler's reader, as it was. Reads one layer's pixels by canvas coordinates, keeping the last tile it looked up: a
/// resampler's neighbouring reads fall in the same tile almost always, so almost no read
/// costs a dictionary lookup. Outside the canvas and in unpainted tiles pixels are clear.
/// Through a selection (`mask`), each pixel counts as far as the selection covers it.
struct ReferenceReader {
    private let store: TileStore
    private let mask: SelectionMask?
    private var lastTile = TileCoordinate(x: Int32.min, y: Int32.min)
    private var lastPixels: UnsafePointer<UInt16>?

    init(_ store: TileStore, through mask: SelectionMask? = nil) {
        self.store = store
        self.mask = mask
    }

    /// The fix15 premultiplied pixel at (x, y), as four channels.
    mutating func pixel(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < store.width, y < store.height else { return .zero }
        let tile = TileCoordinate(x: x >> 6, y: y >> 6)
        if tile != lastTile {
            lastTile = tile
            lastPixels = store.pixels(of: tile)
        }
        guard let pixels = lastPixels else { return .zero }
        let offset = ((y & 63) * TileStore.tileSize + (x & 63)) * 4
        let value = SIMD4(Float(pixels[offset]), Float(pixels[offset + 1]), Float(pixels[offset + 2]), Float(pixels[offset + 3]))
        guard let mask else { return value }
        return value * (Float(mask.coverage(x: x, y: y)) / Float(TileStore.one))
    }

    /// The 64x64 pixels whose top-left is canvas pixel `origin`, copied row by row from the
    /// tiles under them (a whole-pixel move: no filter, so whole runs copy at once); nil where
    /// they are all clear.
    mutating func copy(tile: TileCoordinate, from origin: (x: Int, y: Int)) -> TilePixels? {
        let size = TileStore.tileSize
        let out = TilePixels()
        var anyTile = false
        for row in 0..<size {
            let y = origin.y + row
            guard y >= 0, y < store.height else { continue }
            var x = max(origin.x, 0)
            let end = min(origin.x + size, store.width)
            while x < end {
                let runEnd = min(end, ((x >> 6) + 1) << 6)
                if let pixels = store.pixels(of: TileCoordinate(x: x >> 6, y: y >> 6)) {
                    anyTile = true
                    let source = pixels + ((y & 63) * size + (x & 63)) * 4
                    (out.values + (row * size + (x - origin.x)) * 4).update(from: source, count: (runEnd - x) * 4)
                }
                x = runEnd
            }
        }
        guard anyTile else { return nil }
        for i in stride(from: 3, to: TileStore.valuesPerTile, by: 4) where out.values[i] > 0 { return out }
        return nil
    }
}
