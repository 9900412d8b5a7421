/// A signal that came over the bus: where from, what, and its arguments.
public struct BusSignal: Sendable, Equatable {
    public var path: String
    public var interface: String
    public var member: String
    public var arguments: [DBusValue]

    public init(path: String, interface: String, member: String, arguments: [DBusValue]) {
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}
