import Foundation
import Synchronization

/// What the soak reads of the running app: its stdout, line by line (the flood's milestones
/// and its closing line), and its resident memory, every so often on a thread of its own.
final class SoakLog: Sendable {
    struct Reading: Sendable {
        /// Seconds, on `now()`'s clock.
        var time: Double
        var memory: ResidentMemory
    }

    struct Milestone: Sendable {
        var pushed: Int
        var reading: Reading
    }

    private struct State: Sendable {
        var readings: [Reading] = []
        var milestones: [Milestone] = []
        var lines: [String] = []
        var summary: String?
        var sampling = true
    }

    let pid: Int32
    private let state = Mutex(State())
    private let outputEnded = DispatchSemaphore(value: 0)
    private let samplingEnded = DispatchSemaphore(value: 0)

    init(pid: Int32) { self.pid = pid }

    static func now() -> Double { ProcessInfo.processInfo.systemUptime }

    var readings: [Reading] { state.withLock { $0.readings } }
    var milestones: [Milestone] { state.withLock { $0.milestones } }
    var lines: [String] { state.withLock { $0.lines } }
    var summary: String? { state.withLock { $0.summary } }

    func readNow() -> Reading { Reading(time: Self.now(), memory: ResidentMemory.read(pid: pid) ?? ResidentMemory()) }

    /// Reads `handle` to its end on a thread; a milestone line is met with a memory reading.
    func startReading(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    take(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...end)
                }
            }
            outputEnded.signal()
        }
    }

    private func take(_ line: String) {
        // "flourish: flood: 100000 of 1000000 samples pushed"
        let milestone = "flourish: flood: "
        if line.hasPrefix(milestone), line.hasSuffix(" samples pushed"),
            let pushed = Int(line.dropFirst(milestone.count).prefix { $0 != " " })
        {
            let reading = readNow()
            state.withLock { $0.milestones.append(Milestone(pushed: pushed, reading: reading)) }
        }
        state.withLock {
            $0.lines.append(line)
            if line.hasPrefix("flourish: flood over ") { $0.summary = String(line.dropFirst("flourish: ".count)) }
        }
    }

    /// Reads the memory every `interval` seconds until `stopSampling()`.
    func startSampling(every interval: Double) {
        Thread.detachNewThread { [self] in
            while state.withLock({ $0.sampling }) {
                let reading = readNow()
                state.withLock { $0.readings.append(reading) }
                usleep(UInt32(interval * 1_000_000))
            }
            samplingEnded.signal()
        }
    }

    /// Stops the sampling thread and waits for it; later calls return at once.
    func stopSampling() {
        let wasSampling = state.withLock { state in
            defer { state.sampling = false }
            return state.sampling
        }
        if wasSampling { samplingEnded.wait() }
    }

    /// Waits until the app closed its stdout (it quit).
    func waitForOutputEnd() { _ = outputEnded.wait(timeout: .now() + 30) }

    /// Whether the flood said it had pushed `pushed` samples within `timeout` seconds.
    func waitForMilestone(_ pushed: Int, timeout: Double) -> Bool {
        let deadline = Self.now() + timeout
        while Self.now() < deadline {
            if state.withLock({ $0.milestones.contains { $0.pushed >= pushed } }) { return true }
            usleep(50_000)
        }
        return false
    }
}
