import FlourishSamples
import FlourishSession
import Testing

@Suite("RecentColors")
struct RecentColorsTests {
    /// Distinct colours to use: `shade(i)` differs for every i in 0..<256.
    static func shade(_ i: Int) -> Color { Color(r: UInt8(i), g: 10, b: 20) }

    @Test("starts empty and keeps twelve")
    func empty() {
        #expect(RecentColors().colors == [])
        #expect(RecentColors.capacity == 12)
    }

    @Test("most recent first")
    func mostRecentFirst() {
        var recent = RecentColors()
        for i in 0..<3 { recent.use(Self.shade(i)) }
        #expect(recent.colors == [Self.shade(2), Self.shade(1), Self.shade(0)])
    }

    @Test("using a colour already there moves it to the front, not in twice")
    func movesToFront() {
        var recent = RecentColors()
        for i in 0..<4 { recent.use(Self.shade(i)) }
        recent.use(Self.shade(1))
        #expect(recent.colors == [Self.shade(1), Self.shade(3), Self.shade(2), Self.shade(0)])
        recent.use(Self.shade(1))
        #expect(recent.colors == [Self.shade(1), Self.shade(3), Self.shade(2), Self.shade(0)])
    }

    @Test("past twelve the oldest falls off")
    func dropsOldest() {
        var recent = RecentColors()
        for i in 0..<13 { recent.use(Self.shade(i)) }
        #expect(recent.colors == (1..<13).reversed().map(Self.shade))
        for i in 13..<40 { recent.use(Self.shade(i)) }
        #expect(recent.colors == (28..<40).reversed().map(Self.shade))
    }

    @Test("when full, moving a colour to the front drops nothing")
    func moveWhenFull() {
        var recent = RecentColors()
        for i in 0..<12 { recent.use(Self.shade(i)) }
        recent.use(Self.shade(0))
        #expect(recent.colors == [Self.shade(0)] + (1..<12).reversed().map(Self.shade))
    }
}
