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
enum InputTestProtocol {
    /// The version this client speaks; the driver accepts major 1, minor <= its own (1.1 on
    /// Xorg 21.1). 1.0 has everything used here.
    static let major: UInt16 = 1
    static let minor: UInt16 = 0

    /// Client-to-driver message types (`enum xf86ITEventType`).
    enum EventType: Int32 {
        case clientVersion = 0
        case waitForSync = 1
        case motion = 2
        case proximity = 3
        case button = 4
        case key = 5
    }

    /// Driver-to-client message types (`enum xf86ITResponseType`).
    enum ResponseType: Int32 {
        case serverVersion = 0
        case syncFinished = 1
    }

    /// Valuator slots in a message; the device itself has 5 (X, Y, two scroll axes, pressure).
    static let valuatorSlots = 64

    /// `xf86ITValuatorData`: uint32 has_unaccelerated @0, uint8 mask[8] @4, 4 bytes of
    /// padding, double values[64] @16, double unaccelerated[64] @528; 1,040 bytes, 8-aligned.
    static let valuatorDataSize = 1040
    /// Header (8) + uint32 is_absolute @8 + 4 padding + valuators @16.
    static let motionSize = 1056
    /// Header (8) + uint32 is_prox_in @8 + 4 padding + valuators @16.
    static let proximitySize = 1056
    /// Header (8) + int32 is_absolute @8, int32 button @12, uint32 is_press @16 + 4 padding +
    /// valuators @24.
    static let buttonSize = 1064
    /// Header (8) + int32 key_code @8 + uint32 is_press @12.
    static let keySize = 16
    /// Header (8) + uint16 major @8 + uint16 minor @10.
    static let clientVersionSize = 12
    /// The header alone.
    static let waitForSyncSize = 8
    /// Responses: the server version is header + two uint16 (12); sync finished is a header (8).
    static let serverVersionSize = 12
    static let syncFinishedSize = 8

    static func clientVersion(major: UInt16 = major, minor: UInt16 = minor) -> [UInt8] {
        var message = Message(.clientVersion)
        message.append(major)
        message.append(minor)
        return message.finish(expecting: clientVersionSize)
    }

    static func waitForSync() -> [UInt8] {
        Message(.waitForSync).finish(expecting: waitForSyncSize)
    }

    static func motion(absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.motion)
        message.append(UInt32(absolute ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: motionSize)
    }

    static func proximity(in isIn: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.proximity)
        message.append(UInt32(isIn ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: proximitySize)
    }

    static func button(_ button: Int, pressed: Bool, absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = Message(.button)
        message.append(Int32(absolute ? 1 : 0))
        message.append(Int32(button))
        message.append(UInt32(pressed ? 1 : 0))
        message.appendValuators(valuators)
        return message.finish(expecting: buttonSize)
    }

    static func key(code: Int, pressed: Bool) -> [UInt8] {
        var message = Message(.key)
        message.append(Int32(code))
        message.append(UInt32(pressed ? 1 : 0))
        return message.finish(expecting: keySize)
    }

    /// One message under construction, laid out the way the C compiler lays out the struct.
    struct Message {
        private(set) var bytes: [UInt8] = []

        init(_ type: EventType) {
            append(UInt32(0))  // the length, filled in by `finish`
            append(type.rawValue)
        }

        mutating func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ value: Double) {
            withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        }

        /// Zero bytes up to the next multiple of `alignment`, as C pads before a wider member.
        mutating func pad(toMultipleOf alignment: Int) {
            while bytes.count % alignment != 0 { bytes.append(0) }
        }

        /// `xf86ITValuatorData` with bit i of the mask set for each valuator i given; no
        /// unaccelerated values.
        mutating func appendValuators(_ valuators: [Int: Double]) {
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
        func finish(expecting size: Int) -> [UInt8] {
            var out = bytes
            precondition(out.count == size, "inputtest message is \(out.count) bytes, the driver expects \(size)")
            withUnsafeBytes(of: UInt32(out.count)) { length in
                for (i, byte) in length.enumerated() { out[i] = byte }
            }
            return out
        }
    }
}

