/// The parts of an XIDeviceEvent that make a sample, copied out of Xlib's structures so the
/// decoding can be a pure function.
public struct DeviceEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case motion
        case buttonPress(button: Int)
        case buttonRelease(button: Int)
    }

    public var kind: Kind
    /// The slave device that produced the event (XIDeviceEvent.sourceid).
    public var deviceID: Int
    /// The X server's millisecond clock (CLOCK_MONOTONIC on Linux), 32 bits, wrapping.
    public var time: UInt32
    /// Window-relative position, sub-pixel.
    public var x: Double
    public var y: Double
    /// The same position relative to the root window; `root - window` is the window's
    /// origin on the screen.
    public var rootX: Double
    public var rootY: Double
    /// Buttons held before this event (bit n = button n), as XI2 reports them.
    public var buttonMask: UInt32
    /// The valuator mask: bit n set when valuator n has a value in `values`.
    public var valuatorMask: [UInt8]
    /// Packed: the k-th value belongs to the k-th set bit of `valuatorMask`, not to
    /// valuator k.
    public var values: [Double]

    public init(
        kind: Kind, deviceID: Int, time: UInt32, x: Double, y: Double, rootX: Double? = nil,
        rootY: Double? = nil, buttonMask: UInt32, valuatorMask: [UInt8], values: [Double]
    ) {
        self.kind = kind
        self.deviceID = deviceID
        self.time = time
        self.x = x
        self.y = y
        self.rootX = rootX ?? x
        self.rootY = rootY ?? y
        self.buttonMask = buttonMask
        self.valuatorMask = valuatorMask
        self.values = values
    }

    /// The value of valuator `number`, or nil when the event does not carry it.
    public func value(ofValuator number: Int) -> Double? {
        guard number >= 0, number / 8 < valuatorMask.count,
            valuatorMask[number / 8] & (1 << UInt8(number % 8)) != 0
        else { return nil }
        // Count the set bits below `number`: that is the value's index in the packed array.
        var index = 0
        for byte in 0..<(number / 8) { index += valuatorMask[byte].nonzeroBitCount }
        let below = valuatorMask[number / 8] & ((1 << UInt8(number % 8)) &- 1)
        index += below.nonzeroBitCount
        return index < values.count ? values[index] : nil
    }
}
