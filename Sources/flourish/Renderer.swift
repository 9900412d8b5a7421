import CSDL2
import FlourishAppCore
import FlourishConfig
import FlourishPaint

/// Draws into the window; owns the SDL_Renderer.
///
/// Two ways to the screen, chosen per machine (`renderer` in the settings, `--renderer`):
/// - **gpu**: SDL's accelerated renderer (OpenGL on X11). Every frame redraws the whole
///   window into a back buffer and swaps it: right where a GPU does the drawing.
/// - **software**: SDL's software renderer drawing straight into the window's own surface,
///   which SDL keeps in shared memory with the X server (MIT-SHM). A frame redraws only what
///   changed and sends only those rectangles (`SDL_UpdateWindowSurfaceRects`); the rest of
///   the surface still holds the last frame.
///
/// `auto` (the default) takes the GPU path unless the GL driver is a software rasteriser
/// (Mesa's llvmpipe, softpipe or swrast, as on a machine without a GPU or under Xvfb): there
/// the GPU path redraws and sends the whole window for a 6-pixel dab, and present was 90% of
/// every frame (issue 16); the software path sends the dab. `flourish-bench pen-to-ink`
/// measures both.
@MainActor
final class Renderer {
    private(set) var pointer: OpaquePointer
    /// Held so the window outlives its renderer.
    private let window: Window
    /// Whether frames are drawn in part and sent as damaged rectangles (the software path).
    let presentsDamageOnly: Bool
    /// The GL driver's own name (`GL_RENDERER`), where the GPU path asked for it.
    let glRenderer: String?

    init(window: Window, vsync: Bool, choice: RendererChoice) throws(SDLError) {
        self.window = window
        var flags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var accelerated: OpaquePointer?
        var glName: String?
        if choice != .software {
            accelerated = SDL_CreateRenderer(window.pointer, -1, flags)
            if let accelerated { glName = Self.glRendererName(of: accelerated) }
        }
        let softwareGL = glName.map(Self.isSoftwareRasterizer) ?? false
        if let accelerated, choice == .gpu || !softwareGL {
            pointer = accelerated
            presentsDamageOnly = false
            glRenderer = glName
            return
        }
        if let accelerated { SDL_DestroyRenderer(accelerated) }
        guard let software = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError("SDL_CreateRenderer")
        }
        pointer = software
        presentsDamageOnly = true
        glRenderer = glName
    }

    isolated deinit { SDL_DestroyRenderer(pointer) }

    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The renderer and, for the GPU path, the GL driver: `opengl (llvmpipe …)`, `software`.
    var description: String {
        guard !presentsDamageOnly, let glRenderer else { return name }
        return "\(name) (\(glRenderer))"
    }

    /// A panel's background: `frame` filled with the panels' dark grey, a little see-through,
    /// over what is drawn already.
    func fillPanelBackground(_ frame: PixelRect) {
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(pointer, 36, 36, 42, 240)
        var background = sdlRect(frame)
        SDL_RenderFillRect(pointer, &background)
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE)
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

    /// Shows the frame: all of it, or on the software path only `damage` (window pixels)
    /// where given. An empty damage sends nothing.
    func present(damage: ScreenDamage? = nil) {
        guard presentsDamageOnly, let damage else {
            SDL_RenderPresent(pointer)
            return
        }
        guard !damage.isEmpty else { return }
        // SDL queues drawing until present or a flush; the surface must hold the frame
        // before its rectangles are sent.
        SDL_RenderFlush(pointer)
        let rects = damage.rects.map {
            SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height))
        }
        SDL_UpdateWindowSurfaceRects(window.pointer, rects, Int32(rects.count))
    }

    /// The frame drawn so far (before present), as RGBA rows: what the window will show.
    func readPixels() -> (width: Int, height: Int, pixels: [UInt8])? {
        let size = outputSize
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, Int32(size.width * 4))
        }
        return status == 0 ? (size.width, size.height, pixels) : nil
    }

    /// Mesa's CPU rasterisers, by the names their `GL_RENDERER` strings start with or hold.
    static func isSoftwareRasterizer(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { name.contains($0) }
    }

    /// `glGetString(GL_RENDERER)` of an OpenGL (ES) renderer's context, which SDL made current
    /// on this thread when it created the renderer; nil for any other renderer.
    private static func glRendererName(of renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let driver = info.name,
            String(cString: driver).hasPrefix("opengl"),
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRendererName: UInt32 = 0x1F01  // GL_RENDERER
        return getString(glRendererName).map { String(cString: $0) }
    }
}
