import FlourishSession

extension DocumentSnapshot {
    /// What `request` writes: its frozen canvas and its paper.
    public init(_ request: SaveRequest) {
        self.init(canvas: request.canvas, layers: request.layers, paper: request.paper)
    }
}
