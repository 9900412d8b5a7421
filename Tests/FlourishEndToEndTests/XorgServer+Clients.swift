import FlourishVirtualPen
import Foundation

/// The X clients the tests run against the virtual pen's server, and its start from a test.
extension XorgServer {
    /// Starts the server (see `launch`); from a test's task.
    static func start(timeout: Double = 20) async throws -> XorgServer {
        try launch(timeout: timeout)
    }

    /// Runs an X client of this server to completion; throws unless it succeeds.
    @discardableResult
    func run(_ tool: String, _ arguments: [String], timeout: Double = 10) async throws -> String {
        guard let path = EndToEnd.executable(named: tool) else { throw HarnessError("\(tool) is not installed") }
        let result = try await runCommand(path, arguments, environment: environment, timeout: timeout)
        guard result.status == 0 else {
            throw HarnessError("\(tool) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// The core pointer's position on the screen, from `xdotool getmouselocation`.
    func pointerLocation() async throws -> (x: Int, y: Int) {
        let out = try await run("xdotool", ["getmouselocation", "--shell"])
        var values: [String: Int] = [:]
        for line in out.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"] else {
            throw HarnessError("xdotool getmouselocation said: \(out)")
        }
        return (x, y)
    }
}
