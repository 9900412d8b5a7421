import Foundation
import Testing

@testable import FlourishConfetti

/// The angles `sinCos` promises to be good for: |angle| < 2¹⁴ radians.
private let sinCosRange: Float = 16_384

@Suite("The hot loop's numerics")
struct NumericsTests {
    @Test("sinCos agrees with libm over the angles a burst uses")
    func sineAndCosine() {
        var worst: Double = 0
        var angle: Float = -200
        while angle <= 200 {
            let (s, c) = sinCos(angle)
            worst = max(
                worst, abs(Double(s) - sin(Double(angle))), abs(Double(c) - cos(Double(angle))))
            angle += 0.001_37
        }
        #expect(worst < 1e-6)
        #expect(sinCos(0) == (0, 1))
    }

    @Test("sinCos agrees with libm up to the edge of its range, 2¹⁴ radians")
    func sineAndCosineAcrossTheRange() {
        var worst: Double = 0
        var angles: [Float] = [sinCosRange.nextDown, -sinCosRange.nextDown]
        var angle = -sinCosRange.nextDown
        while angle < sinCosRange {
            angles.append(angle)
            angle += 0.37
        }
        for angle in angles {
            let (s, c) = sinCos(angle)
            worst = max(
                worst, abs(Double(s) - sin(Double(angle))), abs(Double(c) - cos(Double(angle))))
        }
        #expect(worst < 1e-6)
    }

    /// Past its range the reduction alone gives values far outside -1...1, infinities or NaN.
    @Test(
        "sinCos of NaN, the infinities and angles past 2¹⁴ is the turn of angle 0, (0, 1)",
        arguments: [
            Float.nan, -.nan, .signalingNaN, .infinity, -.infinity, sinCosRange, -sinCosRange,
            1.7e7, -2.01e7, 1e8, 1e10, -1e30, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude,
        ])
    func sineAndCosineOutOfRange(angle: Float) {
        let (s, c) = sinCos(angle)
        #expect(s == 0)
        #expect(c == 1)
    }

    @Test("sinCos stays on the unit circle for every magnitude past its range")
    func sineAndCosineOfHugeAngles() {
        var outside: [Float] = []
        var magnitude = sinCosRange
        while magnitude.isFinite {
            for angle in [magnitude, -magnitude, magnitude.nextUp * 1.37, -magnitude * 1.61] {
                let (s, c) = sinCos(angle)
                if !(s.isFinite && c.isFinite && abs(s) <= 1 && abs(c) <= 1
                    && abs(s * s + c * c - 1) < 1e-6)
                {
                    outside.append(angle)
                }
            }
            magnitude *= 1.5
        }
        #expect(outside == [])
    }

    @Test("a turn followed by a turn adds the angles")
    func turnAddition() {
        for (a, b) in [(0.3, 1.2), (-2.0, 5.5), (3.0, 3.0)] as [(Float, Float)] {
            let sum = Turn(a).then(Turn(b))
            let direct = Turn(a + b)
            #expect(abs(sum.sin - direct.sin) < 1e-6 && abs(sum.cos - direct.cos) < 1e-6)
        }
    }

    @Test("the turn table holds sin and cos of every rung's rate times t")
    func turnTable() {
        let storage = UnsafeMutablePointer<Turn>.allocate(capacity: TurnTable.count)
        defer { storage.deallocate() }
        let table = TurnTable(storage: storage)
        table.fill(at: 1.7)
        for (rung, rate) in RateLadder.rates.enumerated() {
            #expect(abs(Double(table[Int32(rung)].sin) - sin(Double(rate) * 1.7)) < 1e-5)
            #expect(abs(Double(table[Int32(rung)].cos) - cos(Double(rate) * 1.7)) < 1e-5)
        }
    }

    @Test("packed colours shade all three channels and keep them apart")
    func packedColour() {
        let colour = PackedColour(r: 255, g: 128, b: 2)
        #expect(colour.scaled(by: 256).bits == colour.bits)
        let half = colour.scaled(by: 128)
        #expect(half.r == 127 && half.g == 64 && half.b == 1 && half.a == 0)
        let none = colour.scaled(by: 0)
        #expect(none.bits == 0)
        let opaque = colour.with(alpha: 255)
        #expect(opaque.r == 255 && opaque.g == 128 && opaque.b == 2 && opaque.a == 255)
    }

    @Test(
        "rounding without a trapping conversion",
        arguments: [(0.0, 0), (0.49, 0), (0.51, 1), (127.5, 128), (254.6, 255), (255, 255)]
            as [(Float, UInt32)])
    func rounding(value: Float, expected: UInt32) {
        #expect(roundedToUInt32(value) == expected)
    }

    @Test(
        "ConfettiVertex has SDL_Vertex's layout: 20 bytes, position, RGBA bytes, texture coordinates"
    )
    func vertexLayout() {
        #expect(MemoryLayout<ConfettiVertex>.size == 20)
        #expect(MemoryLayout<ConfettiVertex>.stride == 20)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.x) == ConfettiVertex.xOffset)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.y) == ConfettiVertex.yOffset)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.r) == ConfettiVertex.colourOffset)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.g) == ConfettiVertex.colourOffset + 1)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.b) == ConfettiVertex.colourOffset + 2)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.a) == ConfettiVertex.colourOffset + 3)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.u) == ConfettiVertex.uOffset)
        #expect(MemoryLayout<ConfettiVertex>.offset(of: \.v) == ConfettiVertex.vOffset)
        var vertex = ConfettiVertex(x: 0, y: 0, r: 0, g: 0, b: 0, a: 0, u: 0, v: 0)
        withUnsafeMutableBytes(of: &vertex) { bytes in
            guard let base = bytes.baseAddress else { return }
            ConfettiVertex.store(
                at: base, x: 1.5, y: -2, rgba: PackedColour(r: 1, g: 2, b: 3, a: 4).bits, u: 0.25,
                v: 0.75)
        }
        #expect(vertex == ConfettiVertex(x: 1.5, y: -2, r: 1, g: 2, b: 3, a: 4, u: 0.25, v: 0.75))
    }
}
