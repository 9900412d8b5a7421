import FlourishImage
import FlourishTestSupport
import FlourishVirtualPen
import Foundation
import Testing

@testable import FlourishOpenRaster

/// The real app under Xvfb against files made to hurt it, and against a disk that takes
/// nothing: it refuses what would cost more memory than the painting may take, in one line
/// naming the file, before it allocates; and it does not quit on a painting it could not
/// write anywhere.
@Suite(
    "Hostile files and failed saves in the window", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct HostileFileWindowTests {
    /// An OpenRaster file of two `side`² layers whose PNG headers claim the size and hold a
    /// few bytes (18 KB that would ask for gigabytes), or (`real`) hold real pixels.
    static func claimingFile(_ folder: String, side: Int, real: Bool = false) throws -> String {
        let path = "\(folder)/claims-\(side).ora"
        let layers = #"<layer name="a" src="data/a.png"/><layer name="b" src="data/b.png"/>"#
        let stack = #"<?xml version="1.0"?><image w="\#(side)" h="\#(side)"><stack>\#(layers)</stack></image>"#
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        try archive.add("stack.xml", bytes: Array(stack.utf8), compression: .store)
        var png = ClaimedPNG.bytes(width: side, height: side)
        if real {
            let image = "\(folder)/layer.png"
            try PNGFile.write(RGBAImage(width: side, height: side, pixels: [UInt8](repeating: 90, count: side * side * 4)), to: image)
            png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: image)))
        }
        for name in ["data/a.png", "data/b.png"] { try archive.add(name, bytes: png, compression: .store) }
        try archive.close()
        return path
    }

    /// Runs the app on `file` until it exits (a refusal exits at once; a window that opens
    /// quits `quitAfter` seconds after its start), with `settings` as its settings file;
    /// `limit` runs it under `prlimit --as` (bytes of address space).
    static func open(
        _ file: String, settings: String, limit: Int? = nil, quitAfter: Int = 30, on display: XvfbServer, folder: String
    ) async throws -> CommandResult
    {
        let config = "\(folder)/settings.conf"
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        var environment = display.environment
        environment["XDG_STATE_HOME"] = "\(folder)/state"
        let app = try EndToEnd.flourishBinary()
        let arguments = ["--config", config, "--window", "400x300", "--input", "mouse", "--quit-after", "\(quitAfter)", file]
        if let limit, let prlimit = EndToEnd.executable(named: "prlimit") {
            return try await runCommand(prlimit, ["--as=\(limit)", app] + arguments, environment: environment, timeout: 60)
        }
        return try await runCommand(app, arguments, environment: environment, timeout: 60)
    }

    @Test("two 16384² layers in 18 KB: refused at open against memory_limit_mb, in one line, before any allocation")
    func overBudgetAtOpen() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try Self.claimingFile(folder, side: 16384)
        let result = try await Self.open(file, settings: "memory_limit_mb = 2048\n", on: display, folder: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let line = result.stderr.split(separator: "\n").first { $0.hasPrefix("flourish: \(file): opening it needs about ") }
        #expect(line?.contains("more than the memory budget of 2.0 GiB (memory_limit_mb = 2048)") == true, "\(result.stderr)")
        #expect(!result.stdout.contains("ready"), "the window opened: \(result.stdout)")
        // Negative control: the same layout at 256² opens its window.
        let small = try Self.claimingFile(folder, side: 256, real: true)
        var environment = display.environment
        environment["XDG_STATE_HOME"] = "\(folder)/state"
        let child = try Child(
            try EndToEnd.flourishBinary(), ["--config", "\(folder)/settings.conf", "--window", "400x300", "--input", "mouse", small],
            environment: environment, folder: folder)
        defer { child.stop() }
        let ready = await waitUntil(timeout: 30) {
            child.stdout.lines.contains { $0.hasPrefix("flourish: ready") } || !child.isRunning
        }
        #expect(ready && child.isRunning, "\(child.transcript)")
        #expect(!child.stderr.text.contains("memory budget"), "\(child.transcript)")
    }

    /// Flourish's own file of one 4x4 layer at (`x`, `y`) (attribute text, as a hostile file
    /// may write it) on a `canvas`, with `history` as its `flourish/history` where given.
    static func flourishFile(
        _ path: String, canvas: (Int, Int), x: String, y: String, history: String? = nil
    ) throws {
        let image =
            #"<image xmlns:flourish="urn:flourish:openraster:1" w="4" h="4" flourish:canvas-width="\#(canvas.0)" "#
            + ##"flourish:canvas-height="\##(canvas.1)" flourish:x="\##(x)" flourish:y="\##(y)" flourish:paper="#ffffff" "##
            + #"flourish:paper-layer="data/paper.png"><stack><layer name="ink" src="data/a.png"/>"#
            + #"<layer name="paper" src="data/paper.png"/></stack></image>"#
        let png = path + ".layer.png"
        try PNGFile.write(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)), to: png)
        let layer = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
        let archive = try ZipArchiveWriter(path: path, reportedPath: path)
        try archive.add("mimetype", bytes: Array("image/openraster".utf8), compression: .store)
        try archive.add("stack.xml", bytes: Array(image.utf8), compression: .store)
        try archive.add("data/a.png", bytes: layer, compression: .store)
        try archive.add("data/paper.png", bytes: layer, compression: .store)
        if let history { try archive.add("flourish/history", bytes: Array(history.utf8), compression: .deflate) }
        try archive.close()
    }

    /// Files that crashed the window at open or took gigabytes before an error (issue 26's
    /// defects 2 and 10), each made here: Flourish's own file with `flourish:x` near Int.max,
    /// and a 69-byte PNG claiming 32768² interlaced.
    static func crashingFiles(_ folder: String) throws -> [(name: String, path: String, says: String)] {
        let far = "\(folder)/far.ora"
        try flourishFile(far, canvas: (64, 64), x: "9223372036854775800", y: "0")
        let lying = "\(folder)/lying.png"
        try Data(ClaimedPNG.bytes(width: 32768, height: 32768, interlaced: true)).write(to: URL(fileURLWithPath: lying))
        return [("flourish:x near Int.max", far, "x="), ("a 69-byte PNG claiming 32768² interlaced", lying, "32768x32768")]
    }

    @Test("files that crashed the window at open, or took gigabytes first, are refused in one line and nothing traps")
    func crashesAtOpen() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in try Self.crashingFiles(folder) {
            // Under a 4 GiB address space, an allocation of the size claimed fails outright.
            let result = try await Self.open(file.path, settings: "", limit: 4 << 30, on: display, folder: folder)
            #expect(result.status == 1, "\(file.name): exit \(result.status) (a trap is 132 or 133, a signal above 128)\n\(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("flourish: \(file.path)") }
            #expect(lines.count == 1, "\(file.name): \(result.stderr)")
            #expect(lines.first?.contains(file.says) == true, "\(file.name): \(result.stderr)")
            #expect(!result.stdout.contains("ready"), "\(file.name): the window opened")
        }
    }

    @Test("a painting whose history moves a layer by Int.min opens in the window, saying once that its history is damaged")
    func damagedHistoryOpens() async throws {
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painting = "\(folder)/moved.ora"
        let history = "flourish-history 1\nflourish-recording 2\ncanvas 400x300\nsamples\ny 0 move -9223372036854775808\n"
        try Self.flourishFile(painting, canvas: (400, 300), x: "40", y: "30", history: history)

        let session = try await InteractiveSession.start(extra: [painting], savePath: false)
        defer { session.stop() }
        #expect(session.app.child.isRunning)
        let said = session.app.child.transcript.split(separator: "\n").filter { $0.contains("flourish/history:5:") }
        #expect(said.count == 1, "\(session.app.child.transcript)")
        #expect(said.first?.contains("layer 'move' needs a whole number") == true, "\(said)")
        // The window paints and quits as any other.
        try await session.drag(Polyline([Point(x: 80, y: 80), Point(x: 200, y: 150)]))
        try await session.quit()
    }

    @Test(
        "under ulimit -v the budget is the address-space limit, whatever memory_limit_mb says",
        .enabled(if: EndToEnd.executable(named: "prlimit") != nil, "needs prlimit (util-linux)"))
    func addressSpaceLimit() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try Self.claimingFile(folder, side: 16384)
        let result = try await Self.open(
            file, settings: "memory_limit_mb = 65536\n", limit: 4 << 30, on: display, folder: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(file): opening it needs about "), "\(result.stderr)")
        #expect(result.stderr.contains("memory budget of 4.0 GiB (the address-space limit, ulimit -v)"), "\(result.stderr)")
    }

    @Test("Ctrl+Q when the file, the autosave folder and the temporary folder all refuse: the window stays open; once the folder is fixed, Ctrl+Q saves and quits")
    func quitWithNowhereToSave() async throws {
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Plain files where folders should be: every write below them fails, even for root.
        let blocked = "\(folder)/blocked"
        for name in ["blocked", "state", "tmp"] {
            try #require(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data()))
        }
        let destination = "\(blocked)/painting.png"
        let session = try await InteractiveSession.start(
            extra: ["--save", destination], environment: ["XDG_STATE_HOME": "\(folder)/state", "TMPDIR": "\(folder)/tmp"],
            savePath: false)
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 80, y: 80), Point(x: 300, y: 200)]))
        try await session.movePointerAway()
        _ = try await session.settledFrame()
        try await session.key("ctrl+q")
        let stays = await waitUntil(timeout: 20) {
            session.app.child.stderr.lines.contains { $0.hasPrefix("flourish: Flourish stays open") } || !session.app.child.isRunning
        }
        #expect(stays && session.app.child.isRunning, "the app quit with the painting unsaved\n\(session.app.child.transcript)")
        let errors = session.app.child.stderr.lines
        #expect(errors.contains { $0.contains("could not save \(destination)") }, "\(errors)")
        #expect(errors.contains { $0.contains("\(folder)/tmp/flourish-rescue-") }, "the temporary folder was not tried: \(errors)")
        // The window is still there and still answers.
        #expect(try await session.xdo.title(of: session.window).contains("Flourish"))

        // Negative control: with the folder back, the same Ctrl+Q saves the stroke and quits.
        try FileManager.default.removeItem(atPath: blocked)
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        await session.xdo.pressQuit(in: session.window)
        let status = await session.app.child.waitForExit(timeout: 20)
        #expect(status == 0, "\(session.app.child.transcript)")
        let saved = try PNGFile.read(destination)
        let painted = stride(from: 3, to: saved.pixels.count, by: 4).filter { saved.pixels[$0] > 0 }.count
        #expect(painted > 500, "the saved file holds \(painted) painted pixels")
    }
}
