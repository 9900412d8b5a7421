import CSDL2
import Testing

@testable import FlourishAppCore
@testable import flourish

@Suite("SDL key events to chords")
struct SDLKeysTests {
    func keysym(_ key: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Keysym {
        SDL_Keysym(scancode: SDL_SCANCODE_UNKNOWN, sym: SDL_Keycode(key.rawValue), mod: UInt16(modifiers.rawValue), unused: 0)
    }

    @Test("letters become capitals; Ctrl and Shift are read from either side")
    func letters() {
        #expect(KeyChord(sdl: keysym(SDLK_z, KMOD_LCTRL)) == KeyChord("Z", ctrl: true))
        #expect(KeyChord(sdl: keysym(SDLK_z, SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LSHIFT.rawValue))) == KeyChord("Z", ctrl: true, shift: true))
        #expect(KeyChord(sdl: keysym(SDLK_p)) == KeyChord("P"))
        #expect(KeyChord(sdl: keysym(SDLK_a)) == KeyChord("A"))
    }

    @Test("'+' is the same key with or without Shift, and on the keypad")
    func plus() {
        #expect(KeyChord(sdl: keysym(SDLK_EQUALS, KMOD_LSHIFT)) == KeyChord("+"))
        #expect(KeyChord(sdl: keysym(SDLK_KP_PLUS)) == KeyChord("+"))
        #expect(KeyChord(sdl: keysym(SDLK_MINUS)) == KeyChord("-"))
    }

    @Test("named keys, and chords with Alt are left to the desktop")
    func named() {
        #expect(KeyChord(sdl: keysym(SDLK_DELETE)) == KeyChord("Delete"))
        #expect(KeyChord(sdl: keysym(SDLK_HOME)) == KeyChord("Home"))
        #expect(KeyChord(sdl: keysym(SDLK_F3)) == KeyChord("F3"))
        #expect(KeyChord(sdl: keysym(SDLK_z, KMOD_LALT)) == nil)
        #expect(KeyChord(sdl: keysym(SDLK_F12)) == nil)
    }
}
