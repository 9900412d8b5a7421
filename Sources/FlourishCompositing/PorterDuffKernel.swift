/// A Porter-Duff operator on whole premultiplied pixels: no division, all four lanes alike
/// (the alpha lane follows the same co = cs x Fa + cb x Fb as the colours).
enum PorterDuffKernel {
    static func composite<Operator: PorterDuffOperator>(
        _ operator: Operator.Type, _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>,
        opacity: Float, area: TileArea = .whole
    ) {
        let alphaScale = opacity / 32768
        area.forEachRun { run in
            for index in stride(from: run.lowerBound * 4, to: run.upperBound * 4, by: 4) {
                let sourcePixel = loadPixel(source, at: index)
                if Operator.transparentSourceKeepsBackdrop && sourcePixel.w == 0 { continue }
                let backdropPixel = loadPixel(destination, at: index)
                let (sourceFactor, backdropFactor) = Operator.factors(
                    sourceAlpha: sourcePixel.w * alphaScale, backdropAlpha: backdropPixel.w * (1 / 32768))
                let result = sourcePixel * (opacity * sourceFactor) + backdropPixel * backdropFactor
                storePixel(result, into: destination, at: index)
            }
        }
    }
}
