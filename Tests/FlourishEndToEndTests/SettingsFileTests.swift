import FlourishVirtualPen
import Foundation
import Testing

/// Settings files the app cannot read, or not all of: it says so, naming file and line, and
/// paints (with the defaults, or with the lines that were good).
@Suite(
    "Settings files that are not settings, under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct SettingsFileTests {
    @Test("--config naming a folder: the app says so, naming it, and starts with the defaults")
    func folder() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The last --config wins over the harness's empty one.
        let app = try FlourishApp(on: display, folder: folder, extra: ["--config", folder])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: ready")
        #expect(
            app.child.stderr.text.contains("flourish: \(folder): is a folder, not a file; using the default settings"),
            "\(app.child.transcript)")
    }

    @Test("a settings file with a line that is not UTF-8 and a 100 KB line: both named by line, shortened, and the app starts")
    func badLines() async throws {
        let display = try await XvfbServer.start()
        defer { display.stop() }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = "\(folder)/bad.conf"
        var bytes = Array("overlay = true\n".utf8)
        bytes += Array("color = #ff".utf8) + [0xE9, 0x0A]
        bytes += Array("brush = ".utf8) + [UInt8](repeating: 0x62, count: 100_000) + [0x0A]
        bytes += Array("frame_cap_hz = 30\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: config))
        let app = try FlourishApp(on: display, folder: folder, extra: ["--config", config])
        defer { app.stop() }
        try await app.waitForLine(startingWith: "flourish: ready")
        let errors = app.child.stderr.text
        #expect(errors.contains("\(config):2: color: the value is not UTF-8 text"), "\(errors)")
        #expect(errors.contains("\(config):3: brush: the line is 100008 bytes long"), "\(errors)")
        #expect(errors.utf8.count < 2000, "\(errors.utf8.count) bytes on stderr")
    }
}
