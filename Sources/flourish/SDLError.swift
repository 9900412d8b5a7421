import CSDL2

/// A failed SDL call, with SDL's own explanation.
struct SDLError: Error, CustomStringConvertible {
    let call: String
    let message: String

    init(_ call: String) {
        self.call = call
        message = String(cString: SDL_GetError())
    }

    var description: String { "\(call) failed: \(message)" }
}
