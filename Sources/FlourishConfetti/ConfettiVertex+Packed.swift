extension ConfettiVertex {
    /// Byte offsets of the fields in the frozen layout (checked by a test against
    /// `MemoryLayout`), for `store`.
    static let xOffset = 0
    static let yOffset = 4
    static let colourOffset = 8
    static let uOffset = 12
    static let vOffset = 16

    /// Writes a vertex at `address` with the colour as one packed word (R, G, B, A from the
    /// low byte up): one 32-bit store where field by field LLVM emits four byte stores.
    @inline(__always)
    static func store(
        at address: UnsafeMutableRawPointer, x: Float, y: Float, rgba: UInt32, u: Float, v: Float
    ) {
        address.storeBytes(of: x, toByteOffset: xOffset, as: Float.self)
        address.storeBytes(of: y, toByteOffset: yOffset, as: Float.self)
        address.storeBytes(of: rgba.littleEndian, toByteOffset: colourOffset, as: UInt32.self)
        address.storeBytes(of: u, toByteOffset: uOffset, as: Float.self)
        address.storeBytes(of: v, toByteOffset: vOffset, as: Float.self)
    }
}
