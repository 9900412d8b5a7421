import FlourishStorage

/// The desktop's own file chooser through the XDG desktop portal
/// (`org.freedesktop.portal.FileChooser` on the session bus), what GNOME, KDE and Flatpak apps
/// use on X11 and Wayland alike. The answer is a signal, not the method's return: the
/// `Response` of the request object whose path is made from this connection's name and the
/// `handle_token`, subscribed to before the call (the portal may answer before the call
/// returns). `ask` blocks its thread until the answer, looking up every `poll` seconds to see
/// whether it should stop; it never runs on the frame loop.
public final class FileChooserPortal {
    public static let service = "org.freedesktop.portal.Desktop"
    public static let objectPath = "/org/freedesktop/portal/desktop"
    public static let interface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"

    private let connection: BusConnection
    /// How often a waiting `ask` looks at `shouldStop`.
    public var poll = 0.1
    private var requests = 0

    /// The chooser on `connection` (which it uses, on the caller's thread, from now on).
    public init(connection: BusConnection) {
        self.connection = connection
    }

    /// Whether its bus connection still stands (a bus that went away is connected to afresh).
    public var isConnected: Bool { connection.isConnected }

    /// Asks the chooser and waits for its answer. `shouldStop` is asked between reads: when it
    /// says yes (the app is quitting, the request was withdrawn) the chooser is closed and the
    /// request ends as cancelled.
    public func ask(_ request: PortalFileRequest, shouldStop: () -> Bool = { false }) -> PortalOutcome {
        requests += 1
        // Unique on this connection, whose name makes the path unique on the bus.
        let token = "flourish\(requests)"
        var handle = ObjectPath.portalRequest(sender: connection.uniqueName, token: token)
        var rules = [Self.responseRule(handle), Self.ownerRule]
        defer { for rule in rules { connection.removeMatch(rule) } }
        do {
            for rule in rules { try connection.addMatch(rule) }
            let reply = try connection.call(
                destination: Self.service, path: Self.objectPath, interface: Self.interface, method: request.method.rawValue,
                arguments: request.arguments(token: token))
            // Portals before version 0.9 chose the path themselves: follow the one returned.
            if let returned = reply.first?.text, returned != handle {
                handle = returned
                rules.append(Self.responseRule(handle))
                try connection.addMatch(Self.responseRule(handle))
            }
        } catch {
            if error.meansAbsent { return .absent("\(Self.service) is not on the session bus (\(error.name))") }
            return .failed("the desktop's file chooser portal refused the request: \(error)")
        }
        while true {
            if shouldStop() {
                connection.send(destination: Self.service, path: handle, interface: Self.requestInterface, method: "Close")
                return .cancelled
            }
            let signal: BusSignal?
            do { signal = try connection.nextSignal(timeout: poll) } catch {
                return .failed("the session bus went away while the file chooser was open")
            }
            guard let signal else { continue }
            if signal.member == "NameOwnerChanged", signal.arguments.count == 3, signal.arguments[0].text == Self.service,
                signal.arguments[2].text == ""
            {
                return .failed("the desktop portal left the session bus while the file chooser was open")
            }
            if signal.path == handle, signal.interface == Self.requestInterface, signal.member == "Response" {
                return Self.outcome(of: signal.arguments)
            }
        }
    }

    /// What a `Response(u response, a{sv} results)` says.
    static func outcome(of arguments: [DBusValue]) -> PortalOutcome {
        guard arguments.count == 2, case .uint32(let response) = arguments[0] else {
            return .failed("the file chooser portal answered in a form it does not document")
        }
        switch response {
        case 0:
            let uris = (arguments[1]["uris"]?.elements ?? []).compactMap(\.text)
            guard !uris.isEmpty else { return .failed("the file chooser portal answered without a file") }
            var paths: [String] = []
            for uri in uris {
                guard let path = FileURI.path(fromURI: uri) else {
                    return .failed("the file chooser answered \(uri), which is not a local file Flourish can open")
                }
                paths.append(path)
            }
            return .chosen(paths)
        case 1:
            return .cancelled
        default:
            return .failed("the file chooser portal ended the request without a choice (response \(response))")
        }
    }

    static func responseRule(_ handle: String) -> String {
        "type='signal',interface='\(requestInterface)',member='Response',path='\(handle)'"
    }

    /// The portal leaving the bus while a request waits ends the wait.
    static let ownerRule =
        "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(service)'"
}
