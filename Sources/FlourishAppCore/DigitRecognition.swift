import FlourishGestures
import FlourishRecognition
import Synchronization

/// The app's seam to the recogniser: a tensor and the context it was asked in go in, an
/// outcome comes back, off the frame loop. The recogniser (an actor owning the model) plugs
/// in here; until it does, `modelNotLoaded` answers, a real reject reason, so the whole route
/// from pen to verdict runs and is tested without one.
package typealias RecognizeDigit = @Sendable (DigitTensor, GestureContext) async -> RecognitionOutcome

package enum DigitRecognizers {
    /// No model: every group is rejected as "model not loaded".
    package static let modelNotLoaded: RecognizeDigit = { _, _ in .modelNotLoaded }

    /// The model's answers: each request waits its turn on the actor that owns the model,
    /// never on the frame loop.
    package static func model(_ recognizer: DigitRecognizer) -> RecognizeDigit {
        { tensor, context in
            await recognizer.recognize(RecognitionRequest(tensor: tensor, context: context)).outcome
        }
    }
}

/// A recognition asked for and answered, waiting for the frame loop to take it.
package struct FinishedRecognition: Sendable {
    /// Which group it was (the app keeps that group's ink on screen until now).
    package var id: UInt64
    /// The context it was asked in: the gate compares it with the context now.
    package var context: GestureContext
    package var box: InkBox
    package var outcome: RecognitionOutcome
}

/// Runs each closed group's preprocessing and recognition on a task of its own and hands the
/// answers back to the frame loop through a mailbox, waking it: the loop sleeps in SDL and
/// never awaits, and a slow model never stalls a frame.
package final class RecognitionMailbox: Sendable {
    private let recognize: RecognizeDigit
    private let wake: @Sendable () -> Void
    private let finished = Mutex<[FinishedRecognition]>([])
    /// Requests not yet answered (a test waits for none).
    private let inFlight = Atomic<Int>(0)

    package init(recognize: @escaping RecognizeDigit, wake: @escaping @Sendable () -> Void) {
        self.recognize = recognize
        self.wake = wake
    }

    /// Starts recognising `group`; its answer arrives through `takeFinished()`.
    package func request(_ group: GestureGroup, id: UInt64, context: GestureContext) {
        inFlight.add(1, ordering: .relaxed)
        Task.detached { [self] in
            let outcome: RecognitionOutcome
            do throws(PreprocessingFailure) {
                let tensor = try DigitPreprocessor().tensor(for: group.strokes)
                outcome = await recognize(tensor, context)
            } catch {
                outcome = .preprocessingFailed(error)
            }
            post(FinishedRecognition(id: id, context: context, box: group.box, outcome: outcome))
        }
    }

    private func post(_ answer: FinishedRecognition) {
        finished.withLock { $0.append(answer) }
        inFlight.subtract(1, ordering: .relaxed)
        wake()
    }

    /// Every answer that arrived since the last call, in the order they arrived.
    package func takeFinished() -> [FinishedRecognition] {
        finished.withLock { answers in
            defer { answers.removeAll() }
            return answers
        }
    }

    package var pending: Int { inFlight.load(ordering: .relaxed) }
}
