import FlourishSamples
import FlourishVirtualPen
import Foundation
import Testing

/// A pen move is drawn by the first frame after it arrives: no frame that carries no sample
/// (the ring following SDL's copy of the same motion) takes the frame slot before it. The
/// witness on a real X server; `OneFramePerMoveTests` checks the rule on an injected clock.
@Suite(
    "Pen to ink on Xorg with a virtual pen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct PenToInkTests {
    @Test("N pen moves into an idle window make N frames that carry them, and no frame without a sample between")
    func oneMoveOneFrame() async throws {
        let brushFolder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: brushFolder) }
        let brush = try InkBrush.write(in: brushFolder)
        let session = try await TabletSession.start(extra: ["--brush", brush], settings: InkBrush.settings)
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let screen = try FramebufferProbe(display: session.server.name)
        func onScreen(_ x: Double, _ y: Double) -> Color? {
            screen.pixel(x: session.origin.x + Int(x), y: session.origin.y + Int(y))
        }

        /// Whether the brush ring is drawn around window point (x, y): its white circle at the
        /// brush's radius, left of the pen.
        func ringShown(atX x: Double, _ y: Double) -> Bool {
            (Int(InkBrush.radius) - 1...Int(InkBrush.radius) + 2).contains { d in
                onScreen(x - Double(d), y) == Color(r: 255, g: 255, b: 255)
            }
        }

        let (x0, y, step, moves) = (40.0, 150.0, 8.0, 5)
        let start = session.valuators(x: x0, y: y)
        try stylus.motion(x: start.x, y: start.y, pressure: 0)
        try stylus.button(1, pressed: true, x: start.x, y: start.y, pressure: 800)
        try stylus.sync()
        // The press is on screen (the ring where the pen is) before the first move.
        let pressShown = pollUntil(timeout: 5) { ringShown(atX: x0, y) }
        #expect(pressShown, "no ring where the pen pressed")
        // The moves are paced on this thread, blocking it as `TabletSession.stroke` does: a
        // task that slept between moves could wait seconds for a thread on a loaded machine,
        // and a pen that pauses for seconds paints nothing when it moves again.
        var neverInked: [Int] = []
        for i in 1...moves {
            let x = x0 + step * Double(i)
            let v = session.valuators(x: x, y: y)
            try stylus.motion(x: v.x, y: v.y, pressure: 800)
            // The move is on screen once its segment shows ink; only then comes the next, so
            // each move's frame is its own.
            let probe = InkBrush.probe(afterMovingFrom: (x - step, y), to: (x, y))
            let inked = pollUntil(timeout: 5) { onScreen(probe.x, probe.y).map(InkBrush.isInk) ?? false }
            if !inked { neverInked.append(i) }
        }
        let end = session.valuators(x: x0 + step * Double(moves), y: y)
        try stylus.button(1, pressed: false, x: end.x, y: end.y, pressure: 0)
        // The ring follows the pen as it hovers away: it shows where the pen is, and the
        // stroke's end is left as ink.
        let hover = session.valuators(x: 200, y: 240)
        try stylus.motion(x: hover.x, y: hover.y, pressure: 0)
        try stylus.sync()
        let hoverShown = pollUntil(timeout: 5) { ringShown(atX: 200, 240) }
        let outcome = try await session.finish()

        #expect(neverInked.isEmpty, "moves never inked on screen: \(neverInked)")
        #expect(hoverShown, "no ring where the pen hovered")
        let frames = outcome.report.frames
        let inking = frames.indices.filter { frames[$0].dabs > 0 }
        let first = try #require(inking.first, "no frame laid a dab")
        let stroke = frames[first...inking.last!]
        let empty = stroke.filter { $0.samples == 0 }
        let carrying = stroke.filter { $0.samples > 0 }
        // Moves 1...N, and the press if libmypaint laid a dab for it.
        #expect(
            (moves...moves + 1).contains(carrying.count),
            "\(carrying.count) frames carried samples for \(moves) moves: \(stroke.map { "\($0.samples)/\($0.dabs)" })")
        #expect(
            empty.count == 0,
            "\(empty.count) frames without a sample during \(moves) moves (samples/dabs per frame: \(stroke.map { "\($0.samples)/\($0.dabs)" }))")
    }
}
