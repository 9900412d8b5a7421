/// The bounds a reader checks before it allocates anything for a file's content.
///
/// An OpenRaster file is a zip: a few hundred bytes can declare a gigabyte member, a stack of a
/// million layers or a 100000x100000 image. Each of those is refused, with the member named,
/// before any buffer of that size exists.
public struct OpenRasterLimits: Sendable, Equatable {
    /// The most bytes one member may declare (a layer PNG, `mergedimage.png`, ...).
    public var maxMemberBytes: Int
    /// The most bytes `stack.xml` may declare.
    public var maxStackXMLBytes: Int
    /// The most pixels the image (`w` x `h`) or one layer PNG may have.
    public var maxPixels: Int
    /// The most layers `stack.xml` may list, nested ones included.
    public var maxLayers: Int
    /// The deepest nesting of `<stack>` groups.
    public var maxStackDepth: Int

    /// The largest layer offset either way, in pixels: no image is that large, and sums of
    /// offsets through nested groups stay far from overflow.
    public static let maxOffset: UInt = 1_000_000_000

    /// Defaults generous for painting (a 16384x16384 image) and far below what would exhaust memory.
    public init(
        maxMemberBytes: Int = 512 << 20,
        maxStackXMLBytes: Int = 4 << 20,
        maxPixels: Int = 16_384 * 16_384,
        maxLayers: Int = 4_096,
        maxStackDepth: Int = 64
    ) {
        self.maxMemberBytes = maxMemberBytes
        self.maxStackXMLBytes = maxStackXMLBytes
        self.maxPixels = maxPixels
        self.maxLayers = maxLayers
        self.maxStackDepth = maxStackDepth
    }

    /// Whether a `width` x `height` image is positive and within `maxPixels`, without overflow.
    func allows(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }
}
