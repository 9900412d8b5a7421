import CXInput2

/// Whether an X server answers on a display: a connection of our own (Xlib's, as the app's),
/// opened and closed at once. Needs no X client program on PATH.
enum DisplayProbe {
    /// The first screen's size when a connection to `display` opens; nil while nothing
    /// answers there.
    static func screenSize(of display: String) -> (width: Int, height: Int)? {
        guard let connection = XOpenDisplay(display) else { return nil }
        defer { XCloseDisplay(connection) }
        let screen = XDefaultScreen(connection)
        return (Int(XDisplayWidth(connection, screen)), Int(XDisplayHeight(connection, screen)))
    }
}
