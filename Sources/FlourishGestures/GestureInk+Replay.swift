import FlourishSamples

extension GestureInk {
    /// A decision and when it was made: a tap at its lift, a group when it closed.
    public typealias TimedDecision = (decision: GestureDecision, time: Double)

    /// The taps and closed groups of `records`, in order, as the window decided them.
    public static func decisions(of records: [GestureRecord]) -> [TimedDecision] {
        var ink = GestureInk()
        var decisions: [TimedDecision] = []
        func add(_ decision: GestureDecision?, at time: Double) {
            guard let decision else { return }
            if case .groupClosed(let group) = decision {
                decisions.append((decision, group.closedAt))
            } else {
                decisions.append((decision, time))
            }
        }
        for record in records {
            switch record {
            case .ink(let sample):
                add(ink.poll(at: sample.time), at: sample.time)
                for decision in ink.take(sample) { add(decision, at: sample.time) }
            case .mode(let on, let time):
                add(ink.poll(at: time), at: time)
                // Leaving gesture mode closes the group being written, as key G does.
                if !on { add(ink.closeNow(at: time), at: time) }
            }
        }
        add(ink.poll(at: .infinity), at: .infinity)
        return decisions
    }
}
