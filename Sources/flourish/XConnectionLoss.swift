import CXInput2
import Glibc

/// Losing the X server ends Flourish the way quitting does: the painting is saved and the
/// recording completed before the process goes, and only one thread ends it.
///
/// Xlib reports a broken connection from inside whichever call found it: first to the
/// process's I/O error handler — whose default (libX11 1.8) prints and exits there and then —
/// then to the display's exit handler (libX11 1.7 and later). So the I/O error handler here
/// only returns, and the exit handler decides. On SDL's
/// connection (the main thread's) the handler runs the app's own way out, which never returns;
/// on the XInput2 reader's connection it returns, and the reader's loop sees the hang-up and
/// ends its thread, so the two threads never both exit.
@MainActor
enum XConnectionLoss {
    /// Saves what there is and exits; set by the app.
    static var onLoss: ((_ reason: String) -> Never)?

    /// SDL's display: losing it runs `onLoss` on the main thread.
    static func watch(_ display: OpaquePointer) {
        returnFromIOErrors()
        XSetIOErrorExitHandler(display, { _, _ in
            MainActor.assumeIsolated {
                if let onLoss = XConnectionLoss.onLoss { onLoss("the X server went away") }
            }
            exit(1)
        }, nil)
    }

    /// A connection whose loss only ends its own thread's work.
    nonisolated static func survive(_ display: OpaquePointer) {
        returnFromIOErrors()
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    /// The process-wide I/O error handler: it returns, so the display's exit handler runs.
    nonisolated private static func returnFromIOErrors() {
        XSetIOErrorHandler { _ in 0 }
    }
}
