import Foundation
import Testing

@testable import FlourishCompositing

/// The Pigment mode's log2 and exp2 against the C library's, over the range its bands use.
@Suite("FastLogarithm: log2 and exp2 to about 1e-7")
struct FastLogarithmTests {
    @Test("log2 is within 2e-7 of Foundation's (relative past 1) over 1e-6...1, powers of two exact")
    func logarithm() {
        var largest = 0.0
        for step in 0..<4000 {
            // Geometric steps from 1e-6 to 1, and around sqrt(2), where the range is split.
            let x = Float(pow(10, -6 + 6 * Double(step) / 3999))
            let near = Float(2.0.squareRoot()) * (1 + Float(step - 2000) * 1e-6)
            let lanes = SIMD16<Float>(
                x, near, x * 0.5, x * 0.75, 1, 0.5, 0.25, x, x, x, x, x, x, x, x, x)
            let result = FastLogarithm.log2(lanes)
            for lane in 0..<16 {
                let exact = Foundation.log2(Double(lanes[lane]))
                largest = max(largest, abs(Double(result[lane]) - exact) / max(1, abs(exact)))
            }
            #expect(result[4] == 0 && result[5] == -1 && result[6] == -2)
        }
        #expect(largest < 2e-7, "\(largest)")
    }

    @Test("exp2 is within 3e-7 (relative) of Foundation's over -20...0, whole numbers exact")
    func power() {
        var largest = 0.0
        for step in 0..<4000 {
            let y = -20 * Float(step) / 3999
            let lanes = SIMD16<Float>(y, y + 0.5, y / 7, 0, -1, -3, y, y, y, y, y, y, y, y, y, y)
            let result = FastLogarithm.exp2(lanes)
            for lane in 0..<16 {
                let exact = Foundation.exp2(Double(lanes[lane]))
                largest = max(largest, abs(Double(result[lane]) - exact) / exact)
            }
            #expect(result[3] == 1 && result[4] == 0.5 && result[5] == 0.125)
        }
        #expect(largest < 3e-7, "\(largest)")
    }
}
