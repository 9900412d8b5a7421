import FlourishSession

/// Writes the saves a session asks for at once, on the calling thread, and tells the session
/// it is saved: what `flourish replay --out`, the benchmarks and the tests do, where nothing
/// waits on the write. The window writes its saves on a thread instead (`SaveQueue`).
public enum SessionSaver {
    /// Writes `request` in the format its path names (see `DocumentWriter`), from `template`
    /// where the painting was opened from another app's file; once it is written, `session`
    /// is clean in the state the request holds and the file is its file.
    @discardableResult
    public static func write(
        _ request: SaveRequest, for session: PaintSession, template: OpenRasterTemplate? = nil
    ) throws(DocumentError) -> SaveReport {
        let report = try DocumentWriter.write(
            DocumentSnapshot(request, template: template), to: request.path, fullCanvas: request.fullCanvas)
        session.noteSaved(to: request.path, stateID: request.stateID)
        return report
    }

    /// Carries out the save `changes` ask for, if they ask for one: where it went, or why it
    /// failed (the painting then stays unsaved); nil when they ask for none.
    @discardableResult
    public static func carryOut(
        _ changes: SessionChanges, for session: PaintSession, template: OpenRasterTemplate? = nil
    ) -> SaveOutcome? {
        guard let request = changes.save else { return nil }
        let report: SaveReport
        do { report = try write(request, for: session, template: template) } catch { return .failed("\(error)") }
        return .saved(path: request.path, dropped: report.droppedMembers)
    }
}
