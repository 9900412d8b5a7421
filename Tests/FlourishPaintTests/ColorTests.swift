import FlourishSamples
import Testing

@Suite("Color")
struct ColorTests {
    @Test("#rrggbb reads each channel, in either case", arguments: [
        ("#000000", 0x00, 0x00, 0x00),
        ("#ffffff", 0xff, 0xff, 0xff),
        ("#FFFFFF", 0xff, 0xff, 0xff),
        ("#ff0000", 0xff, 0x00, 0x00),
        ("#00ff00", 0x00, 0xff, 0x00),
        ("#0000ff", 0x00, 0x00, 0xff),
        ("#12ab9F", 0x12, 0xab, 0x9f),
        ("#0a0B0c", 0x0a, 0x0b, 0x0c),
    ] as [(String, UInt8, UInt8, UInt8)])
    func goodHex(hex: String, r: UInt8, g: UInt8, b: UInt8) throws {
        let color = try #require(Color(hex: hex))
        #expect(color == Color(r: r, g: g, b: b))
        // Works on substrings too.
        let padded = "x\(hex)x"
        let sub = padded.dropFirst().dropLast()
        #expect(Color(hex: sub) == color)
    }

    @Test("anything but # and six hex digits is refused", arguments: [
        "", "#", "000000", "#00000", "#0000000", "##00000", " #000000", "#000000 ", "#gg0000", "#00 000",
        "#+12345", "#-00000", "#0x1234", "rgb(0,0,0)", "#ＦＦＦＦＦＦ",
    ])
    func badHex(hex: String) {
        #expect(Color(hex: hex) == nil)
    }

    @Test("description is #rrggbb and reads back to the same colour")
    func descriptionRoundTrip() throws {
        var colors: [Color] = []
        for v in 0...255 {
            let c = UInt8(v)
            colors += [
                Color(r: c, g: 0, b: 0), Color(r: 0, g: c, b: 0), Color(r: 0, g: 0, b: c),
                Color(r: c, g: 255 - c, b: c / 2),
            ]
        }
        for color in colors {
            let text = color.description
            #expect(text.count == 7)
            #expect(text.first == "#")
            #expect(text.dropFirst().allSatisfy { $0.isHexDigit })
            #expect(Color(hex: text) == color, "\(text)")
        }
    }

    @Test("description of a known colour")
    func knownDescription() {
        // 0x05 = 5, 0xa0 = 160, 0xff = 255; each channel two digits, zero-padded.
        let text = Color(r: 5, g: 160, b: 255).description.lowercased()
        #expect(text == "#05a0ff")
    }
}
