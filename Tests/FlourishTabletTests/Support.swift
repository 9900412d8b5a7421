import FlourishSamples
import FlourishTablet
import Testing

// Fixtures and helpers shared by the tablet tests. Everything here is written from the XI2
// facts in shared/notes/tablet-input-x11.md, not from the decoder's code.

/// `a` and `b` agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A valuator mask with exactly the bits in `bits` set, padded to whole 4-byte units as XI2
/// sends it (XIMaskLen rounds up; the server pads to CARD32s).
func mask(_ bits: [Int], minimumBytes: Int = 0) -> [UInt8] {
    let highest = bits.max() ?? -1
    var length = max(highest / 8 + 1, minimumBytes)
    length = (length + 3) / 4 * 4
    var mask = [UInt8](repeating: 0, count: length)
    for bit in bits { mask[bit / 8] |= UInt8(1) << UInt8(bit % 8) }
    return mask
}

/// A device event whose values are packed the XI2 way: sorted by valuator number, one value per
/// set bit, nothing for the valuators that are absent.
func event(
    _ kind: DeviceEvent.Kind = .motion, device: Int, time: UInt32 = 1_000, x: Double = 10,
    y: Double = 20, buttons: UInt32 = 0, valuators: [Int: Double]
) -> DeviceEvent {
    let numbers = valuators.keys.sorted()
    return DeviceEvent(
        kind: kind, deviceID: device, time: time, x: x, y: y, buttonMask: buttons,
        valuatorMask: mask(numbers), values: numbers.map { valuators[$0]! })
}

/// Bit 1 of an XI2 button mask: button 1 (the tip, the left mouse button) held.
let tipHeld: UInt32 = 1 << 1

/// A deterministic generator (Knuth's MMIX LCG), so random-looking cases repeat exactly.
struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
    mutating func below(_ n: Int) -> Int { Int(next() >> 33) % n }
}

