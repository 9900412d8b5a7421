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
    .enabled(if: XvfbServer.available, "needs Xvfb on PATH (apt: xvfb)"))
struct XInput2ReaderTests {
    @Test("stop() joins the reader thread; a second stop() returns at once")
    func stopTwice() throws {
        let server = try XvfbServer.launch(screen: XvfbServer.Screen(width: 640, height: 480))
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
