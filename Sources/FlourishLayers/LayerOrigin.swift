/// Where a layer or group came from in the file it was opened from: the reader's name for it
/// there, and the layer's pixel revision (`TileStore.revision`) just after it was loaded. While
/// the revision is unchanged the layer's pixels are the file's, and a save can write back what
/// the file held for it (its PNG byte for byte, its stroke map, its unknown attributes).
public struct LayerOrigin: Sendable, Equatable {
    /// The reader's key for the node (for a layer, its `src` member).
    public let key: String
    public let revision: Int

    public init(key: String, revision: Int) {
        self.key = key
        self.revision = revision
    }
}
