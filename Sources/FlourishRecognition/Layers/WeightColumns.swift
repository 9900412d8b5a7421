/// What the convolution and the first dense layer both do with weights laid out [input][output]:
/// each input adds its column to every output in one contiguous, vectorised loop, and a zero
/// input (background, or a ReLU'd activation: most of them) is skipped; then ReLU.
enum WeightColumns {
    /// `output[o] += Σ input[i] · columns[i][o]` for `count` inputs and `width` outputs.
    @inline(__always)
    static func accumulate(
        _ input: UnsafePointer<Float>, count: Int, columns: UnsafePointer<Float>, width: Int,
        into output: UnsafeMutablePointer<Float>
    ) {
        for i in 0..<count {
            let value = input[i]
            if value == 0 { continue }
            let column = columns + i * width
            for o in 0..<width { output[o] += value * column[o] }
        }
    }

    /// ReLU in place: each of `count` values at least 0.
    @inline(__always)
    static func rectify(_ values: UnsafeMutablePointer<Float>, count: Int) {
        for o in 0..<count { values[o] = max(values[o], 0) }
    }
}
