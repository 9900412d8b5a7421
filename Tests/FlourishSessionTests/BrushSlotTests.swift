import FlourishCompositing
import FlourishPaint
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@Suite("Brush slots: keys 1-9, each with its own brush, radius and colour")
struct BrushSlotTests {
    @Test("a session starts on slot 1 with the setup's brushes; selecting a slot paints with its brush")
    func selectSlot() throws {
        let session = try makeSession()
        #expect(session.currentSlot == 1)
        // The setup's brush (the pencil, `makeSession`'s) in slot 1, the default slots after it.
        #expect(session.slots.map(\.brush) == ["classic/pencil"] + SessionSetup.defaultSlotBrushes.dropFirst())
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/pencil.myb"))
        let changes = session.perform(.selectSlot(4))
        #expect(changes.brushChanged)
        #expect(session.currentSlot == 4)
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/charcoal.myb"))
        #expect(session.engine.brush(for: .mouse) === session.engine.brush(for: .pen))
        #expect(session.engine.brush(for: .eraser).path.hasSuffix("classic/ink_eraser.myb"), "the eraser end keeps its own brush")
        #expect(!session.perform(.selectSlot(4)).brushChanged, "selecting the current slot does nothing")
        #expect(!session.perform(.selectSlot(0)).brushChanged && !session.perform(.selectSlot(10)).brushChanged)
        #expect(session.currentSlot == 4)
    }

    @Test("each slot remembers its radius and colour while others are used")
    func slotsRemember() throws {
        let session = try makeSession()
        let red = Color(r: 200, g: 10, b: 10)
        session.perform(.setColor(red))
        session.perform(.brushBigger)
        let radius = session.engine.brush(for: .pen).radius
        session.perform(.selectSlot(2))
        #expect(session.currentBrush.color == SessionSetup().color, "slot 2 took slot 1's colour")
        session.perform(.setColor(Color(r: 0, g: 0, b: 250)))
        session.perform(.selectSlot(1))
        #expect(session.currentBrush.color == red)
        #expect(abs(session.engine.brush(for: .pen).radius - radius) < 1e-4)
        #expect(session.slots[1].color == Color(r: 0, g: 0, b: 250))
    }

    @Test("a slot chosen mid-stroke takes effect at the next stroke")
    func slotWaitsForStrokeEnd() throws {
        let session = try makeSession()
        let stroke = WaveStroke.pen.samples(from: 60, 120, startTime: 1)
        session.paint(Array(stroke[..<20]))
        session.perform(.selectSlot(3))
        #expect(session.currentSlot == 1)
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/pencil.myb"))
        session.paint(Array(stroke[20...]))
        #expect(session.currentSlot == 3)
        #expect(session.engine.brush(for: .pen).path.hasSuffix("classic/marker_fat.myb"))
    }

    @Test("the same drag painted on slots 1 and 4 gives different dabs (the negative control for slot tests)")
    func slotsPaintDifferently() throws {
        let one = try makeSession()
        let four = try makeSession()
        four.perform(.selectSlot(4))
        one.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        four.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        #expect(one.canvas.contents != four.canvas.contents)
    }

    @Test("a brush put into the current slot paints at its own radius; one that cannot load changes nothing")
    func setSlotBrush() throws {
        let session = try makeSession()
        session.perform(.brushBigger)
        let changes = session.perform(.setSlotBrush("deevad/liner"))
        #expect(changes.brushChanged && changes.problems.isEmpty)
        #expect(session.currentBrush.brush == "deevad/liner" && session.currentBrush.radius == nil)
        let own = try Brush(named: "deevad/liner").radius
        #expect(abs(session.engine.brush(for: .pen).radius - own) < 1e-4)
        let bad = session.perform(.setSlotBrush("no/such_brush"))
        #expect(!bad.problems.isEmpty && bad.problems[0].contains("no/such_brush"))
        #expect(session.currentBrush.brush == "deevad/liner")
    }

