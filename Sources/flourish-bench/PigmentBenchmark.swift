import FlourishPaint
import FlourishRecording
import FlourishSamples
import Foundation

/// What libmypaint's spectral pigment mixing (`paint_mode`) costs: each brush with pigment on
/// (`BrushPigment.fileOrOn`, what a `linear` painting's brushes get) against the same brush
/// with it off (`.off`, every brush before), per dab on libmypaint's 30-second painting; and
/// whether a 250 Hz pen keeps up with pigment on: the CPU time its strokes take against the
/// time they last. The engine alone (no 8-bit conversion, which pigment does not change),
/// frames of 120 Hz as the window paints them.
struct PigmentBenchmark: Benchmark {
    static let name = "pigment"
    let dataPath: String
    let repetitions: Int
    /// Dieterle's 8B pencil (its file asks for pigment), the paint benchmark's pencils and
    /// charcoal, and a smudge brush (pigment smudges read the canvas spectrally too).
    let brushes: [String]

    static let defaultBrushes = [
        "Dieterle/8B_Pencil#1", "classic/pencil", "classic/charcoal", "deevad/2B_pencil", "deevad/basic_digital_brush",
    ]

    /// The synthetic pen: a sample every 4 ms, strokes of 2 s looping over each other.
    static let penHz = 250.0
    static let penStrokes = 5
    static let strokeSeconds = 2.0

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
        brushes = options.brushGiven ? options.brushes : Self.defaultBrushes
    }

    func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP pigment benchmark: \(dataPath) is absent (it lives in ../shared/data).")
        }
    }

    func run() throws {
        let recording = try RecordingParser.read(path: dataPath)
        let painting = FrameGrouping.byTime(recording.events, hz: 120)
        let pen = Self.penFrames()
        let penSeconds = Double(Self.penStrokes) * Self.strokeSeconds
        let penSamples = pen.reduce(0) { $0 + $1.count }
        print(
            "pigment: \(recording.samples.count) events of painting30sec.dat on 1000x1000, engine only, "
                + "median of \(repetitions) runs, process CPU ms; on = pigment on (linear's default), off = pigment off")
        print("brush                          off ms     on ms   off µs/dab   on µs/dab  ratio/dab      dabs")
        var penLines: [String] = []
        for name in brushes {
            var offTimes: [Double] = []
            var onTimes: [Double] = []
            var penTimes: [Double] = []
            var dabs: (off: UInt64, on: UInt64) = (0, 0)
            // One discarded warm-up, then alternate which goes first so drift hits both alike.
            for run in 0...repetitions {
                let onFirst = run % 2 == 1
                let early = onFirst ? try Self.paint(painting, brush: name, pigment: .fileOrOn) : nil
                let off = try Self.paint(painting, brush: name, pigment: .off)
                let on = try early ?? Self.paint(painting, brush: name, pigment: .fileOrOn)
                let penRun = try Self.paint(pen, brush: name, pigment: .fileOrOn)
                if run == 0 { continue }
                offTimes.append(off.ms)
                onTimes.append(on.ms)
                penTimes.append(penRun.ms)
                dabs = (off.dabs, on.dabs)
            }
            let (offMs, onMs) = (median(offTimes), median(onTimes))
            let offPerDab = offMs * 1000 / Double(max(dabs.off, 1))
            let onPerDab = onMs * 1000 / Double(max(dabs.on, 1))
            let dabCount = dabs.off == dabs.on ? "\(dabs.on)" : "\(dabs.off) off, \(dabs.on) on"
            print(
                Self.pad(name, 29) + String(format: "%8.1f  %8.1f  %11.2f  %10.2f  %9.2fx  ", offMs, onMs, offPerDab, onPerDab, onPerDab / offPerDab)
                    + String(repeating: " ", count: max(0, 8 - dabCount.count)) + dabCount)
            let perSecond = median(penTimes) / 1000 / penSeconds
            penLines.append(
                Self.pad(name, 29) + String(format: "%8.1f  %12.3f s  ", median(penTimes), perSecond)
                    + (perSecond < 1 ? "keeps up" : "FALLS BEHIND"))
        }
        print(
            "pigment: a \(Int(Self.penHz)) Hz pen, \(Self.penStrokes) strokes of \(Int(Self.strokeSeconds)) s "
                + "(\(penSamples) samples) crossing each other, pigment on; CPU per second of pen (keeps up below 1 s)")
        print("brush                          CPU ms   per s of pen")
        for line in penLines { print(line) }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// One run of `frames` through a fresh engine on 1000x1000: CPU ms and dabs.
    static func paint(_ frames: [ReplayFrame], brush name: String, pigment: BrushPigment) throws -> (ms: Double, dabs: UInt64) {
        try paint(frames.map(\.samples), brush: name, pigment: pigment)
    }

    static func paint(_ frames: [[Sample]], brush name: String, pigment: BrushPigment) throws -> (ms: Double, dabs: UInt64) {
        let engine = PaintEngine(width: 1000, height: 1000, brush: try Brush(named: name, pigment: pigment))
        let start = cpuMilliseconds()
        for frame in frames { engine.continueStroke(frame) }
        return (cpuMilliseconds() - start, engine.dabs)
    }

    /// The synthetic pen's samples in 120 Hz frames: loops of 150 px radius drifting across
    /// the canvas at about 500 px/s, pressure swelling and easing within each stroke, a hover
    /// sample between strokes.
    static func penFrames() -> [[Sample]] {
        var samples: [Sample] = []
        let perStroke = Int(strokeSeconds * penHz)
        for stroke in 0..<penStrokes {
            let start = Double(stroke) * (strokeSeconds + 0.2)
            for i in 0...perStroke {
                let t = Double(i) / penHz
                let u = Double(i) / Double(perStroke)
                let down = i < perStroke
                let angle = t * 3.3 + Double(stroke)
                samples.append(
                    Sample(
                        x: 250 + 500 * u + 150 * cos(angle), y: 350 + Double(stroke) * 60 + 150 * sin(angle),
                        pressure: down ? 0.3 + 0.5 * sin(u * .pi) : 0, xtilt: 0.1, ytilt: -0.1, time: start + t,
                        tool: .pen, buttons: down ? .primary : []))
            }
        }
        var frames: [[Sample]] = []
        var frame: [Sample] = []
        var tick = Int(samples[0].time * 120)
        for sample in samples {
            let sampleTick = Int(sample.time * 120)
            if sampleTick != tick, !frame.isEmpty {
                frames.append(frame)
                frame = []
            }
            tick = sampleTick
            frame.append(sample)
        }
        if !frame.isEmpty { frames.append(frame) }
        return frames
    }
}
