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
