import FlourishFeeder
import FlourishRecording
import FlourishSamples
import FlourishSession

/// One replay frame painted into a session the way both passes of a timelapse paint it: its
/// commands, then its samples, cut where a stroke starts and just after one ends (where the
/// session cuts its own strokes, so the pixels are the replay's), so that a picture can be
/// taken between a stroke that stays and one undone later.
///
/// A piece of samples then holds the pen-down samples of one stroke at most, the ledger's
/// latest (`EditLedger.latestStroke`); and the two passes cut alike, so the step ids the
/// session's ledger gives in the first pass are the ones it gives in the second.
struct LegPainter {
    /// What painting a frame did, in order.
    enum Event {
        /// One of the frame's commands was carried out.
        case performed(SessionChanges)
        /// A stroke starts after some of the frame's samples were painted: a stage between two
        /// strokes, where a picture may be taken.
        case betweenStrokes
        /// A piece of samples was painted: `down` of them with the pen down, all of them
        /// `stroke`'s (nil where none is down).
        case painted(SessionChanges, down: Int, stroke: Int?)
    }

    private let feeder = SampleFeeder()

    /// Paints `frame` into `session`, telling `event` what it did as it goes.
    func paint<Failure: Error>(
        _ frame: ReplayFrame, into session: PaintSession, _ event: (Event) throws(Failure) -> Void
    ) throws(Failure) {
        for recorded in frame.commands {
            if let command = SessionCommand(recorded) { try event(.performed(session.perform(command))) }
        }
        let samples = frame.samples
        var inStroke = session.isStrokeInProgress
        var start = 0
        for (i, sample) in samples.enumerated() {
            if sample.isDown && !inStroke {
                try paint(samples[start..<i], into: session, event)
                start = i
                inStroke = true
                if i > 0 { try event(.betweenStrokes) }
            } else if !sample.isDown && inStroke {
                try paint(samples[start...i], into: session, event)
                start = i + 1
                inStroke = false
            }
        }
        try paint(samples[start...], into: session, event)
    }

    private func paint<Failure: Error>(
        _ samples: ArraySlice<Sample>, into session: PaintSession, _ event: (Event) throws(Failure) -> Void
    ) throws(Failure) {
        guard !samples.isEmpty else { return }
        for sample in samples { feeder.push(sample) }
        let batch = feeder.drain()
        let changes = session.paint(batch)
        feeder.recycle(batch)
        let down = samples.reduce(0) { $0 + ($1.isDown ? 1 : 0) }
        try event(.painted(changes, down: down, stroke: down > 0 ? session.ledger.latestStroke : nil))
    }
}
