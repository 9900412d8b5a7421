import FlourishImage
import FlourishSamples
import FlourishTestSupport
import Foundation

@testable import FlourishPaint

/// One brush's part of a painting both MyPaint and Flourish paint: its samples, with a brush,
/// colour and pigment rule, on top of whatever the passes before it left on the one layer.
struct StrokePass: Sendable {
    /// `group/name` in the system's brushes.
    var brush: String
    var color: Color
    var pigment: BrushPigment
    var samples: [Sample]
}

/// The stroke comparisons' painting: passes on a 256 x 256 layer, painted by MyPaint 2.0.1's
/// own library (`Scripts/mypaint-strokes.py`) and by Flourish's engine, as 8-bit straight RGBA.
enum MyPaintStrokes {
    static let size = 256

    /// Three strokes of 100 samples 5 ms apart (200 Hz, about 400 px/s), waves across the
    /// canvas, each starting `from` a height, half a second after the one before.
    static func strokes(at heights: [Double], start: Double = 1) -> [Sample] {
        let wave = WaveStroke(
            length: 200, amplitude: 30, halfWaves: 2, samples: 100, pressure: (0.2, 0.6), xtilt: (0.1, 0.3), ytilt: -0.1)
        return heights.enumerated().flatMap { index, y in
            wave.samples(from: 28, y, startTime: start + Double(index) * 0.75)
        }
    }

    /// The brush file `name` names, as Flourish resolves it.
    static func path(_ name: String) -> String { Brush.resolve(name) }

    /// MyPaint's layer after `passes`, at `eotf` (1.0: its 1.x mode; 2.2: its 2.x mode).
    static func mypaint(_ passes: [StrokePass], eotf: Double) throws -> [UInt8] {
        let folder = try TemporaryFolder(prefix: "flourish-strokes")
        let output = folder.file("mypaint.png")
        let spec: [String: Any] = [
            "eotf": eotf, "width": size, "height": size, "output": output,
            "passes": passes.map { pass -> [String: Any] in
                [
                    "brush": path(pass.brush),
                    "color": [pass.color.r, pass.color.g, pass.color.b].map { Double($0) / 255 },
                    "pigment": name(of: pass.pigment),
                    "samples": pass.samples.map { [$0.time, $0.x, $0.y, $0.isDown ? $0.pressure : 0, $0.xtilt, $0.ytilt] },
                ]
            },
        ]
        let specPath = folder.file("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: specPath))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Scripts/mypaint-strokes.py").path
        // One thread: libmypaint picks up colour at pixels chosen by rand(), and from several
        // OpenMP threads the order of the draws (and so MyPaint's pixels) changes from run to
        // run; on one, MyPaint draws what a Flourish engine draws (see BrushRandom).
        let run = try python([script, specPath], environment: ["OMP_NUM_THREADS": "1"])
        guard run.status == 0 else { throw HarnessFailure(description: "mypaint-strokes.py: \(run.output)") }
        let image = try PNGFile.read(output)
        guard image.width == size, image.height == size else {
            throw HarnessFailure(description: "MyPaint wrote \(image.width)x\(image.height), not \(size)x\(size)")
        }
        return image.pixels
    }

    /// Flourish's layer after `passes`, in today's colour pipeline (MyPaint's 1.x mode): the
    /// engine, each pass's brush loaded with its pigment rule, samples four a batch.
    static func flourish(_ passes: [StrokePass]) throws -> [UInt8] {
        var engine: PaintEngine?
        for pass in passes {
            let brush = try Brush(named: pass.brush, pigment: pass.pigment)
            brush.setColor(pass.color)
            if let engine { engine.setBrush(brush, for: .pen) } else {
                engine = PaintEngine(width: size, height: size, brush: brush)
            }
            for batch in Strokes.batches(pass.samples, size: 4) { engine?.continueStroke(batch) }
        }
        return engine?.tiles.straightRGBA8() ?? []
    }

    /// The script's word for `pigment`.
    static func name(of pigment: BrushPigment) -> String {
        switch pigment {
        case .off: "off"
        case .fileOrOff: "file-or-off"
        case .fileOrOn: "file-or-on"
        }
    }

    struct HarnessFailure: Error, CustomStringConvertible { let description: String }
}

/// How close two 8-bit straight RGBA pictures are where either has paint.
struct StrokeAgreement: CustomStringConvertible {
    /// Pixels with alpha in either picture.
    var painted = 0
    /// The largest difference of any channel of any pixel, in 8-bit levels.
    var largest = 0
    /// Painted pixels whose every channel is within `levels` of the other picture's.
    var within = 0
    let levels: Int

    init(_ ours: [UInt8], _ theirs: [UInt8], levels: Int = 2) {
        self.levels = levels
        for pixel in stride(from: 0, to: min(ours.count, theirs.count), by: 4)
        where ours[pixel + 3] > 0 || theirs[pixel + 3] > 0 {
            painted += 1
            let difference = (0..<4).map { abs(Int(ours[pixel + $0]) - Int(theirs[pixel + $0])) }.max() ?? 0
            largest = max(largest, difference)
            if difference <= levels { within += 1 }
        }
    }

    /// The share of painted pixels within `levels`, 0...1 (0 where nothing is painted).
    var share: Double { painted == 0 ? 0 : Double(within) / Double(painted) }

    var description: String {
        String(format: "%d painted pixels, max diff %d, %.2f%% within %d levels", painted, largest, share * 100, levels)
    }
}
