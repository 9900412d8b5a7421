import FlourishRecording
import FlourishSession

/// What groups cost a stroke (issue 28): libmypaint's 30-second painting painted on the middle
/// layer of 50 layers that each hold the painting, with that layer three groups deep (a
/// pass-through group holding an isolated one at 80% holding a pass-through one at 90%, two
/// layers beside the way down below and above it in each), against the same painting on the
/// same layer of the same 50 layers with no groups. The two stacks are made and painted in
/// turn within each run, so drift on a shared machine hits them alike.
struct GroupsBenchmark: PaintingBenchmark {
    static let name = "groups"
    let dataPath: String
    let repetitions: Int
    static let depth = 50
    /// The groups from the layer out: whether each is isolated, and its opacity.
    static let groups: [(isolated: Bool, opacity: Double)] = [(false, 0.9), (true, 0.8), (false, 1)]
    /// Layers moved into each group below the way down, and as many above it.
    static let beside = 2

    init(options: BenchmarkOptions) {
        dataPath = options.dataPath
        repetitions = options.repetitions
    }

    func run() throws {
        let (recording, frames) = try paintingFrames()
        print(
            "groups: \(recording.samples.count) events with \(LayersBenchmark.brush) on 1000x1000, on the middle layer of \(Self.depth) layers that each hold the painting, median of \(repetitions) runs, process CPU ms"
        )
        print(
            "    in groups: the layer \(Self.groups.count) groups deep (pass-through; isolated at 80%; pass-through at 90%; \(Self.beside) layers below and above it in each); plain: the same layer with no groups"
        )
        var plain: [(first: Double, again: Double)] = []
        var grouped: [(first: Double, again: Double)] = []
        for run in 0...repetitions {
            let flat = try PaintedStack.session(depth: Self.depth, frames: frames, brush: LayersBenchmark.brush)
            let plainTimes = PaintedStack.paintTwice(flat, frames: frames)
            let nested = try Self.nestedStack(frames: frames)
            let groupedTimes = PaintedStack.paintTwice(nested, frames: frames)
            // The first run warms up.
            guard run > 0 else { continue }
            plain.append(plainTimes)
            grouped.append(groupedTimes)
        }
        let (plainFirst, plainAgain) = (median(plain.map(\.first)), median(plain.map(\.again)))
        let (groupedFirst, groupedAgain) = (median(grouped.map(\.first)), median(grouped.map(\.again)))
        print("                      first ms   again ms")
        print(String(format: "    plain layer       %8.1f   %8.1f", plainFirst, plainAgain))
        print(String(format: "    in %d groups       %8.1f   %8.1f", Self.groups.count, groupedFirst, groupedAgain))
        print(
            String(
                format: "    a stroke in a group against one on a plain layer: first %.2f, again %.2f (goal: at most 1.2)",
                groupedFirst / plainFirst, groupedAgain / plainAgain))
    }

    /// The plain stack with its middle layer wrapped in `groups`, innermost first, the layer
    /// current.
    static func nestedStack(frames: [ReplayFrame]) throws -> PaintSession {
        let session = try PaintedStack.session(depth: depth, frames: frames, brush: LayersBenchmark.brush)
        let painted = session.layers.current
        for group in groups { wrap(session, isolated: group.isolated, opacity: group.opacity) }
        session.perform(.layer(.select(session.layers.entries.firstIndex { $0.layer === painted }!)))
        let depths = session.layers.entries.map(\.depth)
        precondition(
            session.layers.arrangement.currentEntry.depth == groups.count
                && depths.filter { $0 > 0 }.count == groups.count * (2 * beside + 1),
            "the painted layer \(groups.count) groups deep, \(beside) layers below and above it in each")
        return session
    }

    /// The current entry wrapped in a new group with `beside` layers below and above it
    /// moved in, the group (isolated or passing through, at `opacity`) current.
    private static func wrap(_ session: PaintSession, isolated: Bool, opacity: Double) {
        session.perform(.layer(.group))
        var group = session.layers.currentIndex + 1
        for _ in 0..<beside {
            // The layer under the group's children goes in at its bottom.
            session.perform(.layer(.select(session.layers.arrangement.span(of: group).lowerBound - 1)))
            session.perform(.layer(.moveUp))
            // The layer above the group goes in at its top: the group's entry is one higher.
            session.perform(.layer(.select(group + 1)))
            session.perform(.layer(.moveDown))
            group += 1
        }
        session.perform(.layer(.select(group)))
        session.perform(.layer(.setIsolated(isolated)))
        session.perform(.layer(.setOpacity(opacity)))
    }
}
