import FlourishDocuments
import FlourishPaint
import FlourishReplay
import Foundation

/// Documents (issue 10): what saving and opening a painting costs as the canvas grows under
/// the same painting, and what a save on the save thread does to the frames.
///
/// 1. libmypaint's 30-second painting (classic/pencil) replayed onto canvases of 1000, 4096
///    and 16384 pixels a side, in a child process per canvas (`documents-once`), then saved
///    through the real writer (`session.perform(.save(path:))` written by `SessionSaver`, as
///    `flourish replay --out` does) as ORA and as PNG (painted bounds), and the ORA opened again (`DocumentReader`
///    inspect + load into a fresh canvas). The canvas's tiles are a sparse dictionary, so the
///    painted bounds, and with them the files, are the same on every canvas: the goal is the
///    16384 figures within 1.5x of the 1000 ones. Peak RSS growth is measured as `png-once`
///    does (VmHWM reset through /proc/self/clear_refs before the saves or opens). Beside it,
///    the whole `flourish replay ... --size N --out FILE.ora` process: wall time and peak RSS
///    (the issue's complaint: 19 s and 1.08 GB at 16384).
/// 2. The worst case of a full canvas: 4096x4096 painted in every tile (the view benchmark's
///    fill recording), saved and opened the same way.
/// 3. Frames while saves run (`FramesDuringSaves`).
///
/// Files go to /dev/shm (tmpfs), where AtomicFile's fsync costs nothing, so the times are the
/// writer's and reader's own. Save and open times are process CPU time (a shared machine
/// disturbs it less than the clock), wall time beside it; still they vary by a fifth from run
/// to run here, so `scripts/bench` also counts the instructions of the child's saves and opens
/// (callgrind, cut at `callgrindMark`).
struct DocumentsBenchmark: RunsOnce {
    static let name = "documents"
    let dataPath: String
    let repetitions: Int
    /// Where the saves, the opens and `flourish replay` write: on /dev/shm, made by `setUp`.
    private let folder = "/dev/shm/flourish-documents-\(getpid())"

