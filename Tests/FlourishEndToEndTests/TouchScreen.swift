import FlourishVirtualPen
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fingers on the virtual touch screen, in window coordinates, and the view the app says they
/// left: what the touch tests drive the app with and read back.
extension TabletSession {
    /// Puts finger `id` down (`.begin`), moves it (`.update`) or lifts it (`.end`) at window
    /// point `p`.
    func finger(_ id: UInt32, _ type: InputTestProtocol.TouchType, at p: Point) throws {
        let v = valuators(x: p.x, y: p.y)
        try server.device(.touch).touch(id, type, x: v.x, y: v.y)
    }

    /// Fingers 0, 1, … down at `from`, moved in `steps` equal steps to `to` at `hz` (paced on
    /// the monotonic clock, each step's fingers together), and lifted there unless `lift` is
    /// false; `between` runs before each step (index from 1), e.g. for the pen. Ends with a
    /// sync, so the server has taken every event. Returns when the first finger came down.
    @discardableResult
    func fingers(
        from: [Point], to: [Point], steps: Int, hz: Double = 100, down: Bool = true, lift: Bool = true,
        between: (Int) throws -> Void = { _ in }
    ) throws -> Double {
        let start = monotonicNow()
        if down {
            for (id, p) in from.enumerated() { try finger(UInt32(id), .begin, at: p) }
        }
        for step in 1...max(steps, 1) where steps > 0 {
            sleep(until: start + Double(step) / hz)
            try between(step)
            let u = Double(step) / Double(steps)
            for (id, (a, b)) in zip(from, to).enumerated() {
                try finger(UInt32(id), .update, at: Point(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u))
            }
        }
        if lift {
            for (id, p) in to.enumerated() { try finger(UInt32(id), .end, at: p) }
        }
        try server.device(.touch).sync()
        return start
    }

    /// A quick tap of `count` fingers side by side around window point `at`: all down, all up
    /// 30 ms later (well inside the 0.25 s of a tap), not moving.
    func tap(fingers count: Int, at p: Point, holding seconds: Double = 0.03) throws {
        let points = (0..<count).map { Point(x: p.x + 60 * Double($0), y: p.y) }
        for (id, point) in points.enumerated() { try finger(UInt32(id), .begin, at: point) }
        try server.device(.touch).sync()
        sleep(until: monotonicNow() + seconds)
        for (id, point) in points.enumerated() { try finger(UInt32(id), .end, at: point) }
        try server.device(.touch).sync()
    }

    /// Every line the app said so far starting with `prefix`.
    func lines(startingWith prefix: String) -> [String] {
        app.child.stdout.lines.filter { $0.hasPrefix(prefix) }
    }

    /// Waits until the app has said `count` lines starting with `prefix`; the last of them.
    @discardableResult
    func waitForLines(_ prefix: String, count: Int = 1, timeout: Double = 15) async throws -> String {
        let seen = await waitUntil(timeout: timeout) { lines(startingWith: prefix).count >= count }
        guard seen, let line = lines(startingWith: prefix).last else {
            throw HarnessError("the app said \(lines(startingWith: prefix).count) of \(count) lines '\(prefix)…'\n\(app.child.transcript)")
        }
        return line
    }
}

/// The view as the app says a finger gesture left it: `flourish: touch: 2 fingers moved the
/// view: zoom Z, turned R degrees, window (wx, wy) shows canvas (cx, cy)`. Unmirrored, that is
/// the whole view: `window = w + Z · R · (canvas - c)`.
struct SaidView: CustomStringConvertible {
    static let prefix = "flourish: touch: "
    var zoom: Double
    var degrees: Double
    var window: Point
    var canvas: Point

    init(line: String) throws {
        // Every number in order: fingers, zoom, degrees, wx, wy, cx, cy.
        let numbers = line.split(whereSeparator: { " (),:".contains($0) }).compactMap { Double($0) }
        guard line.contains("moved the view"), numbers.count == 7 else { throw HarnessError("not a view line: \(line)") }
        zoom = numbers[1]
        degrees = numbers[2]
        window = Point(x: numbers[3], y: numbers[4])
        canvas = Point(x: numbers[5], y: numbers[6])
    }

    /// The window point over canvas point `c`.
    func windowPoint(ofCanvas c: Point) -> Point {
        let (s, k) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        let (dx, dy) = ((c.x - canvas.x) * zoom, (c.y - canvas.y) * zoom)
        return Point(x: window.x + dx * k - dy * s, y: window.y + dx * s + dy * k)
    }

    /// The canvas point under window point `w`.
    func canvasPoint(ofWindow w: Point) -> Point {
        let (s, k) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        let (dx, dy) = ((w.x - window.x) / zoom, (w.y - window.y) / zoom)
        return Point(x: canvas.x + dx * k + dy * s, y: canvas.y - dx * s + dy * k)
    }

    var description: String { "zoom \(zoom), turned \(degrees), window \(window) shows canvas \(canvas)" }
}
