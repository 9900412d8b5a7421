/// What one input did to a target: read and used, or refused with the message a person
/// would see. Either is a success for the fuzzer; a crash, a hang or a broken promise
/// (`FuzzFailure`) is not.
public enum FuzzOutcome: Sendable, Equatable {
    case accepted
    case refused(String)
}

/// A promise a target checks on every input, broken: the message says which. The fuzzer
/// stops on it like on a crash (the process traps), so it is found, minimised and kept.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
