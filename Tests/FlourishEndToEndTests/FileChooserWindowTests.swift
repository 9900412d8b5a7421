import FlourishImage
import FlourishRecentFiles
import FlourishVirtualPen
import Foundation
import Testing

/// New, Open, Save As and Export in the real window under Xvfb, with the stand-in file chooser
/// portal on a private session bus answering what each test tells it: the files written and
/// opened, what the portal was asked, the painting never lost, the recent-files list.
@Suite(
    "Files through the desktop's file chooser (a stand-in portal on a private bus) under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"),
    .enabled(if: StandInPortal.unavailability == nil, "\(StandInPortal.unavailability ?? "")"))
struct FileChooserWindowTests {
    let documents = DocumentTests()
    let first = Polyline([Point(x: 60, y: 70), Point(x: 200, y: 230), Point(x: 330, y: 90)])
    let second = Polyline([Point(x: 40, y: 260), Point(x: 360, y: 40)])

    /// The app with the portal's bus as its session bus and its files in `home`.
    func start(_ portal: StandInPortal, home: String, savePath: Bool = false, extra: [String] = []) async throws -> InteractiveSession {
        try await InteractiveSession.start(
            extra: extra, environment: ["DBUS_SESSION_BUS_ADDRESS": portal.bus.address, "HOME": home, "PATH": "/nonexistent"],
            savePath: savePath)
    }

    /// The portal's request number `n`, waited for.
    func request(_ n: Int, of portal: StandInPortal) async throws -> StandInPortal.Request {
        guard await waitUntil(timeout: 20, { portal.requests.count >= n }) else {
            throw HarnessError("the portal was asked nothing (request \(n))\n\(portal.errors)")
        }
        return portal.requests[n - 1]
    }

