import FlourishSamples
import Testing

@Suite("Sample and Buttons")
struct SampleTests {
    @Test("isDown follows the primary button only", arguments: [
        (Buttons(), false),
        (Buttons.primary, true),
        (Buttons.secondary, false),
        (Buttons.tertiary, false),
        ([.primary, .secondary], true),
        ([.secondary, .tertiary], false),
        (Buttons(rawValue: 0xffff_fffe), false),
        (Buttons(rawValue: 0xffff_ffff), true),
    ] as [(Buttons, Bool)])
    func isDown(buttons: Buttons, expected: Bool) {
        let sample = Sample(x: 1, y: 2, pressure: 0.5, time: 0, tool: .pen, buttons: buttons)
        #expect(sample.isDown == expected)
    }

    @Test("buttons are distinct single bits, bit 0 being the primary")
    func buttonBits() {
        #expect(Buttons.primary.rawValue == 1)
        let all: [Buttons] = [.primary, .secondary, .tertiary]
        for button in all {
            #expect(button.rawValue.nonzeroBitCount == 1)
        }
        #expect(Set(all.map(\.rawValue)).count == all.count)
        let combined: Buttons = [.primary, .tertiary]
        #expect(combined.contains(.primary))
        #expect(!combined.contains(.secondary))
        #expect(combined.rawValue == Buttons.primary.rawValue | Buttons.tertiary.rawValue)
    }

    @Test("tilt defaults to zero and every field keeps what the initialiser was given")
    func initialiser() {
        let plain = Sample(x: 3.25, y: -4.5, pressure: 0.75, time: 12.5, tool: .eraser, buttons: .secondary)
        #expect(plain.xtilt == 0)
        #expect(plain.ytilt == 0)
        #expect(plain.x == 3.25)
        #expect(plain.y == -4.5)
        #expect(plain.pressure == 0.75)
        #expect(plain.time == 12.5)
        #expect(plain.tool == .eraser)
        #expect(plain.buttons == .secondary)

        let tilted = Sample(
            x: 0, y: 0, pressure: 0, xtilt: -0.25, ytilt: 0.5, time: 0, tool: .mouse, buttons: [])
        #expect(tilted.xtilt == -0.25)
        #expect(tilted.ytilt == 0.5)
    }

    @Test("tool names are the ones recordings use")
    func toolNames() {
        #expect(Tool.allCases.map(\.rawValue) == ["pen", "eraser", "mouse"])
        for tool in Tool.allCases {
            #expect(Tool(rawValue: tool.rawValue) == tool)
        }
        #expect(Tool(rawValue: "pencil") == nil)
    }
}
