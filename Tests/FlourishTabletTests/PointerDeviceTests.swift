import FlourishSamples
import FlourishTablet
import Testing

private let tabletAxes = [
    Valuator(number: 0, label: "Abs X", min: 0, max: 44704),
    Valuator(number: 1, label: "Abs Y", min: 0, max: 27940),
    Valuator(number: 2, label: "Abs Pressure", min: 0, max: 65536),
    Valuator(number: 3, label: "Abs Tilt X", min: -64, max: 63),
    Valuator(number: 4, label: "Abs Tilt Y", min: -64, max: 63),
]

/// Axes of a device without pressure but with tilt labels (not a tablet tool by the rule).
private let tiltOnlyAxes = [
    Valuator(number: 0, label: "Abs X", min: 0, max: 100),
    Valuator(number: 1, label: "Abs Y", min: 0, max: 100),
    Valuator(number: 2, label: "Abs Tilt X", min: -64, max: 63),
]

private let mouseAxes = [
    Valuator(number: 0, label: "Rel X", min: -1, max: -1),
    Valuator(number: 1, label: "Rel Y", min: -1, max: -1),
]

@Suite("PointerDevice: which tool")
struct PointerDeviceTests {
    @Test("tablet tools: the Wacom Tool Type property decides, any case", arguments: [
        ("Wacom Intuos S Pen stylus", "STYLUS", Tool.pen),
        ("Wacom Intuos S Pen eraser", "ERASER", .eraser),
        ("Wacom ISDv4 E6 Pen eraser", "ERASER", .eraser),
        ("tool", "eraser", .eraser),
        ("tool", "Eraser", .eraser),
        ("tool", "CURSOR", .pen),
        ("tool", "TOUCH", .pen),
        ("tool", "", .pen),
        // The property wins over the name, both ways.
        ("Wacom Intuos S Pen eraser", "STYLUS", .pen),
        ("Wacom Intuos S Pen stylus", "ERASER", .eraser),
    ] as [(String, String, Tool)])
    func byProperty(name: String, toolType: String, expected: Tool) {
        let device = PointerDevice(id: 9, name: name, valuators: tabletAxes, wacomToolType: toolType)
        #expect(device.isTabletTool)
        #expect(device.tool == expected)
    }

    @Test("tablet tools without the property: \"eraser\" in the name, any case, else pen", arguments: [
        ("Wacom ISDv4 E6 Pen eraser", Tool.eraser),
        ("xwayland-tablet eraser", .eraser),
        ("HID 256c:006d Eraser (0)", .eraser),
        ("Wacom Intuos S Eraser (0x8a3c1e07)", .eraser),
        ("XWAYLAND-TABLET ERASER", .eraser),
        ("flourish-virtual eraser", .eraser),
        ("Wacom Intuos S Pen (0x8a3c1e07)", .pen),
        ("HID 256c:006d Pen (0)", .pen),
        ("xwayland-tablet stylus", .pen),
        ("Wacom Intuos S Pen stylus", .pen),
        ("Wacom ISDv4 E6 Pen stylus", .pen),
        ("xwayland-tablet cursor", .pen),
        ("", .pen),
    ] as [(String, Tool)])
    func byName(name: String, expected: Tool) {
        let device = PointerDevice(id: 9, name: name, valuators: tabletAxes)
        #expect(device.tool == expected)
    }

    @Test("inputtest's pressure on valuator 4 still makes it a tablet tool")
    func pressureAnywhere() {
        let device = Driver.inputtest.pen()
        #expect(device.isTabletTool)
        #expect(device.tool == .pen)
        #expect(Driver.inputtest.eraser().tool == .eraser)
    }

    @Test("no \"Abs Pressure\" valuator: a mouse, whatever the name or property says", arguments: [
        ("Logitech USB Optical Mouse", nil, mouseAxes),
        ("Eraser Mouse", nil, mouseAxes),
        ("xwayland-pointer eraser", nil, mouseAxes),
        ("Wacom Intuos S Pen eraser", "ERASER", mouseAxes),
        ("stylus", "STYLUS", mouseAxes),
        ("Virtual core XTEST pointer", nil, []),
        ("tilt but no pressure eraser", nil, tiltOnlyAxes),
        ("tilt but no pressure", "ERASER", tiltOnlyAxes),
    ] as [(String, String?, [Valuator])])
    func mice(name: String, toolType: String?, axes: [Valuator]) {
        let device = PointerDevice(id: 2, name: name, valuators: axes, wacomToolType: toolType)
        #expect(!device.isTabletTool)
        #expect(device.tool == .mouse)
    }

    @Test("the pressure label must be \"Abs Pressure\" itself")
    func otherLabels() {
        let axes = [
            Valuator(number: 0, label: "Abs X", min: 0, max: 100),
            Valuator(number: 1, label: "Abs Y", min: 0, max: 100),
            Valuator(number: 2, label: "Abs Wheel", min: 0, max: 100),
        ]
        #expect(PointerDevice(id: 3, name: "pen eraser", valuators: axes).tool == .mouse)
    }
}
