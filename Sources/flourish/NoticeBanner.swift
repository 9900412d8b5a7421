import CSDL2
import FlourishAppCore
import FlourishPaint

/// Draws the window's notices (`Notices`): each message on a dark box at the window's bottom
/// left, wrapped to the window's width, newest at the bottom, over the canvas and the panels.
@MainActor
final class NoticeBanner {
    private let renderer: Renderer
    private let text: TextRenderer
    /// Each line's texture while it shows.
    private var textures: [String: Texture] = [:]
    /// The font is monospaced: one character's width wraps the lines.
    private let characterWidth: Int

    static let margin = 12
    static let padding = 8
    /// At most this many lines, the newest kept: a notice never covers most of the canvas.
    static let maxLines = 10

    init(renderer: Renderer) throws(SDLError) {
        self.renderer = renderer
        text = try TextRenderer()
        characterWidth = max(text.texture(for: "M", color: SDL_Color(r: 255, g: 255, b: 255, a: 255), renderer: renderer)?.width ?? 8, 1)
    }

    func draw(_ notices: [String]) {
        guard !notices.isEmpty else {
            textures.removeAll()
            return
        }
        let size = renderer.outputSize
        let columns = (size.width - 2 * Self.margin - 2 * Self.padding) / characterWidth
        let lines = Array(notices.flatMap { Notices.wrap($0, columns: columns) }.suffix(Self.maxLines))
        textures = textures.filter { lines.contains($0.key) }
        for line in lines where textures[line] == nil {
            textures[line] = text.texture(for: line, color: SDL_Color(r: 250, g: 226, b: 160, a: 255), renderer: renderer)
        }
        let widest = lines.map { textures[$0]?.width ?? 0 }.max() ?? 0
        let box = PixelRect(
            x: Self.margin, y: size.height - Self.margin - lines.count * text.lineHeight - 2 * Self.padding,
            width: widest + 2 * Self.padding, height: lines.count * text.lineHeight + 2 * Self.padding)
        let sdl = renderer.pointer
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(sdl, 24, 24, 30, 228)
        var area = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.width), h: Int32(box.height))
        SDL_RenderFillRect(sdl, &area)
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        for (index, line) in lines.enumerated() {
            textures[line]?.draw(atX: box.x + Self.padding, y: box.y + Self.padding + index * text.lineHeight)
        }
    }
}
