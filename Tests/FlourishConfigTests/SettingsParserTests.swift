import FlourishMemory
import FlourishConfig
import FlourishSamples
import Foundation
import Testing

/// One settings line and what it must change, starting from the defaults.
struct GoodLine: Sendable, CustomTestStringConvertible {
    let line: String
    let apply: @Sendable (inout Settings) -> Void
    var testDescription: String { line }
}

/// One settings line whose value must be refused, and the key it sets.
struct BadLine: Sendable, CustomTestStringConvertible {
    let key: String
    let value: String
    var line: String { "\(key) = \(value)" }
    var testDescription: String { line }
}

/// The settings file the app ships: `Configs/flourish.conf` at the package root.
let shippedConfigPath: String = {
    var path = "\(#filePath)"
    // Drop the file name, the test folder and Tests.
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/Configs/flourish.conf"
}()

@Suite("SettingsParser")
struct SettingsParserTests {
    static let file = "Configs/flourish.conf"

    func parse(_ text: String) -> (Settings, [SettingsProblem]) {
        var settings = Settings()
        let problems = SettingsParser.parse(text, file: Self.file, into: &settings)
        return (settings, problems)
    }

    @Test("the defaults are what the documentation of Settings promises")
    func defaults() {
        let settings = Settings()
        #expect(settings.frameCapHz == 120)
        #expect(settings.session.brush == "deevad/liner")
        #expect(settings.session.brushRadius == nil)
        #expect(settings.mousePressure > 0 && settings.mousePressure <= 1)
        #expect(settings.vsync == false)
        #expect(settings.session.canvasWidth > 0 && settings.session.canvasHeight > 0)
        #expect(settings.windowWidth > 0 && settings.windowHeight > 0)
    }

    @Test("empty text, blank lines and comments keep every default", arguments: [
        "",
        "\n\n\n",
        "   \n\t\n",
        "# a comment\n",
        "# frame_cap_hz = 30\n   # vsync = true\n\n",
        "#\n#=\n",
    ])
    func emptyKeepsDefaults(text: String) {
        let (settings, problems) = parse(text)
        #expect(problems.isEmpty)
        #expect(settings == Settings())
    }

