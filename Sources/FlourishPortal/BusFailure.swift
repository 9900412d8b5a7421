import CDBus

/// Why a D-Bus call or connection failed: the error's D-Bus name (say
/// `org.freedesktop.DBus.Error.ServiceUnknown`) and its message, as the bus or the service
/// gave them.
public struct BusFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    /// Takes the failure out of libdbus's error and frees it.
    init(taking error: inout DBusError) {
        name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        message = error.message.map { String(cString: $0) } ?? ""
        dbus_error_free(&error)
    }

    /// The service is not on the bus and cannot be started: a bare session with no portal,
    /// or a portal without the interface asked for.
    public var meansAbsent: Bool {
        [
            "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
            "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface",
            "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.Spawn.ServiceNotFound",
        ].contains(name)
    }

    public var description: String { message.isEmpty ? name : "\(message) (\(name))" }
}
