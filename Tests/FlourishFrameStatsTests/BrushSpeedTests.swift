import FlourishFrameStats
import Testing

@Suite("BrushSpeed")
struct BrushSpeedTests {
    /// Samples along a straight line at `speed` px/ms in the direction (3, 4)/5, every
    /// `interval` seconds, from `start` for `duration` seconds.
    func line(
        _ brush: inout BrushSpeed, speed: Double, interval: Double, from start: Double = 0,
        duration: Double, origin: (x: Double, y: Double) = (0, 0)
    ) -> (x: Double, y: Double) {
        var position = origin
        let steps = Int((duration / interval).rounded())
        for step in 0...steps {
            let time = start + Double(step) * interval
            let travelled = speed * (time - start) * 1000
            position = (origin.x + travelled * 0.6, origin.y + travelled * 0.8)
            brush.add(x: position.x, y: position.y, time: time)
        }
        return position
    }

    @Test(
        "a line drawn at constant speed reads that speed",
        arguments: [(0.5, 0.001), (2, 0.005), (0.05, 0.001), (10, 0.0005)])
    func constantSpeed(speed: Double, interval: Double) {
        var brush = BrushSpeed()
        _ = line(&brush, speed: speed, interval: interval, duration: 0.3)
        #expect(abs(brush.pxPerMs - speed) < speed * 1e-6)
    }

    @Test("a pen that keeps still reads 0")
    func still() {
        var brush = BrushSpeed()
        for step in 0..<300 { brush.add(x: 120, y: 80, time: Double(step) * 0.001) }
        #expect(brush.pxPerMs == 0)
    }

    @Test("no speed before two samples, or from samples that share one time")
    func tooFewSamples() {
        var brush = BrushSpeed()
        #expect(brush.pxPerMs == 0)
        brush.add(x: 0, y: 0, time: 1)
        #expect(brush.pxPerMs == 0)
        brush.add(x: 50, y: 0, time: 1)
        #expect(brush.pxPerMs == 0)
    }

    @Test("only the last 100 ms count")
    func windowLimit() {
        var brush = BrushSpeed()
        let end = line(&brush, speed: 5, interval: 0.001, duration: 0.2)
        _ = line(&brush, speed: 1, interval: 0.001, from: 0.2005, duration: 0.15, origin: end)
        // 150 ms of slow drawing: the fast part is out of the window.
        #expect(abs(brush.pxPerMs - 1) < 1e-6)
    }

    @Test("straddling a change of speed, the window mixes both")
    func windowMixes() {
        var brush = BrushSpeed()
        let end = line(&brush, speed: 5, interval: 0.001, duration: 0.2)
        _ = line(&brush, speed: 1, interval: 0.001, from: 0.201, duration: 0.049, origin: end)
        // About 50 ms at 5 px/ms and 50 ms at 1 px/ms: 300 px over 100 ms.
        #expect(abs(brush.pxPerMs - 3) < 0.1)
    }

    @Test("with the time given, a pen that stopped sending falls to 0 within 100 ms")
    func decaysWithNow() {
        var brush = BrushSpeed()
        _ = line(&brush, speed: 2, interval: 0.001, duration: 0.3)
        #expect(abs(brush.pxPerMs(now: 0.3) - 2) < 1e-6)
        #expect(brush.pxPerMs(now: 0.35) > 0)
        #expect(brush.pxPerMs(now: 0.35) < 2)
        #expect(brush.pxPerMs(now: 0.41) == 0)
        // Without a time it still reads the last stroke's speed.
        #expect(abs(brush.pxPerMs - 2) < 1e-6)
    }

    @Test("a sample earlier than the last one starts afresh")
    func timeGoingBack() {
        var brush = BrushSpeed()
        _ = line(&brush, speed: 4, interval: 0.001, from: 5, duration: 0.2)
        brush.add(x: 0, y: 0, time: 1)
        #expect(brush.pxPerMs == 0)
        brush.add(x: 1, y: 0, time: 1.001)
        #expect(abs(brush.pxPerMs - 1) < 1e-6)
    }
}
