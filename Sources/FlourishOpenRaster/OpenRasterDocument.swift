/// A whole OpenRaster document as its file describes it: the image, the tree of stacks and
/// layers with every attribute they carry, and the members nothing draws, so that a document
/// read and written unchanged comes out with the same tree and the same members.
///
/// The layers' pixels are not in here: `OpenRasterDocumentReader` gives each layer's PNG bytes
/// by its `source`, and `OpenRasterDocumentWriter` takes them the same way.
public struct OpenRasterDocument: Sendable, Equatable {
    /// `<image w h>`.
    public var width: Int
    public var height: Int
    /// Every other attribute of `<image>` in the file's order (`version`, MyPaint's
    /// `mypaint:eotf`, `mypaint:frame-active`, `mypaint:json-settings`, `mypaint:version`, any
    /// unknown one), with their namespaces. Namespace declarations are not attributes here: the
    /// writer declares what the attributes use.
    public var imageAttributes: [OpenRasterAttribute]
    /// The root `<stack>`, with its own attributes (MyPaint writes some) and the tree below.
    public var root: OpenRasterStackNode
    /// The members nothing draws, in the archive's order.
    public var carriedMembers: [OpenRasterCarriedMember]
    /// Elements of `stack.xml` that are neither `<stack>` nor `<layer>` (or lie inside a
    /// `<layer>`), each name once, in document order. The writer cannot write them back, so
    /// a document that has any would lose them on a save.
    public var skippedElements: [String]

    /// The ORA version this model reads and writes.
    public static let formatVersion = "0.0.5"

    /// A document of this size with `root` as its stack, declaring ORA `formatVersion`.
    public init(
        width: Int, height: Int,
        imageAttributes: [OpenRasterAttribute] = [
            OpenRasterAttribute(localName: "version", value: OpenRasterDocument.formatVersion)
        ], root: OpenRasterStackNode, carriedMembers: [OpenRasterCarriedMember] = [], skippedElements: [String] = []
    ) {
        self.width = width
        self.height = height
        self.imageAttributes = imageAttributes
        self.root = root
        self.carriedMembers = carriedMembers
        self.skippedElements = skippedElements
    }

    /// `<image version>`, if the file declares one.
    public var version: String? { imageAttributes.value(of: "version") }

    /// MyPaint's `mypaint:eotf` (under whatever prefix), when the file has one: the exponent
    /// its layers' channels are encoded with over linear light (2.2 by default in MyPaint 2),
    /// which `OpenRasterComposite` needs to blend as MyPaint does. Reading refuses a value
    /// that is not a positive number.
    public var eotf: Double? { imageAttributes.first { $0.localName == Self.eotfName }.flatMap { Double($0.value) } }

    /// The local name of MyPaint's exponent on `<image>`.
    static let eotfName = "eotf"

    /// Says the layers' channels are encoded with exponent `text` (`mypaint:eotf`, as MyPaint
    /// writes it: "1.0", "2.2"): the attribute the file has takes the value, where it has one,
    /// under its own prefix; else MyPaint's is added.
    public mutating func setEOTF(_ text: String) {
        if let index = imageAttributes.firstIndex(where: { $0.localName == Self.eotfName }) {
            imageAttributes[index].value = text
        } else {
            imageAttributes.append(.mypaint(Self.eotfName, text))
        }
    }

    /// Every layer, at any depth, in document order (top first).
    public var layers: [OpenRasterLayerNode] { root.layers }

    /// The carried member called `name`, if the document has one.
    public func carriedMember(named name: String) -> OpenRasterCarriedMember? {
        carriedMembers.first { $0.name == name }
    }
}
