import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One client connection to an `inputtest` device's socket: a virtual pen (stylus or eraser
/// end), with `touch` the virtual touch screen, or, with `key(code:pressed:)`, the virtual
/// keyboard, which speak the same protocol.
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
public final class VirtualPointerDevice {
    /// The valuator numbers of a `PointerAbsoluteProximity` device with pressure.
    public enum Axis {
        public static let x = 0
        public static let y = 1
        public static let pressure = 4
    }
    /// Pressure runs 0...pressureMax ("Abs Pressure" on valuator 4).
    public static let pressureMax = 1000.0

    public let socketPath: String
    /// The protocol version the driver announced.
    public private(set) var serverVersion: (major: UInt16, minor: UInt16) = (0, 0)
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
    public static func connect(socketPath: String, timeout: Double = 5) throws -> VirtualPointerDevice {
        let deadline = WaitClock.deadline(after: timeout)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard socketPath.utf8.count < capacity else {
            throw VirtualPenError("socket path longer than \(capacity - 1) bytes: \(socketPath)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.enumerated() { raw[i] = byte }
        }
        while true {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { throw VirtualPenError("socket(): \(String(cString: strerror(errno)))") }
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
            guard error == ENOENT || error == ECONNREFUSED, WaitClock.now() < deadline else {
                throw VirtualPenError("connect(\(socketPath)): \(String(cString: strerror(error)))")
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
            throw VirtualPenError(
                "\(socketPath): expected a server version, got type \(reply.type), \(reply.bytes.count) bytes")
        }
        let major = reply.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt16.self) }
        let minor = reply.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 10, as: UInt16.self) }
        guard major == InputTestProtocol.major else {
            throw VirtualPenError("\(socketPath): the driver speaks protocol \(major).\(minor), not 1.x")
        }
        serverVersion = (major, minor)
    }

    /// Proximity in or out at absolute (x, y), in the device's 0...65535 units. XI2 has no
    /// proximity events: clients see nothing for this, but the device's state changes.
    public func proximity(in isIn: Bool, x: Double, y: Double, pressure: Double? = nil) throws {
        try post(InputTestProtocol.proximity(in: isIn, valuators: Self.valuators(x: x, y: y, pressure: pressure)))
    }

    /// Absolute motion to (x, y) in 0...65535 units, with pressure (0...1000) if given.
    public func motion(x: Double, y: Double, pressure: Double? = nil) throws {
        try post(InputTestProtocol.motion(absolute: true, valuators: Self.valuators(x: x, y: y, pressure: pressure)))
    }

    /// Motion carrying only the valuators given (e.g. pressure alone: the pointer stays put).
    public func motion(valuators: [Int: Double]) throws {
        try post(InputTestProtocol.motion(absolute: true, valuators: valuators))
    }

    /// Button `button` (1 is the tip) pressed or released at absolute (x, y). The X event
    /// carries these valuators, pressure included; no separate motion event is generated
    /// when the position differs from the last one.
    public func button(_ button: Int, pressed: Bool, x: Double, y: Double, pressure: Double? = nil) throws {
        let valuators = Self.valuators(x: x, y: y, pressure: pressure)
        try post(InputTestProtocol.button(button, pressed: pressed, absolute: true, valuators: valuators))
    }

    /// Touch `id` (0...4 on the five-touch device) begun, moved or ended at absolute (x, y) in
    /// 0...65535 units; for the touch device. The X server sends XI_TouchBegin, XI_TouchUpdate
    /// and XI_TouchEnd with the window point and the touch id as `detail`.
    public func touch(_ id: UInt32, _ type: InputTestProtocol.TouchType, x: Double, y: Double) throws {
        try post(InputTestProtocol.touch(id: id, type: type, valuators: [Axis.x: x, Axis.y: y]))
    }

    /// An X key code (evdev code + 8) pressed or released; for the keyboard device.
    public func key(code: Int, pressed: Bool) throws {
        try post(InputTestProtocol.key(code: code, pressed: pressed))
    }

    /// Waits until the server has processed every event sent before it.
    public func sync(timeout: Double = 5) throws {
        guard eventsPosted > 0 else { return }  // the driver would wait for someone's event
        try send(InputTestProtocol.waitForSync())
        let reply = try receive(deadline: WaitClock.deadline(after: timeout), what: "sync finished")
        guard reply.type == InputTestProtocol.ResponseType.syncFinished.rawValue else {
            throw VirtualPenError("\(socketPath): expected sync finished, got response type \(reply.type)")
        }
    }

    /// Closes the connection. Only once the server is gone (see the type's caveats).
    public func close() {
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
        guard fd >= 0 else { throw VirtualPenError("\(socketPath): connection closed") }
        var offset = 0
        while offset < message.count {
            let written = message.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, message.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw VirtualPenError("\(socketPath): send: \(String(cString: strerror(errno)))")
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
            throw VirtualPenError("\(socketPath): response of impossible length \(length)")
        }
        let rest = try read(count: Int(length) - 8, deadline: deadline, what: what)
        return (type, header + rest)
    }

    private func read(count: Int, deadline: Double, what: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let left = deadline - WaitClock.now()
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(0, left) * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                throw VirtualPenError(
                    "\(socketPath): no \(what) from the inputtest driver in time"
                        + " (it serves one connection per device for the server's life)")
            }
            var chunk = [UInt8](repeating: 0, count: count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw VirtualPenError("\(socketPath): the driver closed the connection while we waited for \(what)")
            }
            bytes += chunk.prefix(got)
        }
        return bytes
    }
}
