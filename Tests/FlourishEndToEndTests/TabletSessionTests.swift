import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// The pen path end to end: a real X server, virtual stylus and eraser devices driven through
/// their sockets, the app reading them through XInput2.
@Suite(
    "Tablet through XInput2, on Xorg with a virtual pen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct TabletSessionTests {
    /// One stroke during a press: a sine wave across the window, pressure changing every sample.
    @Test(
        "every sample of a stroke arrives once, in order, with the pressure sent",
        arguments: [(count: 2000, hz: 1000.0), (count: 400, hz: 200.0)])
    func everySampleOnce(count: Int, hz: Double) async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        func point(_ i: Int) -> (x: Double, y: Double) {
            let u = Double(i) / Double(count - 1)
            return (40 + 320 * u, 150 + 60 * sin(u * 2 * .pi))
        }
        // Raw pressure 0...1000, different from one sample to the next.
        func pressure(_ i: Int) -> Double { Double(100 + (i * 37) % 800) }

        let first = session.valuators(x: point(0).x, y: point(0).y)
        try stylus.motion(x: first.x, y: first.y, pressure: 0)  // hover onto the start
        try stylus.sync()
        var sendTimes: [Double] = [monotonicNow()]
        try stylus.button(1, pressed: true, x: first.x, y: first.y, pressure: pressure(0))
        sendTimes.append(monotonicNow())
        let start = monotonicNow()
        for i in 1..<(count - 1) {
            sleep(until: start + Double(i) / hz)
            let v = session.valuators(x: point(i).x, y: point(i).y)
            try stylus.motion(x: v.x, y: v.y, pressure: pressure(i))
            sendTimes.append(monotonicNow())
            if i % 200 == 0 { try stylus.sync() }
        }
        let last = session.valuators(x: point(count - 1).x, y: point(count - 1).y)
        try stylus.button(1, pressed: false, x: last.x, y: last.y, pressure: 0)
        sendTimes.append(monotonicNow())
        try stylus.sync()

        let outcome = try await session.finish()
        let samples = outcome.recording.samples
        #expect(samples.allSatisfy { $0.tool == .pen }, "only the stylus moved")
        // hover + press + (count - 2) motions + release: one sample per event, none twice.
        try #require(samples.count == count + 1, "\(samples.count) samples for \(count + 1) events")
        #expect(!samples[0].isDown && samples[1].isDown && !samples[count].isDown)
        var wrongPressure: [Int] = []
        var wrongPlace: [Int] = []
        for i in 0..<count {
            let sample = samples[i + 1]
            if i < count - 1 {
                if abs(sample.pressure - pressure(i) / 1000) > 1e-6 { wrongPressure.append(i) }
                if !sample.isDown { wrongPressure.append(i) }
            }
            if abs(sample.x - point(i).x) > 0.01 || abs(sample.y - point(i).y) > 0.01 { wrongPlace.append(i) }
        }
        #expect(wrongPressure.isEmpty, "pressure differs from what was sent at \(wrongPressure.prefix(10))")
        #expect(wrongPlace.isEmpty, "position differs from what was sent at \(wrongPlace.prefix(10)): \(wrongPlace.prefix(3).map { (samples[$0 + 1].x, samples[$0 + 1].y, point($0)) })")
        // The X server stamps events with CLOCK_MONOTONIC (ms): the samples' times sit next
        // to the sender's monotonic clock (a different clock would be hours or decades off).
        let offsets = zip(samples, sendTimes).map { $0.time - $1 }
        #expect(offsets.allSatisfy { abs($0) < 1 }, "sample time minus send time: \(offsets.prefix(5))")
        #expect(outcome.report.inputPath == "xinput2")

        // The canvas shows the stroke along the path.
        let path = Polyline(stride(from: 0, to: count, by: max(1, count / 100)).map { Point(x: point($0).x, y: point($0).y) })
        let gaps = StrokeCheck.uncoveredPoints(along: path, in: outcome.canvas)
        #expect(gaps.isEmpty, "no paint near \(gaps.count) points of the stroke: \(gaps.prefix(5))")
        let strays = StrokeCheck.strayPixels(in: outcome.canvas, farFrom: path, tolerance: 12)
        #expect(strays.isEmpty, "\(strays.count) painted pixels far from the stroke")
    }

    /// Pen stroke, eraser across it, pen stroke again.
    @Test("the eraser end erases what the pen painted, and the pen paints again after")
    func eraserErases() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let eraser = try session.server.device(.eraser)
        try session.stroke(stylus, from: Point(x: 40, y: 100), to: Point(x: 360, y: 100), steps: 120, pressure: 900)
        try session.stroke(eraser, from: Point(x: 200, y: 40), to: Point(x: 200, y: 160), steps: 120, pressure: 1000)
        try session.stroke(stylus, from: Point(x: 40, y: 220), to: Point(x: 360, y: 220), steps: 120, pressure: 900)
        let outcome = try await session.finish()
        let canvas = outcome.canvas

        func paint(near p: Point, radius: Int = 2) -> Int {
            var most = 0
            for dy in -radius...radius {
                for dx in -radius...radius {
                    let x = Int(p.x) + dx
                    let y = Int(p.y) + dy
                    guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { continue }
                    most = max(most, Int(canvas.pixel(x: x, y: y).a))
                }
            }
            return most
        }
        // The first stroke is there left and right of the eraser pass...
        for x in stride(from: 80.0, through: 160, by: 20) { #expect(paint(near: Point(x: x, y: 100)) > 0, "no paint at \(x),100") }
        for x in stride(from: 240.0, through: 320, by: 20) { #expect(paint(near: Point(x: x, y: 100)) > 0, "no paint at \(x),100") }
        // ...and gone where the eraser crossed it.
        #expect(paint(near: Point(x: 200, y: 100)) == 0, "the eraser left alpha \(paint(near: Point(x: 200, y: 100))) at 200,100")
        // The pen paints again after the eraser, with its own brush (not erasing).
        for x in stride(from: 80.0, through: 320, by: 40) { #expect(paint(near: Point(x: x, y: 220)) > 0, "no paint at \(x),220") }
        let tools = outcome.recording.samples.map(\.tool)
        #expect(tools.contains(.eraser) && tools.first == .pen && tools.last == .pen)
    }

    /// A device switched off mid-stroke and on again: the app goes on, the stroke ends where
    /// it was, and a new stroke does not join the old one.
    @Test("disabling and re-enabling the pen mid-stroke ends the stroke cleanly")
    func disableMidStroke() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        var stylus = try session.server.device(.stylus)
        try session.stroke(stylus, from: Point(x: 40, y: 80), to: Point(x: 160, y: 80), steps: 60, pressure: 800, release: false)
        let name = VirtualDeviceRole.stylus.deviceName
        _ = try await session.server.run("xinput", ["disable", name])
        try await session.waitForTools("without the stylus") { !$0.contains(name) }
        _ = try await session.server.run("xinput", ["enable", name])
        try await session.waitForTools("with the stylus back") { $0.contains(name) }
        stylus = try session.server.reconnect(.stylus)
        // A new stroke lower down, from the far side.
        try session.stroke(stylus, from: Point(x: 360, y: 220), to: Point(x: 240, y: 220), steps: 60, pressure: 800, release: false)
        let end = session.valuators(x: 240, y: 220)
        try stylus.button(1, pressed: false, x: end.x, y: end.y, pressure: 0)
        try stylus.sync()

        #expect(session.app.child.isRunning, "the app died when the device went away")
        let outcome = try await session.finish()
        let canvas = outcome.canvas
        func painted(_ x: Int, _ y: Int) -> Bool {
            (-3...3).contains { dy in (-3...3).contains { dx in canvas.pixel(x: x + dx, y: y + dy).a > 0 } }
        }
        #expect(painted(100, 80), "the first stroke is missing")
        #expect(painted(300, 220), "the stroke after re-enabling is missing")
        // Between the end of the first stroke (160, 80) and the start of the second (360, 220):
        // no line joins them.
        for u in stride(from: 0.2, through: 0.8, by: 0.1) {
            let x = Int(160 + 200 * u)
            let y = Int(80 + 140 * u)
            #expect(!painted(x, y), "paint at \(x),\(y) joins the two strokes")
        }
    }

    /// SDL keeps its own events while the XInput2 thread reads: its key presses work (the
    /// saves in every test go through them), and it still sees the pen's clicks as core
    /// button presses, which do not paint a second time.
    @Test("SDL still gets its keys and clicks, and a click paints once")
    func sdlKeepsItsEvents() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let at = session.valuators(x: 200, y: 150)
        try stylus.motion(x: at.x, y: at.y, pressure: 0)
        try stylus.button(1, pressed: true, x: at.x, y: at.y, pressure: 700)
        try stylus.button(1, pressed: false, x: at.x, y: at.y, pressure: 0)
        try stylus.sync()
        let outcome = try await session.finish()
        #expect(outcome.report.sdlMouseButtonPresses >= 1, "SDL saw no click: \(outcome.report)")
        #expect(outcome.recording.samples.count == 3, "hover, press, release: \(outcome.recording.samples.count) samples")
        #expect(outcome.report.samplesDelivered == 3)
    }
}