/// The drivers a tablet tool reaches us through, with the valuator layout and ranges each one
/// gives (the table in the notes).
enum Driver: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case wacom, libinput, xwayland, inputtest

    var testDescription: String { rawValue }

    var pressureRange: (min: Double, max: Double) {
        switch self {
        case .wacom: (0, 65536)
        case .libinput: (0, 2047)
        case .xwayland: (0, 65535)
        case .inputtest: (0, 1000)
        }
    }

    /// nil: the device has no tilt axes.
    var tiltRange: (min: Double, max: Double)? {
        switch self {
        case .wacom, .xwayland: (-64, 63)
        case .libinput: (-64, 64)
        case .inputtest: nil
        }
    }

    var pressureValuator: Int { self == .inputtest ? 4 : 2 }
    var tiltXValuator: Int { 3 }
    var tiltYValuator: Int { 4 }

    /// The valuators the driver declares, by number, as XIQueryDevice lists them.
    var valuators: [Valuator] {
        let p = pressureRange
        switch self {
        case .wacom:
            // x, y, pressure, tilt x, tilt y, wheel.
            return [
                Valuator(number: 0, label: "Abs X", min: 0, max: 44704),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 27940),
                Valuator(number: 2, label: "Abs Pressure", min: p.min, max: p.max),
                Valuator(number: 3, label: "Abs Tilt X", min: -64, max: 63),
                Valuator(number: 4, label: "Abs Tilt Y", min: -64, max: 63),
                Valuator(number: 5, label: "Abs Wheel", min: -900, max: 899),
            ]
        case .libinput:
            return [
                Valuator(number: 0, label: "Abs X", min: 0, max: 15200),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 9500),
                Valuator(number: 2, label: "Abs Pressure", min: p.min, max: p.max),
                Valuator(number: 3, label: "Abs Tilt X", min: -64, max: 64),
                Valuator(number: 4, label: "Abs Tilt Y", min: -64, max: 64),
            ]
        case .xwayland:
            return [
                Valuator(number: 0, label: "Abs X", min: 0, max: 0xFFFF),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 0xFFFF),
                Valuator(number: 2, label: "Abs Pressure", min: p.min, max: p.max),
                Valuator(number: 3, label: "Abs Tilt X", min: -64, max: 63),
                Valuator(number: 4, label: "Abs Tilt Y", min: -64, max: 63),
                Valuator(number: 5, label: "Abs Wheel", min: -180, max: 180),
            ]
        case .inputtest:
            // Valuators 0, 1 and 4 carry values; 2 and 3 are scroll axes, never tilt.
            return [
                Valuator(number: 0, label: "Abs X", min: 0, max: 65535),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 65535),
                Valuator(number: 2, label: "Rel Horiz Scroll", min: -1, max: -1),
                Valuator(number: 3, label: "Rel Vert Scroll", min: -1, max: -1),
                Valuator(number: 4, label: "Abs Pressure", min: p.min, max: p.max),
            ]
        }
    }

    func pen(id: Int = 11) -> PointerDevice {
        switch self {
        case .wacom:
            PointerDevice(id: id, name: "Wacom Intuos S Pen stylus", valuators: valuators, wacomToolType: "STYLUS")
        case .libinput:
            PointerDevice(id: id, name: "Wacom Intuos S Pen (0x8a3c1e07)", valuators: valuators)
        case .xwayland:
            PointerDevice(id: id, name: "xwayland-tablet stylus", valuators: valuators)
        case .inputtest:
            PointerDevice(id: id, name: "flourish-virtual stylus", valuators: valuators)
        }
    }

    func eraser(id: Int = 12) -> PointerDevice {
        switch self {
        case .wacom:
            PointerDevice(id: id, name: "Wacom Intuos S Pen eraser", valuators: valuators, wacomToolType: "ERASER")
        case .libinput:
            PointerDevice(id: id, name: "Wacom Intuos S Eraser (0x8a3c1e07)", valuators: valuators)
        case .xwayland:
            PointerDevice(id: id, name: "xwayland-tablet eraser", valuators: valuators)
        case .inputtest:
            PointerDevice(id: id, name: "flourish-virtual eraser", valuators: valuators)
        }
    }

    /// The raw pressure at `fraction` of the device's range.
    func rawPressure(_ fraction: Double) -> Double {
        pressureRange.min + fraction * (pressureRange.max - pressureRange.min)
    }

    /// The valuators of one event: device x/y, pressure (nil: absent), tilt where the device
    /// has it (nil: absent).
    func valuators(
        pressure: Double?, tiltX: Double? = nil, tiltY: Double? = nil
    ) -> [Int: Double] {
        var values: [Int: Double] = [0: 12_000, 1: 8_000]
        if let pressure { values[pressureValuator] = pressure }
        if tiltRange != nil {
            if let tiltX { values[tiltXValuator] = tiltX }
            if let tiltY { values[tiltYValuator] = tiltY }
        }
        return values
    }
}

/// A plain mouse: relative axes, no pressure.
func mouse(id: Int = 2, name: String = "Logitech USB Optical Mouse") -> PointerDevice {
    PointerDevice(
        id: id, name: name,
        valuators: [
            Valuator(number: 0, label: "Rel X", min: -1, max: -1),
            Valuator(number: 1, label: "Rel Y", min: -1, max: -1),
        ])
}

/// A decoder that knows `devices`.
func decoder(_ devices: PointerDevice..., curve: PressureCurve = .identity) -> SampleDecoder {
    var decoder = SampleDecoder(pressureCurve: curve)
    for device in devices { decoder.devices[device.id] = device }
    return decoder
}

/// A monotonic "now" comfortably after the events' times.
let now: UInt64 = 1_000_000

/// The sample `e` decodes to; a test issue (and a thrown error) when it is dropped.
func take(
    _ d: inout SampleDecoder, _ e: DeviceEvent, _ now: UInt64 = now,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Sample {
    let s = d.sample(for: e, nowMilliseconds: now)
    return try #require(s, "event dropped: \(e)", sourceLocation: sourceLocation)
}

/// The sample `e` decodes to, or nil when dropped.
func peek(_ d: inout SampleDecoder, _ e: DeviceEvent, _ now: UInt64 = now) -> Sample? {
    d.sample(for: e, nowMilliseconds: now)
}
