import FlourishSamples

/// One valuator (axis) of an XInput2 device, as XIQueryDevice describes it.
public struct Valuator: Sendable, Equatable {
    /// The valuator's number: its bit in an event's valuator mask.
    public var number: Int
    /// The label atom's name, e.g. "Abs Pressure"; empty when the driver gave none.
    public var label: String
    public var min: Double
    public var max: Double

    public init(number: Int, label: String, min: Double, max: Double) {
        self.number = number
        self.label = label
        self.min = min
        self.max = max
    }
}

/// A slave pointer device: a mouse, a touchpad, or one tool of a tablet (pen tip, eraser).
///
/// Which tool it is comes from what the driver tells: a device with an "Abs Pressure"
/// valuator is a tablet tool (SDL3 and Qt use the same test); it is the eraser when the
/// "Wacom Tool Type" property says ERASER or, where that property is missing, when its name
/// contains "eraser" (as GTK, Qt and MyPaint do).
public struct PointerDevice: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var valuators: [Valuator]
    /// The "Wacom Tool Type" property's atom name (STYLUS, ERASER, CURSOR, …), if any.
    public var wacomToolType: String?
    /// In proximity, from the "Wacom Serial IDs" property; nil where the driver does not say
    /// (XI2 has no proximity events: elsewhere hover is inferred from motion without button).
    public var inProximity: Bool?
    /// A touch screen (XI 2.2's direct touch: the finger is where it touches). A touchpad's
    /// touches are dependent and stay a pointer's motion; they are never read as fingers.
    public var isDirectTouch = false

    public init(id: Int, name: String, valuators: [Valuator], wacomToolType: String? = nil) {
        self.id = id
        self.name = name
        self.valuators = valuators
        self.wacomToolType = wacomToolType
    }

    public static let absoluteXLabel = "Abs X"
    public static let absoluteYLabel = "Abs Y"
    public static let pressureLabel = "Abs Pressure"
    public static let tiltXLabel = "Abs Tilt X"
    public static let tiltYLabel = "Abs Tilt Y"

    public func valuator(labelled label: String) -> Valuator? {
        valuators.first { $0.label == label }
    }

    public var isTabletTool: Bool { valuator(labelled: Self.pressureLabel) != nil }

    public var tool: Tool {
        guard isTabletTool else { return .mouse }
        if let type = wacomToolType { return type.uppercased() == "ERASER" ? .eraser : .pen }
        return name.lowercased().contains("eraser") ? .eraser : .pen
    }
}
