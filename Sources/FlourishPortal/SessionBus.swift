import Foundation

/// Where the session bus is: `DBUS_SESSION_BUS_ADDRESS`, else the socket systemd's user
/// session keeps at `$XDG_RUNTIME_DIR/bus`. Nothing else is tried: libdbus's own fallback
/// (X11 autolaunch) would start a bus of its own where none is, which has no portal on it.
public enum SessionBus {
    public static func address(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        var status = stat()
        guard stat(socket, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }
}
