import CSDL2

/// Draws into the window; owns the SDL_Renderer.
@MainActor
final class Renderer {
    let pointer: OpaquePointer
    /// Held so the window outlives its renderer.
    private let window: Window

    init(window: Window, vsync: Bool) throws(SDLError) {
        self.window = window
        var flags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        if let renderer = SDL_CreateRenderer(window.pointer, -1, flags) {
            pointer = renderer
        } else if let renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            pointer = renderer
        } else {
            throw SDLError("SDL_CreateRenderer")
        }
    }

    isolated deinit { SDL_DestroyRenderer(pointer) }

    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The largest texture side the renderer takes, or nil where it sets no limit.
    var maximumTextureSize: Int? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0 else { return nil }
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        return side > 0 ? side : nil
    }

    /// The drawable size in pixels (textures match it).
    var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    func clear(to color: (UInt8, UInt8, UInt8)) {
        SDL_SetRenderDrawColor(pointer, color.0, color.1, color.2, 255)
        SDL_RenderClear(pointer)
    }

    func present() { SDL_RenderPresent(pointer) }

    /// The frame drawn so far (before present), as RGBA rows: what the window will show.
    func readPixels() -> (width: Int, height: Int, pixels: [UInt8])? {
        let size = outputSize
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, Int32(size.width * 4))
        }
        return status == 0 ? (size.width, size.height, pixels) : nil
    }
}
