import FlourishDocuments

/// Where a start takes its pixels from: a file to open, or an autosave of unsaved paint.
package struct StartingPoint {
    package var contents: DocumentContents
    package var recovered: Bool
    /// For the title: what was recovered.
    package var note: String?
    /// Where the painting will be saved instead of the file, said once the file is open.
    package var besideMessage: String?
}
