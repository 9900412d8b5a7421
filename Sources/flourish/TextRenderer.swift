import CSDL2

/// Renders lines of text with SDL2_ttf in one system font (by default monospaced); owns the
/// font and the library's initialisation.
@MainActor
final class TextRenderer {
    /// DejaVu Sans Mono (Debian: fonts-dejavu-core): crisp at 1:1, and its figures line up.
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    /// DejaVu Sans, from the same package: the chrome's font, whose symbols (arrows, a pencil,
    /// an eraser key) the toolbar's buttons show.
    static let sansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    private let font: OpaquePointer
    let lineHeight: Int

    init(size: Int32 = 13, path: String = TextRenderer.fontPath) throws(SDLError) {
        guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
        guard let font = TTF_OpenFont(path, size) else {
            TTF_Quit()
            throw SDLError("TTF_OpenFont(\(path))")
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        self.font = font
        lineHeight = Int(TTF_FontLineSkip(font))
    }

    isolated deinit {
        TTF_CloseFont(font)
        TTF_Quit()
    }

    /// How wide `text` is drawn, in pixels, measured without drawing it.
    func width(of text: String) -> Int {
        var width: Int32 = 0
        guard TTF_SizeUTF8(font, text, &width, nil) == 0 else { return 0 }
        return Int(width)
    }

    /// `text` as a texture, anti-aliased, in `color`.
    func texture(for text: String, color: SDL_Color, renderer: Renderer) -> Texture? {
        guard !text.isEmpty, let surface = TTF_RenderUTF8_Blended(font, text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return try? Texture(renderer: renderer, surface: surface)
    }
}
