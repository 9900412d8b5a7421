import FlourishConfetti
import FlourishFeeder
import FlourishFrameStats
import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishAppCore

@Suite("Per-frame figures")
@MainActor
struct FrameFiguresTests {
    @Test("without --stats the report keeps no frames however many are drawn; with it, every one")
    func framesKeptOnlyForStats() throws {
        let without = try FrameFigures(launchTime: 100, frameLogPath: nil, statsPath: nil)
        let with = try FrameFigures(launchTime: 100, frameLogPath: nil, statsPath: "/nonexistent/stats.json")
        for i in 0..<5000 {
            let frame = FrameRecord(start: 100 + Double(i) / 120, samples: i % 3)
            without.record(frame)
            with.record(frame)
        }
        #expect(without.report.frames.isEmpty)
        #expect(with.report.frames.count == 5000)
        #expect(with.report.frames.last?.start == 4999.0 / 120, "frame times are kept relative to launch")
        // The overlay's statistics see every frame either way.
        #expect(without.statistics.lastBatch == 4999 % 3)
    }

    @Test("a batch's oldest and newest sample time, whatever their order; painted samples counted by tool, withheld ones apart")
    func batches() throws {
        let figures = try FrameFigures(launchTime: 0, frameLogPath: nil, statsPath: nil)
        #expect(figures.noteBatch([], painted: true, dabs: 0, drain: 0) == nil, "an empty batch carried nothing")
        let mixed = [
            Sample(x: 1, y: 1, pressure: 0.5, time: 2.0, tool: .pen, buttons: .primary),
            Sample(x: 2, y: 1, pressure: 0.5, time: 1.5, tool: .mouse, buttons: .primary),
            Sample(x: 3, y: 1, pressure: 0.5, time: 2.5, tool: .pen, buttons: .primary),
        ]
        let carried = figures.noteBatch(mixed, painted: true, dabs: 7, drain: 0.001)
        #expect(carried == PaintedBatch(samples: 3, oldest: 1.5, newest: 2.5, dabs: 7, drain: 0.001))
        #expect(figures.report.samplesPainted == ["pen": 2, "mouse": 1])
        #expect(figures.lastSample == mixed[2])
        let panned = [Sample(x: 9, y: 9, pressure: 0, time: 3, tool: .mouse, buttons: [])]
        #expect(figures.noteBatch(panned, painted: false, dabs: 0, drain: 0)?.samples == 1)
        #expect(figures.report.samplesWithheld == 1)
        #expect(figures.report.samplesPainted == ["pen": 2, "mouse": 1], "a withheld sample was counted as painted")
        #expect(figures.lastSample == panned[0])
    }

    @Test("--stats: the report says the input path and the reader's counts, and the flood's window from launch")
    func reportAtFinish() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("stats.json")
        let session = try makeSession()
        let feeder = SampleFeeder()
        let figures = try FrameFigures(launchTime: 10, frameLogPath: nil, statsPath: path)
        figures.noteMouseButtonPress()
        var decoder = RunReport.DecoderFigures()
        decoder.clampedOutOfRange = 4
        decoder.droppedUnknownDevice = 1
        let flood = FloodWindow()
        flood.finish(start: 12, end: 15.5)
        try figures.finish(
            feeder: feeder, session: session, tilesUploaded: 9, tablet: TabletReadFigures(decoder: decoder, eventsRead: 77),
            flood: flood, chooserOpenings: [(seconds: 0.25, filesRead: 40)])
        let report = try RunReport.read(from: path)
        #expect(report.inputPath == "xinput2")
        #expect(report.decoder == decoder && report.xinputEventsRead == 77)
        #expect(report.floodStart == 2 && report.floodEnd == 5.5)
        #expect(report.tilesUploaded == 9 && report.sdlMouseButtonPresses == 1)
        #expect(report.chooserOpenings == [RunReport.ChooserOpening(seconds: 0.25, filesRead: 40)])

        // Negative control: without the reader, SDL's mouse path is named and nothing counted.
        let mousePath = folder.file("mouse.json")
        let mouse = try FrameFigures(launchTime: 10, frameLogPath: nil, statsPath: mousePath)
        try mouse.finish(feeder: feeder, session: session, tilesUploaded: 0, tablet: nil, flood: nil, chooserOpenings: [])
        let plain = try RunReport.read(from: mousePath)
        #expect(plain.inputPath == "sdl-mouse" && plain.xinputEventsRead == 0 && plain.floodStart == nil)
    }

    @Test("the flood's closing line counts the samples, the frames and each key taken")
    func floodSummary() throws {
        let figures = try FrameFigures(launchTime: 0, frameLogPath: nil, statsPath: nil)
        for action in [AppAction.undo, .undo, .redo, .popConfetti, .undo] { figures.noteAction(action) }
        let feeder = SampleFeeder()
        for i in 0..<3 { feeder.push(Sample(x: Double(i), y: 0, pressure: 0, time: Double(i), tool: .pen, buttons: [])) }
        let line = figures.floodSummary(seconds: 2.5, feeder: feeder, framesDrawn: 42, session: try makeSession())
        #expect(line.hasPrefix("flood over 2.50 s; samples received 3, delivered 0; frames drawn 42; "), "\(line)")
        #expect(line.contains("keys: undo 3, redo 1, confetti 1;"), "\(line)")
        #expect(line.contains("history: 0 undo steps, 0 redo steps"), "\(line)")
    }

    @Test("the overlay's readings: the last sample's pressure and tool, and the confetti's state in words")
    func readings() throws {
        let figures = try FrameFigures(launchTime: 0, frameLogPath: nil, statsPath: nil)
        let session = try makeSession()
        let confetti = ConfettiEngine(capacity: 10)
        let before = figures.readings(feeder: SampleFeeder(), confetti: confetti, session: session, now: 1)
        #expect(before.tool == "none" && before.confettiState == "idle")
        _ = figures.noteBatch(
            [Sample(x: 5, y: 5, pressure: 0.625, xtilt: 0.25, ytilt: -0.5, time: 1, tool: .eraser, buttons: .primary)],
            painted: true, dabs: 1, drain: 0)
        let after = figures.readings(feeder: SampleFeeder(), confetti: confetti, session: session, now: 1)
        #expect(after.tool == "eraser" && after.pressure == 0.625 && after.xtilt == 0.25 && after.ytilt == -0.5)
        #expect(after.slot.hasPrefix("1: "), "\(after.slot)")
    }
}
