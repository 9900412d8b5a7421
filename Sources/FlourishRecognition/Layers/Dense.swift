/// Fully connected layers: `output[o] = bias[o] + Σ weights[o][i] · input[i]`.
enum Dense {
    /// With ReLU after: weights laid out [input][output] (rearranged at load), added a column
    /// an input (`WeightColumns`).
    static func columnsReLU(
        input: UnsafePointer<Float>, inputs: Int, weights: UnsafePointer<Float>, bias: UnsafePointer<Float>,
        outputs: Int, output: UnsafeMutablePointer<Float>
    ) {
        output.update(from: bias, count: outputs)
        WeightColumns.accumulate(input, count: inputs, columns: weights, width: outputs, into: output)
        WeightColumns.rectify(output, count: outputs)
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