/// How the X server places the pen's absolute X/Y on the screen: the axes run 0...65535 and
/// the server scales them with `rescaleValuatorAxis`, which counts the device's range as
/// max + 1 units, so `screen = value * size / 65536` (sub-pixel) and the pointer lands on
/// `floor` of that. Measured on a 1920x1080 dummy screen: 34 -> 0, 35 -> 1, 32767 -> 959,
/// 32768 -> 960, 65500 and 65501 -> 1918, 65518 and 65535 -> 1919 (and the same on Y).
struct TabletScreenMapping: Sendable, Equatable {
    /// The screen in pixels.
    var width: Int
    var height: Int

    /// The device's absolute axes: 0...axisMax on X and Y.
    static let axisMax = 65535.0
    /// The span the server divides by (axisMax + 1).
    static let axisSpan = 65536.0

    /// The whole-number valuator value that puts the pointer on the middle of pixel `x`.
    func valuatorX(forPixel x: Int) -> Double { Self.valuator(forPixel: x, size: width) }
    func valuatorY(forPixel y: Int) -> Double { Self.valuator(forPixel: y, size: height) }

    /// Where the server puts valuator values, in sub-pixel screen coordinates.
    func screenPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        (x * Double(width) / Self.axisSpan, y * Double(height) / Self.axisSpan)
    }

    /// The pixel the pointer lands on for valuator values.
    func pixel(x: Double, y: Double) -> (x: Int, y: Int) {
        let point = screenPoint(x: x, y: y)
        return (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
    }

    private static func valuator(forPixel pixel: Int, size: Int) -> Double {
        let value = ((Double(pixel) + 0.5) * axisSpan / Double(size)).rounded()
        return min(max(value, 0), axisMax)
    }
}

/// One client connection to an `inputtest` device's socket: a virtual pen (stylus or eraser
/// end) or, with `key(code:pressed:)`, the virtual keyboard, which speaks the same protocol.
///
/// Caveats of the driver (Xorg 21.1), seen by running it:
/// - It takes **one** connection per device for the server's whole life. A second client is
///   accepted by the kernel but never answered; after a disconnect the socket cannot be used
///   again and Xorg spins a core. `XorgServer` therefore owns these connections and closes them
///   only after the server has exited.
/// - Its wait-for-sync answers once the server has processed "all events", counted from 1 at
///   start-up: a sync sent before this connection posted anything waits until some device posts
///   an event. `sync()` skips the round trip in that case.
/// - Pace long streams and sync every few hundred events.
final class VirtualPointerDevice {
    /// The valuator numbers of a `PointerAbsoluteProximity` device with pressure.
    enum Axis {
        static let x = 0
        static let y = 1
        static let pressure = 4
    }
    /// Pressure runs 0...pressureMax ("Abs Pressure" on valuator 4).
    static let pressureMax = 1000.0

    let socketPath: String
    /// The protocol version the driver announced.
    private(set) var serverVersion: (major: UInt16, minor: UInt16) = (0, 0)
    private var fd: Int32
    private var eventsPosted = 0

    private init(socketPath: String, fd: Int32) {
        self.socketPath = socketPath
        self.fd = fd
    }

    deinit { close() }

