/// What a run of writes to the canvas replaced: for each tile, its pixels from before the
/// first write (nil where the tile did not exist yet).
///
/// The tile store fills a journal while it is attached to it, copying a tile the first time
/// libmypaint asks to write it and never again, so a stroke costs one copy per tile it
/// touches (and none for tiles it creates), never a copy of the canvas.
public final class TileJournal {
    /// The pixels each tile had before; nil: the tile was not there.
    public private(set) var replaced: [TileCoordinate: TilePixels?] = [:]

    public init() {}

    public var isEmpty: Bool { replaced.isEmpty }

    /// Bytes of pixel copies held.
    public private(set) var byteCount = 0

    /// Notes `tile`'s state before its first write by keeping `frozen` itself: a buffer a
    /// snapshot holds never changes, so it needs no copy.
    func noteFirstWrite(to tile: TileCoordinate, keeping frozen: TilePixels) {
        guard replaced[tile] == nil else { return }
        replaced[tile] = .some(frozen)
        byteCount += TilePixels.byteCount
    }

    /// Notes `tile`'s state before its first write; later writes change nothing here.
    func noteFirstWrite(to tile: TileCoordinate, current: TilePixels?) {
        guard replaced[tile] == nil else { return }
        replaced[tile] = .some(current.map { TilePixels(copying: $0.values) })
        if current != nil { byteCount += TilePixels.byteCount }
    }
}
