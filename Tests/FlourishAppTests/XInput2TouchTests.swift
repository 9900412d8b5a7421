import CXInput2
import FlourishTablet
import FlourishTouch
import Testing

@testable import flourish

/// XI 2.2 touch events to fingers: only a touch screen's, at the event's window point, on the
/// monotonic clock.
@Suite("XI2 touch events to fingers")
struct XInput2TouchTests {
    func devices() -> [Int: PointerDevice] {
        var screen = PointerDevice(id: 9, name: "Flourish Virtual touch", valuators: [])
        screen.isDirectTouch = true
        let touchpad = PointerDevice(id: 10, name: "SynPS/2 Synaptics TouchPad", valuators: [])
        return [9: screen, 10: touchpad]
    }

    func event(_ type: Int32, device: Int32 = 9, touch: Int32 = 3, x: Double = 120.25, y: Double = 80.5) -> XIDeviceEvent {
        var event = XIDeviceEvent()
        event.evtype = type
        event.sourceid = device
        event.deviceid = device
        event.detail = touch
        event.event_x = x
        event.event_y = y
        event.time = 5000
        return event
    }

    @Test("begin, update and end of a touch screen's touch are a finger down, moving and up, at its window point")
    func phases() throws {
        let phases: [(Int32, TouchEvent.Phase)] = [(XI_TouchBegin, .began), (XI_TouchUpdate, .moved), (XI_TouchEnd, .ended)]
        for (type, phase) in phases {
            let finger = try #require(TouchEvent(xi: event(type), devices: devices()))
            #expect(finger.phase == phase && finger.finger == 3)
            #expect(finger.x == 120.25 && finger.y == 80.5)
            // The server's 32-bit milliseconds, placed on the monotonic clock.
            #expect(UInt64((finger.time * 1000).rounded()) & 0xffff_ffff == 5000)
        }
    }

    @Test("a touchpad's touches, an unknown device's and a point that is not a number are not fingers")
    func notFingers() {
        #expect(TouchEvent(xi: event(XI_TouchBegin, device: 10), devices: devices()) == nil)
        #expect(TouchEvent(xi: event(XI_TouchBegin, device: 11), devices: devices()) == nil)
        #expect(TouchEvent(xi: event(XI_TouchBegin, x: .nan), devices: devices()) == nil)
        // The control: the same event from the touch screen is one.
        #expect(TouchEvent(xi: event(XI_TouchBegin), devices: devices()) != nil)
    }
}
