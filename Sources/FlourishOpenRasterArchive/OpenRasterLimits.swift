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
    /// The most elements `stack.xml` may hold, of any kind (layers, stacks, unknown ones): what
    /// bounds the document tree `OpenRasterDocumentReader` builds.
    public var maxNodes: Int
    /// The most attributes one element may carry.
    public var maxAttributesPerElement: Int
    /// The most UTF-8 bytes one attribute's name and value may take together (a layer's name,
    /// an application's setting).
    public var maxAttributeBytes: Int
    /// The most entries the zip archive's directory may list.
    public var maxMembers: Int
    /// The most bytes the members a document carries without using (stroke maps, settings,
    /// background tiles, unknown ones) may declare together: they are held in memory to be
    /// written back.
    public var maxCarriedBytes: Int

    /// The largest layer offset either way, in pixels: no image is that large, and sums of
    /// offsets through nested groups stay far from overflow.
    public static let maxOffset: UInt = 1_000_000_000

    /// Defaults generous for painting (a 16384x16384 image) and far below what would exhaust memory.
    public init(
        maxMemberBytes: Int = 512 << 20,
        maxStackXMLBytes: Int = 4 << 20,
        maxPixels: Int = 16_384 * 16_384,
        maxLayers: Int = 4_096,
        maxStackDepth: Int = 64,
        maxNodes: Int = 8_192,
        maxAttributesPerElement: Int = 64,
        maxAttributeBytes: Int = 8_192,
        maxMembers: Int = 16_384,
        maxCarriedBytes: Int = 512 << 20
    ) {
        self.maxMemberBytes = maxMemberBytes
        self.maxStackXMLBytes = maxStackXMLBytes
        self.maxPixels = maxPixels
        self.maxLayers = maxLayers
        self.maxStackDepth = maxStackDepth
        self.maxNodes = maxNodes
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxAttributeBytes = maxAttributeBytes
        self.maxMembers = maxMembers
        self.maxCarriedBytes = maxCarriedBytes
    }

    /// Whether a `width` x `height` image is positive and within `maxPixels`, without overflow.
    package func allows(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }
}
