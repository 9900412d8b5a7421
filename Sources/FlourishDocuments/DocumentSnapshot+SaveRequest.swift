import FlourishSession

extension DocumentSnapshot {
    /// What `request` writes: its frozen canvas and its paper, and the template of the file
    /// the painting was opened from, if any (the session knows nothing of files), and its history.
    public init(_ request: SaveRequest, template: OpenRasterTemplate? = nil) {
        self.init(
            canvas: request.canvas, layers: request.layers, paper: request.paper, colorSpace: request.colorSpace,
            base: request.base, template: template, history: request.history)
    }
}
