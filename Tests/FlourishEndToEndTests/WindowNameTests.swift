import Foundation
import Testing

/// The title as X clients read it: `WM_NAME` in a type Xlib converts (SDL alone writes the
/// type `UTF-8`, which `xdotool search --name` cannot read), and `_NET_WM_NAME` in UTF-8 whole.
@Suite(
    "The window's name under Xvfb", .serialized,
    .enabled(
        if: EndToEnd.toolsAvailable && EndToEnd.executable(named: "xprop") != nil,
        "needs Xvfb, xdotool, xdpyinfo and xprop on PATH (apt: xvfb xdotool x11-utils)"))
struct WindowNameTests {
    /// `xprop -id window property`'s line, e.g. `WM_NAME(UTF8_STRING) = "Flourish — …"`.
    func property(_ name: String, of session: InteractiveSession) async throws -> String {
        let xprop = try #require(EndToEnd.executable(named: "xprop"))
        let result = try await runCommand(xprop, ["-id", session.window, name], environment: session.display.environment)
        guard result.status == 0 else { throw HarnessError("xprop \(name) exited \(result.status): \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Waits until `WM_NAME` holds `text`; its line then.
    func waitForName(containing text: String, in session: InteractiveSession) async throws -> String {
        let deadline = scaledDeadline(after: 10)
        var line = ""
        while monotonicNow() < deadline {
            line = try await property("WM_NAME", of: session)
            if line.contains(text) { return line }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw HarnessError("WM_NAME never held '\(text)': \(line)")
    }

    @Test("xdotool finds the window by name; WM_NAME has a standard type and follows the title")
    func nameIsReadable() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let found = try await session.xdo.run(["search", "--name", "Flourish"])
        #expect(found.split(separator: "\n").map(String.init).contains(session.window), "search found '\(found)'")

        let name = try await property("WM_NAME", of: session)
        let standard = ["WM_NAME(STRING) = ", "WM_NAME(COMPOUND_TEXT) = ", "WM_NAME(UTF8_STRING) = "]
        #expect(standard.contains { name.hasPrefix($0) }, "\(name)")
        #expect(name.contains("\"Flourish — 1: deevad/liner"), "\(name)")
        let wide = try await property("_NET_WM_NAME", of: session)
        #expect(wide.hasPrefix("_NET_WM_NAME(UTF8_STRING) = \"Flourish — 1: deevad/liner"), "\(wide)")

        // A title set later (another slot's brush) reaches WM_NAME too, in the same type.
        try await session.key("3")
        let later = try await waitForName(containing: "3: classic/marker_fat", in: session)
        #expect(standard.contains { later.hasPrefix($0) } && later.contains("Flourish — "), "\(later)")
        #expect(try await property("_NET_WM_NAME", of: session).contains("Flourish — 3: classic/marker_fat"))
    }
}
