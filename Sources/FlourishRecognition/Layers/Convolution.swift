/// A valid (unpadded) square convolution with bias and ReLU, as the training script's layers
/// compute it (cross-correlation: no kernel flip), over interleaved buffers: each pixel's
/// channels side by side, row by row.
///
/// Weights are laid out [ky][kx][channel][filter] (the network rearranges them once at
/// load), so the innermost loop runs over every filter of one tap at once: contiguous,
/// branch-free, and vectorised by the compiler. A zero input (background, or a ReLU'd
/// activation, most of them) is skipped. Unchecked pointers on purpose: with bounds-checked
/// indexing a plain version took most of a millisecond (see the notes); the caller sizes
/// every buffer from `DigitModelLayout`.
enum Convolution {
    static func validReLU(
        input: UnsafePointer<Float>, channels: Int, side: Int,
        weights: UnsafePointer<Float>, bias: UnsafePointer<Float>, filters: Int, kernel: Int,
        output: UnsafeMutablePointer<Float>
    ) {
        let outSide = side - kernel + 1
        for oy in 0..<outSide {
            for ox in 0..<outSide {
                let sum = output + (oy * outSide + ox) * filters
                sum.update(from: bias, count: filters)
                for ky in 0..<kernel {
                    for kx in 0..<kernel {
                        let pixel = input + ((oy + ky) * side + ox + kx) * channels
                        let tap = weights + (ky * kernel + kx) * channels * filters
                        WeightColumns.accumulate(pixel, count: channels, columns: tap, width: filters, into: sum)
                    }
                }
                WeightColumns.rectify(sum, count: filters)
            }
        }
    }
}
