/// What one zip member of an OpenRaster file is to the document.
public enum OpenRasterMemberRole: Sendable, Equatable {
    /// `mimetype`.
    case mimetype
    /// `stack.xml`.
    case stack
    /// The PNG a layer's `src` names.
    case layer
    /// `mergedimage.png`.
    case mergedImage
    /// `Thumbnails/thumbnail.png`.
    case thumbnail
    /// Anything else: carried, byte for byte (`OpenRasterDocument.carriedMembers`).
    case carried(OpenRasterNote.MemberKind)
}
