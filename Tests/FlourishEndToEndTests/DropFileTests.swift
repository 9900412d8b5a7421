import FlourishImage
import Foundation
import Testing

/// Files dropped onto the real app's window the way a file manager drops them (XDND through
/// the X server, SDL2's X11 backend, SDL_DROPFILE): a painting opens in place of the current
/// one, which is autosaved first; anything else leaves the painting as it was.
@Suite(
    "Files dropped onto the window under Xvfb: a painting opens, the one it replaces is autosaved", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct DropFileTests {
    /// The documents tests' helpers: paths in the app's lines, the 1-level tolerance of a
    /// reopened picture (and why), files opened as the app opens them, replays.
    let documents = DocumentTests()
    /// The painting that is saved and dropped.
    let saved = Polyline([Point(x: 60, y: 70), Point(x: 200, y: 230), Point(x: 330, y: 90)])
    /// The unsaved painting a drop replaces: far from `saved` but where it crosses it.
    let unsaved = Polyline([Point(x: 40, y: 260), Point(x: 360, y: 40)])

    /// Drops `file` onto the middle of the session's window.
    func drop(_ file: String, onto session: InteractiveSession) async throws -> XDNDDrop {
        let window = try #require(UInt(session.window), "xdotool's window id '\(session.window)' is not a number")
        return try await XDNDSource.drop(file: file, onto: window, display: session.display.name, at: (200, 150))
    }

    /// The window's title once it ends with `suffix` (the title changes after the line that
    /// announces it), or the last one seen.
    func title(of session: InteractiveSession, endingWith suffix: String) async throws -> String {
        let deadline = scaledDeadline(after: 10)
        var title = try await session.xdo.title(of: session.window)
        while !title.hasSuffix(suffix), monotonicNow() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            title = try await session.xdo.title(of: session.window)
        }
        return title
    }

    /// The frame after the next one the app draws: what it shows once it took in the drop.
    func frameAfter(_ count: Int, of session: InteractiveSession) async throws -> RGBAImage {
        guard await waitUntil(timeout: 20, { session.capturedCount > count }) else {
            throw HarnessError("no frame was drawn after the drop\n\(session.app.child.transcript)")
        }
        return try await session.settledFrame()
    }

    @Test("an OpenRaster file dropped onto the window opens in place of the unsaved painting, which is autosaved first")
    func dropPainting() async throws {
        let files = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: files) }
        let document = "\(files)/a.ora"
        // The pencil, which the level below was measured with (an opaque brush's anti-aliased
        // edges come back within 2 levels through the file's 8-bit straight alpha).
        let first = try await InteractiveSession.start(extra: ["--save", document, "--brush", "classic/pencil"])
        defer { first.stop() }
        try await first.drag(saved)
        try await first.movePointerAway()
        let painted = try await first.settledFrame()
        try await first.key("ctrl+s")
        try await first.waitForLines(startingWith: "flourish: saved \(document)", count: 1)
        try await first.quit()

        let second = try await InteractiveSession.start()
        defer { second.stop() }
        try await second.drag(unsaved)
        try await second.movePointerAway()
        let before = try await second.settledFrame()
        let frames = second.capturedCount
        let dropped = try await drop(document, onto: second)
        #expect(dropped.requestedTypes == ["text/uri-list"], "\(dropped)")
        #expect(dropped.finishedAccepted && dropped.finishedAction == "XdndActionCopy", "\(dropped)")

        let opened = try await second.app.waitForLine(startingWith: "flourish: opened ")
        #expect(opened == "flourish: opened \(document) (400x300)")
        // The autosave is written on the save thread: its line may come after the opening's.
        try await second.app.waitForLine(startingWith: "flourish: autosaved ")
        let lines = second.app.child.stdout.lines
        #expect(
            lines.contains { $0.hasPrefix("flourish: recorded ") && $0.hasSuffix("\(second.app.recordingPath) (a file was opened)") },
            "the recording was not completed")
        let kept = try #require(documents.path(after: "flourish: autosaved ", in: lines), "\(second.app.child.transcript)")
        #expect(kept.hasPrefix("\(second.folder)/state/flourish/autosave/") && kept.hasSuffix(".ora"), "\(kept)")
        // The autosave holds the replaced painting: its stroke, nothing of the dropped one's,
        // and exactly what its recording (completed at the drop) replays to.
        let keptPixels = try documents.canvasPixels(kept)
        #expect(StrokeCheck.uncoveredPoints(along: unsaved, in: keptPixels).isEmpty, "the autosave lacks the stroke")
        #expect(StrokeCheck.strayPixels(in: keptPixels, farFrom: unsaved).isEmpty, "the autosave holds other paint")
        #expect(differingPixels(keptPixels, try await documents.replayed(second, like: kept)) == 0)

        let title = try await title(of: second, endingWith: " — a.ora")
        #expect(title.hasPrefix("Flourish — ") && title.hasSuffix(" — a.ora"), "\(title)")
        let shown = try await frameAfter(frames, of: second)
        #expect(documents.largestDifference(shown, painted) <= 1, "the dropped painting looks different")
        // Negative control: the painting it replaced looks clearly different.
        #expect(documents.largestDifference(shown, before) > 20)
        #expect(differingPixels(shown, before) > 500)

        // Painted on and saved at quit, the opened painting's save leaves the replaced
        // painting's autosave alone: that paint is in no other file.
        try await second.drag(Polyline([Point(x: 300, y: 250), Point(x: 360, y: 200)]))
        try await second.movePointerAway()
        try await second.quit()
        #expect(second.app.child.stdout.lines.contains("flourish: saved \(document)"))
        #expect(FileManager.default.fileExists(atPath: kept), "the replaced painting's autosave is gone")
    }

    @Test(
        "a file that is not a painting, dropped onto the window, leaves the painting open and unchanged, and says why",
        arguments: ["notes.txt", "damaged.ora"])
    func dropNotAPainting(name: String) async throws {
        let files = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: files) }
        let file = "\(files)/\(name)"
        if name.hasSuffix(".ora") {
            // A zip's signature and then nothing a zip holds.
            try Data("PK\u{3}\u{4}".utf8 + (0..<200).map { UInt8($0 * 7 % 256) }).write(to: URL(fileURLWithPath: file))
        } else {
            try "not a painting\n".write(toFile: file, atomically: true, encoding: .utf8)
        }
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let blank = try await session.settledFrame()
        try await session.drag(saved)
        try await session.movePointerAway()
        let before = try await session.settledFrame()
        let dropped = try await drop(file, onto: session)
        // SDL took the file; what it is, is the app's to find out.
        #expect(dropped.requestedTypes == ["text/uri-list"] && dropped.finishedAccepted, "\(dropped)")

        let errors = session.app.child.stderr
        guard await waitUntil(timeout: 20, { errors.text.contains("the painting stays open") }) else {
            Issue.record("no warning about the dropped file\n\(session.app.child.transcript)")
            return
        }
        let warning = errors.lines.first { $0.contains("the painting stays open") } ?? ""
        #expect(warning.contains(file), "the warning does not name the file: \(warning)")
        let lines = session.app.child.stdout.lines
        #expect(!lines.contains { $0.hasPrefix("flourish: opened ") || $0.hasPrefix("flourish: autosaved ") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("flourish: recorded ") }, "the recording was completed: \(lines)")
        let frame = try await session.settledFrame()
        // The window says why too, over the canvas: the painting under it is unchanged.
        #expect(noticeBox(in: frame) != nil, "the window did not say why")
        let compared = blankingNotices([frame, before])
        let after = compared[0]
        #expect(differingPixels(after, compared[1]) == 0, "the screen changed")
        // Negative control: the comparison sees the stroke, which a blank canvas would lack.
        #expect(differingPixels(after, blank) > 500)
        #expect(try await session.xdo.title(of: session.window).hasSuffix(" — *canvas.png"))

        // Still the same painting, still working: Ctrl+S saves it with its stroke, Ctrl+Q exits 0.
        let canvas = try await session.save()
        #expect(StrokeCheck.uncoveredPoints(along: saved, in: canvas).isEmpty, "the saved painting lacks the stroke")
        try await session.quit()
    }
}