    func title(of session: InteractiveSession, endingWith suffix: String) async throws -> String {
        var title = try await session.xdo.title(of: session.window)
        let deadline = scaledDeadline(after: 10)
        while !title.hasSuffix(suffix), monotonicNow() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            title = try await session.xdo.title(of: session.window)
        }
        return title
    }

    func recentList(_ session: InteractiveSession) throws -> [RecentFile] {
        try RecentFilesStore(path: "\(session.folder)/data/recently-used.xbel").read().files
    }

    @Test("Save As asks SaveFile over the window; the chosen file becomes the painting's (title, Ctrl+S) and goes into the recent list")
    func saveAs() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try await start(portal, home: home)
        defer { session.stop() }
        try await session.drag(first)
        try await session.movePointerAway()
        // Chosen without an extension: the painting is saved as OpenRaster.
        try portal.answer(1, "chosen \(home)/my sky")
        try await session.key("ctrl+shift+s")
        let asked = try await request(1, of: portal)
        let window = try #require(UInt(session.window))
        #expect(asked.method == "SaveFile")
        #expect(asked.parentWindow == "x11:" + String(window, radix: 16))
        #expect(asked.options["current_name"]?.text == "untitled.ora")
        #expect(asked.options["current_folder"]?.text == home)
        #expect(asked.options["filters"]?.array?.compactMap { $0.array?.first?.text } == ["OpenRaster", "PNG image"])
        let chosen = "\(home)/my sky.ora"
        try await session.waitForLines(startingWith: "flourish: saved \(chosen)", count: 1)
        #expect(try await title(of: session, endingWith: " — my sky.ora").hasSuffix(" — my sky.ora"))
        let saved = try documents.canvasPixels(chosen)
        #expect(StrokeCheck.uncoveredPoints(along: first, in: saved).isEmpty, "the file lacks the stroke")
        // Ctrl+S now saves to the chosen file.
        try await session.drag(second)
        try await session.key("ctrl+s")
        try await session.waitForLines(startingWith: "flourish: saved \(chosen)", count: 2)
        #expect(StrokeCheck.uncoveredPoints(along: second, in: try documents.canvasPixels(chosen)).isEmpty)
        #expect(session.app.child.stdout.lines.contains("flourish: file chooser: the desktop's own, through the XDG desktop portal"))
        try await session.quit()
        let listed = try recentList(session).filter { $0.path == chosen }
        #expect(listed.count == 1 && listed.first?.applications == ["flourish"] && listed.first?.mimeType == "image/openraster")
    }

    @Test("Export writes a PNG of the painting and changes nothing else; the chooser never stops painting, and its answer takes the painting as it is then")
    func exportWhilePainting() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try await start(portal, home: home, savePath: true)
        defer { session.stop() }
        try await session.drag(first)
        try await session.movePointerAway()
        let before = try await session.settledFrame()
        try await session.key("ctrl+shift+e")
        let asked = try await request(1, of: portal)
        #expect(asked.method == "SaveFile" && asked.options["current_name"]?.text == "canvas.png")
        // The chooser is open: the window still paints, and shows it.
        try await session.drag(second)
        try await session.movePointerAway()
        let during = try await session.settledFrame()
        #expect(differingPixels(during, before) > 300, "nothing was painted while the chooser was open")
        #expect(portal.requests.count == 1)
        let copy = "\(home)/copy.png"
        try portal.answer(1, "chosen \(copy)")
        try await session.waitForLines(startingWith: "flourish: exported \(copy)", count: 1)
        let exported = try PNGFile.read(copy)
        #expect(StrokeCheck.uncoveredPoints(along: first, in: exported).isEmpty)
        #expect(StrokeCheck.uncoveredPoints(along: second, in: exported).isEmpty, "the export lacks the paint made while asking")
        // Nothing else changed: still unsaved, still the same file.
        #expect(try await session.xdo.title(of: session.window).hasSuffix(" — *canvas.png"))
        #expect(!FileManager.default.fileExists(atPath: session.app.canvasPath))
        let saved = try await session.save()
        #expect(differingPixels(saved, exported) == 0, "Ctrl+S after an export writes something else")
        try await session.quit()
    }

    @Test("Open asks OpenFile; the unsaved painting is autosaved first, saying where, and the chosen file opens")
    func openKeepsUnsavedPaint() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let painting = "\(home)/first.ora"
        let maker = try await InteractiveSession.start(extra: ["--save", painting])
        try await maker.drag(first)
        try await maker.key("ctrl+s")
        try await maker.waitForLines(startingWith: "flourish: saved \(painting)", count: 1)
        try await maker.quit()
        maker.stop()

        let session = try await start(portal, home: home)
        defer { session.stop() }
        try await session.drag(second)
        try await session.movePointerAway()
        let unsaved = try await session.settledFrame()
        let frames = session.capturedCount
        try portal.answer(1, "chosen \(painting)")
        try await session.key("ctrl+o")
        #expect(try await request(1, of: portal).method == "OpenFile")
        let opened = try await session.app.waitForLine(startingWith: "flourish: opened ")
        #expect(opened == "flourish: opened \(painting) (400x300)")
        let told = try await session.app.waitForLine(startingWith: "flourish: the painting's unsaved paint is in ")
        let kept = String(told.dropFirst("flourish: the painting's unsaved paint is in ".count))
        #expect(kept.hasPrefix("\(session.folder)/state/flourish/autosave/"), "\(kept)")
        let keptPixels = try documents.canvasPixels(kept)
        #expect(StrokeCheck.uncoveredPoints(along: second, in: keptPixels).isEmpty, "the unsaved paint was lost")
        // Negative control: the same check finds the stroke missing from the opened file.
        #expect(!StrokeCheck.uncoveredPoints(along: second, in: try documents.canvasPixels(painting)).isEmpty)
        guard await waitUntil(timeout: 20, { session.capturedCount > frames }) else { throw HarnessError("no frame after opening") }
        let shown = try await session.settledFrame()
        #expect(differingPixels(blankingNotices([shown, unsaved])[0], blankingNotices([shown, unsaved])[1]) > 500)
        #expect(try await title(of: session, endingWith: " — first.ora").hasSuffix(" — first.ora"))
        #expect(session.app.child.stdout.lines.contains { $0.hasPrefix("flourish: the opened painting's first frame, ") })
        try await session.quit()
        #expect(try recentList(session).contains { $0.path == painting })
    }

    @Test("a cancelled chooser, a portal error and a refused call each say so and change nothing")
    func cancelledAndFailed() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try await start(portal, home: home, savePath: true)
        defer { session.stop() }
        try await session.drag(first)
        let title = try await session.xdo.title(of: session.window)
        try portal.answer(1, "cancel")
        try portal.answer(2, "other")
        try portal.answer(3, "refuse org.freedesktop.DBus.Error.AccessDenied")
        try await session.key("ctrl+shift+s")
        try await session.waitForLines(startingWith: "flourish: Save As cancelled: nothing changed", count: 1)
        try await session.key("ctrl+o")
        try await session.waitForLines(startingWith: "flourish: Open: the file chooser portal ended the request without a choice", count: 1)
        try await session.key("ctrl+shift+e")
        try await session.waitForLines(startingWith: "flourish: Export: the desktop's file chooser portal refused the request", count: 1)
        #expect(session.app.child.stdout.lines.contains { $0.contains("AccessDenied") })
        #expect(try await session.xdo.title(of: session.window) == title)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: session.app.canvasPath))
        // The painting is intact: Ctrl+S saves the stroke.
        let saved = try await session.save()
        #expect(StrokeCheck.uncoveredPoints(along: first, in: saved).isEmpty)
        try await session.quit()
    }

    @Test("New: the size panel (Full HD chosen, remembered); the unsaved painting is saved to its file first; nothing saved when nothing is unsaved")
    func newPainting() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let document = "\(home)/mine.ora"
        let session = try await start(portal, home: home, extra: ["--save", document])
        defer { session.stop() }
        try await session.drag(first)
        try await session.movePointerAway()
        try await session.key("ctrl+n")
        try await session.key("Down")
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: a new painting, 1920x1080", count: 1)
        let lines = session.app.child.stdout.lines
        #expect(lines.contains("flourish: the painting's unsaved paint was saved to \(document) first"), "\(lines)")
        #expect(StrokeCheck.uncoveredPoints(along: first, in: try documents.canvasPixels(document)).isEmpty)
        #expect(try await title(of: session, endingWith: " — untitled").hasSuffix(" — untitled"))
        #expect(try String(contentsOfFile: "\(session.folder)/state/flourish/new-canvas", encoding: .utf8) == "1920x1080\n")
        // Nothing unsaved now: a second new painting (the remembered size) saves nothing first.
        try await session.key("ctrl+n")
        try await session.key("Return")
        try await session.waitForLines(startingWith: "flourish: a new painting, 1920x1080", count: 2)
        #expect(session.app.child.stdout.lines.filter { $0.contains("unsaved paint") }.count == 1)
        try await session.quit()
    }

    @Test("the recent list keeps another program's entries; Open recent shows the files with thumbnails, and a click opens one")
    func openRecent() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try await start(portal, home: home, savePath: true)
        defer { session.stop() }
        // Another program's entry is in the list already.
        var list = RecentFilesList.empty
        list.noteUse(of: "/elsewhere/notes.txt", mimeType: "text/plain", by: RecentApplication(name: "gedit", exec: "'gedit %u'"), at: 1_700_000_000)
        try FileManager.default.createDirectory(atPath: "\(session.folder)/data", withIntermediateDirectories: true)
        try list.text.write(toFile: "\(session.folder)/data/recently-used.xbel", atomically: true, encoding: .utf8)
        try await session.drag(first)
        try portal.answer(1, "chosen \(home)/a.ora")
        try await session.key("ctrl+shift+s")
        try await session.waitForLines(startingWith: "flourish: saved \(home)/a.ora", count: 1)
        try await session.drag(second)
        try portal.answer(2, "chosen \(home)/b.ora")
        try await session.key("ctrl+shift+s")
        try await session.waitForLines(startingWith: "flourish: saved \(home)/b.ora", count: 1)
        guard await waitUntil(timeout: 10, { ((try? recentList(session)) ?? []).count == 3 }) else {
            throw HarnessError("the recent list holds \(try recentList(session).map(\.uri))")
        }
        let listed = try recentList(session)
        #expect(listed.map(\.path) == ["/elsewhere/notes.txt", "\(home)/a.ora", "\(home)/b.ora"])
        #expect(listed[0].applications == ["gedit"])
        try await session.movePointerAway()
        try await session.key("ctrl+shift+o")
        let shown = try await session.settledFrame()
        // The newest (b.ora) first, then a.ora: each row's box holds its thumbnail (the paper
        // and the strokes), not the grey of one still coming.
        for y in [109, 109 + 64] {
            let thumbnail = shown.pixel(x: 52, y: y)
            #expect(Int(thumbnail.r) > 200 && Int(thumbnail.g) > 200, "no thumbnail where it belongs at y \(y): \(thumbnail)")
        }
        // Negative control: beside the thumbnail, the row is the panel's colour.
        let beside = shown.pixel(x: 370, y: 100)
        #expect(Int(beside.r) < 100, "\(beside)")
        // A click on the second row opens a.ora (its unsaved paint: none).
        try await session.xdo.run(["mousemove", "--window", session.window, "200", "\(77 + 64 + 32)", "click", "1"])
        let opened = try await session.app.waitForLine(startingWith: "flourish: opened ")
        #expect(opened == "flourish: opened \(home)/a.ora (400x300)")
        try await session.quit()
    }

    @Test("no portal on the bus: zenity (a stand-in on PATH) is used, said once; with neither zenity nor kdialog, a path field in the window")
    func fallbacks() async throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let programs = "\(home)/bin"
        try FileManager.default.createDirectory(atPath: programs, withIntermediateDirectories: true)
        let zenity = "\(programs)/zenity"
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"\(home)/zenity.args\"\necho \"\(home)/by-zenity.ora\"\n".write(
            toFile: zenity, atomically: true, encoding: .utf8)
        chmod(zenity, 0o755)
        let withZenity = try await InteractiveSession.start(
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": home, "PATH": programs], savePath: false)
        defer { withZenity.stop() }
        try await withZenity.drag(first)
        try await withZenity.key("ctrl+shift+s")
        try await withZenity.waitForLines(startingWith: "flourish: saved \(home)/by-zenity.ora", count: 1)
        try await withZenity.key("ctrl+shift+e")
        try await withZenity.waitForLines(startingWith: "flourish: exported \(home)/by-zenity.ora.png", count: 1)
        let said = withZenity.app.child.stdout.lines.filter { $0.hasPrefix("flourish: file chooser: ") }
        #expect(said == ["flourish: file chooser: no desktop portal (org.freedesktop.portal.Desktop is not on the session bus (org.freedesktop.DBus.Error.ServiceUnknown)); using zenity (\(zenity))"], "\(said)")
        let arguments = try String(contentsOfFile: "\(home)/zenity.args", encoding: .utf8)
        #expect(arguments.contains("--save") && arguments.contains("--confirm-overwrite") && arguments.contains("--filename=\(home)/untitled.ora"))
        try await withZenity.quit()

        let bare = try await InteractiveSession.start(
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": home, "PATH": "/nonexistent"], savePath: false)
        defer { bare.stop() }
        try await bare.drag(second)
        try await bare.key("ctrl+shift+s")
        try await bare.waitForLines(startingWith: "flourish: file chooser: no desktop portal", count: 1)
        #expect(bare.app.child.stdout.lines.contains { $0.hasSuffix("using a path field in the window (neither zenity nor kdialog is installed)") })
        // The field starts at home/untitled.ora: the name is typed over.
        try await bare.movePointerAway()
        let field = try await bare.settledFrame()
        #expect(noticeBox(in: field) != nil)
        for _ in 0..<12 { try await bare.key("BackSpace") }
        try await bare.xdo.run(["type", "--window", bare.window, "typed.ora"])
        try await bare.key("Return")
        try await bare.waitForLines(startingWith: "flourish: saved \(home)/typed.ora", count: 1)
        #expect(StrokeCheck.uncoveredPoints(along: second, in: try documents.canvasPixels("\(home)/typed.ora")).isEmpty)
        try await bare.quit()
    }
}
