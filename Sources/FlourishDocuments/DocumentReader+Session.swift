import FlourishSession

extension DocumentReader {
    /// Opens `contents` into `session`, a fresh painting made at the size `contents` asks for:
    /// the pixels go onto its canvas here, and the session learns what was opened (its paper,
    /// and whether it is an autosave of unsaved paint, `recovered`), so the painting starts
    /// from it instead of holding it as a step to undo.
    public static func open(
        _ contents: DocumentContents, into session: PaintSession, recovered: Bool = false
    ) throws(DocumentError) {
        if let reason = session.openProblem(width: contents.canvasWidth, height: contents.canvasHeight) {
            throw DocumentError(path: contents.path, reason: reason)
        }
        if contents.layerNames != nil {
            let entries = try loadLayers(contents, width: session.canvas.width, height: session.canvas.height)
            session.layers.adoptOpened(entries, current: entries.count - 1)
        } else {
            try load(contents, into: session.layers.current.tiles)
        }
        session.noteOpened(paper: contents.paper, recovered: recovered)
    }
}
