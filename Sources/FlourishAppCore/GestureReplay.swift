import FlourishGestures
import FlourishRecording
import Foundation
import Synchronization

/// One decision `flourish gestures` reports: a tap, or a group and its verdict. Encoded as
/// is for `--json`; `line` is the text form.
package struct GestureReport: Codable, Equatable, Sendable {
    /// `tap`, `digit 7 0.93`, `reject low-confidence 0.55`, `reject model-not-loaded`.
    package var decision: String
    /// Seconds from the recording's first sample or gesture record, to the millisecond: when
    /// the tap lifted, or when the group closed.
    package var time: Double
    /// A group's box, window pixels: min x, min y, max x, max y.
    package var box: [Double]?
    /// A tap's point, window pixels.
    package var at: [Double]?

    package var line: String {
        let when = String(format: "%.3f", time)
        if let box { return "\(decision) \(when) box " + box.map { String(format: "%.1f", $0) }.joined(separator: " ") }
        if let at { return "\(decision) \(when) at " + at.map { String(format: "%.1f", $0) }.joined(separator: " ") }
        return "\(decision) \(when)"
    }
}

/// Replays a recording's gesture ink through the same grouping the window runs, and judges
/// each group with the same preprocessing, recogniser seam and gate: how a person checks the
/// recogniser on their own handwriting.
///
/// The window polls its grouper every turn of its loop; here the grouper is polled at each
/// record's time instead. Either way a wait closes a group at its deadline, so both reach the
/// same decisions. Only staleness cannot be replayed (nothing else happens here): a group the
/// window dropped as stale is judged afresh.
package enum GestureReplay {
    /// The reports for `recording`'s gesture ink, each group judged by `recognise` and the gate.
    package static func reports(
        for recording: Recording, recognize: RecognizeDigit, gate: ConfidenceGate = ConfidenceGate()
    ) async -> [GestureReport] {
        let decisions = GestureInk.decisions(of: recording.gestures)
        let origin = recording.events.lazy.compactMap { event -> Double? in
            switch event {
            case .sample(let sample, _): sample.time
            case .gesture(.ink(let sample), _): sample.time
            case .gesture(.mode(_, let time), _): time
            case .command: nil
            }
        }.first ?? 0
        var reports: [GestureReport] = []
        for (decision, time) in decisions {
            reports.append(await report(for: decision, at: time - origin, recognize: recognize, gate: gate))
        }
        return reports
    }

    /// `reports(for:recognize:)` for synchronous callers (the command line's main thread):
    /// waits on a semaphore while a task of its own does the work. Never call it from a task:
    /// it would hold one of the few threads that task needs.
    package static func reportsWaiting(
        for recording: Recording, recognize: @escaping RecognizeDigit, gate: ConfidenceGate = ConfidenceGate()
    ) -> [GestureReport] {
        let answers = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let reports = await reports(for: recording, recognize: recognize, gate: gate)
            answers.reports.withLock { $0 = reports }
            done.signal()
        }
        done.wait()
        return answers.reports.withLock { $0 }
    }

    /// The report on one decision, made `time` seconds into the recording.
    package static func report(
        for decision: GestureDecision, at time: Double, recognize: RecognizeDigit, gate: ConfidenceGate
    ) async -> GestureReport {
        switch decision {
        case .tap(let x, let y):
            return GestureReport(decision: "tap", time: milliseconds(time), at: [x, y])
        case .groupClosed(let group):
            let outcome: RecognitionOutcome
            do throws(PreprocessingFailure) {
                outcome = await recognize(try DigitPreprocessor().tensor(for: group.strokes), context)
            } catch {
                outcome = .preprocessingFailed(error)
            }
            let box = group.box
            return GestureReport(
                decision: gate.verdict(for: outcome).summary, time: milliseconds(time),
                box: [box.minX, box.minY, box.maxX, box.maxY])
        }
    }

    /// The context a replay asks in: nothing changes during a replay, so nothing goes stale.
    private static let context = GestureContext(inputRevision: 0, targetSlot: 1, mode: .gestureMode)

    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    /// Where the detached task leaves its reports for the waiting caller.
    private final class AnswerBox: Sendable {
        let reports = Mutex<[GestureReport]>([])
    }
}
