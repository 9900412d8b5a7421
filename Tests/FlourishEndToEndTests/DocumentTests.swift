import FlourishDocuments
import FlourishImage
import FlourishPaint
import FlourishVirtualPen
import Foundation
import Testing

/// Every way out of the real app under Xvfb leaves the painting where the app says, with the
/// painted pixels: the recording, completed on the way out, replays to the very same canvas.
@Suite(
    "Documents under Xvfb: every way out saves, failed saves fall back, autosaves recover", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct DocumentTests {
    let stroke = Polyline([Point(x: 60, y: 70), Point(x: 200, y: 230), Point(x: 330, y: 90)])

    /// The path a line of the app's output names after `prefix` (up to a space, or the end).
    func path(after prefix: String, in lines: [String]) -> String? {
        for line in lines {
            guard let range = line.range(of: prefix) else { continue }
            let rest = line[range.upperBound...]
            return String(rest.prefix { $0 != " " && $0 != "," })
        }
        return nil
    }

    /// The largest difference of any channel of any pixel between two same-sized frames.
    ///
    /// A painting opened from a file shows within 1 of what was painted, not exactly: files
    /// hold 8-bit straight colour, the canvas 15-bit premultiplied, so a partly transparent
    /// pixel comes back up to half an 8-bit step off in alpha and colour, and the paper under
    /// it shows that as at most 1 level on screen.
    func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        return zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// `path`'s canvas as straight RGBA rows: a PNG as it is, an OpenRaster file opened as the
    /// app opens it.
    func canvasPixels(_ path: String) throws -> RGBAImage {
        if path.hasSuffix(".png") { return try PNGFile.read(path) }
        let contents = try DocumentReader.inspect(path, canvas: (400, 300), limit: (32768, 32768))
        let store = TileStore(width: contents.canvasWidth, height: contents.canvasHeight)
        try DocumentReader.load(contents, into: store)
        var pixels = [UInt8](repeating: 0, count: store.width * store.height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<store.height {
                store.fillStraightRGBA8Row(y: y, x0: 0, width: store.width, into: buffer.baseAddress! + y * store.width * 4)
            }
        }
        return RGBAImage(width: store.width, height: store.height, pixels: pixels)
    }

    /// The session's recording replayed to a file of `path`'s kind and opened the same way:
    /// what the painting must hold.
    func replayed(_ session: InteractiveSession, like path: String) async throws -> RGBAImage {
        let out = "\(session.folder)/replayed." + (path.hasSuffix(".png") ? "png" : "ora")
        let result = try await runCommand(
            try EndToEnd.flourishBinary(), ["replay", session.app.recordingPath, "--out", out, "--full-canvas"],
            environment: ProcessInfo.processInfo.environment, timeout: 60)
        try #require(result.status == 0, "replay failed: \(result.stderr)")
        return try canvasPixels(out)
    }

    @Test(
        "SIGHUP, SIGTERM and SIGINT save the painting to its file, complete the recording and exit 0",
        arguments: [SIGHUP, SIGTERM, SIGINT])
    func signals(signal: Int32) async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        kill(session.app.child.process.processIdentifier, signal)
        let status = await session.app.child.waitForExit(timeout: 20)
        #expect(status == 0, "\(session.app.child.transcript)")
        let lines = session.app.child.stdout.lines
        #expect(lines.contains { $0.contains("saving and quitting") })
        let saved = try #require(path(after: "flourish: saved ", in: lines), "\(session.app.child.transcript)")
        #expect(saved == session.app.canvasPath)
        #expect(lines.contains { $0.hasPrefix("flourish: recorded ") }, "the recording was not completed")
        let canvas = try canvasPixels(saved)
        #expect(StrokeCheck.paintedPixels(canvas).count > 200, "the saved painting lacks the stroke")
        #expect(differingPixels(canvas, try await replayed(session, like: saved)) == 0)
        // Nothing half-written is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: session.folder)
        #expect(!left.contains { $0.hasSuffix(".partial") }, "\(left)")
    }

    @Test("losing the X server saves the painting, completes the recording, and one thread exits")
    func xServerLost() async throws {
        let session = try await InteractiveSession.start(input: "auto")
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        session.display.stop()
        let status = await session.app.child.waitForExit(timeout: 20)
        #expect(status == 0, "\(session.app.child.transcript)")
        let lines = session.app.child.stdout.lines
        #expect(session.app.child.stderr.text.contains("the X server went away: saving and quitting"))
        #expect(!session.app.child.stderr.text.contains("Program crashed"), "\(session.app.child.transcript)")
        let saved = try #require(path(after: "flourish: saved ", in: lines), "\(session.app.child.transcript)")
        #expect(lines.contains { $0.hasPrefix("flourish: recorded ") }, "the recording was not completed")
        let canvas = try canvasPixels(saved)
        #expect(StrokeCheck.paintedPixels(canvas).count > 200)
        #expect(differingPixels(canvas, try await replayed(session, like: saved)) == 0)
    }

    @Test("a painting without a file goes to the autosave folder at quit, and the message names it")
    func untitledToAutosave() async throws {
        let state = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let session = try await InteractiveSession.start(environment: ["XDG_STATE_HOME": state], savePath: false)
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        try await session.quit()
        let lines = session.app.child.stdout.lines
        let kept = try #require(path(after: "flourish: autosaved ", in: lines), "\(session.app.child.transcript)")
        #expect(kept.hasPrefix("\(state)/flourish/autosave/untitled-") && kept.hasSuffix(".ora"))
        #expect(lines.contains { $0.contains("no file yet: it is in \(kept)") })
        let canvas = try canvasPixels(kept)
        #expect(StrokeCheck.paintedPixels(canvas).count > 200)
        #expect(differingPixels(canvas, try await replayed(session, like: kept)) == 0)
    }

    @Test(
        "a save path that cannot be written: the reason, the painting in the autosave folder, the destination untouched, exit 1",
        arguments: ["folder", "under-a-file"])
    func unwritableSavePath(kind: String) async throws {
        let scratch = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let destination: String
        if kind == "folder" {
            // A folder where the file should go, with something in it.
            destination = "\(scratch)/painting.png"
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(destination)/inside.txt"))
        } else {
            // A folder that cannot exist: its parent is a plain file (root writes anywhere
            // permissions allow, so this is the unwritable folder that holds for root too).
            try Data("plain".utf8).write(to: URL(fileURLWithPath: "\(scratch)/file"))
            destination = "\(scratch)/file/painting.png"
        }
        let session = try await InteractiveSession.start(extra: ["--save", destination])
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        await session.xdo.pressQuit(in: session.window)
        let status = await session.app.child.waitForExit(timeout: 20)
        #expect(status == 1, "\(session.app.child.transcript)")
        let errors = session.app.child.stderr.lines
        #expect(errors.contains { $0.contains("could not save \(destination)") }, "\(errors)")
        let kept = try #require(path(after: "the painting is in ", in: errors), "\(session.app.child.transcript)")
        #expect(kept.hasPrefix("\(session.folder)/state/flourish/autosave/") && kept.hasSuffix(".ora"))
        #expect(differingPixels(try canvasPixels(kept), try await replayed(session, like: kept)) == 0)
        #expect(StrokeCheck.paintedPixels(try canvasPixels(kept)).count > 200)
        if kind == "folder" {
            #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["inside.txt"])
        } else {
            #expect(try String(contentsOfFile: "\(scratch)/file", encoding: .utf8) == "plain")
        }
    }

    /// Whether this machine lets the tests mount a tmpfs of their own (root, and a container
    /// that allows mounts); the full-disk test needs one and is skipped, saying so, without.
    static let canMountTmpfs: Bool = {
        let folder = NSTemporaryDirectory() + "flourish-mount-probe-\(getpid())"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            return false
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func run(_ tool: String, _ arguments: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]) else { return false }
        return run("/bin/umount", [folder])
    }()

    @Test(
        "a full disk: the save fails with the reason, the old file stays whole, the painting goes to the autosave folder",
        .enabled(if: canMountTmpfs, "cannot mount a tmpfs here (needs root, and a container that allows mounts)"),
        arguments: ["png", "ora"])
    func diskFull(format: String) async throws {
        let mount = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: mount) }
        // A tiny tmpfs of our own, filled all but a few hundred bytes: never a real device.
        let mounted = try await runCommand("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount], environment: [:])
        try #require(
            mounted.status == 0,
            "cannot mount a tmpfs here (needs root, outside a restricted container): \(mounted.stderr)")
        defer { unmount(mount) }
        let destination = "\(mount)/painting.\(format)"
        // Whatever the old file holds must survive byte for byte.
        try Data("an older painting".utf8).write(to: URL(fileURLWithPath: destination))
        let oldBytes = try Data(contentsOf: URL(fileURLWithPath: destination))
        // Fill what is left, so the new file cannot fit.
        try #require(FileManager.default.createFile(atPath: mount + "/filler", contents: nil))
        let filler = try #require(FileHandle(forWritingAtPath: mount + "/filler"))
        while (try? filler.write(contentsOf: Data(count: 256))) != nil {}
        try? filler.close()

        let session = try await InteractiveSession.start(extra: ["--save", destination])
        defer { session.stop() }
        try await session.drag(stroke)
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        await session.xdo.pressQuit(in: session.window)
        let status = await session.app.child.waitForExit(timeout: 20)
        #expect(status == 1, "\(session.app.child.transcript)")
        let errors = session.app.child.stderr.lines
        #expect(errors.contains { $0.contains("could not save \(destination)") && $0.contains("space") }, "\(errors)")
        let kept = try #require(path(after: "the painting is in ", in: errors), "\(session.app.child.transcript)")
        #expect(differingPixels(try canvasPixels(kept), try await replayed(session, like: kept)) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: destination)) == oldBytes, "the old file changed")
        let left = try FileManager.default.contentsOfDirectory(atPath: mount).sorted()
        #expect(left == ["filler", "painting.\(format)"], "a partial file was left: \(left)")
    }

    /// Detaches a tmpfs the test mounted (synchronously: it runs in a `defer`).
    func unmount(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = ["-l", path]
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    @Test("killed with SIGKILL after an autosave, the next start recovers the painting and says so")
    func recoveryAfterKill() async throws {
        let state = try EndToEnd.temporaryFolder()
        let files = try EndToEnd.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: state)
            try? FileManager.default.removeItem(atPath: files)
        }
        let document = "\(files)/painting.ora"
        // The pencil, which the level below was measured with (an opaque brush's anti-aliased
        // edges come back within 2 levels through the file's 8-bit straight alpha), pressed
        // fully, so that it shows clearly against a blank start (the negative control).
        let first = try await InteractiveSession.start(
            extra: ["--save", document, "--brush", "classic/pencil"], settings: "autosave_seconds = 1\nmouse_pressure = 1\n",
            environment: ["XDG_STATE_HOME": state])
        defer { first.stop() }
        try await first.drag(stroke)
        try await first.movePointerAway()
        let painted = try await first.settledFrame()
        try await first.app.waitForLine(startingWith: "flourish: autosaved ", timeout: 20)
        // An autosave comes a second after a change is left unsaved, so on a slow machine one
        // can come in the middle of the stroke: the kill waits until a second and a half has
        // passed with no new autosave, when the last one holds the whole stroke.
        var autosavesSeen = 0
        while true {
            let seen = first.app.child.stdout.lines.filter { $0.hasPrefix("flourish: autosaved ") }.count
            if seen == autosavesSeen { break }
            autosavesSeen = seen
            try await Task.sleep(for: .seconds(1.5 * EndToEnd.timeoutScale))
        }
        kill(first.app.child.process.processIdentifier, SIGKILL)
        _ = await first.app.child.waitForExit(timeout: 10)
        #expect(!FileManager.default.fileExists(atPath: document), "nothing was saved to the file before the kill")

        let second = try await InteractiveSession.start(
            extra: ["--save", document], environment: ["XDG_STATE_HOME": state])
        defer { second.stop() }
        let line = try await second.app.waitForLine(startingWith: "flourish: recovered \(state)/flourish/autosave/")
        #expect(line.contains("(unsaved since "))
        let title = try await second.xdo.title(of: second.window)
        #expect(title.contains("*painting.ora") && title.contains("recovered"), "\(title)")
        let frame = try await second.settledFrame()
        // The window says it recovered the painting, over the canvas.
        #expect(noticeBox(in: frame) != nil, "the window did not say it recovered the painting")
        let (shown, paintedShown) = { ($0[0], $0[1]) }(blankingNotices([frame, painted]))
        #expect(largestDifference(shown, paintedShown) <= 1, "the recovered painting looks different")
        // Negative control: a start that does not recover shows the blank canvas.
        let blank = try await InteractiveSession.start(
            extra: ["--save", document, "--no-recover"], environment: ["XDG_STATE_HOME": state])
        defer { blank.stop() }
        let blanked = blankingNotices([try await blank.settledFrame(), painted])
        #expect(largestDifference(blanked[0], blanked[1]) > 20)
        try await blank.quit()
        // Saved to its file, the painting no longer needs its autosaves.
        try await second.quit()
        #expect(FileManager.default.fileExists(atPath: document))
        let autosaves = try FileManager.default.contentsOfDirectory(atPath: "\(state)/flourish/autosave")
        #expect(autosaves.isEmpty, "\(autosaves)")
    }

    @Test("Ctrl+S writes an OpenRaster file; opened again it shows the picture (within 1 level) and its name")
    func openRasterRoundTrip() async throws {
        let files = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: files) }
        let document = "\(files)/painting.ora"
        // The pencil, which the level below was measured with (an opaque brush's anti-aliased
        // edges come back within 2 levels through the file's 8-bit straight alpha).
        let first = try await InteractiveSession.start(extra: ["--save", document, "--brush", "classic/pencil"])
        defer { first.stop() }
        try await first.drag(stroke)
        try await first.movePointerAway()
        let painted = try await first.settledFrame()
        try await first.key("ctrl+s")
        try await first.waitForLines(startingWith: "flourish: saved \(document)", count: 1)
        try await first.quit()

        let second = try await InteractiveSession.start(extra: [document])
        defer { second.stop() }
        let title = try await second.xdo.title(of: second.window)
        #expect(title.hasSuffix(" — painting.ora"), "\(title)")
        let reopened = try await second.settledFrame()
        #expect(largestDifference(reopened, painted) <= 1, "the reopened painting looks different")
        // Only painted pixels can be off; the paper shows exactly.
        #expect(differingPixels(reopened, painted) <= StrokeCheck.paintedPixels(try canvasPixels(document)).count)
        // Quitting an unchanged painting writes nothing and says where it is.
        let before = try FileManager.default.attributesOfItem(atPath: document)[.modificationDate] as? Date
        try await second.quit()
        #expect(second.app.child.stdout.lines.contains("flourish: the painting is in \(document)"))
        #expect(try FileManager.default.attributesOfItem(atPath: document)[.modificationDate] as? Date == before)
    }

    @Test("a canvas beyond max_canvas is refused at start, naming the size and the limit, before any window")
    func canvasLimitAtStart() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runCommand(
            try EndToEnd.flourishBinary(), ["--size", "40000x100", "--config", "/dev/null", "--save", "\(folder)/a.ora"],
            environment: display.environment.merging(["XDG_STATE_HOME": folder]) { $1 }, timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderr.contains("canvas 40000x100 is larger than max_canvas 32768x32768"), "\(result.stderr)")
        #expect(!result.stdout.contains("ready"))
    }
}
