import FlourishConfig
import FlourishDocuments
import FlourishThumbnails

/// What the command line asked for.
package enum Command {
    case paint(PaintOptions)
    case replay(ReplayOptions)
    /// `flourish timelapse FILE --out VIDEO`: the recording replayed into a video.
    case timelapse(TimelapseOptions)
    /// `flourish gestures FILE [--json]`: the gesture decisions a recording replays to.
    case gestures(path: String, json: Bool)
    /// `flourish thumbnail INPUT OUTPUT.png [SIZE]`: a file manager's thumbnail of a painting.
    case thumbnail(input: String, output: String, size: Int)
    case help
    /// `flourish --version`: one line, `flourish <version>`.
    case version
}

package struct PaintOptions {
    package var configPath: String?
    package var brush: String?
    package var canvasSize: (Int, Int)?
    package var windowSize: (Int, Int)?
    package var recordPath: String?
    package var savePath: String?
    package var quitAfter: Double?
    package var statsPath: String?
    /// Push this many synthetic pen samples at this rate from another thread (benchmarks), the
    /// pen lifted after every `stroke` of them (one stroke when not given).
    package var flood: (count: Int, hz: Double, stroke: Int)?
    /// Force SDL's mouse events even where XInput2 is available.
    package var mouseOnly = false
    /// Overrides the settings' `renderer`.
    package var renderer: RendererChoice?
    /// Save the first N frames drawn (what the window shows) as PNGs in this folder.
    package var captureFolder: String?
    package var captureFrames = 3
    /// Pop a burst of this many pieces when the first frame is drawn (tests, benchmarks).
    package var burst: Int?
    /// ...launched this many seconds before that frame (a test expires it on purpose).
    package var burstAge = 0.0
    package var burstLook = "flat"
    /// Benchmark: draw the confetti only on every other frame, so frames with and without it
    /// are timed side by side in one run.
    package var alternateConfetti = false
    /// One CSV row per frame, and a summary file at exit.
    package var frameLogPath: String?
    /// A recording painted onto the canvas before the first frame (benchmarks start from a
    /// painted canvas this way).
    package var preloadPath: String?
    /// A painting to open (`.ora` or `.png`): Ctrl+S saves back to it.
    package var openPath: String?
    /// Open an autosave newer than the painting's last save, where there is one.
    package var recover = true
    /// PNG saves write the whole canvas instead of the painted bounds.
    package var fullCanvas = false
}

package struct ReplayOptions {
    package var recordingPath: String
    package var brush: String?
    package var outputPath: String?
    package var frameHz: Double?
    package var canvasSize: (Int, Int)?
    package var fullCanvas = false
}

package struct TimelapseOptions {
    package var recordingPath: String
    package var outputPath = ""
    package var size = (width: 1920, height: 1080)
    package var seconds = 30.0
    package var fps = 30
}

package struct UsageError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }
}

