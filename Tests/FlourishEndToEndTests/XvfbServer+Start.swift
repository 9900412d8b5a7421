import FlourishVirtualPen
import Foundation

extension XvfbServer {
    /// Starts a server with the standard screen (see `launch`) on a thread of its own:
    /// `launch` blocks while the server comes up, and a test's task must not hold one of the
    /// few cooperative threads the other tests' waits need for that long.
    static func start() async throws -> XvfbServer {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try XvfbServer.launch() }) }
            thread.name = "flourish-tests-xvfb-launch"
            thread.start()
        }
    }
}