@Suite(
    "Wacom properties on the virtual pen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct WacomPropertyTests {
    /// xf86-input-wacom names the tool in "Wacom Tool Type"; where it is there, it decides,
    /// whatever the device is called. Any client may set it, so the test does, and the app
    /// must pick the change up while it runs.
    @Test("a \"Wacom Tool Type\" of ERASER makes the stylus device erase")
    func toolTypeProperty() async throws {
        // The pencil, whose line one pass of the eraser takes away whole (an inker's opaque line
        // keeps a trace of alpha after one pass).
        let session = try await TabletSession.start(extra: ["--brush", "classic/pencil"])
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        try session.stroke(stylus, from: Point(x: 60, y: 100), to: Point(x: 300, y: 100), steps: 60, pressure: 900)
        let name = VirtualDeviceRole.stylus.deviceName
        _ = try await session.server.run(
            "xinput", ["set-prop", name, "--type=atom", "--format=32", "Wacom Tool Type", "ERASER"])
        try await session.waitForTools("with the stylus an eraser") { $0.contains("\(name) (eraser") }
        try session.stroke(stylus, from: Point(x: 60, y: 101), to: Point(x: 300, y: 101), steps: 60, pressure: 900)
        let outcome = try await session.finish()
        let tools = outcome.recording.samples.map(\.tool)
        #expect(tools.first == .pen, "before the property the stylus is a pen")
        #expect(tools.last == .eraser, "after \"Wacom Tool Type\" = ERASER the same device erases: \(Set(tools))")
        // The second pass, as an eraser, took away the first one's paint.
        let canvas = outcome.canvas
        let left = (80..<280).filter { x in (96...106).contains { canvas.pixel(x: x, y: $0).a > 0 } }
        #expect(left.count < 20, "paint left along \(left.count) columns of the erased stroke")
    }

    /// xf86-input-wacom reports proximity in "Wacom Serial IDs" (items 3 and 4 non-zero while
    /// the tool is near). When it drops to zero the tool's stroke ends: the next sample places
    /// the brush without a line from where it was. The test jumps the pen across a gap at the
    /// moment proximity drops; a stroke that did not end would bridge the gap with paint.
    @Test("a tool leaving proximity (\"Wacom Serial IDs\") ends its stroke")
    func proximityEndsStroke() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let name = VirtualDeviceRole.stylus.deviceName
        func serialIDs(_ values: [String]) async throws {
            _ = try await session.server.run(
                "xinput", ["set-prop", name, "--type=int", "--format=32", "Wacom Serial IDs"] + values)
        }
        // In proximity: the reader reads the property before the stroke's events, which come
        // after it on the same connection; nothing in the app changes that it could say.
        try await serialIDs(["0", "0", "0", "1", "1"])
        try session.stroke(stylus, from: Point(x: 40, y: 150), to: Point(x: 160, y: 150), steps: 40, pressure: 900, release: false)
        // Out of proximity, the tip still "down": the app ends the stroke in its frame loop,
        // and says the tool is out of proximity once it has.
        try await serialIDs(["0", "0", "0", "0", "0"])
        try await session.waitForTools("with the stylus out of proximity") { $0.contains("\(name) (pen, out of proximity)") }
        try session.stroke(
            stylus, from: Point(x: 260, y: 150), to: Point(x: 360, y: 150), steps: 40, pressure: 900, press: false, release: false)
        let end = session.valuators(x: 360, y: 150)
        try stylus.button(1, pressed: false, x: end.x, y: end.y, pressure: 0)
        try stylus.sync()
        let canvas = try await session.finish().canvas
        func painted(_ x: Int) -> Bool { (145...155).contains { canvas.pixel(x: x, y: $0).a > 0 } }
        #expect(painted(100) && painted(320), "both halves of the stroke are painted")
        let bridged = (185...235).filter(painted)
        #expect(bridged.isEmpty, "paint bridges the gap at x = \(bridged.prefix(5)): the stroke did not end")
    }
}
