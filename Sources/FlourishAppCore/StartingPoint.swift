import FlourishDocuments

/// Where a start takes its pixels from: a file to open, or an autosave of unsaved paint.
package struct StartingPoint {
    package var contents: DocumentContents
    package var recovered: Bool
    /// For the title: what was recovered.
    package var note: String?
}
