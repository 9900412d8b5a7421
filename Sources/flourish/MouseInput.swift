import CSDL2
import FlourishSamples

/// Turns SDL's mouse events into samples in window coordinates (the session maps them onto
/// the canvas): the left button paints with a fixed pressure, motion without it is hover
/// (pressure 0, which keeps the brush following the pointer but paints nothing).
struct MouseInput {
    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesises from touches.
    static let touchMouseID = UInt32.max

    let pressure: Double
    /// Seconds to add to an SDL tick timestamp (ms since SDL_Init) to get CLOCK_MONOTONIC.
    let tickOffset: Double
    private var leftDown = false

    init(pressure: Double, tickOffset: Double) {
        self.pressure = pressure
        self.tickOffset = tickOffset
    }

    /// The sample an event stands for, or nil for events that carry none.
    mutating func sample(for event: SDL_Event) -> Sample? {
        let leftMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != Self.touchMouseID else { return nil }
            leftDown = motion.state & leftMask != 0
            return make(x: motion.x, y: motion.y, timestamp: motion.timestamp)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != Self.touchMouseID, Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            leftDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            return make(x: button.x, y: button.y, timestamp: button.timestamp)
        default:
            return nil
        }
    }

    private func make(x: Int32, y: Int32, timestamp: UInt32) -> Sample {
        Sample(
            x: Double(x), y: Double(y), pressure: leftDown ? pressure : 0,
            time: Double(timestamp) / 1000 + tickOffset, tool: .mouse,
            buttons: leftDown ? .primary : [])
    }
}
