import FlourishSamples
import FlourishStorage

/// Writes a session as it happens; the file appears at its path only when `finish` commits
/// it, complete, so an interrupted session never leaves a truncated recording behind.
public final class RecordingWriter {
    private let file: AtomicFile
    private var buffer = ""

    public init(path: String, settings: RecordingSettings) throws(FileWriteError) {
        file = try AtomicFile(path: path)
        buffer = FlourishFormat.header(settings)
    }

    public var path: String { file.path }

    public func append(_ samples: some Collection<Sample>, batch: Int) throws(FileWriteError) {
        for sample in samples { buffer += FlourishFormat.line(for: sample, batch: batch) }
        try flushIfLarge()
    }

    public func append(_ command: RecordedCommand, batch: Int) throws(FileWriteError) {
        buffer += FlourishFormat.line(for: command, batch: batch)
        try flushIfLarge()
    }

    public func append(_ gesture: GestureRecord, batch: Int) throws(FileWriteError) {
        buffer += FlourishFormat.line(for: gesture, batch: batch)
        try flushIfLarge()
    }

    /// Appends one entry a session handed out.
    public func append(_ entry: RecordingEntry) throws(FileWriteError) {
        switch entry {
        case .samples(let samples, let batch): try append(samples, batch: batch)
        case .command(let command, let batch): try append(command, batch: batch)
        case .gesture(let gesture, let batch): try append(gesture, batch: batch)
        }
    }

    private func flushIfLarge() throws(FileWriteError) {
        if buffer.utf8.count >= 64 * 1024 {
            try file.write(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    public func finish() throws(FileWriteError) {
        try file.write(buffer)
        buffer = ""
        try file.commit()
    }
}
