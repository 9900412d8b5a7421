import FlourishVirtualPen
import Foundation

/// Characters written with the virtual pen as a person writes them: strokes of many points
/// at the tablet's own rate, the pressure rising as the tip lands and easing off before it
/// lifts, the pen hovering between strokes. The recogniser reads only the ink's shape, but the
/// grouping reads its timing, so both are kept realistic.
enum PenHandwriting {
    /// An elliptical arc about `centre` from angle `a0` to `a1` (degrees; screen axes, y down,
    /// so -90 is the top), in `count` points.
    static func arc(centre: Point, rx: Double, ry: Double, from a0: Double, to a1: Double, count: Int) -> [Point] {
        (0..<count).map { i in
            let angle = (a0 + (a1 - a0) * Double(i) / Double(count - 1)) * .pi / 180
            return Point(x: centre.x + rx * cos(angle), y: centre.y + ry * sin(angle))
        }
    }

    /// A "3" 120 px tall (y 90 to 210) as two arcs, the way many people write it: the upper
    /// bowl from its top-left round to the waist, then the lower bowl from the waist round to
    /// the bottom-left. Checked with `flourish gestures` on a session's recording: `digit 3 1.00`.
    static let three: [[Point]] = [
        arc(centre: Point(x: 198, y: 120), rx: 34, ry: 30, from: -160, to: 100, count: 70),
        arc(centre: Point(x: 198, y: 180), rx: 38, ry: 30, from: -100, to: 160, count: 70),
    ]

    /// Pressure along a stroke at `u` in 0...1, in the virtual pen's units (0...1000): light
    /// where the tip lands and lifts, firmest in the middle.
    static func pressure(at u: Double) -> Double {
        1000 * (0.25 + 0.4 * min(1, u / 0.15, (1 - u) / 0.15))
    }
}

extension TabletSession {
    /// Writes `strokes` with `pen` at `hz`, hovering onto the first point before and `gap`
    /// seconds between strokes; with `sideButton` the side switch (button 2) is held from
    /// before the first stroke until after the last, as a person holds it to write a command.
    func write(
        _ strokes: [[Point]], with pen: VirtualPointerDevice, sideButton: Bool, hz: Double = 200, gap: Double = 0.15
    ) throws {
        guard let first = strokes.first?.first, let last = strokes.last?.last else { return }
        let start = valuators(x: first.x, y: first.y)
        // The pen hovers in first, as a hand does, so XInput2 has heard from it before the side
        // button (else SDL's copy of the press is a middle click, which pans): the app brings
        // in what its reader has not read yet before it takes that press.
        try pen.motion(x: start.x, y: start.y, pressure: 0)
        try pen.sync()
        if sideButton { try pen.button(2, pressed: true, x: start.x, y: start.y, pressure: 0) }
        try pen.sync()
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { sleep(until: monotonicNow() + gap) }
            let began = monotonicNow()
            for (i, p) in stroke.enumerated() {
                let v = valuators(x: p.x, y: p.y)
                let pressure = PenHandwriting.pressure(at: Double(i) / Double(stroke.count - 1))
                sleep(until: began + Double(i) / hz)
                if i == 0 {
                    // Hover onto the stroke's start, then touch down there.
                    try pen.motion(x: v.x, y: v.y, pressure: 0)
                    try pen.button(1, pressed: true, x: v.x, y: v.y, pressure: pressure)
                } else {
                    try pen.motion(x: v.x, y: v.y, pressure: pressure)
                }
            }
            let end = stroke[stroke.count - 1]
            let v = valuators(x: end.x, y: end.y)
            sleep(until: began + Double(stroke.count) / hz)
            try pen.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
            try pen.sync()
        }
        if sideButton {
            let v = valuators(x: last.x, y: last.y)
            try pen.button(2, pressed: false, x: v.x, y: v.y, pressure: 0)
            try pen.sync()
        }
    }
}
