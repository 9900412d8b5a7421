import FlourishDocuments
import FlourishMemory
import FlourishSession
import FlourishSessionSetup
import Foundation

/// Memory (issue 26): what opening a painting really takes against what `DocumentReader`
/// estimates before it allocates, and against the budget that estimate is checked with.
///
/// Real Flourish paintings of opaque `side`² layers (1 to 4), each saved by the app's own
/// writer, are opened in a child process per file (`memory-once`: inspect under the budget,
/// then a fresh session and `DocumentReader.open`, as the window opens a file), its peak
/// resident growth read from /proc (VmHWM reset first). Each row prints the estimate, whether
/// the budget took it, and the growth beside the estimate as a ratio (at most 1: the estimate
/// is an upper bound of what the pixels take); the largest accepted file's peak is printed
/// against the budget.
struct MemoryBenchmark: RunsOnce {
    static let name = "memory"
    /// The budget the files are opened under, small enough for this machine to open the
    /// largest accepted file, large enough that the smaller ones fit.
    static let budgetMegabytes = 2048
    static let side = 8192
    private let folder = "/dev/shm/flourish-memory-\(getpid())"

    init(options: BenchmarkOptions) {}

    func setUp() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func run() throws {
        let budget = MemoryBudget.resolve(megabytes: Self.budgetMegabytes)
        print("memory: Flourish paintings of opaque \(Self.side)² layers opened under a budget of \(budget), one child process each; growth is peak resident growth over the open")
        print("layers | file MiB | estimate MiB | budget  | growth MiB | growth/estimate")
        var largest: (layers: Int, growth: Double, estimate: Double)?
        for layers in 1...4 {
            let path = "\(folder)/layers-\(layers).ora"
            try Self.writePainting(path, layers: layers, side: Self.side)
            let size = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
            let fields = try ChildResult.fields(running: [OnceBenchmark<Self>.name, "--file", path, "--budget-mb", "\(Self.budgetMegabytes)"])
            let estimate = (Double(fields["need"] ?? "") ?? .nan) / 1_048_576
            let accepted = fields["accepted"] == "1"
            let growth = (Double(fields["growthKiB"] ?? "") ?? .nan) / 1024
            let ratio = accepted ? String(format: "%.2f", growth / estimate) : "-"
            let verdict = (accepted ? "takes" : "refuses").padding(toLength: 7, withPad: " ", startingAt: 0)
            let shown = accepted ? String(format: "%.1f", growth) : "-"
            print(
                String(format: "%6d | %8.1f | %12.1f | ", layers, size, estimate) + verdict + " | "
                    + String(repeating: " ", count: max(0, 10 - shown.count)) + shown + " | " + ratio)
            if accepted { largest = (layers, growth, estimate) }
            try? FileManager.default.removeItem(atPath: path)
        }
        if let largest {
            let budgetMiB = Double(budget.bytes) / 1_048_576
            print(
                String(
                    format: "memory: largest accepted file (%d layers): peak growth %.1f MiB against the budget's %.1f MiB: ratio %.2f (estimate %.1f MiB: ratio %.2f)",
                    largest.layers, largest.growth, budgetMiB, largest.growth / budgetMiB, largest.estimate,
                    largest.growth / largest.estimate))
        }
    }

    /// A painting of `layers` opaque `side`² layers in different colours, saved to `path` by
    /// the app's writer.
    static func writePainting(_ path: String, layers: Int, side: Int) throws {
        var setup = SessionSetup()
        (setup.canvasWidth, setup.canvasHeight) = (side, side)
        setup.memoryBudget = MemoryBudget(bytes: .max, origin: .fallback)
        let session = try PaintSession(setup: setup)
        var row = [UInt8](repeating: 255, count: side * 4)
        for layer in 0..<layers {
            if layer > 0 { _ = session.perform(.layer(.add)) }
            for x in 0..<side { (row[x * 4], row[x * 4 + 1], row[x * 4 + 2]) = (UInt8(40 * layer), UInt8(x & 255), 90) }
            let tiles = session.layers.current.tiles
            row.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for y in 0..<side { tiles.writeStraightRGBA8Row(y: y, x0: 0, width: side, from: base) }
            }
        }
        // Written straight onto the tiles: the composite learns of them as a stroke's would.
        session.layers.recomposite(session.layers.paintedTiles)
        try SessionSaver.write(session.saveRequest(to: path), for: session)
    }

    /// The child (`memory-once`): `--file` inspected under `--budget-mb`, then opened into a
    /// fresh session; prints one `RESULT` line (need, accepted, growthKiB).
    func runOnce(options: BenchmarkOptions) throws {
        let file = options.filePath ?? ""
        var setup = SessionSetup()
        setup.memoryBudget = MemoryBudget.resolve(megabytes: options.budgetMegabytes)
        let base = try PeakResident.reset()
        let contents: DocumentContents
        do {
            contents = try DocumentReader.inspect(file, for: setup)
        } catch {
            let need = Self.need(in: error.reason)
            print("RESULT need=\(need) accepted=0 growthKiB=0")
            return
        }
        (setup.canvasWidth, setup.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
        let session = try PaintSession(setup: setup)
        try DocumentReader.open(contents, into: session)
        let growth = PeakResident.kiB("VmHWM") - base
        print("RESULT need=\(contents.memoryNeed.bytes) accepted=1 growthKiB=\(growth) layers=\(session.layers.entries.count)")
    }

    /// The figure a refusal names ("needs about 2.6 GiB"), in bytes.
    static func need(in reason: String) -> Int {
        let words = reason.split(separator: " ")
        guard let at = words.firstIndex(of: "about"), at + 2 < words.count, let value = Double(words[at + 1]) else { return 0 }
        let units: [String: Double] = ["KiB": 1024, "MiB": 1_048_576, "GiB": 1_073_741_824, "TiB": 1_099_511_627_776]
        let unit = units[String(words[at + 2])] ?? 1
        return Int(value * unit)
    }
}
