import FlourishTablet
import Testing

/// An event with a hand-written mask and values (no helper packing them).
private func raw(_ mask: [UInt8], _ values: [Double]) -> DeviceEvent {
    DeviceEvent(
        kind: .motion, deviceID: 1, time: 0, x: 0, y: 0, buttonMask: 0, valuatorMask: mask,
        values: values)
}

@Suite("DeviceEvent: packed valuator values")
struct DeviceEventTests {
    @Test("inputtest's virtual pen: valuators 0, 1, 4 set, so pressure is the third value")
    func inputtestGap() {
        let e = raw([0b0001_0011, 0, 0, 0], [30_000, 20_000, 640])
        #expect(e.value(ofValuator: 0) == 30_000)
        #expect(e.value(ofValuator: 1) == 20_000)
        #expect(e.value(ofValuator: 4) == 640, "the third value belongs to the third set bit, valuator 4")
        for absent in [2, 3, 5, 6, 7, 8, 31] {
            #expect(e.value(ofValuator: absent) == nil, "valuator \(absent) is not in the mask")
        }
    }

    @Test("xf86-input-wacom: valuators 0 to 5 all set map one to one")
    func wacomContiguous() {
        let values: [Double] = [12_000, 8_000, 40_000, -12, 30, 5]
        let e = raw([0b0011_1111, 0, 0, 0], values)
        for (n, v) in values.enumerated() { #expect(e.value(ofValuator: n) == v) }
        #expect(e.value(ofValuator: 6) == nil)
        #expect(e.value(ofValuator: 7) == nil)
    }

    @Test("a motion carrying only changed valuators: x unchanged, y and tilt y sent")
    func onlyChanged() {
        // bits 1 and 4: values [y, tilt y].
        let e = raw([0b0001_0010], [8_001, -3])
        #expect(e.value(ofValuator: 0) == nil)
        #expect(e.value(ofValuator: 1) == 8_001)
        #expect(e.value(ofValuator: 2) == nil)
        #expect(e.value(ofValuator: 4) == -3)
    }

    @Test("bits beyond the first byte: valuators 9 and 17 count the set bits of earlier bytes")
    func beyondFirstByte() {
        // bits 0, 9, 17 -> values [v0, v9, v17].
        let e = raw([0b0000_0001, 0b0000_0010, 0b0000_0010, 0], [10, 90, 170])
        #expect(e.value(ofValuator: 0) == 10)
        #expect(e.value(ofValuator: 9) == 90)
        #expect(e.value(ofValuator: 17) == 170)
        for absent in [1, 8, 10, 16, 18, 24] { #expect(e.value(ofValuator: absent) == nil) }
    }

    @Test("first and last bits of bytes: 7, 8, 15, 16, 31, 63")
    func byteEdges() {
        let bits = [3, 7, 8, 15, 16, 31, 63]
        let e = raw(mask(bits), bits.map { Double($0) * 10 })
        for bit in bits { #expect(e.value(ofValuator: bit) == Double(bit) * 10) }
        for absent in [0, 6, 9, 14, 17, 30, 32, 62] { #expect(e.value(ofValuator: absent) == nil) }
    }

    @Test("a mask shorter than the valuator needs: absent, not a crash",
          arguments: [([UInt8](), 0), ([0xFF], 8), ([0xFF], 9), ([0xFF], 17), ([0xFF, 0xFF], 16), ([0xFF, 0xFF], 200)])
    func shortMask(mask: [UInt8], valuator: Int) {
        let setBits = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        let e = raw(mask, (0..<setBits).map(Double.init))
        #expect(e.value(ofValuator: valuator) == nil)
    }

    @Test("fewer values than set bits: the valuators without a value are absent")
    func shortValues() {
        // bits 0, 1, 2, 4 set, three values: 4 has none.
        let e = raw([0b0001_0111], [1, 2, 3])
        #expect(e.value(ofValuator: 0) == 1)
        #expect(e.value(ofValuator: 2) == 3)
        #expect(e.value(ofValuator: 4) == nil)
        let empty = raw([0b0000_0011, 0b0000_0001], [])
        #expect(empty.value(ofValuator: 0) == nil)
        #expect(empty.value(ofValuator: 8) == nil)
    }

    @Test("a negative valuator number is absent")
    func negative() {
        let e = raw([0xFF], [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(e.value(ofValuator: -1) == nil)
        #expect(e.value(ofValuator: -8) == nil)
    }

    @Test("random 8-byte masks: each set bit gets the value at its rank among the set bits",
          arguments: [1, 2, 3, 42, 2024])
    func randomMasks(seed: UInt64) {
        var rng = LCG(seed: seed)
        for _ in 0..<50 {
            var mask = [UInt8](repeating: 0, count: 8)
            var set: [Int] = []
            for bit in 0..<64 where rng.below(3) == 0 {
                mask[bit / 8] |= UInt8(1) << UInt8(bit % 8)
                set.append(bit)
            }
            let values = set.map { Double($0) + 0.5 }
            let e = raw(mask, values)
            for bit in 0..<64 {
                let expected: Double? = set.contains(bit) ? Double(bit) + 0.5 : nil
                #expect(e.value(ofValuator: bit) == expected, "valuator \(bit)")
            }
        }
    }
}
