import FlourishVirtualPen
import Foundation

/// The X clients the tests run against the virtual pen's server, and its start from a test.
extension XorgServer {
    /// Starts the server (see `launch`) on a thread of its own: `launch` blocks for about a
    /// second while the server comes up, and a test's task must not hold one of the few
    /// cooperative threads the other tests' waits need for that long.
    static func start(timeout: Double = 20) async throws -> XorgServer {
        let started: Launched = try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { Launched(server: try XorgServer.launch(timeout: timeout)) })
            }
            thread.name = "flourish-tests-xorg-launch"
            thread.start()
        }
        return started.server
    }

    /// A server handed from the thread that started it to the test that waits for it; only
    /// that test uses it afterwards.
    private struct Launched: @unchecked Sendable {
        let server: XorgServer
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
