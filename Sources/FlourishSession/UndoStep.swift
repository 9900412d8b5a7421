import FlourishPaint

/// One undoable change of the canvas: for each tile it touched, the tile's *other* version —
/// before the change while the change is on the canvas, after it once it was taken back.
///
/// Undo and redo are the same move: the step's tiles and the canvas's trade places, which
/// hands buffers back and forth and copies nothing.
final class UndoStep {
    enum Kind: Sendable { case stroke, clear }

    /// Names the canvas state this step leads to (see `PaintSession.stateID`).
    let id: Int
    let kind: Kind
    private var tiles: [TileCoordinate: TilePixels?]
    /// Bytes of pixels the step holds (tiles that did not exist on the other side hold none).
    private(set) var byteCount: Int

    init(id: Int, kind: Kind, tiles: [TileCoordinate: TilePixels?]) {
        self.id = id
        self.kind = kind
        self.tiles = tiles
        byteCount = Self.bytes(of: tiles)
    }

    /// Trades this step's tiles with the canvas's; returns the tiles that changed.
    func exchange(with store: TileStore) -> [TileCoordinate] {
        let changed = store.exchange(&tiles)
        byteCount = Self.bytes(of: tiles)
        return changed
    }

    private static func bytes(of tiles: [TileCoordinate: TilePixels?]) -> Int {
        tiles.values.reduce(0) { $0 + ($1 == nil ? 0 : TilePixels.byteCount) }
    }
}
