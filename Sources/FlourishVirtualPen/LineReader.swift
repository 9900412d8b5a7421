import Foundation
import Synchronization

/// The first line a child process writes to a pipe, read on a thread of its own so the wait
/// for it has a deadline.
final class LineReader: Sendable {
    private let line = Mutex<String?>(nil)
    private let ended = Mutex(false)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            var bytes = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
                if let newline = bytes.firstIndex(of: 0x0A) {
                    line.withLock { $0 = String(decoding: bytes[..<newline], as: UTF8.self) }
                    break
                }
            }
            ended.withLock { $0 = true }
        }
        thread.start()
    }

    /// The first line, or nil where none came in `timeout` seconds (or the pipe ended first).
    func firstLine(timeout: Double) -> String? {
        let deadline = WaitClock.now() + timeout
        while WaitClock.now() < deadline {
            if let found = line.withLock({ $0 }) { return found }
            if ended.withLock({ $0 }) { return line.withLock { $0 } }
            usleep(10_000)
        }
        return nil
    }
}
