import FlourishText
import Testing

@Suite("UTF8Check")
struct UTF8CheckTests {
    @Test("isASCII finds a high byte at any offset of any length up to three words")
    func ascii() {
        for length in 0...24 {
            let clean = [UInt8](repeating: 0x41, count: length)
            #expect(withBytes(clean) { UTF8Check.isASCII($0) })
            for position in 0..<length {
                var dirty = clean
                dirty[position] = 0x80
                #expect(!withBytes(dirty) { UTF8Check.isASCII($0) }, "length \(length), high byte at \(position)")
            }
        }
    }

    @Test("the first invalid byte is found, after valid text of any width", arguments: [
        ([0x61, 0x62], nil),
        (Array("é😀€".utf8), nil),
        ([0x61, 0x62, 0xFF, 0x63], 2),
        ([0xC3, 0xA9, 0xFE], 2),
        ([0x61, 0xE2, 0x82], 1),  // cut short at the end
        ([0xC0, 0xAF], 0),  // overlong
        ([0xED, 0xA0, 0x80], 0),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
        ([0x80], 0),  // a continuation byte alone
    ] as [([UInt8], Int?)])
    func firstInvalid(bytes: [UInt8], expected: Int?) {
        #expect(withBytes(bytes) { UTF8Check.firstInvalidOffset($0) } == expected)
        #expect((String(validating: bytes, as: UTF8.self) == nil) == (expected != nil))
    }
}
