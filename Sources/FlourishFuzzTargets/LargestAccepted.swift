import FlourishMemory
import Foundation
import Synchronization

/// The largest input a run accepted, and the memory it was estimated to need against the
/// budget it was checked with: what `scripts/fuzz` prints beside the run's peak resident
/// memory, so a run shows how close an accepted input came to what it may take.
///
/// Kept in the file `FLOURISH_FUZZ_LARGEST` names (one `key=value` line, rewritten only when a
/// larger input is accepted), so it is there however libFuzzer ends the process; without the
/// variable nothing is written.
public enum LargestAccepted {
    private static let largest = Mutex<Int>(-1)
    private static let path = ProcessInfo.processInfo.environment["FLOURISH_FUZZ_LARGEST"]

    /// An input of `inputBytes` was accepted, estimated to need `need` of `budget` bytes.
    static func note(inputBytes: Int, need: MemoryNeed, budget: Int) {
        guard let path else { return }
        let isLargest = largest.withLock { seen in
            guard inputBytes > seen else { return false }
            seen = inputBytes
            return true
        }
        guard isLargest else { return }
        let line = "bytes=\(inputBytes) need=\(need.bytes) budget=\(budget)\n"
        try? line.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
