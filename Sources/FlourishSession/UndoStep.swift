import FlourishLayers
import FlourishPaint

/// One undoable change of the painting: for each tile of the layer it touched, the tile's
/// *other* version — before the change while the change is on the canvas, after it once it
/// was taken back — and, for a layer operation, the other arrangement of the stack.
///
/// Undo and redo are the same move: the step's tiles and the layer's, and its arrangement and
/// the stack's, trade places, which hands buffers back and forth and copies nothing.
final class UndoStep {
    enum Kind: Sendable { case stroke, clear, layers, transform }

    /// Names the canvas state this step leads to (see `PaintSession.stateID`).
    let id: Int
    let kind: Kind
    /// The layer whose tiles `tiles` trade with.
    private let store: TileStore?
    private var tiles: [TileCoordinate: TilePixels?]
    private var arrangement: LayerArrangement?
    /// Bytes the step holds: its tiles' pixels (tiles that did not exist on the other side
    /// hold none) and its arrangement's entries, which a stack of thousands of layers makes
    /// count (a run of layer steps each keeps a whole arrangement).
    private(set) var byteCount: Int

    init(id: Int, kind: Kind, store: TileStore?, tiles: [TileCoordinate: TilePixels?], arrangement: LayerArrangement? = nil) {
        self.id = id
        self.kind = kind
        self.store = store
        self.tiles = tiles
        self.arrangement = arrangement
        byteCount = Self.bytes(of: tiles) + Self.bytes(of: arrangement)
    }

    /// Trades this step's tiles and arrangement with the stack's and recomposites where that
    /// can show; returns the canvas tiles that may have changed.
    func exchange(with stack: LayerStack) -> [TileCoordinate] {
        var changed = store.map { $0.exchange(&tiles) } ?? []
        if let store { stack.pixelsChanged(in: store) }
        if var kept = arrangement {
            changed = Array(Set(changed).union(stack.exchange(&kept))).sorted()
            arrangement = kept
        } else {
            stack.recomposite(changed)
        }
        byteCount = Self.bytes(of: tiles) + Self.bytes(of: arrangement)
        return changed
    }

    private static func bytes(of tiles: [TileCoordinate: TilePixels?]) -> Int {
        tiles.values.reduce(0) { $0 + ($1 == nil ? 0 : TilePixels.byteCount) }
    }

    private static func bytes(of arrangement: LayerArrangement?) -> Int {
        (arrangement?.entries.count ?? 0) * MemoryLayout<LayerEntry>.stride
    }
}
