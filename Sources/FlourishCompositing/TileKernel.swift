/// One mode's pixel loop over a whole tile at an opacity in 0...1, specialised for its blend
/// function or operator: what `TileCompositor.composite` runs for every mode but Normal. The
/// blend protocols refine it, each with its kernel, so a mode names only its blend.
protocol TileKernel {
    static func composite(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float)
}

extension SeparableBlend {
    static func composite(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float) {
        SeparableKernel.composite(Self.self, source, onto: destination, opacity: opacity)
    }
}

extension NonSeparableBlend {
    static func composite(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float) {
        NonSeparableKernel.composite(Self.self, source, onto: destination, opacity: opacity)
    }
}

extension PorterDuffOperator {
    static func composite(_ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Float) {
        PorterDuffKernel.composite(Self.self, source, onto: destination, opacity: opacity)
    }
}

extension SpectralKernel: TileKernel {}
