import FlourishSamples
import FlourishSession
import FlourishSessionSetup

/// A painting session as the tests make one: a small canvas (512 x 384 unless told) with
/// `brush` in slot 1, the default paper and undo memory unless told, no recording, and
/// anything else a test needs set by `configure` before the session is made.
public func makeSession(
    brush: String = "classic/pencil", width: Int = 512, height: Int = 384, paper: Color? = nil,
    undoMemoryBytes: Int? = nil, viewport: (Int, Int)? = nil, configure: (inout SessionSetup) -> Void = { _ in }
) throws -> PaintSession {
    var setup = SessionSetup()
    setup.brush = brush
    (setup.canvasWidth, setup.canvasHeight) = (width, height)
    if let paper { setup.paper = paper }
    if let undoMemoryBytes { setup.undoMemoryBytes = undoMemoryBytes }
    configure(&setup)
    return try PaintSession(setup: setup, viewport: viewport)
}