    @Test("colours painted with and picked join the recent row, most recent first, once each")
    func recentColors() throws {
        let session = try makeSession()
        let a = Color(r: 1, g: 2, b: 3)
        let b = Color(r: 40, g: 50, b: 60)
        session.perform(.setColor(a))
        #expect(session.recentColors.colors.isEmpty, "choosing is not using")
        session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1))
        session.perform(.pickColor(b))
        #expect(session.recentColors.colors == [b, a])
        session.perform(.setColor(a))
        session.paint(WaveStroke.pen.samples(from: 60, 200, startTime: 2))
        #expect(session.recentColors.colors == [a, b])
        #expect(session.currentBrush.color == a)
    }

    @Test("a chosen colour paints exactly: the middle of an opaque stroke is that colour within 1/255", arguments: [
        Color(r: 0xd0, g: 0x20, b: 0x30), Color(r: 0x12, g: 0x9a, b: 0xf3), Color(r: 0x80, g: 0x80, b: 0x80),
        Color(r: 0x01, g: 0xfe, b: 0x7f), Color(r: 0, g: 0, b: 0), Color(r: 255, g: 255, b: 255),
    ])
    func exactColor(color: Color) throws {
        let session = try makeSession()
        session.perform(.setSlotBrush("classic/pen"))
        session.perform(.setColor(color))
        for _ in 0..<3 { session.perform(.brushBigger) }
        let samples = (0..<60).map { (i: Int) -> Sample in
            let down = i > 0 && i < 59
            let x = 100 + Double(i) * 3
            let time = 1 + Double(i) * 0.005
            return Sample(x: x, y: 100, pressure: down ? 1 : 0, time: time, tool: .pen, buttons: down ? .primary : [])
        }
        session.paint(samples)
        let pixel = session.canvas.pixel(x: 190, y: 100)
        // Stored through the painting's curve: in the linear space the tile holds the colour's light.
        let straight = PixelFormat.straight8(r: pixel.r, g: pixel.g, b: pixel.b, a: pixel.a, curve: session.curve)
        #expect(straight.3 == 255, "the stroke's middle is not opaque: alpha \(straight.3)")
        #expect(abs(Int(straight.0) - Int(color.r)) <= 1 && abs(Int(straight.1) - Int(color.g)) <= 1 && abs(Int(straight.2) - Int(color.b)) <= 1,
            "painted \(straight), chose \(color)")
    }

    @Test("a recording with slot changes, colours and brushes replays to the same pixels")
    func recordingReplays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/slots.flourish"
        let session = try makeSession()
        let recorder = try SessionRecorder(recording: session, to: path)
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 120, startTime: 1)))
        try recorder.append(session.perform(.selectSlot(4)))
        try recorder.append(session.perform(.setColor(Color(r: 200, g: 30, b: 40))))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 180, startTime: 2)))
        let third = WaveStroke.pen.samples(from: 60, 240, startTime: 3)
        try recorder.append(session.paint(Array(third[..<10])))
        try recorder.append(session.perform(.selectSlot(2)))  // waits for the stroke's end
        try recorder.append(session.paint(Array(third[10...])))
        try recorder.append(session.perform(.setSlotBrush("classic/pen")))
        try recorder.append(session.perform(.brushBigger))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 60, 300, startTime: 4)))
        try recorder.append(session.perform(.selectSlot(4)))
        try recorder.append(session.paint(WaveStroke.pen.samples(from: 200, 60, startTime: 5)))
        try recorder.finish()

        let recording = try RecordingParser.read(path: path)
        let replay = try PaintSession(setup: SessionSetup(recording: recording.settings, file: path))
        for frame in FrameGrouping.byRecordedBatch(recording.events) {
            for command in frame.commands {
                switch command {
                case .useBrush(let path, let radius, let color):
                    replay.perform(.loadBrush(path: path, radius: radius, color: try #require(Color(hex: color))))
                case .setColor(let color): replay.perform(.setColor(try #require(Color(hex: color))))
                case .scaleBrush(let factor): replay.perform(.scaleBrush(by: factor))
                default: Issue.record("unexpected \(command)")
                }
            }
            replay.paint(frame.samples)
        }
        #expect(replay.canvas.contents == session.canvas.contents, "differs in \(differingTiles(replay.canvas.contents, session.canvas.contents))")
    }
}

@Suite("Eyedropper")
struct EyedropperTests {
    @Test("the colour under a stroke's middle is the colour it was painted in; paper elsewhere; nothing off the canvas")
    func picksBack() throws {
        let session = try makeSession(viewport: (512, 384))
        let chosen = Color(r: 0x3c, g: 0xa0, b: 0x5e)
        session.perform(.setSlotBrush("classic/pen"))
        session.perform(.setColor(chosen))
        for _ in 0..<3 { session.perform(.brushBigger) }
        let samples = (0..<60).map { (i: Int) -> Sample in
            let down = i > 0 && i < 59
            return Sample(x: 100 + Double(i) * 3, y: 100, pressure: down ? 1 : 0, time: 1 + Double(i) * 0.005, tool: .pen, buttons: down ? .primary : [])
        }
        session.paint(samples)
        let picked = try #require(session.colorUnder(windowX: 190.5, windowY: 100.5))
        #expect(abs(Int(picked.r) - Int(chosen.r)) <= 1 && abs(Int(picked.g) - Int(chosen.g)) <= 1 && abs(Int(picked.b) - Int(chosen.b)) <= 1, "picked \(picked)")
        #expect(session.colorUnder(windowX: 400, windowY: 300) == SessionSetup().paper)
        #expect(session.colorUnder(windowX: -5, windowY: 10) == nil)
        session.perform(.pickColor(picked))
        #expect(session.recentColors.colors.first == picked && session.currentBrush.color == picked)
    }
}