package enum Options {
    package static var usage: String {
        """
        usage:
          flourish [options] [FILE.ora|FILE.png]   open the window and paint (FILE: open it)
          flourish replay FILE --out FILE.png|FILE.ora [--brush B] [--frame-hz HZ] [--size WxH]
                          [--full-canvas]
          flourish timelapse FILE.ora|FILE.flourish --out VIDEO.mp4|VIDEO.webm [--size WxH] [--seconds S] [--fps N]
                          the recording replayed into a video (H.264 or VP9 by the extension),
                          the canvas fitted into WxH (default 1920x1080), its strokes spread
                          over about S seconds (default 30) at N frames a second (default 30);
                          strokes and clears undone later never show
          flourish gestures FILE [--json]   each tap and character group of the recording's
                          gesture ink: its decision, time and box (one line each, or JSON)
          flourish thumbnail FILE.ora|FILE.png OUT.png [SIZE]
                          a PNG of the painting at most SIZE pixels a side (default 256),
                          for file managers; no window (Assets/flourish.thumbnailer runs the same
                          as flourish-thumbnailer FILE OUT.png SIZE, without the window's libraries)
          flourish --help | --version   this text, or the version (flourish \(FlourishVersion.number))

        options for painting:
          --config FILE        settings (default: ./Configs/flourish.conf if present)
          --brush B            a .myb file or group/name, e.g. classic/pencil
          --size WxH           canvas size in pixels
          --window WxH         window size
          --input auto|mouse   auto: pen, eraser and mouse through XInput2 where the X server
                               has it; mouse: SDL's mouse events only (no pressure or tilt)
          --renderer auto|gpu|software
                               how frames reach the screen (overrides the settings' renderer)
          --record FILE        write every sample received, replayable with `flourish replay`
          --save FILE          where Ctrl+S saves when no file was opened (.ora or .png)
          --full-canvas        PNG saves hold the whole canvas, not just the painted part
          --no-recover         start blank even where an autosave holds unsaved paint
          --quit-after SECONDS quit by itself (tests, benchmarks)
          --stats FILE         write frame and input figures as JSON at exit
          --frame-log FILE.csv one row per frame (stages, samples, latency, confetti); a summary
                               in FILE-summary.csv at exit
          --flood COUNT@HZ[/STROKE]
                               push synthetic pen samples from another thread (benchmark),
                               the pen lifted after every STROKE of them (default: COUNT)
          --preload FILE       paint a recording onto the canvas before the first frame
          --capture DIR        save the first frames drawn as DIR/frame-N.png (tests)
          --burst N            pop a confetti burst of N pieces with the first frame
          --burst-age SECONDS  launched that long before it (tests expire it on purpose)
          --burst-look flat|3d
          --alternate-confetti draw the confetti on every other frame only (benchmark)
          --capture-frames N   how many (default 3)
        """ + "\n\n" + keyHelp
    }

    /// The key table, from the bindings themselves.
    package static var keyHelp: String {
        // The chords' column as wide as the widest (padding(toLength:) cuts longer text short).
        let column = KeyBindings.table.map(\.chord.description.count).max() ?? 0
        return "keys:\n"
            + KeyBindings.table.map {
                "  \($0.chord.description.padding(toLength: column, withPad: " ", startingAt: 0)) \($0.action.summary)"
            }.joined(separator: "\n")
            + "\npointer: wheel zooms about the pointer; middle drag, or Space with a left drag, pans"
    }

    package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        if rest.first == "--help" || rest.first == "-h" { return .help }
        if rest.first == "--version" { return .version }
        if rest.first == "gestures" {
            rest = rest.dropFirst()
            guard let file = rest.popFirst(), !file.hasPrefix("--") else {
                throw UsageError(description: "gestures needs a recording file")
            }
            var json = false
            while let flag = rest.popFirst() {
                guard flag == "--json" else { throw UsageError(description: "unknown option '\(flag)' for gestures") }
                json = true
            }
            return .gestures(path: file, json: json)
        }
        if rest.first == "thumbnail" {
            return try thumbnail(rest.dropFirst())
        }
        if rest.first == "timelapse" {
            return .timelapse(try timelapse(rest.dropFirst()))
        }
        if rest.first == "replay" {
            rest = rest.dropFirst()
            guard let file = rest.first, !file.hasPrefix("--") else {
                throw UsageError(description: "replay needs a recording file")
            }
            rest = rest.dropFirst()
            var options = ReplayOptions(recordingPath: file)
            while let flag = rest.popFirst() {
                switch flag {
                case "--brush": options.brush = try value(flag, &rest)
                case "--out": options.outputPath = try value(flag, &rest)
                case "--frame-hz": options.frameHz = try positive(flag, &rest, "rate")
                case "--size": options.canvasSize = try size(flag, &rest)
                case "--full-canvas": options.fullCanvas = true
                default: throw UsageError(description: "unknown option '\(flag)' for replay")
                }
            }
            guard options.outputPath != nil else {
                throw UsageError(description: "replay needs --out FILE.png or FILE.ora")
            }
            return .replay(options)
        }
        var options = PaintOptions()
        while let flag = rest.popFirst() {
            switch flag {
            case "--config": options.configPath = try value(flag, &rest)
            case "--brush": options.brush = try value(flag, &rest)
            case "--size": options.canvasSize = try size(flag, &rest)
            case "--window": options.windowSize = try size(flag, &rest)
            case "--capture":
                options.captureFolder = try value(flag, &rest)
            case "--capture-frames":
                let n = try positive(flag, &rest, "number of frames")
                options.captureFrames = Int(n)
            case "--burst":
                options.burst = Int(try positive(flag, &rest, "number of pieces"))
            case "--burst-age":
                options.burstAge = try positive(flag, &rest, "number of seconds")
            case "--burst-look":
                let look = try value(flag, &rest)
                guard look == "flat" || look == "3d" else {
                    throw UsageError(description: "--burst-look: '\(look)' is not flat or 3d")
                }
                options.burstLook = look
            case "--alternate-confetti":
                options.alternateConfetti = true
            case "--input":
                switch try value(flag, &rest) {
                case "auto": options.mouseOnly = false
                case "mouse": options.mouseOnly = true
                case let other: throw UsageError(description: "--input: '\(other)' is not auto or mouse")
                }
            case "--renderer":
                let text = try value(flag, &rest)
                guard let choice = RendererChoice(rawValue: text) else {
                    throw UsageError(description: "--renderer: '\(text)' is not auto, gpu or software")
                }
                options.renderer = choice
            case "--record": options.recordPath = try value(flag, &rest)
            case "--save": options.savePath = try value(flag, &rest)
            case "--stats": options.statsPath = try value(flag, &rest)
            case "--frame-log": options.frameLogPath = try value(flag, &rest)
            case "--preload": options.preloadPath = try value(flag, &rest)
            case "--no-recover": options.recover = false
            case "--full-canvas": options.fullCanvas = true
            case "--quit-after": options.quitAfter = try positive(flag, &rest, "number of seconds")
            case "--flood":
                let text = try value(flag, &rest)
                let rate = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
                let parts = rate[0].split(separator: "@")
                let stroke = rate.count == 2 ? Int(rate[1]) : Int.max
                guard parts.count == 2, let count = Int(parts[0]), count > 0,
                    let hz = Double(parts[1]), hz > 0, hz <= 100_000, let stroke, stroke > 0
                else { throw UsageError(description: "--flood: '\(text)' is not COUNT@HZ[/STROKE]") }
                options.flood = (count, hz, min(stroke, count))
            case let file where !file.hasPrefix("-") && options.openPath == nil:
                options.openPath = file
            default: throw UsageError(description: "unknown option '\(flag)' (try --help)")
            }
        }
        return .paint(options)
    }

    private static func timelapse(_ arguments: ArraySlice<String>) throws(UsageError) -> TimelapseOptions {
        var rest = arguments
        guard let file = rest.popFirst(), !file.hasPrefix("--") else {
            throw UsageError(description: "timelapse needs a recording file")
        }
        var options = TimelapseOptions(recordingPath: file)
        var out: String?
        while let flag = rest.popFirst() {
            switch flag {
            case "--out": out = try value(flag, &rest)
            case "--size":
                let (width, height) = try size(flag, &rest)
                guard width >= 16, height >= 16, width % 2 == 0, height % 2 == 0, width <= 7680, height <= 4320 else {
                    throw UsageError(
                        description: "--size: '\(width)x\(height)' is no video size (both even, 16 to 7680x4320)")
                }
                options.size = (width, height)
            case "--seconds":
                options.seconds = try positive(flag, &rest, "number of seconds")
                guard options.seconds <= 3600 else {
                    throw UsageError(description: "--seconds: '\(options.seconds)' is more than an hour")
                }
            case "--fps":
                let text = try value(flag, &rest)
                guard let fps = Int(text), (1...120).contains(fps) else {
                    throw UsageError(description: "--fps: '\(text)' is not a whole number of frames a second, 1 to 120")
                }
                options.fps = fps
            default: throw UsageError(description: "unknown option '\(flag)' for timelapse")
            }
        }
        guard let out else { throw UsageError(description: "timelapse needs --out VIDEO.mp4 or VIDEO.webm") }
        let lowered = out.lowercased()
        guard lowered.hasSuffix(".mp4") || lowered.hasSuffix(".webm") else {
            throw UsageError(description: "--out: '\(out)' is not a .mp4 or .webm file")
        }
        options.outputPath = out
        return options
    }

    private static func thumbnail(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
        do {
            let request = try ThumbnailRequest.parse(arguments)
            return .thumbnail(input: request.input, output: request.output, size: request.size)
        } catch {
            throw UsageError(description: error.description)
        }
    }

    private static func value(_ flag: String, _ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
        return value
    }

    private static func positive(
        _ flag: String, _ rest: inout ArraySlice<String>, _ what: String
    ) throws(UsageError) -> Double {
        let text = try value(flag, &rest)
        guard let number = Double(text), number > 0, number.isFinite else {
            throw UsageError(description: "\(flag): '\(text)' is not a positive \(what)")
        }
        return number
    }

    private static func size(_ flag: String, _ rest: inout ArraySlice<String>) throws(UsageError) -> (Int, Int) {
        let text = try value(flag, &rest)
        guard let size = SettingsParser.size(text) else {
            throw UsageError(description: "\(flag): '\(text)' is not WIDTHxHEIGHT")
        }
        return size
    }
}
