/// Moving the view: a middle drag, or a left drag while Space is held, pans; begun with Shift
/// held it turns the view about `turnPivot` (see `ViewNavigation`). It takes the pointer over
/// any other tool while it drags, and keeps samples off the canvas while Space is held.
public struct PanTool: CanvasTool {
    public private(set) var navigation = ViewNavigation()
    /// Set before a press: the point a Shift drag turns the view about (nil: it pans).
    public var turnPivot: (x: Double, y: Double)?

    public init() {}

    public var name: String { "pan" }
    public var paintsSamples: Bool { false }

    public mutating func spaceChanged(down: Bool) { navigation.spaceChanged(down: down) }

    /// Whether a drag of the view holds the pointer now.
    public var isDragging: Bool { navigation.panningButton != nil }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        navigation.buttonPressed(pointer.button, x: pointer.x, y: pointer.y, turningAbout: turnPivot) ? .panStarted : .pass
    }

    public mutating func move(_ pointer: ToolPointer) -> ToolAction {
        switch navigation.pointerMoved(x: pointer.x, y: pointer.y) {
        case .pan(let dx, let dy): .pan(dx: dx, dy: dy)
        case .turn(let degrees): .turn(degrees: degrees)
        case nil: isDragging ? .none : .pass
        }
    }

    public mutating func release(_ pointer: ToolPointer) -> ToolAction {
        navigation.buttonReleased(pointer.button) ? .none : .pass
    }
}
