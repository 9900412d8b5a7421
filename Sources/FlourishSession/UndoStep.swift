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
    /// The layers whose tiles trade, each with its tiles (a transform of a group touches
    /// every layer in it; every other step one layer, or none).
    private let stores: [TileStore]
    private var tiles: [[TileCoordinate: TilePixels?]]
    private var arrangement: LayerArrangement?
    /// Bytes the step holds: its tiles' pixels (tiles that did not exist on the other side
    /// hold none) and its arrangement's entries, which a stack of thousands of layers makes
    /// count (a run of layer steps each keeps a whole arrangement).
    private(set) var byteCount: Int

    convenience init(
        id: Int, kind: Kind, store: TileStore?, tiles: [TileCoordinate: TilePixels?], arrangement: LayerArrangement? = nil
    ) {
        self.init(id: id, kind: kind, parts: store.map { [($0, tiles)] } ?? [], arrangement: arrangement)
    }

    init(
        id: Int, kind: Kind, parts: [(store: TileStore, tiles: [TileCoordinate: TilePixels?])],
        arrangement: LayerArrangement? = nil
    ) {
        self.id = id
        self.kind = kind
        stores = parts.map(\.store)
        tiles = parts.map(\.tiles)
        self.arrangement = arrangement
        byteCount = tiles.reduce(0) { $0 + Self.bytes(of: $1) } + Self.bytes(of: arrangement)
    }

    /// Trades this step's tiles and arrangement with the stack's and recomposites where that
    /// can show; returns the canvas tiles that may have changed.
    func exchange(with stack: LayerStack) -> [TileCoordinate] {
        var changed = Set<TileCoordinate>()
        for i in stores.indices {
            changed.formUnion(stores[i].exchange(&tiles[i]))
            stack.pixelsChanged(in: stores[i])
        }
        if var kept = arrangement {
            changed.formUnion(stack.exchange(&kept))
            arrangement = kept
        } else {
            stack.recomposite(changed.sorted())
        }
        byteCount = tiles.reduce(0) { $0 + Self.bytes(of: $1) } + Self.bytes(of: arrangement)
        return changed.sorted()
    }

    private static func bytes(of tiles: [TileCoordinate: TilePixels?]) -> Int {
        tiles.values.reduce(0) { $0 + ($1 == nil ? 0 : TilePixels.byteCount) }
    }

    private static func bytes(of arrangement: LayerArrangement?) -> Int {
        (arrangement?.entries.count ?? 0) * MemoryLayout<LayerEntry>.stride
    }
}
