import FlourishImage
import FlourishRecording
import Foundation
import Testing

/// Brush slots, the brush chooser, the colour panel and the eyedropper, in the real window.
@Suite(
    "Brush slots, chooser, colours and eyedropper under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct BrushAndColorTests {
    let path = Polyline([Point(x: 60, y: 80), Point(x: 200, y: 220), Point(x: 340, y: 120)])

    /// The title's slot and brush: "Flourish — 3: classic/marker_fat (r 9.1)" -> (3, "classic/marker_fat").
    func slotAndBrush(_ session: InteractiveSession) async throws -> (slot: Int, brush: String) {
        let title = try await session.xdo.title(of: session.window)
        let prefix = "Flourish — "
        guard title.hasPrefix(prefix), let colon = title.firstIndex(of: ":"), let paren = title.range(of: " (r ") else {
            throw HarnessError("title '\(title)' does not name a slot and a brush")
        }
        let slot = Int(title[title.index(title.startIndex, offsetBy: prefix.count)..<colon]) ?? -1
        let brush = String(title[title.index(after: title.index(after: colon))..<paren.lowerBound])
        return (slot, brush)
    }

    /// Waits until the title satisfies `done` (the title follows the session's brush); returns
    /// what it named then.
    func waitForTitle(
        _ session: InteractiveSession, _ what: String, until done: ((slot: Int, brush: String)) -> Bool
    ) async throws -> (slot: Int, brush: String) {
        let deadline = scaledDeadline(after: 10)
        while monotonicNow() < deadline {
            if let now = try? await slotAndBrush(session), done(now) { return now }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw HarnessError("the title never showed \(what): '\((try? await session.xdo.title(of: session.window)) ?? "")'")
    }

    func waitForSlot(_ slot: Int, in session: InteractiveSession) async throws -> String {
        try await waitForTitle(session, "slot \(slot)") { $0.slot == slot }.brush
    }

    @Test("key 3 makes slot 3 current: the title names its brush, and the same drag paints other dabs")
    func slotKeys() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        #expect(try await slotAndBrush(session) == (1, "deevad/liner"))
        try await session.drag(path)
        let withSlotOne = try await session.save()
        try await session.key("Delete")
        try await session.key("3")
        #expect(try await waitForSlot(3, in: session) == "classic/marker_fat")
        try await session.drag(path)
        let withSlotThree = try await session.save()
        try await session.quit()
        #expect(!StrokeCheck.paintedPixels(withSlotOne).isEmpty && !StrokeCheck.paintedPixels(withSlotThree).isEmpty)
        let differing = differingPixels(withSlotOne, withSlotThree)
        #expect(differing > 500, "slot 3's stroke differs from slot 1's in only \(differing) pixels")
        // Slot 3's marker is wider than slot 1's liner along the same path.
        #expect(StrokeCheck.paintedPixels(withSlotThree).count > StrokeCheck.paintedPixels(withSlotOne).count)

        // The recording holds the switch, and replays to the same pixels.
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains("classic/marker_fat.myb"), "no brush record in the recording")
        #expect(differingPixels(try await session.replayedRecording(), withSlotThree) == 0)
    }

    /// Distinct colours in the window's middle, where the chooser's previews are.
    func distinctColors(_ frame: RGBAImage) -> Int {
        var seen = Set<UInt32>()
        for y in stride(from: 40, to: min(frame.height, 290), by: 1) {
            for x in stride(from: 30, to: min(frame.width, 620), by: 1) {
                let p = frame.pixel(x: x, y: y)
                seen.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
            }
        }
        return seen.count
    }

    /// With SDL's mouse path, and with XInput2, where the click is also a device's press whose
    /// samples must not paint under the chooser.
    @Test("B shows the brushes as pictures; a click puts one into the slot, closes the chooser and paints nothing",
          arguments: ["mouse", "auto"])
    func brushChooser(input: String) async throws {
        let session = try await InteractiveSession.start(input: input, extra: ["--window", "640x480", "--size", "640x480"])
        defer { session.stop() }
        let closed = try await session.settledFrame()
        try await session.key("b")
        // Previews are rendered off the frame loop and appear as they finish: on a loaded
        // machine the window can be quiet for a while between two of them, so a settled frame
        // is read again until the previews are in or 20 s pass.
        var open = try await session.settledFrame()
        let deadline = scaledDeadline(after: 20)
        while distinctColors(open) <= 1000, monotonicNow() < deadline {
            open = try await session.settledFrame()
        }
        let (before, during) = (distinctColors(closed), distinctColors(open))
        // The negative control: paper has one colour (and the desk one more).
        #expect(before <= 3, "\(before) colours with the chooser closed")
        #expect(during > 1000, "only \(during) colours in the chooser: no previews")
        // The second brush of the first group: its cell lies at (144...240, 80...176).
        try await session.xdo.run(["mousemove", "--window", session.window, "190", "130", "sleep", "0.1", "click", "1"])
        let (slot, brush) = try await slotAndBrushAfterChange(session, from: "deevad/liner")
        #expect(slot == 1)
        #expect(FileManager.default.fileExists(atPath: "/usr/share/mypaint-data/2.0/brushes/\(brush).myb"), "'\(brush)' is no brush")
        try await session.movePointerAway()
        let after = try await session.settledFrame()
        #expect(distinctColors(after) <= 3, "the chooser stayed open")
        let canvas = try await session.save()
        #expect(StrokeCheck.paintedPixels(canvas).isEmpty, "the click on the chooser painted")
        try await session.quit()
        let report = try RunReportFile.read(session)
        #expect(report.chooserOpenings.count == 1 && report.chooserOpenings[0].filesRead > 0)
    }

    @Test("user brushes are offered after the system ones; a missing or broken preview is a named placeholder")
    func userBrushes() async throws {
        let data = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let folder = "\(data)/flourish/brushes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pencil = "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb"
        for name in ["broken_preview", "no_preview"] {
            try FileManager.default.copyItem(atPath: pencil, toPath: "\(folder)/\(name).myb")
        }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(folder)/broken_preview_prev.png"))
        let session = try await InteractiveSession.start(
            extra: ["--window", "640x480", "--size", "640x480"], environment: ["XDG_DATA_HOME": data])
        defer { session.stop() }
        try await session.key("b")
        _ = try await session.settledFrame()
        // To the end of the list, where the user group is.
        var scroll = ["mousemove", "--window", session.window, "320", "240"]
        for _ in 0..<60 { scroll += ["click", "5", "sleep", "0.01"] }
        try await session.xdo.run(scroll)
        let end = try await session.settledFrame()
        try await session.quit()
        #expect(session.app.child.isRunning == false && session.app.child.process.terminationStatus == 0)
        // Two placeholder tiles (the chooser's plain grey, 70,70,78), each 96x96 less its label.
        var placeholder = 0
        for y in 0..<end.height {
            for x in 0..<end.width where end.pixel(x: x, y: y) == (70, 70, 78, 255) { placeholder += 1 }
        }
        #expect(placeholder > 2 * 96 * 60, "only \(placeholder) placeholder pixels at the end of the list")
        let report = try RunReportFile.read(session)
        #expect(report.chooserOpenings.count == 1)
    }

    func slotAndBrushAfterChange(_ session: InteractiveSession, from old: String) async throws -> (slot: Int, brush: String) {
        try await waitForTitle(session, "a brush other than \(old)") { $0.brush != old }
    }

    @Test("C: a drag in the square chooses the colour the next stroke paints, exactly; the eyedropper picks it back")
    func colorsAndEyedropper() async throws {
        let config = "slot1 = classic/pen\nbrush_radius = 5\ncolor = #22222a\n"
        let session = try await InteractiveSession.start(extra: ["--window", "640x480", "--size", "640x480"], settings: config)
        defer { session.stop() }
        try await session.key("c")
        // The panel is centred: its square spans about (258...382, 135...259).
        try await session.xdo.run([
            "mousemove", "--window", session.window, "300", "150", "sleep", "0.1", "mousedown", "1",
            "mousemove", "--window", session.window, "340", "190", "sleep", "0.05",
            "mousemove", "--window", session.window, "360", "170", "sleep", "0.05", "mouseup", "1",
        ])
        try await session.key("c")
        let stroke = Polyline([Point(x: 80, y: 300), Point(x: 560, y: 300)])
        try await session.drag(stroke)
        try await session.xdo.run([
            "mousemove", "--window", session.window, "320", "300", "sleep", "0.1", "keydown", "ctrl", "sleep", "0.1",
            "click", "1", "sleep", "0.1", "keyup", "ctrl",
        ])
        try await session.waitForLines(startingWith: "flourish: picked ", count: 1)
        let canvas = try await session.save()
        try await session.quit()

        let recording = try RecordingParser.read(path: session.app.recordingPath)
        let chosen = try #require(
            recording.events.compactMap { event -> String? in
                if case .command(.setColor(let color), _) = event { color } else { nil }
            }.first, "no colour was chosen")
        #expect(chosen != "#22222a", "the drag did not change the colour")
        let rgb = try #require(hex(chosen))
        // Every opaque pixel of the stroke is the chosen colour within 1/255.
        var opaque = 0
        var wrong = 0
        for y in 280..<320 {
            for x in 120..<520 {
                let p = canvas.pixel(x: x, y: y)
                guard p.a == 255 else { continue }
                opaque += 1
                if abs(Int(p.r) - rgb.0) > 1 || abs(Int(p.g) - rgb.1) > 1 || abs(Int(p.b) - rgb.2) > 1 { wrong += 1 }
            }
        }
        #expect(opaque > 500, "the stroke has only \(opaque) opaque pixels")
        #expect(wrong == 0, "\(wrong) of \(opaque) opaque pixels are not \(chosen)")
        let pickedLine = try #require(session.app.child.stdout.lines.first { $0.hasPrefix("flourish: picked ") })
        let picked = try #require(hex(String(pickedLine.dropFirst("flourish: picked ".count))))
        #expect(abs(picked.0 - rgb.0) <= 1 && abs(picked.1 - rgb.1) <= 1 && abs(picked.2 - rgb.2) <= 1, "picked \(pickedLine), painted \(chosen)")
    }

    func hex(_ text: String) -> (Int, Int, Int)? {
        guard text.count == 7, text.first == "#", let value = Int(text.dropFirst(), radix: 16) else { return nil }
        return (value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff)
    }
}

/// The `--stats` report of an interactive session.
enum RunReportFile {
    static func read(_ session: InteractiveSession) throws -> RunReport {
        try RunReport.read(from: session.app.statsPath)
    }
}

import FlourishFrameStats
