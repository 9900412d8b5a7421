import CXInput2
import Dispatch
import FlourishFeeder
import FlourishTablet
import FlourishVirtualPen
import Foundation
import Testing

@testable import flourish

/// The XInput2 reader against a real X server (Xvfb): it starts on a window, and stopping it
/// twice neither closes its pipe twice nor blocks.
@Suite(
    "XInput2 reader on Xvfb",
    .enabled(if: XvfbForTests.executable != nil, "needs Xvfb on PATH (apt: xvfb)"))
struct XInput2ReaderTests {
    @Test("stop() joins the reader thread; a second stop() returns at once")
    func stopTwice() throws {
        let server = try XvfbForTests()
        defer { server.stop() }
        guard let display = XOpenDisplay(server.name) else {
            Issue.record("cannot connect to \(server.name)")
            return
        }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        let window = XCreateSimpleWindow(display, root, 0, 0, 64, 64, 0, 0, 0)
        XMapWindow(display, window)
        XSync(display, 0)
        let reader = try XInput2Reader.start(
            window: UInt(window), display: server.name, feeder: SampleFeeder(), decoder: SampleDecoder()) {}
        let stopped = DispatchSemaphore(value: 0)
        let thread = Thread {
            reader.stop()
            reader.stop()
            stopped.signal()
        }
        thread.start()
        #expect(stopped.wait(timeout: .now() + 10) == .success, "stop() blocked")
    }
}

/// A bare Xvfb on a free display number, for the few app tests that need a server.
final class XvfbForTests {
    static let executable: String? = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let name: String
    private let process = Process()

    init() throws {
        guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        var number = 400 + Int(getpid() % 200)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        {
            number += 1
        }
        name = ":\(number)"
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [name, "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // With SIGTERM blocked, as the runner's threads have it, Xvfb would never stop.
        try SignalMask.withNoneBlocked { try process.run() }
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            usleep(25_000)
        }
        usleep(100_000)
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
