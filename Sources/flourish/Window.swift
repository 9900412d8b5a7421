import CSDL2

/// The app's window; owns the SDL_Window and destroys it.
@MainActor
final class Window {
    let pointer: OpaquePointer
    /// SDL's video subsystem, held so SDL is shut down only after the window is gone.
    let video: SDLVideo

    /// The X server went away: nothing may touch SDL or Xlib any more (the title is not set).
    private(set) var isGone = false

    func markGone() { isGone = true }

    init(video: SDLVideo, title: String, width: Int, height: Int) throws(SDLError) {
        self.video = video
        let undefinedPosition: Int32 = 0x1FFF_0000  // SDL_WINDOWPOS_UNDEFINED
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, undefinedPosition, undefinedPosition, Int32(width), Int32(height), flags)
        else { throw SDLError("SDL_CreateWindow") }
        pointer = window
        setStandardName(title)
    }

    isolated deinit { SDL_DestroyWindow(pointer) }

    var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The title bar's text (UTF-8).
    var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set {
            SDL_SetWindowTitle(pointer, newValue)
            setStandardName(newValue)
        }
    }

    /// `WM_NAME` again, in a type Xlib's readers convert (see `X11WindowName`), on X11 only.
    private func setStandardName(_ title: String) {
        guard let display = x11Display, let window = x11Window else { return }
        X11WindowName.set(title, display: display, window: window)
    }

    /// SDL's connection to the X server, or nil where SDL is not on X11.
    var x11Display: OpaquePointer? { x11Info?.info.x11.display }

    /// The X11 window id behind this window, or nil where SDL is not on X11 (Wayland,
    /// offscreen, …).
    var x11Window: UInt? { x11Info.map { UInt($0.info.x11.window) } }

    /// What SDL tells of the window's system, where that is X11; nil elsewhere.
    private var x11Info: SDL_SysWMinfo? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(
            major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else {
            return nil
        }
        return info
    }

    /// Whether the pointer is over the window now, as the display server tells it.
    var containsPointer: Bool {
        var x: Int32 = 0
        var y: Int32 = 0
        var left: Int32 = 0
        var top: Int32 = 0
        SDL_GetGlobalMouseState(&x, &y)
        SDL_GetWindowPosition(pointer, &left, &top)
        let (width, height) = size
        return x >= left && y >= top && Int(x - left) < width && Int(y - top) < height
    }

    /// The size in window pixels (what mouse coordinates use).
    var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }
}
