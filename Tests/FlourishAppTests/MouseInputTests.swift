import CSDL2
import Testing

@testable import flourish

@Suite("SDL mouse events to samples")
struct MouseInputTests {
    func motion(x: Int32, y: Int32, left: Bool, time: UInt32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        event.motion.state = left ? 1 : 0
        event.motion.timestamp = time
        event.motion.which = which
        return event
    }

    func button(_ number: Int32, down: Bool, x: Int32, y: Int32, time: UInt32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(number)
        event.button.x = x
        event.button.y = y
        event.button.timestamp = time
        event.button.which = which
        return event
    }

    @Test("hover, press, drag and release become samples in window coordinates, with the set pressure")
    func dragSamples() throws {
        var mouse = MouseInput(pressure: 0.4, tickOffset: 100)
        let hoverEvent = mouse.sample(for: motion(x: 10, y: 20, left: false, time: 1000))
        let hover = try #require(hoverEvent)
        #expect(hover.x == 10 && hover.y == 20 && hover.pressure == 0 && !hover.isDown && hover.tool == .mouse)
        #expect(hover.time == 101)
        let pressEvent = mouse.sample(for: button(1, down: true, x: 11, y: 21, time: 1010))
        let press = try #require(pressEvent)
        #expect(press.isDown && press.pressure == 0.4)
        let dragEvent = mouse.sample(for: motion(x: 15, y: 25, left: true, time: 1020))
        let drag = try #require(dragEvent)
        #expect(drag.isDown && drag.pressure == 0.4 && drag.x == 15)
        let releaseEvent = mouse.sample(for: button(1, down: false, x: 16, y: 26, time: 1030))
        let release = try #require(releaseEvent)
        #expect(!release.isDown && release.pressure == 0)
        #expect(abs(release.time - 101.03) < 1e-9)
    }

    @Test("other buttons and touch-emulated events give no sample")
    func ignored() {
        var mouse = MouseInput(pressure: 0.5, tickOffset: 0)
        let ignored1 = mouse.sample(for: button(2, down: true, x: 1, y: 1, time: 1))
        #expect(ignored1 == nil)
        let ignored2 = mouse.sample(for: button(3, down: true, x: 1, y: 1, time: 1))
        #expect(ignored2 == nil)
        let ignored3 = mouse.sample(for: motion(x: 1, y: 1, left: true, time: 1, which: UInt32.max))
        #expect(ignored3 == nil)
        var other = SDL_Event()
        other.type = SDL_KEYDOWN.rawValue
        let ignored4 = mouse.sample(for: other)
        #expect(ignored4 == nil)
    }
}