    static let canvases = [1000, 4096, 16384]
    static let brush = "classic/pencil"
    /// `flourish replay` runs per canvas (each about 0.2 s).
    static let replayRuns = 7

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// One child's figures (see `runOnce`).
    struct Figures {
        var fields: [String: String]
        func number(_ key: String) -> Double { Double(fields[key] ?? "") ?? .nan }
        var size: String { fields["size"] ?? "?" }
    }

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    func setUp() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func run() throws {
        // The full canvas and the frames need no data; the painting's figures do.
        let haveData = FileManager.default.fileExists(atPath: dataPath)

        print(
            "documents: painting30sec.dat (\(Self.brush)) replayed onto growing canvases, saved through DocumentWriter (session.perform(.save)) to /dev/shm, then the ORA opened (inspect + load into a fresh canvas); median of \(repetitions) after one warm-up, one child process per canvas; ms are process CPU (wall in brackets), growth is peak RSS growth"
        )
        func right(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        print(
            "canvas".padding(toLength: 12, withPad: " ", startingAt: 0) + "painted".padding(toLength: 10, withPad: " ", startingAt: 0)
                + " tiles | " + right("ORA save ms", 17) + right("KiB", 9) + right("growth KiB", 12) + " | "
                + right("PNG save ms", 17) + right("KiB", 9) + right("growth KiB", 12) + " | " + right("ORA open ms", 17)
                + right("growth KiB", 12) + " (canvas tiles KiB)")
        var rows: [Int: Figures] = [:]
        if !haveData {
            print("SKIP documents: the 30-second painting's rows and `flourish replay` figures: \(dataPath) is absent (it lives in ../shared/data).")
        }
        for canvas in Self.canvases where haveData {
            let figures = try child(data: dataPath, canvas: canvas, brush: Self.brush, repetitions: repetitions)
            rows[canvas] = figures
            printRow("\(canvas)x\(canvas)", figures)
        }
        let fill = URL(fileURLWithPath: folder).appendingPathComponent("fill.flourish").path
        _ = try FillRecording.write(to: fill)
        // A full canvas saves for seconds: fewer repetitions.
        let full = try child(data: fill, canvas: nil, brush: nil, repetitions: min(repetitions, 3))
        printRow("4096 full", full)
        print("  (4096 full: 4096x4096 painted in every tile by the view benchmark's fill recording, classic/pen r30; median of \(min(repetitions, 3)); the worst case, a full canvas)")
        if let small = rows[Self.canvases[0]] {
            for canvas in Self.canvases.dropFirst() {
                guard let large = rows[canvas] else { continue }
                func ratio(_ key: String) -> String {
                    String(format: "%.2fx", large.number(key) / small.number(key))
                }
                func growth(_ key: String) -> String {
                    let (a, b) = (large.number(key), small.number(key))
                    guard b > 0 else { return String(format: "%.0f vs %.0f KiB", a, b) }
                    return String(format: "%.0f vs %.0f KiB (%.2fx)", a, b, a / b)
                }
                print(
                    "  \(canvas) over \(Self.canvases[0]): save ms ORA \(ratio("ora_cpu")), PNG \(ratio("png_cpu")); open ms ORA \(ratio("open_cpu")); peak RSS growth of the save ORA \(growth("ora_growth")), PNG \(growth("png_growth")); of the open \(growth("open_growth")); files ORA \(ratio("ora_file")), PNG \(ratio("png_file")) (goal: within 1.5x)"
                )
            }
        }

        if haveData { try measureReplayProcesses(folder: folder) }
        print("")
        try FramesDuringSaves().run(saveMilliseconds: full.number("ora_wall"))
    }

    private func printRow(_ label: String, _ figures: Figures) {
        func cell(_ key: String) -> String {
            String(format: "%7.1f [%7.1f]", figures.number(key + "_cpu"), figures.number(key + "_wall"))
        }
        print(
            label.padding(toLength: 12, withPad: " ", startingAt: 0)
                + figures.size.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%6.0f | ", figures.number("tiles"))
                + cell("ora")
                + String(format: " %8.1f %11.0f | ", figures.number("ora_file") / 1024, figures.number("ora_growth"))
                + cell("png")
                + String(format: " %8.1f %11.0f | ", figures.number("png_file") / 1024, figures.number("png_growth"))
                + cell("open")
                + String(format: " %11.0f (%.0f)", figures.number("open_growth"), figures.number("tiles") * 32))
    }

    private func child(data: String, canvas: Int?, brush: String?, repetitions: Int) throws -> Figures {
        var arguments = ["documents-once", "--data", data, "--repetitions", String(repetitions)]
        if let canvas { arguments += ["--canvas", String(canvas)] }
        if let brush { arguments += ["--brush", brush] }
        return Figures(fields: try ChildResult.fields(running: arguments))
    }

    /// The child (`documents-once`): replays `dataPath` (onto a `--canvas` canvas and with
    /// `--brush` where given, else as the recording's header says), saves it `repetitions`
    /// times (after one warm-up) as ORA and as PNG, opens the ORA as many times, between
    /// callgrind marks, and prints one `RESULT` line.
    func runOnce(options: BenchmarkOptions) throws {
        let canvas = options.canvasGiven ? options.canvasSide : nil
        let brush = options.brushGiven ? options.brushes[0] : nil
        var request = ReplayRequest(recordingPath: dataPath)
        request.brush = brush
        request.canvasWidth = canvas
        request.canvasHeight = canvas
        let session = try Replay.run(request).1
        let store = session.canvas
        guard let bounds = store.paintedBounds else { throw Failure(description: "the painting painted nothing") }
        var fields = [
            "size": "\(bounds.width)x\(bounds.height)", "tiles": "\(store.allocatedTileCount)",
        ]
        let base = "/dev/shm/flourish-documents-once-\(getpid())"
        defer { for format in ["ora", "png"] { unlink("\(base).\(format)") } }
        /// Runs `body` once to warm up and `repetitions` times timed; records the medians and
        /// the peak RSS growth over all of them under `key`.
        func measure(_ key: String, _ body: () throws -> Void) throws {
            callgrindMark()
            let resident = try PeakResident.reset()
            var cpu: [Double] = []
            var wall: [Double] = []
            for _ in 0...repetitions {
                let (cpu0, wall0) = (cpuMilliseconds(), wallMilliseconds())
                try body()
                cpu.append(cpuMilliseconds() - cpu0)
                wall.append(wallMilliseconds() - wall0)
            }
            fields[key + "_growth"] = "\(PeakResident.kiB("VmHWM") - resident)"
            fields[key + "_cpu"] = "\(median(Array(cpu.dropFirst())))"
            fields[key + "_wall"] = "\(median(Array(wall.dropFirst())))"
        }
        // PNG first: each measurement may reuse heap an earlier one freed, and the ORA's
        // members are the larger allocations.
        for format in ["png", "ora"] {
            let path = "\(base).\(format)"
            try measure(format) {
                let changes = session.perform(.save(path: path))
                if case .failed(let why)? = SessionSaver.carryOut(changes, for: session) { throw Failure(description: why) }
            }
            fields[format + "_file"] = "\((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)"
        }
        try measure("open") {
            let contents = try DocumentReader.inspect(
                "\(base).ora", canvas: (store.width, store.height),
                limit: (session.setup.maxCanvasWidth, session.setup.maxCanvasHeight))
            guard contents.canvasWidth == store.width, contents.canvasHeight == store.height else {
                throw Failure(description: "the ORA opens as \(contents.canvasWidth)x\(contents.canvasHeight), not \(store.width)x\(store.height)")
            }
            let fresh = TileStore(width: contents.canvasWidth, height: contents.canvasHeight)
            try DocumentReader.load(contents, into: fresh)
            fields["opened_tiles"] = "\(fresh.allocatedTileCount)"
        }
        callgrindMark()
        print("RESULT " + fields.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " "))
    }