    /// Connects to the device's socket and does the version handshake. Retries while the
    /// socket does not exist yet; throws if the driver does not answer within `timeout` (for
    /// example because another client already holds the device).
    static func connect(socketPath: String, timeout: Double = 5) throws -> VirtualPointerDevice {
        let deadline = scaledDeadline(after: timeout)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard socketPath.utf8.count < capacity else {
            throw HarnessError("socket path longer than \(capacity - 1) bytes: \(socketPath)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.enumerated() { raw[i] = byte }
        }
        while true {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { throw HarnessError("socket(): \(String(cString: strerror(errno)))") }
            let status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if status == 0 {
                let device = VirtualPointerDevice(socketPath: socketPath, fd: fd)
                try device.handshake(deadline: deadline)  // on failure, deinit closes fd
                return device
            }
            let error = errno
            Glibc.close(fd)
            guard error == ENOENT || error == ECONNREFUSED, monotonicNow() < deadline else {
                throw HarnessError("connect(\(socketPath)): \(String(cString: strerror(error)))")
            }
            usleep(20_000)
        }
    }

    /// Sends our version and reads the driver's.
    private func handshake(deadline: Double) throws {
        try send(InputTestProtocol.clientVersion())
        let reply = try receive(deadline: deadline, what: "the server version")
        guard reply.type == InputTestProtocol.ResponseType.serverVersion.rawValue,
            reply.bytes.count == InputTestProtocol.serverVersionSize
        else {
            throw HarnessError(
                "\(socketPath): expected a server version, got type \(reply.type), \(reply.bytes.count) bytes")
        }
        let major = reply.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt16.self) }
        let minor = reply.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 10, as: UInt16.self) }
        guard major == InputTestProtocol.major else {
            throw HarnessError("\(socketPath): the driver speaks protocol \(major).\(minor), not 1.x")
        }
        serverVersion = (major, minor)
    }

    /// Proximity in or out at absolute (x, y), in the device's 0...65535 units. XI2 has no
    /// proximity events: clients see nothing for this, but the device's state changes.
    func proximity(in isIn: Bool, x: Double, y: Double, pressure: Double? = nil) throws {
        try post(InputTestProtocol.proximity(in: isIn, valuators: Self.valuators(x: x, y: y, pressure: pressure)))
    }

    /// Absolute motion to (x, y) in 0...65535 units, with pressure (0...1000) if given.
    func motion(x: Double, y: Double, pressure: Double? = nil) throws {
        try post(InputTestProtocol.motion(absolute: true, valuators: Self.valuators(x: x, y: y, pressure: pressure)))
    }

    /// Motion carrying only the valuators given (e.g. pressure alone: the pointer stays put).
    func motion(valuators: [Int: Double]) throws {
        try post(InputTestProtocol.motion(absolute: true, valuators: valuators))
    }

    /// Button `button` (1 is the tip) pressed or released at absolute (x, y). The X event
    /// carries these valuators, pressure included; no separate motion event is generated
    /// when the position differs from the last one.
    func button(_ button: Int, pressed: Bool, x: Double, y: Double, pressure: Double? = nil) throws {
        let valuators = Self.valuators(x: x, y: y, pressure: pressure)
        try post(InputTestProtocol.button(button, pressed: pressed, absolute: true, valuators: valuators))
    }

    /// An X key code (evdev code + 8) pressed or released; for the keyboard device.
    func key(code: Int, pressed: Bool) throws {
        try post(InputTestProtocol.key(code: code, pressed: pressed))
    }

    /// Waits until the server has processed every event sent before it.
    func sync(timeout: Double = 5) throws {
        guard eventsPosted > 0 else { return }  // the driver would wait for someone's event
        try send(InputTestProtocol.waitForSync())
        let reply = try receive(deadline: scaledDeadline(after: timeout), what: "sync finished")
        guard reply.type == InputTestProtocol.ResponseType.syncFinished.rawValue else {
            throw HarnessError("\(socketPath): expected sync finished, got response type \(reply.type)")
        }
    }

    /// Closes the connection. Only once the server is gone (see the type's caveats).
    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    private static func valuators(x: Double, y: Double, pressure: Double?) -> [Int: Double] {
        var valuators = [Axis.x: x, Axis.y: y]
        if let pressure { valuators[Axis.pressure] = pressure }
        return valuators
    }

    private func post(_ message: [UInt8]) throws {
        try send(message)
        eventsPosted += 1
    }

    private func send(_ message: [UInt8]) throws {
        guard fd >= 0 else { throw HarnessError("\(socketPath): connection closed") }
        var offset = 0
        while offset < message.count {
            let written = message.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, message.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw HarnessError("\(socketPath): send: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Reads one whole response before `deadline`.
    private func receive(deadline: Double, what: String) throws -> (type: Int32, bytes: [UInt8]) {
        let header = try read(count: 8, deadline: deadline, what: what)
        let length = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self) }
        let type = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4, as: Int32.self) }
        guard length >= 8, length <= 4096 else {
            throw HarnessError("\(socketPath): response of impossible length \(length)")
        }
        let rest = try read(count: Int(length) - 8, deadline: deadline, what: what)
        return (type, header + rest)
    }

    private func read(count: Int, deadline: Double, what: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let left = deadline - monotonicNow()
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(0, left) * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                throw HarnessError(
                    "\(socketPath): no \(what) from the inputtest driver in time"
                        + " (it serves one connection per device for the server's life)")
            }
            var chunk = [UInt8](repeating: 0, count: count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw HarnessError("\(socketPath): the driver closed the connection while we waited for \(what)")
            }
            bytes += chunk.prefix(got)
        }
        return bytes
    }
}