    @Test("each key is parsed", arguments: [
        GoodLine(line: "frame_cap_hz = 60") { $0.frameCapHz = 60 },
        GoodLine(line: "frame_cap_hz = 1") { $0.frameCapHz = 1 },
        GoodLine(line: "frame_cap_hz = 1000") { $0.frameCapHz = 1000 },
        GoodLine(line: "frame_cap_hz = 143.5") { $0.frameCapHz = 143.5 },
        GoodLine(line: "canvas = 800x600") { ($0.session.canvasWidth, $0.session.canvasHeight) = (800, 600) },
        GoodLine(line: "canvas = 32768x1") { ($0.session.canvasWidth, $0.session.canvasHeight) = (32768, 1) },
        GoodLine(line: "max_canvas = 8000x6000") { ($0.session.maxCanvasWidth, $0.session.maxCanvasHeight) = (8000, 6000) },
        GoodLine(line: "autosave_seconds = 30") { $0.autosaveSeconds = 30 },
        GoodLine(line: "gesture_confidence = 0.95") { $0.gestureConfidence = 0.95 },
        GoodLine(line: "gesture_confidence = 1") { $0.gestureConfidence = 1 },
        GoodLine(line: "window = 1920x1080") { ($0.windowWidth, $0.windowHeight) = (1920, 1080) },
        GoodLine(line: "brush = classic/ink_blot") { $0.session.brush = "classic/ink_blot" },
        GoodLine(line: "brush = /home/me/my brush.myb") { $0.session.brush = "/home/me/my brush.myb" },
        GoodLine(line: "brush_radius = 2.5") { $0.session.brushRadius = 2.5 },
        GoodLine(line: "brush_radius = 1000") { $0.session.brushRadius = 1000 },
        GoodLine(line: "color = #ff8000") { $0.session.color = Color(r: 0xff, g: 0x80, b: 0x00) },
        GoodLine(line: "color = #0A0b0C") { $0.session.color = Color(r: 0x0a, g: 0x0b, b: 0x0c) },
        GoodLine(line: "paper = #ffffff") { $0.session.paper = Color(r: 0xff, g: 0xff, b: 0xff) },
        GoodLine(line: "mouse_pressure = 1") { $0.mousePressure = 1 },
        GoodLine(line: "mouse_pressure = 0.25") { $0.mousePressure = 0.25 },
        GoodLine(line: "vsync = true") { $0.vsync = true },
        GoodLine(line: "vsync = on") { $0.vsync = true },
        GoodLine(line: "vsync = yes") { $0.vsync = true },
        GoodLine(line: "vsync = false") { $0.vsync = false },
        GoodLine(line: "vsync = off") { $0.vsync = false },
        GoodLine(line: "vsync = no") { $0.vsync = false },
        GoodLine(line: "undo_memory_mb = 64") { $0.session.undoMemoryBytes = 64 << 20 },
        GoodLine(line: "memory_limit_mb = 2048") { $0.session.memoryBudget = MemoryBudget.resolve(megabytes: 2048) },
        GoodLine(line: "start_zoom = fit") { $0.session.startZoom = .fit },
        GoodLine(line: "start_zoom = 2") { $0.session.startZoom = .scale(2) },
        GoodLine(line: "start_zoom = 0.0625") { $0.session.startZoom = .scale(0.0625) },
        GoodLine(line: "slot1 = classic/pen") { $0.session.slotBrushes[0] = "classic/pen" },
        GoodLine(line: "slot9 = deevad/kneaded_eraser") { $0.session.slotBrushes[8] = "deevad/kneaded_eraser" },
        GoodLine(line: "slot5 = /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb") {
            $0.session.slotBrushes[4] = "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb"
        },
    ])
    func eachKey(good: GoodLine) {
        var expected = Settings()
        good.apply(&expected)
        let (settings, problems) = parse(good.line + "\n")
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings == expected)
    }

    @Test("spaces, tabs and a trailing CR around keys and values do not matter", arguments: [
        "frame_cap_hz=60", "  frame_cap_hz   =   60  ", "\tframe_cap_hz\t=\t60\t", "frame_cap_hz = 60\r",
    ])
    func whitespace(line: String) {
        let (settings, problems) = parse(line)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.frameCapHz == 60)
    }

    @Test("a line whose first non-blank character is # is a comment, even if it looks like a setting",
          arguments: ["# vsync = true", "   # vsync = true", "\t#vsync=true", "#"])
    func commentLines(line: String) {
        let (settings, problems) = parse("\(line)\nmouse_pressure = 0.75\n")
        #expect(problems.isEmpty, "\(problems)")
        var expected = Settings()
        expected.mousePressure = 0.75
        #expect(settings == expected)
    }

    @Test("# inside a value is part of the value: colours are written #rrggbb")
    func hashInsideValue() {
        let (settings, problems) = parse("color = #102030\npaper=#FEFEFE\n")
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.session.color == Color(r: 0x10, g: 0x20, b: 0x30))
        #expect(settings.session.paper == Color(r: 0xfe, g: 0xfe, b: 0xfe))
    }

    @Test("text after a value is not a comment: the value is refused and the default kept",
          arguments: ["frame_cap_hz = 60 # sixty", "color = #102030 # dark ink"])
    func noTrailingComments(line: String) throws {
        let (settings, problems) = parse(line)
        #expect(settings == Settings())
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 1)
    }

    @Test("the shipped Configs/flourish.conf reads without a problem, colours included")
    func shippedConfig() throws {
        let text = try String(contentsOfFile: shippedConfigPath, encoding: .utf8)
        // Start from colours the file cannot contain, so its colour lines must take effect.
        var settings = Settings()
        settings.session.color = Color(r: 1, g: 2, b: 3)
        settings.session.paper = Color(r: 1, g: 2, b: 3)
        let problems = SettingsParser.parse(text, file: "Configs/flourish.conf", into: &settings)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.session.color != Color(r: 1, g: 2, b: 3))
        #expect(settings.session.paper != Color(r: 1, g: 2, b: 3))
    }

    @Test("a bad value keeps the default and names file, line and key", arguments: [
        BadLine(key: "frame_cap_hz", value: "0"),
        BadLine(key: "frame_cap_hz", value: "0.5"),
        BadLine(key: "frame_cap_hz", value: "1001"),
        BadLine(key: "frame_cap_hz", value: "fast"),
        BadLine(key: "frame_cap_hz", value: "nan"),
        BadLine(key: "frame_cap_hz", value: "inf"),
        BadLine(key: "frame_cap_hz", value: ""),
        BadLine(key: "canvas", value: "800"),
        BadLine(key: "canvas", value: "0x600"),
        BadLine(key: "canvas", value: "800x-1"),
        BadLine(key: "canvas", value: "65537x10"),
        BadLine(key: "canvas", value: "32769x10"),
        BadLine(key: "max_canvas", value: "65537x10"),
        BadLine(key: "max_canvas", value: "big"),
        BadLine(key: "autosave_seconds", value: "0"),
        BadLine(key: "autosave_seconds", value: "soon"),
        BadLine(key: "gesture_confidence", value: "0"),
        BadLine(key: "gesture_confidence", value: "1.5"),
        BadLine(key: "gesture_confidence", value: "-0.2"),
        BadLine(key: "gesture_confidence", value: "nan"),
        BadLine(key: "gesture_confidence", value: "sure"),
        BadLine(key: "canvas", value: "800x600x2"),
        BadLine(key: "canvas", value: "wide x tall"),
        BadLine(key: "window", value: "1024"),
        BadLine(key: "window", value: "1024x0"),
        BadLine(key: "window", value: "big"),
        BadLine(key: "brush", value: ""),
        BadLine(key: "slot2", value: ""),
        BadLine(key: "undo_memory_mb", value: "0"),
        BadLine(key: "memory_limit_mb", value: "0"),
        BadLine(key: "memory_limit_mb", value: "99999999999"),
        BadLine(key: "memory_limit_mb", value: "2GB"),
        BadLine(key: "undo_memory_mb", value: "-5"),
        BadLine(key: "undo_memory_mb", value: "1.5"),
        BadLine(key: "undo_memory_mb", value: "lots"),
        BadLine(key: "undo_memory_mb", value: "99999999999999999999"),
        BadLine(key: "start_zoom", value: "0"),
        BadLine(key: "start_zoom", value: "0.01"),
        BadLine(key: "start_zoom", value: "33"),
        BadLine(key: "start_zoom", value: "nan"),
        BadLine(key: "start_zoom", value: "fill"),
        BadLine(key: "brush_radius", value: "0"),
        BadLine(key: "brush_radius", value: "-2"),
        BadLine(key: "brush_radius", value: "1000.5"),
        BadLine(key: "brush_radius", value: "nan"),
        BadLine(key: "brush_radius", value: "thick"),
        BadLine(key: "color", value: "red"),
        BadLine(key: "color", value: "ff8000"),
        BadLine(key: "color", value: "#ff800"),
        BadLine(key: "color", value: "#ggffff"),
        BadLine(key: "paper", value: "#ff80001"),
        BadLine(key: "paper", value: "white"),
        BadLine(key: "mouse_pressure", value: "0"),
        BadLine(key: "mouse_pressure", value: "-0.5"),
        BadLine(key: "mouse_pressure", value: "1.01"),
        BadLine(key: "mouse_pressure", value: "nan"),
        BadLine(key: "mouse_pressure", value: "inf"),
        BadLine(key: "mouse_pressure", value: "firm"),
        BadLine(key: "vsync", value: "maybe"),
        BadLine(key: "vsync", value: "1"),
        BadLine(key: "vsync", value: "TRUE!"),
    ])
    func badValue(bad: BadLine) throws {
        let text = "# settings\n\n\(bad.line)\n"
        let (settings, problems) = parse(text)
        #expect(settings == Settings(), "a bad value must keep the default")
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.file == Self.file)
        #expect(problem.line == 3)
        let description = problem.description
        #expect(description.contains(Self.file))
        #expect(description.contains("\(Self.file):3"))
        #expect(description.contains(bad.key))
    }

    @Test("an unknown key is reported with its name and the line")
    func unknownKey() throws {
        let (settings, problems) = parse("vsync = true\nframe_rate = 60\n")
        #expect(settings.vsync == true)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 2)
        #expect(problem.message.contains("frame_rate"))
        #expect(problem.description.contains("\(Self.file):2"))
    }

    @Test("a line without '=' is reported with its line", arguments: ["vsync true", "frame_cap_hz", "60"])
    func missingEquals(line: String) throws {
        let (settings, problems) = parse("\n\n\n\(line)\n")
        #expect(settings == Settings())
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 4)
        #expect(problem.description.contains("\(Self.file):4"))
        #expect(problem.message.contains(line))
    }

    @Test("parsing goes on after bad lines: later good lines still apply")
    func continuesAfterBadLines() {
        let text = """
            # Flourish settings
            frame_cap_hz = lots
            canvas 800x600
            colour = #000000
            frame_cap_hz = 75
            canvas = 800x600
            brush = classic/charcoal
            vsync = sometimes
            mouse_pressure = 0.75
            """
        let (settings, problems) = parse(text)
        #expect(problems.map(\.line) == [2, 3, 4, 8])
        #expect(problems.allSatisfy { $0.file == Self.file })
        var expected = Settings()
        expected.frameCapHz = 75
        (expected.session.canvasWidth, expected.session.canvasHeight) = (800, 600)
        expected.session.brush = "classic/charcoal"
        expected.mousePressure = 0.75
        #expect(settings == expected)
    }

    @Test("a bad value does not undo an earlier good one for the same key")
    func badValueKeepsEarlierValue() {
        let (settings, problems) = parse("frame_cap_hz = 90\nframe_cap_hz = 0\n")
        #expect(problems.map(\.line) == [2])
        #expect(settings.frameCapHz == 90)
    }

    @Test("a canvas larger than max_canvas is refused where it is read, naming the limit")
    func canvasLimit() {
        let (settings, problems) = parse("max_canvas = 2000x2000\ncanvas = 3000x100\ncanvas = 1500x900\n")
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.message.contains("max_canvas 2000x2000") == true, "\(problems)")
        #expect(settings.session.canvasWidth == 1500 && settings.session.canvasHeight == 900)
    }

    @Test("parsing starts from the settings passed in, not from the defaults")
    func startsFromGivenSettings() {
        var settings = Settings()
        settings.vsync = true
        settings.session.brush = "mine"
        let problems = SettingsParser.parse("frame_cap_hz = 30", file: Self.file, into: &settings)
        #expect(problems.isEmpty)
        #expect(settings.vsync == true)
        #expect(settings.session.brush == "mine")
        #expect(settings.frameCapHz == 30)
    }

    @Test("a file saved with Windows line endings (CRLF) reads the same as one with LF")
    func crlfLineEndings() {
        let lf = "frame_cap_hz = 60\nvsync = true\nbrush = classic/ink_blot\nmouse_pressure = 2\n"
        let crlf = lf.split(separator: "\n").map { $0 + "\r\n" }.joined()
        let (lfSettings, lfProblems) = parse(lf)
        let (crlfSettings, crlfProblems) = parse(crlf)
        #expect(lfProblems.map(\.line) == [4])
        #expect(crlfSettings == lfSettings)
        #expect(crlfProblems.map(\.line) == [4])
    }

    @Test("size() reads WIDTHxHEIGHT with both positive", arguments: [
        ("800x600", 800, 600), ("1x1", 1, 1), ("65536x65536", 65536, 65536),
    ])
    func sizeGood(text: String, width: Int, height: Int) throws {
        let size = try #require(SettingsParser.size(text))
        #expect(size.0 == width)
        #expect(size.1 == height)
    }

    @Test("size() refuses anything else", arguments: [
        "", "x", "800", "800x", "x600", "0x600", "800x0", "-800x600", "800x600x1", "800X600", "a x b",
        "800.5x600",
    ])
    func sizeBad(text: String) {
        #expect(SettingsParser.size(text) == nil)
    }

    @Test("eyedropper is composite or layer; anything else is reported and the default kept")
    func eyedropper() {
        var settings = Settings()
        #expect(SettingsParser.parse("eyedropper = layer", file: Self.file, into: &settings).isEmpty)
        #expect(settings.session.eyedropper == .layer)
        let problems = SettingsParser.parse("eyedropper = palette", file: Self.file, into: &settings)
        #expect(problems.map(\.message) == ["eyedropper: 'palette' is not composite or layer; keeping the default"])
        #expect(settings.session.eyedropper == .layer, "a bad line changed the setting")
    }

    @Test("color_space is linear (the default, MyPaint 2's) or legacy; anything else is reported at its line and the setting kept")
    func colorSpace() {
        var settings = Settings()
        #expect(settings.session.colorSpace == .linear, "new paintings are linear unless told")
        #expect(SettingsParser.parse("color_space = legacy", file: Self.file, into: &settings).isEmpty)
        #expect(settings.session.colorSpace == .legacy)
        #expect(SettingsParser.parse("color_space = linear", file: Self.file, into: &settings).isEmpty)
        #expect(settings.session.colorSpace == .linear)
        for value in ["gamma", "linear 1.8", "Legacy", "2.2"] {
            let problems = SettingsParser.parse("# a comment\ncolor_space = \(value)", file: Self.file, into: &settings)
            #expect(problems.map(\.line) == [2], "\(value)")
            #expect(problems.map(\.message) == ["color_space: '\(value)' is not linear or legacy; keeping the default"])
            #expect(settings.session.colorSpace == .linear, "a bad line changed the setting")
        }
        #expect("\(SettingsProblem(file: Self.file, line: 2, message: "m"))".hasPrefix("\(Self.file):2"))
    }

    @Test("every documented key is known to the parser")
    func keysAreKnown() {
        for key in SettingsParser.keys {
            var settings = Settings()
            // An empty value is wrong for every key, so each must say so rather than "unknown".
            let problems = SettingsParser.parse("\(key) =", file: Self.file, into: &settings)
            #expect(problems.count == 1)
            #expect(problems.first.map { !$0.message.contains("unknown key") } ?? false, "\(key)")
        }
    }
}
