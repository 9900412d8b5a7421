import CDBus

#if canImport(Glibc)
    import Glibc
#endif

/// One private connection to a message bus through libdbus, which it owns and closes: the
/// connection (and its socket) belongs to this object alone and is used on one thread, the
/// one that made it. Calls block that thread until their reply; signals are read one at a
/// time with a timeout, so the thread can look up between them.
public final class BusConnection {
    private let connection: OpaquePointer
    /// The name the bus gave this connection (`:1.42`): a portal's request paths are made from it.
    public let uniqueName: String

    /// Connects to the bus at `address` (`unix:path=…`) and says hello.
    public init(address: String) throws(BusFailure) {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw BusFailure(taking: &error)
        }
        // A bus that goes away must not end the app (libdbus's default for bus connections).
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw dbus_error_is_set(&error) != 0
                ? BusFailure(taking: &error)
                : BusFailure(name: "org.freedesktop.DBus.Error.Failed", message: "the bus gave no name")
        }
        self.connection = connection
        uniqueName = String(cString: name)
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Whether the connection to the bus still stands.
    public var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Calls `method` and waits up to `timeout` seconds for its reply; returns the reply's
    /// arguments, or throws the error the service (or the bus) answered.
    public func call(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue] = [],
        timeout: Double = 25
    ) throws(BusFailure) -> [DBusValue] {
        if let problem = arguments.lazy.compactMap(\.problem).first {
            throw BusFailure(name: "org.freedesktop.DBus.Error.InvalidArgs", message: problem)
        }
        guard ObjectPath.isValid(path), let message = dbus_message_new_method_call(destination, path, interface, method) else {
            throw BusFailure(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "cannot call \(method) on \(path)")
        }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments where !argument.append(to: &iterator) {
            throw BusFailure(name: "org.freedesktop.DBus.Error.NoMemory", message: "cannot build the call to \(method)")
        }
        var error = DBusError()
        dbus_error_init(&error)
        guard
            let reply = dbus_connection_send_with_reply_and_block(
                connection, message, Int32(min(timeout * 1000, Double(Int32.max))), &error)
        else { throw BusFailure(taking: &error) }
        defer { dbus_message_unref(reply) }
        return DBusValue.arguments(of: reply)
    }

    /// Asks the bus to send this connection the signals `rule` matches (waits for its answer).
    public func addMatch(_ rule: String) throws(BusFailure) {
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw BusFailure(taking: &error) }
    }

    /// Stops the signals `rule` matched; a failure is of no consequence (the connection goes
    /// with its rules), so none is reported.
    public func removeMatch(_ rule: String) {
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_remove_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 { dbus_error_free(&error) }
    }

    /// The next signal that came, waiting at most `timeout` seconds for one; nil when none
    /// came in time. Other messages are read and let go. Throws once the bus is gone.
    public func nextSignal(timeout: Double) throws(BusFailure) -> BusSignal? {
        let deadline = Self.now() + timeout
        while true {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL {
                    func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
                    return BusSignal(
                        path: text(dbus_message_get_path(message)), interface: text(dbus_message_get_interface(message)),
                        member: text(dbus_message_get_member(message)), arguments: DBusValue.arguments(of: message))
                }
            }
            guard dbus_connection_get_is_connected(connection) != 0 else {
                throw BusFailure(name: "org.freedesktop.DBus.Error.Disconnected", message: "the session bus went away")
            }
            let left = deadline - Self.now()
            guard left > 0 else { return nil }
            // Reads what the socket has, waiting at most the time left (at least 1 ms).
            guard dbus_connection_read_write(connection, Int32(max(1, (left * 1000).rounded(.up)))) != 0 else {
                throw BusFailure(name: "org.freedesktop.DBus.Error.Disconnected", message: "the session bus went away")
            }
        }
    }

    /// Sends `method` without waiting for a reply (closing a portal request on the way out).
    public func send(destination: String, path: String, interface: String, method: String) {
        guard ObjectPath.isValid(path), let message = dbus_message_new_method_call(destination, path, interface, method) else {
            return
        }
        dbus_message_set_no_reply(message, 1)
        dbus_connection_send(connection, message, nil)
        dbus_connection_flush(connection)
        dbus_message_unref(message)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
