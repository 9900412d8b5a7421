import FlourishFeeder
import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishSessionSetup
import Foundation

/// What painting in the linear colour space costs against the legacy one, per dab: the
/// 30-second painting through the engine (libmypaint's linear-sRGB stroke path and the brush's
/// colour as light, in linear) and the screen's conversion of every dirty tile (through the
/// curve's table, in linear), each brush in both spaces, pigment off in both: the colour
/// pipeline's own cost (pigment's, which a linear painting's brushes keep, is `flourish-bench
/// pigment`'s). Goal: at most 1.15x.
struct ColorSpaceBenchmark: Benchmark {
    static let name = "color-space"
    static let goal = 1.15
    let dataPath: String
    let repetitions: Int
    let brushes: [String]

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
        brushes = options.brushes
    }

    func setUp() throws {
        guard FileManager.default.fileExists(atPath: dataPath) else {
            throw BenchmarkUnavailable("SKIP color-space benchmark: \(dataPath) is absent (it lives in ../shared/data).")
        }
    }

    func run() throws {
        let recording = try RecordingParser.read(path: dataPath)
        let frames = FrameGrouping.byTime(recording.events, hz: 120)
        print("color-space: the 30-second painting, \(frames.count) frames of 120 Hz, engine and screen conversion, median of \(repetitions) runs, process CPU")
        print("brush                          legacy ns/dab   linear ns/dab   ratio   dabs (legacy, linear)   goal <= \(Self.goal)x")
        for name in brushes {
            let path = Brush.resolve(name)
            let json = try String(contentsOfFile: path, encoding: .utf8)
            var legacy: [Double] = []
            var linear: [Double] = []
            var dabs = (legacy: UInt64(0), linear: UInt64(0))
            // One discarded warm-up of each; the spaces alternate which goes first.
            for run in 0...repetitions {
                let order: [ColorSpace] = run % 2 == 0 ? [.legacy, .linear] : [.linear, .legacy]
                for space in order {
                    let (ms, count) = try paint(frames: frames, json: json, path: path, space: space)
                    guard run > 0 else { continue }
                    if space.isLegacy {
                        legacy.append(ms * 1e6 / Double(max(count, 1)))
                        dabs.legacy = count
                    } else {
                        linear.append(ms * 1e6 / Double(max(count, 1)))
                        dabs.linear = count
                    }
                }
            }
            let (a, b) = (median(legacy), median(linear))
            let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
            print(
                pad(name, 30) + pad(String(format: "%13.0f", a), 16) + pad(String(format: "%13.0f", b), 16)
                    + pad(String(format: "%5.2f", b / a), 8) + "\(dabs.legacy), \(dabs.linear)"
                    + (b / a <= Self.goal ? "" : "   OVER THE GOAL"))
        }
    }

    /// One replay in `space`, through the engine and the screen's conversion of each dirty
    /// area (over the default paper); CPU ms of the frame loop and the dabs drawn.
    func paint(frames: [ReplayFrame], json: String, path: String, space: ColorSpace) throws -> (Double, UInt64) {
        let engine = PaintEngine(width: 1000, height: 1000, brush: try Brush(json: json, path: path))
        engine.colorSpace = space
        engine.brush(for: .pen).setColor(SessionSetup().color)
        let look = CanvasLook(paper: SessionSetup().paper, curve: .of(space))
        let feeder = SampleFeeder()
        let display = DisplayTile()
        let start = cpuMilliseconds()
        for frame in frames {
            for sample in frame.samples { feeder.push(sample) }
            let batch = feeder.drain()
            let dirty = engine.continueStroke(batch)
            for tile in dirty.tiles { display.convert(tile, area: dirty.changedPixels(of: tile), of: engine.tiles, look: look) }
            feeder.recycle(batch)
        }
        return (cpuMilliseconds() - start, engine.dabs)
    }
}
