/// One corner of a piece's quad, laid out exactly like `SDL_Vertex` (`SDL_FPoint position;
/// SDL_Color color; SDL_FPoint tex_coord`, 20 bytes), so the app can hand the engine's buffer
/// to `SDL_RenderGeometry` without copying.
///
/// The colour is straight (not premultiplied) and multiplies the atlas texel, which is white
/// with the silhouette's coverage in alpha.
@frozen public struct ConfettiVertex: Sendable, Equatable {
    /// Position in window pixels, y down.
    public var x: Float
    public var y: Float
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8
    /// Texture coordinates into the shared atlas, normalised.
    public var u: Float
    public var v: Float

    @inlinable
    public init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float, v: Float) {
        self.x = x
        self.y = y
        self.r = r
        self.g = g
        self.b = b
        self.a = a
        self.u = u
        self.v = v
    }
}
