/// Where the canvas sits in the window. The one place that maps between window pixels and
/// canvas pixels, so pan and zoom can arrive later without touching input or drawing code.
/// For now the view is 1:1 with a whole-pixel offset.
public struct CanvasView: Sendable, Equatable {
    /// The canvas pixel shown at the window's top-left corner.
    public var originX: Int
    public var originY: Int

    public init(originX: Int = 0, originY: Int = 0) {
        self.originX = originX
        self.originY = originY
    }

    /// Canvas coordinates of a window position (sub-pixel kept).
    public func canvasPoint(windowX: Double, windowY: Double) -> (x: Double, y: Double) {
        (windowX + Double(originX), windowY + Double(originY))
    }

    /// The canvas pixels a window of this size shows, cut to the canvas.
    public func visibleCanvas(windowWidth: Int, windowHeight: Int, canvas: PixelRect) -> PixelRect {
        PixelRect(x: originX, y: originY, width: windowWidth, height: windowHeight)
            .intersection(canvas)
    }

    /// Window pixels of a canvas rectangle.
    public func windowRect(of rect: PixelRect) -> PixelRect {
        PixelRect(x: rect.x - originX, y: rect.y - originY, width: rect.width, height: rect.height)
    }
}
