import FlourishSamples
import Foundation

/// A hard round brush for measuring pen to ink (the end-to-end tests and `flourish-bench
/// pen-to-ink`): MyPaint's `classic/pen` with its lag taken
/// out (no slow tracking, no speed or pressure on the radius), 2 px in radius, so a dab lands
/// exactly where the sample is, in the frame that carries it. Pressure still gates it
/// (`opaque_multiply`), so a hovering pen paints nothing.
///
/// Where to look for a move's ink: one pixel below the middle of its segment. For a
/// horizontal move of 8 px that pixel is 4.1 px from the pen, outside the brush ring (drawn at
/// the radius and one pixel beyond) and off the row and column of the cross a small brush's
/// ring gets; and 4.1 px from the previous move's end, outside its ink.
public enum InkBrush {
    public static let radius = 2.0
    /// The ink colour the tests and the benchmark paint with: red, which neither the paper nor
    /// the black-and-white brush ring has.
    public static let settings = "color = #d01818\n"

    /// Writes the brush into `folder` and returns its path.
    public static func write(in folder: String) throws -> String {
        let source = "/usr/share/mypaint-data/2.0/brushes/classic/pen.myb"
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        guard var brush = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var settings = brush["settings"] as? [String: Any]
        else { throw VirtualPenError("\(source) is not a brush file") }
        let fixed: [String: Double] = [
            "radius_logarithmic": log(radius), "hardness": 0.9, "slow_tracking": 0, "slow_tracking_per_dab": 0,
            "offset_by_speed": 0, "offset_by_random": 0,
        ]
        for (name, value) in fixed { settings[name] = ["base_value": value, "inputs": [String: Any]()] }
        brush["settings"] = settings
        let path = "\(folder)/ink-round.myb"
        try JSONSerialization.data(withJSONObject: brush).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The window pixel that shows whether the move from `a` to `b` (horizontal, 8 px) is on
    /// screen.
    public static func probe(afterMovingFrom a: (x: Double, y: Double), to b: (x: Double, y: Double)) -> (x: Double, y: Double) {
        ((a.x + b.x) / 2, (a.y + b.y) / 2 + 1)
    }

    /// Whether a screen colour is this brush's ink (fully or partly covering the paper), not
    /// the paper (#f4f0e6) or the ring (black, white).
    public static func isInk(_ colour: Color) -> Bool {
        Int(colour.r) - Int(colour.g) > 60 && Int(colour.r) - Int(colour.b) > 60
    }
}
