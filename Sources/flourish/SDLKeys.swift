import CSDL2
import FlourishAppCore

extension KeyChord {
    /// The chord an SDL key press stands for, or nil for keys no binding can name (and for
    /// chords with Alt or the system key, which belong to the desktop).
    init?(sdl keysym: SDL_Keysym) {
        let modifiers = UInt32(keysym.mod)
        if modifiers & (KMOD_ALT.rawValue | KMOD_GUI.rawValue) != 0 { return nil }
        let ctrl = modifiers & KMOD_CTRL.rawValue != 0
        let shift = modifiers & KMOD_SHIFT.rawValue != 0
        let code = Int(keysym.sym)
        let name: String
        switch code {
        case Int(SDLK_a.rawValue)...Int(SDLK_z.rawValue):
            name = String(UnicodeScalar(UInt8(code - Int(SDLK_a.rawValue)) + UInt8(ascii: "A")))
        case Int(SDLK_0.rawValue)...Int(SDLK_9.rawValue):
            name = String(UnicodeScalar(UInt8(code - Int(SDLK_0.rawValue)) + UInt8(ascii: "0")))
        case Int(SDLK_DELETE.rawValue): name = "Delete"
        case Int(SDLK_ESCAPE.rawValue): name = "Escape"
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): name = "Enter"
        case Int(SDLK_HOME.rawValue): name = "Home"
        case Int(SDLK_LEFT.rawValue): name = "Left"
        case Int(SDLK_RIGHT.rawValue): name = "Right"
        case Int(SDLK_PAGEUP.rawValue): name = "PageUp"
        case Int(SDLK_PAGEDOWN.rawValue): name = "PageDown"
        case Int(SDLK_F1.rawValue): name = "F1"
        case Int(SDLK_F3.rawValue): name = "F3"
        case Int(SDLK_TAB.rawValue): name = "Tab"
        case Int(SDLK_LEFTBRACKET.rawValue): name = "["
        case Int(SDLK_RIGHTBRACKET.rawValue): name = "]"
        // "+" is Shift+= on most layouts: the symbol keys ignore Shift.
        case Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue):
            self.init("+", ctrl: ctrl)
            return
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue):
            self.init("-", ctrl: ctrl)
            return
        default: return nil
        }
        self.init(name, ctrl: ctrl, shift: shift)
    }
}
