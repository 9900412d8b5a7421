import CSDL2
import FlourishPaint

/// A streaming RGBA texture; owns the SDL_Texture.
@MainActor
final class Texture {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    /// Held so the renderer outlives its textures.
    private let renderer: Renderer

    convenience init(renderer: Renderer, width: Int, height: Int) throws(SDLError) {
        try self.init(renderer: renderer, width: width, height: height, access: SDL_TEXTUREACCESS_STREAMING)
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_NONE)
    }

    /// A static texture holding `pixels` (straight-alpha RGBA rows), drawn blended.
    convenience init(renderer: Renderer, width: Int, height: Int, pixels: [UInt8]) throws(SDLError) {
        try self.init(renderer: renderer, width: width, height: height, access: SDL_TEXTUREACCESS_STATIC)
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(pointer, nil, $0.baseAddress, Int32(width * 4)) }
    }

    /// A texture the renderer draws into (a picture kept between frames: the toolbar), copied
    /// opaque.
    convenience init(target renderer: Renderer, width: Int, height: Int) throws(SDLError) {
        try self.init(renderer: renderer, width: width, height: height, access: SDL_TEXTUREACCESS_TARGET)
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_NONE)
    }

    /// An RGBA texture of `width`x`height` with `access`, not yet told how to blend.
    private init(renderer: Renderer, width: Int, height: Int, access: SDL_TextureAccess) throws(SDLError) {
        // ABGR8888 is bytes R, G, B, A in memory on little-endian machines: what the tile
        // conversion writes.
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(access.rawValue), Int32(width), Int32(height))
        else { throw SDLError("SDL_CreateTexture") }
        pointer = texture
        self.width = width
        self.height = height
        self.renderer = renderer
    }

    /// A texture made from an SDL surface (e.g. rendered text), drawn blended.
    init(renderer: Renderer, surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        pointer = texture
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        self.renderer = renderer
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }

    /// Draws the whole texture with its top-left corner at (x, y).
    func draw(atX x: Int, y: Int) {
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer.pointer, pointer, nil, &destination)
    }

    isolated deinit { SDL_DestroyTexture(pointer) }

    /// Replaces `rect` (texture pixels) with `pixels`, `bytesPerRow` apart.
    func update(_ rect: PixelRect, pixels: UnsafeRawPointer, bytesPerRow: Int) {
        var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_UpdateTexture(pointer, &area, pixels, Int32(bytesPerRow))
    }

    /// Draws `source` (texture pixels) into the window rectangle `destination`, scaled.
    func draw(_ source: PixelRect, to destination: (x: Double, y: Double, width: Double, height: Double), with renderer: Renderer) {
        var area = SDL_Rect(x: Int32(source.x), y: Int32(source.y), w: Int32(source.width), h: Int32(source.height))
        var target = SDL_FRect(
            x: Float(destination.x), y: Float(destination.y), w: Float(destination.width), h: Float(destination.height))
        SDL_RenderCopyF(renderer.pointer, pointer, &area, &target)
    }

    /// Draws `source` into `destination` as `draw(_:to:with:)` does, mirrored left to right
    /// inside it where asked, then turned by `degrees` clockwise about `center` (from the
    /// destination's top-left corner).
    func draw(
        _ source: PixelRect, to destination: (x: Double, y: Double, width: Double, height: Double), turnedBy degrees: Double,
        about center: (x: Double, y: Double), mirrored: Bool, with renderer: Renderer
    ) {
        var area = SDL_Rect(x: Int32(source.x), y: Int32(source.y), w: Int32(source.width), h: Int32(source.height))
        var target = SDL_FRect(
            x: Float(destination.x), y: Float(destination.y), w: Float(destination.width), h: Float(destination.height))
        var point = SDL_FPoint(x: Float(center.x), y: Float(center.y))
        SDL_RenderCopyExF(renderer.pointer, pointer, &area, &target, degrees, &point, mirrored ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE)
    }

    /// Writes the whole texture in place: `body` gets its pixels and the bytes from one row to
    /// the next. For a streaming texture only (all of ours but the static ones).
    func withPixelsForWriting(_ body: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(pointer, nil, &pixels, &pitch) == 0, let pixels else { return }
        body(pixels.assumingMemoryBound(to: UInt8.self), Int(pitch))
        SDL_UnlockTexture(pointer)
    }

    /// How the texture is sampled when drawn at another size: nearest keeps magnified pixels
    /// square, linear smooths.
    var scaleMode: SDL_ScaleMode {
        get {
            var mode = SDL_ScaleModeNearest
            SDL_GetTextureScaleMode(pointer, &mode)
            return mode
        }
        set { SDL_SetTextureScaleMode(pointer, newValue) }
    }
}
