import FlourishSession

extension DocumentReader {
    /// Opens `contents` into `session`, a fresh painting made at the size `contents` asks for:
    /// the pixels go onto its canvas here, decoded in the file's colour space, and the session
    /// learns what was opened (its paper, its space, and whether it is an autosave of unsaved
    /// paint, `recovered`), so the painting starts
    /// from it instead of holding it as a step to undo. Returns, for another app's layered
    /// file, what its saves start from (see `OpenRasterTemplate`), for the edge to keep.
    @discardableResult
    public static func open(
        _ contents: DocumentContents, into session: PaintSession, recovered: Bool = false
    ) throws(DocumentError) -> OpenRasterTemplate? {
        var template: OpenRasterTemplate?
        if let reason = session.openProblem(width: contents.canvasWidth, height: contents.canvasHeight) {
            throw DocumentError(path: contents.path, reason: reason)
        }
        // The painting keeps the file's space (a PNG takes the painting's own).
        session.prepareOpening(paper: contents.paper, colorSpace: contents.colorSpace)
        let curve = session.curve
        if case .openRasterLayers(let opening) = contents.source {
            let tree = try loadTree(
                opening, path: contents.path, paper: contents.paper, width: session.canvas.width,
                height: session.canvas.height, curve: curve)
            session.layers.adoptOpened(tree.entries, current: tree.current)
            template = tree.template
        } else {
            try load(contents, into: session.layers.current.tiles, curve: curve)
        }
        session.noteOpened(recovered: recovered)
        if let history = contents.history { session.continueHistory(history) }
        return template
    }
}
