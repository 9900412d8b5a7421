import FlourishImage
import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSession
import FlourishSessionSetup
import Foundation

/// What a save costs as the canvas grows under the same painting: libmypaint's 30-second
/// painting replayed onto canvases of 1000, 4096 and 16384 pixels a side, saved with the
/// streamed painted-bounds export and, where it fits, the old whole-canvas one.
///
/// Each canvas and export runs in a child process of its own (`png-once`). After painting,
/// the child resets its peak resident size to its current one (writing 5 to
/// /proc/self/clear_refs), saves, and reads the peak again (VmHWM): the growth is what the
/// saves (libpng's and zlib's state included) added to resident memory, page-exact. ru_maxrss
/// alone would hide it under the replay's own high-water mark. It is a lower bound where a save
/// reuses heap the replay freed, so the table also gives the bytes of the export's own
/// buffers: the writer's one row, or the whole-canvas array. Files go to /dev/shm (tmpfs):
/// AtomicFile's fsync costs nothing there, so the times (process CPU) are the export's alone.
struct PNGExportBenchmark: PaintingBenchmark, RunsOnce {
    static let name = "png"
    let dataPath: String
    let repetitions: Int

    static let canvases = [1000, 4096, 16384]
    static let brush = "classic/pencil"

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// One child's figures.
    struct Figures {
        var milliseconds = 0.0
        var fileBytes = 0
        var ownBufferBytes = 0
        var rssGrowthKiB = 0
        var size = ""
    }

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    func run() throws {
        try PNGFilterBenchmark(dataPath: dataPath, repetitions: repetitions).run()
        print("")
        print(
            "png export: painting30sec.dat (\(Self.brush)) saved from growing canvases, compression \(describe(.default)); median of \(repetitions) saves, one child process per row"
        )
        print(
            "canvas         export                         image         ms    file KiB   own buffers KiB   peak RSS growth KiB"
        )
        var streamed: [Int: Figures] = [:]
        for canvas in Self.canvases {
            for export in ["streamed", "whole"] {
                let label = "\(canvas)x\(canvas)".padding(toLength: 15, withPad: " ", startingAt: 0)
                let name = (export == "streamed" ? "streamed painted bounds" : "whole canvas (old)")
                    .padding(toLength: 31, withPad: " ", startingAt: 0)
                if export == "whole" && canvas > 4096 {
                    print(label + name + "skipped: a \((canvas * canvas * 4) >> 20) MiB buffer")
                    continue
                }
                let figures = try child(canvas: canvas, export: export)
                if export == "streamed" { streamed[canvas] = figures }
                print(
                    label + name + figures.size.padding(toLength: 11, withPad: " ", startingAt: 0)
                        + String(
                            format: "%9.2f %11.1f %17.1f %19d", figures.milliseconds, Double(figures.fileBytes) / 1024,
                            Double(figures.ownBufferBytes) / 1024, figures.rssGrowthKiB))
            }
        }
        if let small = streamed[Self.canvases[0]], let large = streamed[Self.canvases[Self.canvases.count - 1]] {
            print(
                String(
                    format:
                        "streamed, %dx%d over %dx%d: time %.2fx, own buffers %.2fx, peak RSS growth %d KiB vs %d KiB (goal: within 1.5x)",
                    Self.canvases.last ?? 0, Self.canvases.last ?? 0, Self.canvases[0], Self.canvases[0],
                    large.milliseconds / small.milliseconds,
                    Double(large.ownBufferBytes) / Double(small.ownBufferBytes),
                    large.rssGrowthKiB, small.rssGrowthKiB))
        }
    }

    /// Runs `flourish-bench png-once` for one canvas and export and reads its figures line.
    private func child(canvas: Int, export: String) throws -> Figures {
        let fields = try ChildResult.fields(running: [
            "png-once", "--canvas", String(canvas), "--export", export, "--data", dataPath,
            "--repetitions", String(repetitions),
        ])
        var figures = Figures()
        figures.milliseconds = Double(fields["ms"] ?? "") ?? .nan
        figures.fileBytes = Int(fields["file"] ?? "") ?? 0
        figures.ownBufferBytes = Int(fields["buffers"] ?? "") ?? 0
        figures.rssGrowthKiB = (Int(fields["peak"] ?? "") ?? 0) - (Int(fields["resident"] ?? "") ?? 0)
        figures.size = fields["size"] ?? "?"
        return figures
    }

    /// The child (`png-once`): paints a `--canvas` canvas, then saves it `repetitions` times
    /// (after one warm-up) by the `--export` path, and prints one `RESULT` line.
    func runOnce(options: BenchmarkOptions) throws {
        let (canvas, export) = (options.canvasSide, options.export)
        let store = try Self.painting(dataPath: dataPath, canvas: canvas, brush: Self.brush)
        let path = "/dev/shm/flourish-png-once-\(getpid()).png"
        defer { unlink(path) }
        let resident = try PeakResident.reset()
        var times: [Double] = []
        var size = "\(canvas)x\(canvas)"
        var buffers = canvas * canvas * 4
        for _ in 0...repetitions {
            let start = cpuMilliseconds()
            if export == "streamed" {
                guard let bounds = try PaintedPNG.write(store, to: path) else {
                    throw Failure(description: "the painting painted nothing")
                }
                size = "\(bounds.width)x\(bounds.height)"
                buffers = bounds.width * 4
            } else {
                try PaintedPNG.writeWholeCanvas(store, to: path)
            }
            times.append(cpuMilliseconds() - start)
        }
        let peak = PeakResident.kiB("VmHWM")
        let file = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print(
            "RESULT ms=\(median(Array(times.dropFirst()))) file=\(file) buffers=\(buffers) resident=\(resident) peak=\(peak) size=\(size)"
        )
    }

    /// libmypaint's painting replayed through the app's feeder and session onto a canvas of
    /// `canvas` pixels a side (it covers about x 176...795, y 57...604). With `colourful`
    /// each of its 30 strokes gets the next of eight colours, as a painter switching colours
    /// would (the recording itself is one colour, which in straight alpha leaves every colour
    /// byte of the file the same).
    static func painting(dataPath: String, canvas: Int, brush: String, colourful: Bool = false) throws -> TileStore {
        var setup = SessionSetup()
        setup.canvasWidth = canvas
        setup.canvasHeight = canvas
        setup.brush = brush
        let session = try PaintSession(setup: setup)
        var frames = Replay.frames(of: try RecordingParser.read(path: dataPath))
        if colourful {
            let palette = ["#d03020", "#2060c0", "#20a040", "#e0a010", "#8030a0", "#10a0a0", "#603010", "#f06090"]
            var down = false
            var strokes = 0
            for index in frames.indices {
                let startsStroke = !down && frames[index].samples.contains(where: \.isDown)
                if startsStroke {
                    frames[index].commands.append(.setColor(palette[strokes % palette.count]))
                    strokes += 1
                }
                down = frames[index].samples.last?.isDown ?? down
            }
        }
        Replay.paint(frames, with: session)
        return session.canvas
    }

    private func describe(_ compression: PNGCompression) -> String {
        let names = PNGFilterBenchmark.filters.filter { compression.filters == $0.1 }.map(\.0)
        return "filters \(names.first ?? String(compression.filters.rawValue)), zlib level \(compression.level)"
    }
}
