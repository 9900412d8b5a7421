import FlourishPortal
import Foundation

/// What the chooser's thread keeps between questions: its bus connection (made at the first
/// question, owned here alone, used on that thread alone), whether the portal was found
/// absent, and whether the painter was told which chooser is used.
final class ChooserWorker {
    private let busAddress: String?
    private let find: (String) -> String?
    private let say: (String) -> Void
    private var portal: FileChooserPortal?
    /// Why the portal cannot be used, once that is known: the fallback is used from then on.
    private var portalAbsence: String?
    private var told = false

    init(busAddress: String?, find: @escaping (String) -> String?, say: @escaping (String) -> Void) {
        self.busAddress = busAddress
        self.find = find
        self.say = say
    }

    /// Asks `request` of the portal, else of the fallback; `running` is told the process id of
    /// a chooser program while it runs (so it can be ended), `shouldStop` is asked while a
    /// portal request waits.
    func choose(_ request: FileChoiceRequest, shouldStop: () -> Bool, running: (Int32?) -> Void) -> FileChoiceAnswer {
        if portalAbsence == nil, let portal = connectedPortal() {
            let outcome = portal.ask(request.portalRequest, shouldStop: shouldStop)
            // A bus that went away (a session restarted) is connected to afresh next time.
            if !portal.isConnected { self.portal = nil }
            switch outcome {
            case .chosen(let paths):
                tell(.portal)
                return .chosen(paths[0])
            case .cancelled:
                tell(.portal)
                return .cancelled
            case .failed(let why):
                tell(.portal)
                return .failed(why)
            case .absent(let why):
                portalAbsence = why
            }
        }
        let kind = ChooserKind.fallback(find: find)
        tell(kind)
        guard let command = ExternalChooserCommand(kind, for: request) else { return .askInWindow }
        return run(command, running: running)
    }

    /// The portal on the session bus, connecting at the first call; nil (and the portal
    /// marked absent) where there is no bus to connect to.
    private func connectedPortal() -> FileChooserPortal? {
        if let portal { return portal }
        guard let busAddress else {
            portalAbsence = "there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
            return nil
        }
        do {
            portal = FileChooserPortal(connection: try BusConnection(address: busAddress))
        } catch {
            portalAbsence = "the session bus cannot be reached (\(error))"
        }
        return portal
    }

    /// Says once which chooser is used, and why not the portal where it is not.
    private func tell(_ kind: ChooserKind) {
        guard !told else { return }
        told = true
        if let portalAbsence {
            say("file chooser: no desktop portal (\(portalAbsence)); using \(kind.description)")
        } else {
            say("file chooser: \(kind.description)")
        }
    }

    /// Runs a chooser program and reads its answer.
    private func run(_ command: ExternalChooserCommand, running: (Int32?) -> Void) -> FileChoiceAnswer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.program)
        process.arguments = command.arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return .failed("\(command.program) could not be started: \(error.localizedDescription)")
        }
        running(process.processIdentifier)
        // stderr on a thread of its own, so a chatty chooser never blocks on a full pipe.
        let errorText = ErrorText()
        let reader = Thread { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let chosen = output.fileHandleForReading.readDataToEndOfFile()
        // Polled, not `waitUntilExit()`, which on Linux can wait on for a child already gone.
        while process.isRunning { usleep(10_000) }
        running(nil)
        let errorsRead = errorText.wait()
        return command.answer(
            status: process.terminationStatus, output: String(decoding: chosen, as: UTF8.self),
            errors: String(decoding: errorsRead, as: UTF8.self))
    }
}

/// What a chooser program wrote to stderr, handed from the thread that read it.
private final class ErrorText: @unchecked Sendable {
    // `condition` guards `data` and `done`: hence `@unchecked`.
    private let condition = NSCondition()
    private var data = Data()
    private var done = false

    func set(_ read: Data) {
        condition.lock()
        data = read
        done = true
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while !done { condition.wait() }
        return data
    }
}
