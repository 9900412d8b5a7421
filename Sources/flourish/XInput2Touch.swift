import CXInput2
import FlourishFrameClock
import FlourishTablet
import FlourishTouch

extension TouchEvent {
    /// The finger an XI 2.2 touch event (XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd) stands
    /// for, or nil where it is not a touch screen's (a touchpad's dependent touches stay the
    /// pointer's) or its point is not a number. Touch events carry their own window point,
    /// current and sub-pixel (checked on Xorg 21.1 with the inputtest touch device, where pen
    /// events selected for a slave device did not), and the server's time on the monotonic
    /// clock, as samples do.
    init?(xi event: XIDeviceEvent, devices: [Int: PointerDevice]) {
        guard devices[Int(event.sourceid)]?.isDirectTouch == true, event.event_x.isFinite, event.event_y.isFinite else {
            return nil
        }
        let phase: Phase
        switch event.evtype {
        case XI_TouchBegin: phase = .began
        case XI_TouchEnd: phase = .ended
        default: phase = .moved
        }
        let now = UInt64((MonotonicClock.now() * 1000).rounded(.down))
        let time = SampleDecoder.unwrap(UInt32(truncatingIfNeeded: event.time), now: now)
        self.init(
            finger: UInt32(bitPattern: event.detail), phase: phase, x: event.event_x, y: event.event_y,
            time: Double(time) / 1000)
    }
}
