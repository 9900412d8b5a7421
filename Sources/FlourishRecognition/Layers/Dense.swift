/// Fully connected layers: `output[o] = bias[o] + Σ weights[o][i] · input[i]`.
enum Dense {
    /// With ReLU after: weights laid out [input][output] (rearranged at load), so each input
    /// adds its column to every output in one contiguous, vectorised loop, and a zero input
    /// (most, after ReLU) is skipped.
    static func columnsReLU(
        input: UnsafePointer<Float>, inputs: Int, weights: UnsafePointer<Float>, bias: UnsafePointer<Float>,
        outputs: Int, output: UnsafeMutablePointer<Float>
    ) {
        output.update(from: bias, count: outputs)
        for i in 0..<inputs {
            let value = input[i]
            if value == 0 { continue }
            let column = weights + i * outputs
            for o in 0..<outputs { output[o] += value * column[o] }
        }
        for o in 0..<outputs { output[o] = max(output[o], 0) }
    }

    /// Without an activation, weights laid out [output][input] as the script writes them:
    /// the ten logits, too few to vectorise across.
    static func rows(
        input: UnsafePointer<Float>, inputs: Int, weights: UnsafePointer<Float>, bias: UnsafePointer<Float>,
        outputs: Int, output: UnsafeMutablePointer<Float>
    ) {
        for o in 0..<outputs {
            let row = weights + o * inputs
            var sum: Float = 0
            for i in 0..<inputs { sum += row[i] * input[i] }
            output[o] = sum + bias[o]
        }
    }
}
