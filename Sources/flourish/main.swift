import FlourishAppCore
import FlourishConfig
import FlourishDocuments
import FlourishFrameClock
import FlourishGestures
import FlourishRecording
import FlourishReplay
import FlourishThumbnails
import FlourishTimelapse
import Foundation

/// Entry point: `flourish` paints in a window, `flourish replay` renders a recording to PNG,
/// `flourish timelapse` into a video.
func loadSettings(explicitPath: String?) -> Settings {
    var settings = Settings()
    let candidates =
        explicitPath.map { [$0] }
        ?? [
            ProcessInfo.processInfo.environment["FLOURISH_CONFIG"],
            "Configs/flourish.conf",
            ProcessInfo.processInfo.environment["HOME"].map { "\($0)/.config/flourish/flourish.conf" },
        ].compactMap { $0 }
    for path in candidates {
        do {
            for problem in try SettingsFile.read(path: path, into: &settings) { Console.warn("\(problem)") }
        } catch {
            // A file that is only looked for may be absent; one that is there and cannot be
            // read (a folder, too large, no permission) is said, whoever named it.
            if error.isMissing && explicitPath == nil { continue }
            Console.warn("\(error); using the default settings")
        }
        break
    }
    return settings
}

// A write to a pipe whose reader is gone (a stopped input thread, a closed stdout) fails with
// EPIPE, where it is handled, instead of killing the app and the painting with it.
signal(SIGPIPE, SIG_IGN)

// The window title reaches X through the C library's character set: take the environment's,
// and UTF-8 where that is plain ASCII, so the title's dash and brush names arrive whole. Only
// LC_CTYPE: numbers keep their C formatting in logs and files.
setlocale(LC_CTYPE, "")
if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }

let command: Command
do {
    command = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Console.warn("\(error)\n\(Options.usage)")
    exit(2)
}

switch command {
case .help:
    print(Options.usage)
case .version:
    print("flourish \(FlourishVersion.number)")
case .replay(let options):
    var request = ReplayRequest(recordingPath: options.recordingPath)
    request.brush = options.brush
    request.outputPath = options.outputPath
    request.frameHz = options.frameHz
    request.canvasWidth = options.canvasSize?.0
    request.canvasHeight = options.canvasSize?.1
    request.fullCanvas = options.fullCanvas
    // The settings' memory_limit_mb bounds the replay's canvas; nothing else of them counts:
    // a recording replays with its own brushes.
    request.memoryBudget = loadSettings(explicitPath: nil).session.memoryBudget
    // Progress only for a person watching: a pipe or a log gets the result line alone.
    do {
        let (report, _) = try Console.withProgress(ReplayProgress(start: MonotonicClock.now())) {
            try Replay.run(request, progress: $0)
        }
        for clamp in report.brushClamps { Console.warn("\(clamp)") }
        let clamped =
            report.clampedSamples == 0
            ? "" : " (\(report.clampedSamples) sample\(report.clampedSamples == 1 ? "" : "s") clamped to the canvas's margin)"
        Console.say(
            "replayed \(report.samples) samples in \(report.frames) frames with \(report.brushPath): "
                + "\(report.dabs) dabs on \(report.canvasWidth)x\(report.canvasHeight)\(clamped) -> \(options.outputPath ?? "")")
    } catch {
        Console.warn("\(error)")
        exit(1)
    }
case .timelapse(let options):
    var request = TimelapseRequest(recordingPath: options.recordingPath, outputPath: options.outputPath)
    (request.width, request.height) = options.size
    request.seconds = options.seconds
    request.fps = options.fps
    request.memoryBudget = loadSettings(explicitPath: nil).session.memoryBudget
    do {
        let progress = ReplayProgress(start: MonotonicClock.now(), activity: "rendering", unit: "frames")
        let (report, _) = try Console.withProgress(progress) { try Timelapse.render(request, progress: $0) }
        let leftOut = report.stepsLeftOut == 0 ? "" : ", \(report.stepsLeftOut) undone step\(report.stepsLeftOut == 1 ? "" : "s") left out"
        Console.say(
            "rendered \(report.samples) samples of \(report.canvasWidth)x\(report.canvasHeight) into \(report.frames) frames "
                + "(\(options.size.width)x\(options.size.height) at \(options.fps) fps\(leftOut)) -> \(options.outputPath)")
    } catch {
        Console.warn("\(error)")
        exit(1)
    }
case .thumbnail(let input, let output, let size):
    // Before anything of SDL's: a file manager runs this many times, with no display.
    do {
        try Thumbnailer.write(from: input, to: output, size: size)
    } catch {
        Console.warn("\(error)")
        exit(1)
    }
case .gestures(let path, let json):
    let recording: Recording
    do {
        recording = try RecordingParser.read(path: path)
    } catch {
        Console.warn("\(error)")
        exit(1)
    }
    // The window's model and threshold, so a recording replays to the window's decisions.
    let model = DigitModelFile.load(candidates: DigitModelFile.candidatesHere)
    if let problem = model.problem { Console.warn(problem) }
    let gate = ConfidenceGate(threshold: Float(loadSettings(explicitPath: nil).gestureConfidence))
    let reports = GestureReplay.reportsWaiting(for: recording, recognize: model.recognize, gate: gate)
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(reports) else {
            Console.warn("could not encode the gestures as JSON")
            exit(1)
        }
        print(String(decoding: data, as: UTF8.self))
    } else {
        for report in reports { print(report.line) }
    }
case .paint(let options):
    let environment = ProcessInfo.processInfo.environment
    if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        && environment["SDL_VIDEODRIVER"] == nil
    {
        Console.warn(
            "no display: neither DISPLAY nor WAYLAND_DISPLAY is set. "
                + "To render without a window: flourish replay Assets/demo.flourish --out demo.png")
        exit(3)
    }
    let settings = loadSettings(explicitPath: options.configPath)
    let app: PaintApp
    do {
        app = try PaintApp(options: options, settings: settings)
    } catch {
        Console.warn("\(error)")
        exit(1)
    }
    exit(app.run())
}
