/// A chooser program's command line for a request (zenity's or kdialog's), and what its exit
/// says: status 0 with the path on stdout, 1 for cancelled, anything else a failure.
public struct ExternalChooserCommand: Sendable, Equatable {
    public var program: String
    public var arguments: [String]

    public init(program: String, arguments: [String]) {
        self.program = program
        self.arguments = arguments
    }

    /// The command for `kind` (zenity or kdialog), nil for the others.
    public init?(_ kind: ChooserKind, for request: FileChoiceRequest) {
        switch kind {
        case .zenity(let path): self = Self.zenity(path, for: request)
        case .kdialog(let path): self = Self.kdialog(path, for: request)
        case .portal, .pathField: return nil
        }
    }

    /// `zenity --file-selection`, with `--save --confirm-overwrite` for a file to write.
    static func zenity(_ program: String, for request: FileChoiceRequest) -> ExternalChooserCommand {
        var arguments = ["--file-selection", "--title=\(request.purpose.title)"]
        if request.purpose.writes { arguments += ["--save", "--confirm-overwrite"] }
        let start = request.startingPath
        if !start.isEmpty { arguments.append("--filename=\(start)") }
        for type in request.purpose.types { arguments.append("--file-filter=\(type.name) (\(type.glob)) | \(type.glob)") }
        return ExternalChooserCommand(program: program, arguments: arguments)
    }

    /// `kdialog --getopenfilename` or `--getsavefilename`, attached to the app's window.
    static func kdialog(_ program: String, for request: FileChoiceRequest) -> ExternalChooserCommand {
        var arguments = ["--title", request.purpose.title]
        if let window = request.parentWindow { arguments += ["--attach", String(window)] }
        arguments.append(request.purpose.writes ? "--getsavefilename" : "--getopenfilename")
        let start = request.startingPath
        arguments.append(start.isEmpty ? "." : start)
        arguments.append(request.purpose.types.map { "\($0.glob)|\($0.name)" }.joined(separator: "\n"))
        return ExternalChooserCommand(program: program, arguments: arguments)
    }

    /// What the program's exit `status`, its `output` (stdout) and `errors` (stderr) say.
    public func answer(status: Int32, output: String, errors: String) -> FileChoiceAnswer {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        switch status {
        case 0:
            let path = output.hasSuffix("\n") ? String(output.dropLast()) : output
            guard path.hasPrefix("/"), !path.contains("\n") else {
                return .failed("\(name) answered '\(path.prefix(80))', which is not a file's path")
            }
            return .chosen(path)
        case 1:
            return .cancelled
        default:
            let why = errors.split(separator: "\n").last.map { ": \($0.prefix(160))" } ?? ""
            return .failed("\(name) ended with status \(status)\(why)")
        }
    }
}
