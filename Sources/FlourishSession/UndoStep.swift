import FlourishLayers
import FlourishPaint

/// One undoable change of the painting: for each tile of the layer it touched, the tile's
/// *other* version — before the change while the change is on the canvas, after it once it
/// was taken back — and, for a layer operation, the other arrangement of the stack.
///
/// Undo and redo are the same move: the step's tiles and the layer's, and its arrangement and
/// the stack's, trade places, which hands buffers back and forth and copies nothing.
final class UndoStep {
    enum Kind: Sendable { case stroke, clear, layers }

    /// Names the canvas state this step leads to (see `PaintSession.stateID`).
    let id: Int
    let kind: Kind
    /// The layer whose tiles `tiles` trade with.
    private let store: TileStore?
    private var tiles: [TileCoordinate: TilePixels?]
    private var arrangement: LayerArrangement?
    /// Bytes of pixels the step holds (tiles that did not exist on the other side hold none).
    private(set) var byteCount: Int

    init(id: Int, kind: Kind, store: TileStore?, tiles: [TileCoordinate: TilePixels?], arrangement: LayerArrangement? = nil) {
        self.id = id
        self.kind = kind
        self.store = store
        self.tiles = tiles
        self.arrangement = arrangement
        byteCount = Self.bytes(of: tiles)
    }

    /// Trades this step's tiles and arrangement with the stack's and recomposites where that
    /// can show; returns the canvas tiles that may have changed.
    func exchange(with stack: LayerStack) -> [TileCoordinate] {
        var changed = store.map { $0.exchange(&tiles) } ?? []
        if let store { stack.pixelsChanged(in: store) }
        byteCount = Self.bytes(of: tiles)
        if arrangement != nil {
            changed = Array(Set(changed).union(stack.exchange(&arrangement!))).sorted()
        } else {
            stack.recomposite(changed)
        }
        return changed
    }

    private static func bytes(of tiles: [TileCoordinate: TilePixels?]) -> Int {
        tiles.values.reduce(0) { $0 + ($1 == nil ? 0 : TilePixels.byteCount) }
    }
}
