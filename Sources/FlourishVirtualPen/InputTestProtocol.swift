import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The messages of the `inputtest` driver's control socket, protocol 1.x (xserver
/// `hw/xfree86/drivers/inputtest/xf86-input-inputtest-protocol.h`): C structs in native byte
/// order, each starting with `uint32 length` (the whole message, in bytes) and `int32 type`.
///
/// The sizes below are what the C compiler lays out on x86-64 (checked with `offsetof` on
/// structs of the same shape) and what the driver checks: it drops the connection, logging
/// "Unexpected event length", if a message's length is not exactly `sizeof` its struct.
public enum InputTestProtocol {
    /// The version this client speaks; the driver accepts major 1, minor <= its own (1.1 on
    /// Xorg 21.1). 1.0 has everything used here.
    public static let major: UInt16 = 1
    public static let minor: UInt16 = 0

    /// Client-to-driver message types (`enum xf86ITEventType`).
    public enum EventType: Int32 {
        case clientVersion = 0
        case waitForSync = 1
        case motion = 2
        case proximity = 3
        case button = 4
        case key = 5
        case touch = 6
    }

    /// Driver-to-client message types (`enum xf86ITResponseType`).
    public enum ResponseType: Int32 {
        case serverVersion = 0
        case syncFinished = 1
    }

    /// Valuator slots in a message; the device itself has 5 (X, Y, two scroll axes, pressure).
    public static let valuatorSlots = 64

    /// `xf86ITValuatorData`: uint32 has_unaccelerated @0, uint8 mask[8] @4, 4 bytes of
    /// padding, double values[64] @16, double unaccelerated[64] @528; 1,040 bytes, 8-aligned.
    public static let valuatorDataSize = 1040
    /// Header (8) + uint32 is_absolute @8 + 4 padding + valuators @16.
    public static let motionSize = 1056
    /// Header (8) + uint32 is_prox_in @8 + 4 padding + valuators @16.
    public static let proximitySize = 1056
    /// Header (8) + int32 is_absolute @8, int32 button @12, uint32 is_press @16 + 4 padding +
    /// valuators @24.
    public static let buttonSize = 1064
    /// Header (8) + int32 key_code @8 + uint32 is_press @12.
    public static let keySize = 16
    /// Header (8) + uint32 touchid @8 + uint32 touch_type @12 + valuators @16.
    public static let touchSize = 1056

    /// A touch's phase as the driver takes it: the XI2 event type it posts.
    public enum TouchType: UInt32 {
        case begin = 18
        case update = 19
        case end = 20
    }
    /// Header (8) + uint16 major @8 + uint16 minor @10.
    public static let clientVersionSize = 12
    /// The header alone.
    public static let waitForSyncSize = 8
    /// Responses: the server version is header + two uint16 (12); sync finished is a header (8).
    public static let serverVersionSize = 12
    public static let syncFinishedSize = 8

    public static func clientVersion(major: UInt16 = major, minor: UInt16 = minor) -> [UInt8] {
        var message = Message(.clientVersion)
        message.append(major)
        message.append(minor)
        return message.finish(expecting: clientVersionSize)
    }

    public static func waitForSync() -> [UInt8] {
        Message(.waitForSync).finish(expecting: waitForSyncSize)
    }

    public static func motion(absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.motion)
        message.append(UInt32(absolute ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: motionSize)
    }

    public static func proximity(in isIn: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.proximity)
        message.append(UInt32(isIn ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: proximitySize)
    }

    public static func button(_ button: Int, pressed: Bool, absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.button)
        message.append(Int32(absolute ? 1 : 0))
        message.append(Int32(button))
        message.append(UInt32(pressed ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: buttonSize)
    }

    public static func key(code: Int, pressed: Bool) -> [UInt8] {
        var message = Message(.key)
        message.append(Int32(code))
        message.append(UInt32(pressed ? 1 : 0))
        return message.finish(expecting: keySize)
    }

    public static func touch(id: UInt32, type: TouchType, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.touch)
        message.append(id)
        message.append(type.rawValue)
        message.appendValuators(valuators)
        return message.finish(expecting: touchSize)
    }

    /// One message under construction, laid out the way the C compiler lays out the struct.
    public struct Message {
        public private(set) var bytes: [UInt8] = []

        public init(_ type: EventType) {
            append(UInt32(0))  // the length, filled in by `finish`
            append(type.rawValue)
        }

        public mutating func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        }

        public mutating func append(_ value: Double) {
            withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        }

        /// Zero bytes up to the next multiple of `alignment`, as C pads before a wider member.
        public mutating func pad(toMultipleOf alignment: Int) {
            while bytes.count % alignment != 0 { bytes.append(0) }
        }

        /// `xf86ITValuatorData` with bit i of the mask set for each valuator i given; no
        /// unaccelerated values.
        public mutating func appendValuators(_ valuators: [Int: Double]) {
            pad(toMultipleOf: 8)  // the struct holds doubles, so it starts 8-aligned
            var mask = [UInt8](repeating: 0, count: InputTestProtocol.valuatorSlots / 8)
            var values = [Double](repeating: 0, count: InputTestProtocol.valuatorSlots)
            for (index, value) in valuators {
                precondition((0..<InputTestProtocol.valuatorSlots).contains(index), "no valuator \(index)")
                mask[index / 8] |= 1 << UInt8(index % 8)
                values[index] = value
            }
            append(UInt32(0))  // has_unaccelerated
            bytes.append(contentsOf: mask)
            pad(toMultipleOf: 8)
            for value in values { append(value) }
            for _ in 0..<InputTestProtocol.valuatorSlots { append(0.0) }
        }

        /// The message with its length in place; traps if the layout is not `size` bytes.
        public func finish(expecting size: Int) -> [UInt8] {
            var out = bytes
            precondition(out.count == size, "inputtest message is \(out.count) bytes, the driver expects \(size)")
            withUnsafeBytes(of: UInt32(out.count)) { length in
                for (i, byte) in length.enumerated() { out[i] = byte }
            }
            return out
        }
    }
}
