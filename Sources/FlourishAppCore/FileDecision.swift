import FlourishFileChooser

/// What the window does with a file chooser's answer, as `FileCommands` decides it.
package enum FileDecision: Equatable {
    /// Open the painting at this path in place of the current one (its unsaved paint saved first).
    case open(String)
    /// Save the painting to this path, which becomes its file.
    case saveAs(String)
    /// Write a PNG of the painting to this path; nothing else changes.
    case export(String)
    /// No chooser could be asked: the window asks with its path field, starting from the request.
    case askInWindow(FileChoiceRequest)
    /// Nothing to do (cancelled, failed, or asked for a painting no longer open; said already).
    case nothing
}
