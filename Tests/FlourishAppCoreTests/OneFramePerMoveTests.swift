import FlourishSamples
import Testing

@testable import FlourishAppCore

/// A pen move is drawn by the first frame after it arrives, and SDL's copy of the same motion
/// draws no frame of its own (issue 16: such a frame carried no sample and took the slot the
/// sample needed, doubling pen-to-ink latency). Run on `PenLoop`'s clock, so it holds however
/// slow the machine; `PenToInkTests.oneMoveOneFrame` is the end-to-end witness on a real X
/// server.
@MainActor
struct OneFramePerMoveTests {
    /// A pen pressed at (100, 100) at 1 s and moved 8 px right every `every` seconds, `moves`
    /// times; SDL's copy of each move (in whole pixels) comes `lag(i)` seconds after the
    /// device's sample (before it, where negative).
    func penMoves(_ moves: Int, every: Double, lag: (Int) -> Double) -> [(time: Double, event: PenLoop.Event)] {
        var events: [(time: Double, event: PenLoop.Event)] = []
        for i in 0...moves {
            let time = 1 + every * Double(i)
            let x = 100 + 8 * Double(i)
            let pen = Sample(x: x + 0.4, y: 100.3, pressure: 0.8, time: time, tool: .pen, buttons: .primary)
            events.append((time, .sample(pen)))
            events.append((time + lag(i), .core(x: x, y: 100)))
        }
        return events
    }

    /// SDL's copy before the sample, just after it, and late but within the grace.
    let lags = [-0.004, 0.001, 0.02]

    @Test("N pen moves into an idle window make N frames that carry them, each drawn as its move arrives, and no frame without a sample")
    func oneMoveOneFrame() {
        var pen = PenLoop()
        let moves = 30
        let events = penMoves(moves, every: 0.05) { lags[$0 % lags.count] }
        pen.run(events)
        let stroke = pen.frames.filter { $0.time >= 0.9 }
        // The press, then moves 1...N.
        #expect(stroke.count == moves + 1, "\(stroke)")
        #expect(stroke.allSatisfy { $0.samples == 1 }, "frames without a sample, or moves sharing one: \(stroke)")
        let arrivals = (0...moves).map { 1 + 0.05 * Double($0) }
        #expect(stroke.map(\.time) == arrivals, "a move waited for a frame: \(stroke)")
    }

    @Test(
        "moves faster than the frame cap share frames, and still no frame goes without a sample",
        // SDL's copies come in order, each the same time before or after its sample.
        arguments: [-0.004, 0, 0.001])
    func fastMoves(lag: Double) {
        var pen = PenLoop()
        let moves = 60
        pen.run(penMoves(moves, every: 0.002) { _ in lag })
        let stroke = pen.frames.filter { $0.time >= 0.9 }
        #expect(stroke.reduce(0) { $0 + $1.samples } == moves + 1, "\(stroke)")
        #expect(stroke.allSatisfy { $0.samples > 0 }, "\(stroke)")
        // 0.12 s of moves at the 120 Hz cap: about 15 frames, never one a move.
        #expect(stroke.count < moves / 2, "\(stroke.count) frames for \(moves) moves")
    }

    @Test("negative control: a core motion no sample follows (a warp) moves the ring in a frame of its own, after the grace")
    func warpDrawsAfterGrace() {
        var pen = PenLoop()
        pen.run([(2, .core(x: 300, y: 40))])
        let late = pen.frames.filter { $0.time >= 1.9 }
        #expect(late.count == 1 && late.first?.samples == 0, "\(late)")
        // SDL waits in whole milliseconds, rounded up.
        let drawn = late.first?.time ?? 0
        #expect(drawn >= 2 + PointerTracker.coreMotionGrace && drawn <= 2 + PointerTracker.coreMotionGrace + 0.001, "\(late)")
    }

    @Test("negative control: taken as the input's own (SDL's mouse path), SDL's copies of the moves draw frames of their own")
    func mousePathCountsCoreMotions() {
        var pen = PenLoop(byXInput2: false)
        pen.run(penMoves(10, every: 0.05) { lags[$0 % lags.count] })
        let stroke = pen.frames.filter { $0.time >= 0.9 }
        #expect(stroke.contains { $0.samples == 0 }, "the test cannot see a frame without a sample: \(stroke)")
    }
}
