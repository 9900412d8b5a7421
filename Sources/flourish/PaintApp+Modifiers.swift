import CSDL2

/// The modifier keys as the router keeps them, in event order: Ctrl (the eyedropper), Space
/// (the pan), Shift (a turn, a selection that adds) and Alt (a selection that takes away).
extension PaintApp {
    /// Hands a modifier key's press or release to the router; returns whether `key` was one.
    func modifierChanged(_ key: SDL_Keycode, down: Bool) -> Bool {
        if Self.isControl(key) {
            controlChanged(down: down)
        } else if key == SDLK_SPACE.rawValue {
            canvasInput.router.spaceChanged(down: down)
        } else if Self.isShift(key) {
            canvasInput.router.shiftChanged(down: down)
        } else if Self.isAlt(key) {
            canvasInput.router.altChanged(down: down)
        } else {
            return false
        }
        return true
    }

    static func isShift(_ key: SDL_Keycode) -> Bool {
        key == SDLK_LSHIFT.rawValue || key == SDLK_RSHIFT.rawValue
    }

    static func isControl(_ key: SDL_Keycode) -> Bool {
        key == SDLK_LCTRL.rawValue || key == SDLK_RCTRL.rawValue
    }

    static func isAlt(_ key: SDL_Keycode) -> Bool {
        key == SDLK_LALT.rawValue || key == SDLK_RALT.rawValue
    }

    /// Ctrl went down or up: the samples that came before it (the reader brings in any it had
    /// not read yet) paint as they were made (with the eyedropper as it was), then it takes
    /// effect.
    func controlChanged(down: Bool) {
        guard down != canvasInput.router.controlHeld else { return }
        inputs.catchUp()
        paintPending()
        canvasInput.router.controlChanged(down: down)
    }
}
