/// The member names the OpenRaster format fixes.
public enum OpenRasterMember {
    /// Must come first, stored, holding exactly `mediaType`.
    public static let mimetype = "mimetype"
    public static let mediaType = "image/openraster"
    public static let stack = "stack.xml"
    /// The whole image flattened over the background, at the image's size.
    public static let mergedImage = "mergedimage.png"
    /// At most 256x256.
    public static let thumbnail = "Thumbnails/thumbnail.png"
    /// The thumbnail's bound on each side.
    public static let thumbnailMaxSide = 256
}

extension OpenRasterMember {
    /// The members the format itself fixes, which no layer's PNG may be.
    package static let reserved: Set<String> = [mimetype, stack, mergedImage, thumbnail]

    /// What is wrong with `name` as a layer's `src`, or nil when nothing is: it must be a
    /// relative path inside the archive (no leading `/`, no `..` part, no backslash that some
    /// unzippers take for a folder) and not one of the format's own members.
    package static func problem(withLayerSource name: String) -> String? {
        if reserved.contains(name) { return "names one of the format's own members" }
        return problem(withMemberName: name)
    }

    /// What is wrong with `name` as a member of an archive written for other programs to
    /// unpack, or nil when nothing is.
    package static func problem(withMemberName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.hasPrefix("/") { return "is an absolute path" }
        if name.contains("\\") { return "holds a backslash" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0.isEmpty }) {
            return "is not a plain relative path (an empty or .. part)"
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 }) { return "holds a control character" }
        return nil
    }
}
