import CSDL2
import FlourishAppCore
import Foundation

/// The panels as the window carries them out: what a panel made of an event, keys and typed
/// text for a panel that takes the keyboard, panels opening and closing.
extension PaintApp {
    /// Carries out what a panel made of a pointer event.
    func carryOut(_ outcome: PanelOutcome) {
        switch outcome {
        case .none:
            break
        case .redraw:
            redraw()
        case .command(let command, let close):
            self.command(command)
            if close { closePanel() } else { redraw() }
        case .commands(let commands, let close):
            for command in commands { self.command(command) }
            if close { closePanel() } else { redraw() }
        case .close:
            closePanel()
        case .file(let action):
            carryOut(action)
        }
    }

    func closePanel() {
        panels.close()
        drawer.panel = nil
        noteFieldClosed()
        refreshChrome()
        redraw()
    }

    /// A panel opened or closed: samples before it painted as they were made; the drawer
    /// shows what is open now.
    func panelsChanged() {
        drawer.panel = panels.open
        noteFieldClosed()
        refreshChrome()
        redraw()
    }

    /// A key pressed while a panel that takes the keyboard is open: the panel's keys go to it,
    /// and so does every key of typing (letters, digits, Space: their text follows as
    /// SDL_TEXTINPUT); chords with Ctrl and the modifiers themselves go on to the key table.
    /// Returns whether the key was taken.
    func typeKey(_ keysym: SDL_Keysym) -> Bool {
        guard let panel = panels.openTyping else { return false }
        let ctrl = UInt32(keysym.mod) & KMOD_CTRL.rawValue != 0
        let key: PanelKey?
        switch Int(keysym.sym) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .enter
        case Int(SDLK_ESCAPE.rawValue): key = .escape
        case Int(SDLK_BACKSPACE.rawValue): key = ctrl ? .deleteWord : .backspace
        case Int(SDLK_TAB.rawValue): key = .tab
        case Int(SDLK_UP.rawValue): key = .up
        case Int(SDLK_DOWN.rawValue): key = .down
        default: key = nil
        }
        if let key {
            carryOut(panel.key(key))
            return true
        }
        // F1 (the help) goes on to the key table, over any panel.
        if ctrl || Self.isControl(keysym.sym) || Self.isShift(keysym.sym) || keysym.sym == SDLK_F1.rawValue { return false }
        // Typing: its text comes as SDL_TEXTINPUT; F-keys and the like do nothing here.
        return true
    }

    /// The UTF-8 text of a text-input event.
    static func text(of event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
