import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Testing

/// The stabilizer in front of the engine, with real libmypaint: off changes no pixel, on pulls
/// a jittery line's ink toward the line, the ink reaches the stroke's end, and recordings
/// replay to the same pixels.
@Suite("Session: the stroke stabilizer")
struct StabilizerSessionTests {
    /// A hover, a straight line along y = 200 from x = 60 to x = 440, jittered by up to ±3 px
    /// (seeded), 5 ms apart, and the lift.
    static func jitteryLine(startTime: Double = 1, count: Int = 120) -> [Sample] {
        var noise = SeededNumbers(seed: 19)
        var samples = [Sample(x: 60, y: 200, pressure: 0, time: startTime, tool: .pen, buttons: [])]
        for i in 0..<count {
            let u = Double(i) / Double(count - 1)
            samples.append(
                Sample(
                    x: 60 + 380 * u + Double.random(in: -3...3, using: &noise), y: 200 + Double.random(in: -3...3, using: &noise),
                    pressure: 0.7, time: startTime + 0.005 * Double(i + 1), tool: .pen, buttons: .primary))
        }
        var lift = samples[samples.count - 1]
        lift.time += 0.005
        lift.pressure = 0
        lift.buttons = []
        samples.append(lift)
        return samples
    }

    /// The ink of `store` (pixels with alpha over a quarter), column by column: the RMS
    /// distance of each column's alpha-weighted centre from y = 200 (the path's wobble, the
    /// brush's width apart), over columns 80...420, away from the ends; and the rightmost
    /// inked column.
    static func ink(_ store: TileStore) -> (rmsDistance: Double, rightmost: Int) {
        let size = TileStore.tileSize
        var columns: [Int: (weighted: Double, total: Double)] = [:]
        for (tile, values) in store.contents {
            for py in 0..<size {
                for px in 0..<size {
                    let alpha = Double(values[(py * size + px) * 4 + 3]) / 32768
                    guard alpha > 0.25 else { continue }
                    let x = Int(tile.x) * size + px
                    let y = Double(Int(tile.y) * size + py) + 0.5
                    columns[x, default: (0, 0)].weighted += alpha * y
                    columns[x, default: (0, 0)].total += alpha
                }
            }
        }
        let centres = (80...420).compactMap { x in columns[x].map { $0.weighted / $0.total - 200 } }
        let rms = (centres.map { $0 * $0 }.reduce(0, +) / Double(centres.count)).squareRoot()
        return (rms, columns.keys.max() ?? Int.min)
    }

    @Test("off, the pixels are today's: a session that had the stabilizer on and off paints as a fresh one")
    func offChangesNothing() throws {
        let fresh: PaintSession = try makeSession(brush: "classic/pen")
        let toggled = try makeSession(brush: "classic/pen")
        toggled.perform(.setStabilizer(0.7))
        toggled.perform(.setStabilizer(0))
        for session in [fresh, toggled] {
            session.paint(Self.jitteryLine())
            session.paint(WaveStroke.pen.samples(from: 80, 80, startTime: 3))
        }
        #expect(fresh.canvas.contents == toggled.canvas.contents)
        #expect(fresh.stabilizerLag == nil && toggled.stabilizerLag == nil)
        // A negative control: on, the same strokes paint other pixels.
        let on = try makeSession(brush: "classic/pen")
        on.perform(.setStabilizer(0.7))
        on.paint(Self.jitteryLine())
        on.paint(WaveStroke.pen.samples(from: 80, 80, startTime: 3))
        #expect(!differingTiles(on.canvas.contents, fresh.canvas.contents).isEmpty)
    }

    @Test("on, a jittery line's ink hugs the line, and reaches the stroke's end")
    func inkHugsTheLine() throws {
        let off = try makeSession(brush: "classic/pen")
        off.paint(Self.jitteryLine())
        let on = try makeSession(brush: "classic/pen")
        on.perform(.setStabilizer(0.5))
        on.paint(Self.jitteryLine())
        let (offDistance, offEnd) = Self.ink(off.canvas)
        let (onDistance, onEnd) = Self.ink(on.canvas)
        print("stabilizer session: ink's RMS distance from the line \(offDistance) px off, \(onDistance) px at 0.5, factor \(offDistance / onDistance)")
        #expect(onDistance < offDistance * 0.8, "off \(offDistance), on \(onDistance)")
        // The catch-up: the ink ends where the raw stroke ends, within a pixel or two.
        #expect(abs(onEnd - offEnd) <= 2, "off ends at \(offEnd), on at \(onEnd)")
    }

    @Test("the lag is there mid-stroke, for the overlay, and gone at the lift")
    func lagForTheOverlay() throws {
        let session = try makeSession(brush: "classic/pen")
        session.perform(.setStabilizer(0.5))
        let line = Self.jitteryLine()
        session.paint(Array(line.prefix(60)))
        let lag = try #require(session.stabilizerLag)
        #expect(lag.pixels > 5 && lag.milliseconds > 20, "\(lag)")
        session.paint(Array(line.dropFirst(60)))
        #expect(session.stabilizerLag == nil)
    }

    @Test("the strength is the slot's: another slot paints with its own, and coming back brings it back")
    func perSlot() throws {
        let session = try makeSession(brush: "classic/pen")
        session.perform(.setStabilizer(0.6))
        #expect(session.currentBrush.stabilizer == 0.6)
        session.perform(.selectSlot(2))
        #expect(session.currentBrush.stabilizer == 0)
        session.perform(.selectSlot(1))
        #expect(session.currentBrush.stabilizer == 0.6)
        session.perform(.setStabilizer(4))
        #expect(session.currentBrush.stabilizer == 1, "clamped")
        session.perform(.setStabilizer(.nan))
        #expect(session.currentBrush.stabilizer == 1, "not a number is ignored")
        #expect(session.undoableSteps == 0, "no undo step")
    }

    @Test("a recording with the strength changed, mid-stroke too, and slots chosen replays to the same pixels")
    func replaysExactly() throws {
        let (played, replayed) = try recordedAndReplayed(brush: "classic/pen") { session, record in
            try record(session.perform(.setStabilizer(0.5)))
            try record(session.paint(Self.jitteryLine()))
            let second = Self.jitteryLine(startTime: 3).map { var s = $0; s.y += 60; return s }
            try record(session.paint(Array(second.prefix(50))))
            try record(session.perform(.setStabilizer(0.9)))
            try record(session.perform(.selectSlot(2)))
            try record(session.perform(.setStabilizer(0.3)))
            try record(session.paint(Array(second.dropFirst(50))))
            try record(session.paint(WaveStroke.pen.samples(from: 60, 320, startTime: 5)))
            try record(session.perform(.selectSlot(1)))
            try record(session.paint(WaveStroke.pen.samples(from: 60, 100, startTime: 6)))
        }
        #expect(played.canvas.contents == replayed.canvas.contents)
        #expect(!played.canvas.contents.isEmpty)
        #expect(replayed.currentBrush.stabilizer == played.currentBrush.stabilizer)
    }
}
