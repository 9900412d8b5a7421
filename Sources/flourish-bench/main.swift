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
var index = 0
while index < arguments.count, arguments[index] != "--conversion" {
    switch arguments[index] {
    case "--data" where index + 1 < arguments.count:
        dataPath = arguments[index + 1]
        index += 1
    case "--repetitions" where index + 1 < arguments.count:
        repetitions = max(1, Int(arguments[index + 1]) ?? repetitions)
        index += 1
    case "--brush" where index + 1 < arguments.count:
        brushes = [arguments[index + 1]]
        index += 1
    default:
        print("usage: flourish-bench [--data painting30sec.dat] [--repetitions N] [--brush group/name]")
        exit(2)
    }
    index += 1
}

if arguments.contains("--conversion") { ConversionBenchmark().run(); exit(0) }
do {
    try PaintBenchmark(dataPath: dataPath, repetitions: repetitions).run(brushes: brushes)
} catch {
    print("flourish-bench: \(error)")
    exit(1)
}
