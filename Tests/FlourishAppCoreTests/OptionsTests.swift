import Testing

@testable import FlourishAppCore

@Suite("Command-line options")
struct OptionsTests {
    @Test("painting options are read into their fields")
    func paintOptions() throws {
        let command = try Options.parse([
            "--brush", "deevad/ink", "--size", "800x600", "--window", "640x480", "--record", "r.flourish",
            "--save", "s.png", "--quit-after", "2.5", "--stats", "st.json", "--input", "mouse", "--flood", "100@250",
            "--capture", "/tmp/x", "--capture-frames", "7",
        ])
        guard case .paint(let options) = command else {
            Issue.record("not a paint command: \(command)")
            return
        }
        #expect(options.brush == "deevad/ink")
        #expect(options.canvasSize.map { [$0.0, $0.1] } == [800, 600])
        #expect(options.windowSize.map { [$0.0, $0.1] } == [640, 480])
        #expect(options.recordPath == "r.flourish" && options.savePath == "s.png" && options.statsPath == "st.json")
        #expect(options.quitAfter == 2.5)
        #expect(options.mouseOnly)
        #expect(options.flood.map { [Double($0.count), $0.hz, Double($0.stroke)] } == [100, 250, 100])
        #expect(options.captureFolder == "/tmp/x" && options.captureFrames == 7)
    }

    @Test("--flood COUNT@HZ/STROKE lifts the pen every STROKE samples; a stroke longer than the flood is the flood")
    func floodStrokes() throws {
        func flood(_ text: String) throws -> [Double]? {
            guard case .paint(let options) = try Options.parse(["--flood", text]) else { return nil }
            return options.flood.map { [Double($0.count), $0.hz, Double($0.stroke)] }
        }
        #expect(try flood("1000000@20000/2000") == [1_000_000, 20_000, 2_000])
        #expect(try flood("100@250/1000") == [100, 250, 100])
        for bad in ["100@250/0", "100@250/-5", "100@250/", "100@250/x", "100/5"] {
            #expect(throws: UsageError.self, "\(bad) was accepted") { try Options.parse(["--flood", bad]) }
        }
    }

    @Test("replay takes a file and needs --out")
    func replay() throws {
        let command = try Options.parse(["replay", "a.dat", "--out", "a.png", "--frame-hz", "60", "--size", "10x20"])
        guard case .replay(let options) = command else {
            Issue.record("not a replay: \(command)")
            return
        }
        #expect(options.recordingPath == "a.dat" && options.outputPath == "a.png" && options.frameHz == 60)
        #expect(options.canvasSize.map { [$0.0, $0.1] } == [10, 20])
        #expect(throws: UsageError.self) { try Options.parse(["replay", "a.dat"]) }
        #expect(throws: UsageError.self) { try Options.parse(["replay"]) }
    }

    @Test("thumbnail takes INPUT OUTPUT [SIZE], SIZE 256 unless given, and refuses sizes out of range")
    func thumbnail() throws {
        guard case .thumbnail(let input, let output, let size) = try Options.parse(["thumbnail", "a.ora", "a.png"]) else {
            Issue.record("not a thumbnail command")
            return
        }
        #expect(input == "a.ora" && output == "a.png" && size == 256)
        guard case .thumbnail(_, _, let small) = try Options.parse(["thumbnail", "a.png", "b.png", "128"]) else {
            Issue.record("not a thumbnail command")
            return
        }
        #expect(small == 128)
        for bad in ["0", "100000", "-3", "big", "12.5"] {
            do {
                _ = try Options.parse(["thumbnail", "a.ora", "a.png", bad])
                Issue.record("size \(bad) was accepted")
            } catch {
                #expect(error.description.contains("'\(bad)'"), "'\(error.description)' does not name \(bad)")
            }
        }
        #expect(throws: UsageError.self) { try Options.parse(["thumbnail", "a.ora"]) }
        #expect(throws: UsageError.self) { try Options.parse(["thumbnail", "a.ora", "a.png", "64", "extra"]) }
    }

    @Test("bad options are refused with a message naming the option and the value", arguments: [
        (["--size", "800"], "--size"), (["--size", "0x10"], "--size"), (["--quit-after", "-1"], "--quit-after"),
        (["--quit-after", "nan"], "--quit-after"), (["--input", "pen"], "--input"), (["--flood", "10"], "--flood"),
        (["--nonsense"], "--nonsense"), (["--brush"], "--brush"), (["--burst-look", "round"], "--burst-look"),
    ])
    func badOptions(arguments: [String], named: String) {
        do {
            _ = try Options.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.description.contains(named), "'\(error.description)' does not name \(named)")
        }
    }

    @Test("--help asks for the usage, which names every option")
    func help() throws {
        guard case .help = try Options.parse(["--help"]) else {
            Issue.record("--help did not ask for help")
            return
        }
        for option in ["--brush", "--size", "--window", "--record", "--save", "--stats", "--quit-after", "--input"] {
            #expect(Options.usage.contains(option))
        }
    }

    @Test("--version asks for the version, which --help names")
    func version() throws {
        guard case .version = try Options.parse(["--version"]) else {
            Issue.record("--version did not ask for the version")
            return
        }
        #expect(Options.usage.contains("--version"))
        #expect(Options.usage.contains(FlourishVersion.number))
    }
}
