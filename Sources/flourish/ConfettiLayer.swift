import CSDL2
import FlourishConfetti

/// Draws the confetti engine's pieces over the canvas: one atlas texture, one
/// SDL_RenderGeometry call per frame for every piece.
@MainActor
final class ConfettiLayer {
    let engine: ConfettiEngine
    /// The look of the next burst (L switches it).
    var look = ConfettiLook.flat
    /// Each burst gets the next seed, so two bursts never fly alike.
    private var seed: UInt64 = 1
    private let atlas: Texture
    /// `--burst N` with `--burst-age`: a burst the first frame pops, launched that long before
    /// it (tests and benchmarks); taken once.
    var startBurst: (count: Int, age: Double)?
    /// `--alternate-confetti`: the pieces are drawn on every other frame only (a benchmark's
    /// control for what drawing them costs).
    var alternatesFrames = false
    private let renderer: Renderer

    init(renderer: Renderer, engine: ConfettiEngine = ConfettiEngine()) throws(SDLError) {
        // The engine's vertices go to SDL as they are: the layouts must agree.
        precondition(
            MemoryLayout<ConfettiVertex>.size == MemoryLayout<SDL_Vertex>.size
                && MemoryLayout<ConfettiVertex>.offset(of: \.r) == MemoryLayout<SDL_Vertex>.offset(of: \.color)
                && MemoryLayout<ConfettiVertex>.offset(of: \.u) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord),
            "ConfettiVertex must match SDL_Vertex")
        self.engine = engine
        self.renderer = renderer
        let image = engine.atlas
        atlas = try Texture(renderer: renderer, width: image.width, height: image.height, pixels: image.pixels)
    }

    /// Launches a burst of `count` pieces from `origin` (the window's bottom centre where nil);
    /// it replaces the one in flight.
    func pop(count: Int, origin: (x: Double, y: Double)?, windowSize: (width: Int, height: Int), at time: Double) {
        seed &+= 1
        engine.pop(
            BurstOptions(count: count, origin: origin, look: look, seed: seed),
            windowSize: (Double(windowSize.width), Double(windowSize.height)), at: time)
    }

    /// Draws the geometry of the engine's last update.
    func draw() {
        let vertices = engine.vertices
        let indices = engine.indices
        guard let vertexBase = vertices.baseAddress, let indexBase = indices.baseAddress, !indices.isEmpty else {
            return
        }
        UnsafeRawPointer(vertexBase).withMemoryRebound(to: SDL_Vertex.self, capacity: vertices.count) { sdlVertices in
            _ = SDL_RenderGeometry(
                renderer.pointer, atlas.pointer, sdlVertices, Int32(vertices.count), indexBase, Int32(indices.count))
        }
    }
}
