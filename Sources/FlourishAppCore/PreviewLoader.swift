import Dispatch
import FlourishImage
import FlourishPanels
import Synchronization

/// Reads and scales brush previews on a thread of its own, so the frame loop never waits on
/// libpng: the chooser asks for the previews it shows, and uploads the ones that are done at
/// its next frame; each batch done wakes the loop.
package final class PreviewLoader: Sendable {
    /// A preview read (pixels scaled to the cell, opaque RGBA), or found unreadable (nil).
    package struct Result: Sendable {
        package var key: String
        package var pixels: [UInt8]?
    }

    private struct State {
        var asked: Set<String> = []
        var done: [Result] = []
        var filesRead = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "flourish-previews")
    private let side: Int
    private let wake: @Sendable () -> Void

    package init(side: Int, wake: @escaping @Sendable () -> Void) {
        self.side = side
        self.wake = wake
    }

    /// Asks for previews (`key`: the brush file, `path`: its preview); each is read once, however
    /// often it is asked for.
    package func request(_ previews: [(key: String, path: String)]) {
        let fresh = state.withLock { state in
            previews.filter { state.asked.insert($0.key).inserted }
        }
        guard !fresh.isEmpty else { return }
        let side = self.side
        queue.async { [self] in
            for preview in fresh {
                var pixels: [UInt8]?
                if let image = try? PNGFile.read(preview.path) {
                    pixels = PreviewScaling.square(image.pixels, width: image.width, height: image.height, side: side)
                }
                state.withLock {
                    $0.done.append(Result(key: preview.key, pixels: pixels))
                    $0.filesRead += 1
                }
            }
            wake()
        }
    }

    /// The previews finished since the last call.
    package func takeFinished() -> [Result] {
        state.withLock { state in
            defer { state.done.removeAll() }
            return state.done
        }
    }

    package var hasFinished: Bool { state.withLock { !$0.done.isEmpty } }
    package var filesRead: Int { state.withLock { $0.filesRead } }

    /// Waits for the thread to finish what it was asked (the app quits only after).
    package func drain() {
        queue.sync {}
    }
}
