/// How the pieces of a burst look as they move. Both are appearances of one engine: the
/// trajectories are the same, only orientation and shading differ.
public enum ConfettiLook: Sendable, Equatable {
    /// Paper seen face-on, spinning in the plane of the window.
    case flat
    /// Paper flipping about an in-plane axis: it narrows edge-on and darkens on its back.
    case threeD
}
