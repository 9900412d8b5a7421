/// Where the brush chooser's previews sit in its atlas: square cells of `side` pixels laid in
/// rows across pages of `pageSide` x `pageSide` pixels, one texture each, filled in the order
/// the previews were read. Drawing a screenful is then copies from one texture, which SDL
/// batches into one draw, where a texture per preview cost a draw call each (12 ms a frame
/// under llvmpipe). The textures are the app's; this is only where each preview goes.
public struct PreviewAtlasLayout {
    /// One page's width and height, in pixels: a texture size every renderer takes.
    public static let pageSide = 2048

    /// A preview's place: its page and the top-left corner of its cell there.
    public struct Place: Equatable, Sendable {
        public var page: Int
        public var x: Int
        public var y: Int

        public init(page: Int, x: Int, y: Int) { (self.page, self.x, self.y) = (page, x, y) }
    }

    public let side: Int
    /// Each preview's slot, counted across pages.
    private var slots: [String: Int] = [:]
    /// Slots handed out so far.
    public private(set) var used = 0

    public init(side: Int) {
        precondition(side > 0 && side <= Self.pageSide, "a cell fits on a page")
        self.side = side
    }

    public var slotsPerRow: Int { Self.pageSide / side }
    public var slotsPerPage: Int { slotsPerRow * slotsPerRow }
    /// Pages the slots handed out so far take.
    public var pageCount: Int { (used + slotsPerPage - 1) / slotsPerPage }

    public func contains(_ key: String) -> Bool { slots[key] != nil }

    /// Where preview `key` is; nil where it was never added.
    public func place(of key: String) -> Place? { slots[key].map(place(ofSlot:)) }

    /// Where the next preview added will go: a page not taken yet where `page == pageCount`.
    public var nextPlace: Place { place(ofSlot: used) }

    /// Gives `key` the next slot (a key added again takes a new one, and is found there).
    @discardableResult
    public mutating func add(_ key: String) -> Place {
        let place = nextPlace
        slots[key] = used
        used += 1
        return place
    }

    private func place(ofSlot slot: Int) -> Place {
        let onPage = slot % slotsPerPage
        return Place(page: slot / slotsPerPage, x: onPage % slotsPerRow * side, y: onPage / slotsPerRow * side)
    }
}