    /// The whole `flourish replay ... --out FILE.ora` process per canvas: wall time and peak
    /// resident size (the kernel's ru_maxrss, which is VmHWM at exit).
    private func measureReplayProcesses(folder: String) throws {
        let app = AppLauncher().app
        guard FileManager.default.isExecutableFile(atPath: app) else {
            print("SKIP flourish replay figures: \(app) is missing (build the flourish product)")
            return
        }
        print(
            "flourish replay painting30sec.dat --brush \(Self.brush) --size NxN --out FILE.ora (the whole process: start, replay, save to /dev/shm); median of \(Self.replayRuns) runs, canvases taken in turn"
        )
        print("canvas          wall ms    CPU ms   peak RSS MiB")
        var runs: [Int: [(ms: Double, cpu: Double, kib: Double)]] = [:]
        for _ in 0..<Self.replayRuns {
            for canvas in Self.canvases {
                let run = try Self.spawnMeasured(
                    app,
                    [
                        "replay", dataPath, "--brush", Self.brush, "--size", "\(canvas)x\(canvas)", "--out",
                        "\(folder)/replay-\(canvas).ora",
                    ])
                runs[canvas, default: []].append((run.milliseconds, run.cpuMilliseconds, Double(run.peakKiB)))
            }
        }
        var figures: [Int: (ms: Double, cpu: Double, kib: Double)] = [:]
        for canvas in Self.canvases {
            let list = runs[canvas] ?? []
            let row = (median(list.map(\.ms)), median(list.map(\.cpu)), median(list.map(\.kib)))
            figures[canvas] = row
            print(
                "\(canvas)x\(canvas)".padding(toLength: 12, withPad: " ", startingAt: 0)
                    + String(format: "%11.1f %9.1f %14.1f", row.0, row.1, row.2 / 1024))
        }
        guard let small = figures[Self.canvases[0]] else { return }
        for canvas in Self.canvases.dropFirst() {
            guard let large = figures[canvas] else { continue }
            print(
                String(
                    format: "  %d over %d: wall %.2fx, CPU %.2fx, peak RSS %.2fx (goal: within 1.5x)%@", canvas,
                    Self.canvases[0], large.ms / small.ms, large.cpu / small.cpu, large.kib / small.kib,
                    canvas == 16384 ? "; the issue measured 19 s and 1.08 GB for 16384 before" as NSString : ""))
        }
    }

    /// Runs `executable` with `arguments` (stdout to /dev/null) and waits for it: wall time,
    /// CPU time (user + system) and the peak resident size the kernel reports for it alone
    /// (wait4's rusage; Process gives no rusage, and RUSAGE_CHILDREN mixes every child).
    static func spawnMeasured(_ executable: String, _ arguments: [String]) throws -> (
        milliseconds: Double, cpuMilliseconds: Double, peakKiB: Int
    ) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = wallMilliseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "\(executable): cannot start: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let milliseconds = wallMilliseconds() - start
        // Exited (low 7 bits 0) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return (milliseconds, ms(usage.ru_utime) + ms(usage.ru_stime), usage.ru_maxrss)
    }
}
