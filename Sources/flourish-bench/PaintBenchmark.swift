import CReferenceReplay
import FlourishFeeder
import FlourishPaint
import FlourishRecording
import FlourishSessionSetup
import Foundation

/// Benchmark 1 of the foundation: the whole engine path (feeder, libmypaint on our tiled
/// surface, dirty-tile 8-bit conversion) against libmypaint's own harness on the same events.
struct PaintBenchmark: PaintingBenchmark {
    static let name = "paint"
    let dataPath: String
    let repetitions: Int
    let brushes: [String]

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
        brushes = options.brushes
    }

    func run() throws {
        let (recording, frames) = try paintingFrames()
        let samples = recording.samples
        let events = samples.map {
            FlourishReferenceEvent(time: $0.time, x: $0.x, y: $0.y, pressure: $0.isDown ? $0.pressure : 0)
        }
        print("paint: \(samples.count) events in \(frames.count) frames of 120 Hz, \(repetitions) runs each, median process CPU ms")
        print("brush                          flourish ms   reference ms   ratio   flourish dabs   reference dabs  flourish without 8-bit ms")
        for name in brushes {
            let path = Brush.resolve(name)
            guard let json = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Failure(description: "\(path): cannot read brush")
            }
            var ours: [Double] = []
            var theirs: [Double] = []
            var enginesOnly: [Double] = []
            var ourDabs: UInt64 = 0
            var theirDabs: UInt64 = 0
            // One discarded warm-up of each, then alternate which goes first so drift hits both
            // alike.
            for run in 0...repetitions {
                func reference() -> FlourishReferenceResult {
                    events.withUnsafeBufferPointer {
                        flourish_reference_replay(json, $0.baseAddress, $0.count, 1000, 1000)
                    }
                }
                let referenceFirst = run % 2 == 1
                let early = referenceFirst ? reference() : nil
                let (ms, dabs) = try flourish(frames: frames, json: json, path: path)
                let (engineOnly, _) = try flourish(frames: frames, json: json, path: path, convert: false)
                let reference = early ?? reference()
                guard reference.ok != 0 else { throw Failure(description: "\(path): reference could not load the brush") }
                if run == 0 { continue }
                ours.append(ms)
                enginesOnly.append(engineOnly)
                theirs.append(reference.cpu_ms)
                ourDabs = dabs
                theirDabs = reference.dabs
            }
            let a = median(ours)
            let b = median(theirs)
            let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
            print(
                pad(name, 30) + pad(String(format: "%11.1f", a), 14) + pad(String(format: "%13.1f", b), 15)
                    + pad(String(format: "%6.2f", a / b), 8) + pad(String(format: "%14llu", ourDabs), 16)
                    + String(format: "%15llu", theirDabs) + String(format: "%19.1f", median(enginesOnly))
                    + (ourDabs == theirDabs ? "" : "   DAB COUNTS DIFFER"))
            print("    8-bit conversion: \(convertedPixels) pixels in \(frames.count) frames")
        }
    }

    /// One replay through Flourish's engine; returns CPU ms of the frame loop and the dabs
    /// drawn. Without `convert` it skips the screen's 8-bit conversion, to show its share.
    func flourish(frames: [ReplayFrame], json: String, path: String, convert: Bool = true) throws -> (Double, UInt64) {
        let brush = try Brush(json: json, path: path)
        let engine = PaintEngine(width: 1000, height: 1000, brush: brush)
        let feeder = SampleFeeder()
        let display = DisplayTile()
        let paper = SessionSetup().paper
        if convert { convertedPixels = 0 }
        let start = cpuMilliseconds()
        for frame in frames {
            for sample in frame.samples { feeder.push(sample) }
            let batch = feeder.drain()
            let dirty = engine.continueStroke(batch)
            if convert {
                for tile in dirty.tiles {
                    let area = dirty.changedPixels(of: tile)
                    convertedPixels += area.width * area.height
                    display.convert(tile, area: area, of: engine.tiles, paper: paper)
                }
            }
            feeder.recycle(batch)
        }
        return (cpuMilliseconds() - start, engine.dabs)
    }
}

/// Pixels the last replay converted to 8-bit (for the figures).
nonisolated(unsafe) var convertedPixels = 0
