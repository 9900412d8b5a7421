import CSDL2
import FlourishAppCore
import Synchronization

/// SDL's video subsystem, started once for the app's life and shut down by `deinit`.
@MainActor
final class SDLVideo {
    /// The event type SDL allocated for "samples are waiting" wake-ups from other threads.
    let wakeEventType: UInt32

    init() throws(SDLError) {
        // Input timestamps must not be thinned: every motion event counts.
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "1")
        // SIGINT and SIGTERM are Flourish's to handle (with SIGHUP, the same way: save, then
        // go), not turned into a window close by SDL.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // The software path draws into the window's surface and sends the changed
        // rectangles: that surface must be the X server's shared memory, not SDL's emulation
        // of one through an OpenGL texture, which would redraw and send the whole window.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else {
            SDL_Quit()
            throw SDLError("SDL_RegisterEvents")
        }
        wakeEventType = type
    }

    isolated deinit { SDL_Quit() }

    var waker: LoopWaker { LoopWaker(eventType: wakeEventType) }

    /// The video driver SDL chose (x11, wayland, offscreen, …).
    var driver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}

/// Wakes the frame loop from any thread: pushes SDL's registered wake-up event, which makes a
/// loop blocked in SDL_WaitEventTimeout return (SDL_PushEvent is thread-safe).
struct LoopWaker: Sendable {
    let eventType: UInt32

    /// Samples are waiting or a device came or went.
    func wake() { wake(.input) }

    /// Set once the X server is gone: SDL's wake-up goes through its own X connection, and
    /// using that from another thread would end the process before the painting is saved.
    static let silenced = Atomic<Bool>(false)

    /// Wakes the loop for `reason`, carried in `event.user.code` (see `WakeReason.code`).
    func wake(_ reason: WakeReason) {
        guard !Self.silenced.load(ordering: .acquiring) else { return }
        var event = SDL_Event()
        event.type = eventType
        event.user.code = reason.code
        SDL_PushEvent(&event)
    }
}
