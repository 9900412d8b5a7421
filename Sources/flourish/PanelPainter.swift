import CSDL2
import FlourishAppCore
import FlourishPaint

/// What the panels draw with: filled rectangles and outlines, and labels in the one UI font,
/// each label's texture made once and kept while the panel lives.
@MainActor
final class PanelPainter {
    let renderer: Renderer
    private let text: TextRenderer?
    private var labels: [String: Texture] = [:]
    /// Most labels kept: a path field's text changes with every key.
    static let keptLabels = 256

    /// `owner` names the panel in the one line said where the font cannot be had; the labels
    /// are `size` pixels high in the font at `fontPath`.
    init(renderer: Renderer, owner: String, size: Int32 = 13, fontPath: String = TextRenderer.fontPath) {
        self.renderer = renderer
        var text: TextRenderer?
        do { text = try TextRenderer(size: size, path: fontPath) } catch {
            Console.warn("the \(owner) has no labels: \(error)")
        }
        self.text = text
    }

    var lineHeight: Int { text?.lineHeight ?? 16 }

    func fill(_ rect: PixelRect, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        SDL_SetRenderDrawBlendMode(renderer.pointer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer.pointer, r, g, b, a)
        var area = sdlRect(rect)
        SDL_RenderFillRect(renderer.pointer, &area)
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
    }

    func outline(_ rect: PixelRect, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        SDL_SetRenderDrawColor(renderer.pointer, r, g, b, 255)
        var area = sdlRect(rect)
        SDL_RenderDrawRect(renderer.pointer, &area)
    }

    /// The label's texture (made at the first use).
    func label(_ string: String, dim: Bool = false) -> Texture? {
        guard let text else { return nil }
        let key = (dim ? "\u{1}" : "") + string
        if let made = labels[key] { return made }
        if labels.count >= Self.keptLabels { labels.removeAll() }
        let shade: UInt8 = dim ? 150 : 230
        labels[key] = text.texture(for: string, color: SDL_Color(r: shade, g: shade, b: shade, a: 255), renderer: renderer)
        return labels[key]
    }

    /// How wide `string` would be drawn, without drawing it (0 where there is no font).
    func textWidth(_ string: String) -> Int { text?.width(of: string) ?? 0 }

    /// `string`'s size in pixels as it would be drawn (nothing where there is no font).
    func size(of string: String) -> (width: Int, height: Int) {
        guard let label = label(string) else { return (0, lineHeight) }
        return (label.width, label.height)
    }

    /// `string` at (`x`, `y`), cut at `maxWidth` pixels; returns the width drawn.
    @discardableResult
    func drawLabel(_ string: String, x: Int, y: Int, maxWidth: Int? = nil, dim: Bool = false) -> Int {
        guard let label = label(string, dim: dim) else { return 0 }
        let width = min(label.width, maxWidth ?? label.width)
        label.draw(PixelRect(x: 0, y: 0, width: width, height: label.height),
            to: (Double(x), Double(y), Double(width), Double(label.height)), with: renderer)
        return width
    }

    /// `string` with its line's middle at `middle`.
    func drawLabel(_ string: String, x: Int, middle: Int, maxWidth: Int? = nil, dim: Bool = false) {
        guard let label = label(string, dim: dim) else { return }
        drawLabel(string, x: x, y: middle - label.height / 2, maxWidth: maxWidth, dim: dim)
    }

    /// `string` centred in `rect`.
    func drawCentredLabel(_ string: String, in rect: PixelRect, dim: Bool = false) {
        guard let label = label(string, dim: dim) else { return }
        drawLabel(
            string, x: rect.x + max(0, (rect.width - label.width) / 2), middle: rect.y + rect.height / 2,
            maxWidth: rect.width, dim: dim)
    }

    /// A button: a box with its label in the middle, lighter where `highlighted`.
    func drawButton(_ string: String, in rect: PixelRect, highlighted: Bool = false) {
        let shade: UInt8 = highlighted ? 88 : 62
        fill(rect, shade, shade, shade + 10)
        drawCentredLabel(string, in: rect)
    }

    /// A panel's dark, slightly translucent background with its title.
    func drawBackground(_ frame: PixelRect, title: String) {
        fill(frame, 36, 36, 42, 240)
        drawLabel(title, x: frame.x + 10, y: frame.y + 7)
    }
}
