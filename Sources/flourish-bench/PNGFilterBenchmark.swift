import FlourishImage
import FlourishPaint
import FlourishRandom
import Foundation

/// Which row filters and zlib level a save should use: each pair on real paintings (the
/// painted bounds of libmypaint's 30-second painting, with a thin and a textured brush, and the
/// textured one in a colour per stroke) and on
/// the worst case (a canvas every tile of which is noise), time and size side by side.
///
/// Files go to /dev/shm (tmpfs), where AtomicFile's fsync costs nothing, so the figures are
/// the encoder's alone; times are process CPU time, which other load on the machine disturbs
/// less than the clock. Level 0 (stored) with no filter is the floor: converting the rows and
/// copying them through libpng.
struct PNGFilterBenchmark {
    let dataPath: String
    let repetitions: Int

    static let filters: [(String, PNGFilters)] = [
        ("none", .none), ("sub", .sub), ("up", .up), ("average", .average), ("paeth", .paeth),
        ("all", .all),
    ]
    static let levels = [1, 3, 6]
    /// Every filter at every level, after the floor.
    static let settings: [(String, PNGCompression)] =
        [("none", PNGCompression(filters: .none, level: 0))]
        + filters.flatMap { name, filters in
            levels.map { (name, PNGCompression(filters: filters, level: $0)) }
        }

    func run() throws {
        var images: [(String, TileStore)] = []
        for brush in ["classic/pencil", "classic/charcoal"] {
            images.append(
                (brush, try PNGExportBenchmark.painting(dataPath: dataPath, canvas: 1000, brush: brush)))
        }
        images.append(
            (
                "charcoal, 8 colours",
                try PNGExportBenchmark.painting(
                    dataPath: dataPath, canvas: 1000, brush: "classic/charcoal", colourful: true)
            ))
        images.append(("noise 1024x1024", Self.noise(side: 1024)))
        let folder = "/dev/shm/flourish-png-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        print("png filters: median of \(repetitions) saves, CPU ms and KiB, by filter and zlib level")
        var header = "filters   level"
        for (name, store) in images {
            let bounds = store.paintedBounds ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            header +=
                "  "
                + "\(name) \(bounds.width)x\(bounds.height)".padding(
                    toLength: 30, withPad: " ", startingAt: 0)
        }
        print(header)
        // Round-robin: each repetition saves every image with every setting once, so drift on
        // a shared machine (other load, clock changes) spreads over all cells alike. The
        // first round only warms up.
        var times = [[[Double]]](
            repeating: [[Double]](repeating: [], count: images.count), count: Self.settings.count)
        var sizes = [[Int]](repeating: [Int](repeating: 0, count: images.count), count: Self.settings.count)
        for round in 0...repetitions {
            for (setting, (_, compression)) in Self.settings.enumerated() {
                for (index, (_, store)) in images.enumerated() {
                    let path = "\(folder)/\(index).png"
                    let start = cpuMilliseconds()
                    try PaintedPNG.write(store, to: path, compression: compression)
                    let elapsed = cpuMilliseconds() - start
                    if round == 0 {
                        sizes[setting][index] =
                            (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                    } else {
                        times[setting][index].append(elapsed)
                    }
                }
            }
        }
        for (setting, (filterName, compression)) in Self.settings.enumerated() {
            var line =
                filterName.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%5d", compression.level)
            for index in images.indices {
                let cell = String(
                    format: "%7.1f ms %7.1f KiB", median(times[setting][index]), Double(sizes[setting][index]) / 1024)
                line += "  " + cell.padding(toLength: 30, withPad: " ", startingAt: 0)
            }
            print(line)
        }
    }

    /// A canvas every tile of which holds valid premultiplied noise: any alpha, colour at most
    /// alpha. Nothing to predict, nothing to deflate: the encoder's worst case.
    static func noise(side: Int) -> TileStore {
        let store = TileStore(width: side, height: side)
        var numbers = SplitMix64(seed: 0x1234_5678)
        for ty in 0..<store.tilesDown {
            for tx in 0..<store.tilesAcross {
                let pixels = store.debugWritablePixels(of: TileCoordinate(x: tx, y: ty))
                for i in 0..<(TileStore.valuesPerTile / 4) {
                    let random = numbers.next()
                    let a = UInt32(random & 0xFFFF) % (UInt32(TileStore.one) + 1)
                    for c in 0..<3 {
                        pixels[i * 4 + c] = UInt16(UInt32((random >> (16 + 16 * c)) & 0xFFFF) % (a + 1))
                    }
                    pixels[i * 4 + 3] = UInt16(a)
                }
            }
        }
        return store
    }
}
