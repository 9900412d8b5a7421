import Dispatch
import FlourishPaint

/// Destination tiles computed on every core at once. Each tile is a pure function of the
/// read-only source and the map, written into its own buffer, so the pixels do not depend on
/// how many threads there are or which computes which tile.
///
/// The buffers are made (or reused) on the calling thread and only their pixels travel to
/// the workers: `TilePixels` stays on the thread that owns it.
struct TileBatch {
    /// The buffers, one a tile, in the order of the tiles they are for.
    let buffers: [TilePixels]

    /// Fills `buffers[i]` with `render(i, pixels)` for every i, on as many cores as there
    /// are (one after the other where `parallel` is false); returns, per tile, whether it
    /// holds any paint.
    func run(parallel: Bool, _ render: @Sendable (Int, UnsafeMutablePointer<UInt16>) -> Bool) -> [Bool] {
        var painted = [Bool](repeating: false, count: buffers.count)
        painted.withUnsafeMutableBufferPointer { flags in
            let jobs = Jobs(pixels: buffers.map(\.values), painted: flags.baseAddress!)
            if parallel && buffers.count > 1 {
                DispatchQueue.concurrentPerform(iterations: buffers.count) { jobs.run($0, render) }
            } else {
                for i in buffers.indices { jobs.run(i, render) }
            }
        }
        return painted
    }

    /// What the workers share: each tile's pixels and its flag, indexed by job.
    ///
    /// `@unchecked Sendable`, audited: job i writes only `pixels[i]`'s tile and `painted[i]`,
    /// and no two jobs have the same i; the caller keeps the buffers alive and reads them
    /// only after `concurrentPerform` has returned, which every job happens before.
    private struct Jobs: @unchecked Sendable {
        let pixels: [UnsafeMutablePointer<UInt16>]
        let painted: UnsafeMutablePointer<Bool>

        func run(_ i: Int, _ render: (Int, UnsafeMutablePointer<UInt16>) -> Bool) {
            painted[i] = render(i, pixels[i])
        }
    }
}
