/// What `stack.xml` says, once read: the image, the layers in paint order, and what the reader
/// skipped or found referenced.
struct StackDescription: Equatable {
    var width: Int
    var height: Int
    /// The OpenRaster version the file declares (`0.0.5` today), if it does.
    var version: String?
    /// MyPaint's `mypaint:eotf`: the exponent its PNGs' channels were encoded with (2.2 by
    /// default in MyPaint 2; MyPaint blends in linear light, so flattening needs it).
    var eotf: Double?
    /// Bottom first: the reverse of the document order, flattened through groups.
    var layers: [OpenRasterLayer]
    /// Members MyPaint's attributes name (stroke maps, background tile, settings), with what
    /// they hold.
    var referencedMembers: [String: OpenRasterNote.MemberKind]
    /// Elements the reader does not know, each once, in document order.
    var unknownElements: [String]
    /// Groups whose opacity below 1 was applied to several layers, in document order.
    var fadedGroups: [String]
    /// Every attribute of `<image>`, as written (an application keeps its own there, e.g.
    /// Flourish its canvas).
    var imageAttributes: [String: String] = [:]
}

/// Why `stack.xml` could not be read.
enum StackXMLFailure: Error, Equatable {
    case malformed(String)
    case imageTooLarge(width: Int, height: Int)
}
