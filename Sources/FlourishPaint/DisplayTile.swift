import FlourishSamples

/// A reusable 64x64 block of 8-bit RGBA that one canvas tile is converted into before it is
/// uploaded to the screen; reusing it keeps the frame loop free of allocations.
public final class DisplayTile {
    public static let bytesPerRow = TileStore.tileSize * 4
    public let bytes: UnsafeMutablePointer<UInt8>

    public init() {
        bytes = .allocate(capacity: TileStore.tileSize * Self.bytesPerRow)
        bytes.initialize(repeating: 0, count: TileStore.tileSize * Self.bytesPerRow)
    }

    deinit { bytes.deallocate() }

    /// Fills the block with the pixels `area` of `tile` of `store` as `look` shows them
    /// (plain paper where the tile was never painted), packed from the block's first byte
    /// with `bytesPerRow` between rows. `area` is in canvas pixels and must lie in the tile.
    public func convert(_ tile: TileCoordinate, area: PixelRect, of store: TileStore, look: CanvasLook) {
        let origin = PixelRect.of(tile)
        look.convert(
            store.pixels(of: tile), of: tile, into: bytes, rowStride: Self.bytesPerRow,
            columns: area.width, rows: area.height,
            firstColumn: area.x - origin.x, firstRow: area.y - origin.y)
    }

    /// As `convert(_:area:of:look:)` for a legacy painting over no paper's composite.
    public func convert(_ tile: TileCoordinate, area: PixelRect, of store: TileStore, paper: Color) {
        convert(tile, area: area, of: store, look: CanvasLook(paper: paper))
    }
}
