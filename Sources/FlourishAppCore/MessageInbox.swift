import Foundation

/// What was said to the painter since the window last looked: every warning and every line
/// told (`Console.warn`, `Console.tell`), from any thread, for the window to show as notices.
/// A painter who opened Flourish from a file manager never sees stdout.
package final class MessageInbox: @unchecked Sendable {
    /// The one the console writes to. Its state is behind `lock`, hence `@unchecked`.
    package static let shared = MessageInbox()

    private let lock = NSLock()
    private var waiting: [String] = []
    /// Wakes the window's loop, once it has one, so a message posted on another thread shows
    /// at once rather than at the next event.
    private var wake: (@Sendable () -> Void)?
    /// More than this many waiting (nothing took them: no window yet, or a run without one)
    /// and the oldest go: the inbox is for what is on screen now.
    static let capacity = 64

    package func post(_ line: String) {
        lock.lock()
        waiting.append(line)
        if waiting.count > Self.capacity { waiting.removeFirst(waiting.count - Self.capacity) }
        let wake = self.wake
        lock.unlock()
        wake?()
    }

    /// From now on every post wakes the loop through `wake`.
    package func wakeOnPost(_ wake: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        self.wake = wake
    }

    /// Everything posted since the last call, oldest first.
    package func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { waiting.removeAll() }
        return waiting
    }
}
