/// How frames reach the screen (`renderer` in the settings, `--renderer` on the command line).
public enum RendererChoice: String, Sendable, Equatable, CaseIterable {
    /// The GPU path, unless the GL driver is a software rasteriser: then the software path.
    case auto
    /// SDL's accelerated renderer, whole frames (where a GPU draws them).
    case gpu
    /// SDL's software renderer into the window's shared-memory surface, sending only the
    /// rectangles a frame changed.
    case software
}
