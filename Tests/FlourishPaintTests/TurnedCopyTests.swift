import FlourishPaint
import Foundation
import Testing

@Suite("TurnedCopy: a window's pixels mapped back onto a source, nearest")
struct TurnedCopyTests {
    @Test("at any angle each pixel is the source pixel under its mapped centre, or the outside colour beyond the canvas")
    func matchesReference() {
        let (sw, sh) = (37, 23)
        var source = [UInt8](repeating: 0, count: sw * sh * 4)
        for i in 0..<(sw * sh) { (source[i * 4], source[i * 4 + 1], source[i * 4 + 2], source[i * 4 + 3]) = (UInt8(i % 251), UInt8(i / 7 % 256), 9, 255) }
        let (w, h) = (50, 41)
        let outside: UInt32 = 0xFF60_5A5A
        for degrees in [0.0, 30, 90, 161, -45] {
            let (s, c) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
            let scale = 0.8
            let origin = (u: 18.0 - 25 * c * scale + 20 * s * scale, v: 11.0 - 25 * s * scale - 20 * c * scale)
            let alongX = (u: c * scale, v: s * scale)
            let alongY = (u: -s * scale, v: c * scale)
            let inside = (u0: 1.0, v0: 2.0, u1: 35.5, v1: 22.0)
            var out = [UInt8](repeating: 0, count: w * h * 4)
            source.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    TurnedCopy.copy(
                        from: src.baseAddress!, sourceStride: sw * 4, sourceWidth: sw, sourceHeight: sh,
                        into: dst.baseAddress!, destinationStride: w * 4, width: w, height: h, origin: origin,
                        alongX: alongX, alongY: alongY, inside: inside, outside: outside)
                }
            }
            var wrong = 0
            var inked = 0
            for y in 0..<h {
                for x in 0..<w {
                    // The reference, written out: each pixel's own map, no running sums.
                    let u = (origin.u + Double(y) * alongY.u) + Double(x) * alongX.u
                    let v = (origin.v + Double(y) * alongY.v) + Double(x) * alongX.v
                    let expected: [UInt8]
                    if u < inside.u0 || v < inside.v0 || u >= inside.u1 || v >= inside.v1 {
                        expected = [0x5A, 0x5A, 0x60, 0xFF]
                    } else {
                        let i = (Int(v.rounded(.down)) * sw + Int(u.rounded(.down))) * 4
                        expected = Array(source[i..<(i + 4)])
                        inked += 1
                    }
                    if Array(out[((y * w + x) * 4)..<((y * w + x) * 4 + 4)]) != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(degrees)°: \(wrong) pixels differ")
            #expect(inked > 300, "\(degrees)°: the canvas hardly shows (\(inked) pixels)")
        }
    }
}
