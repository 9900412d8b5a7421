import FlourishGestures

extension DigitNetwork {
    /// The ten class probabilities (index = class) for `tensor`, computed in Float32 in
    /// `scratch`.
    public func probabilities(for tensor: DigitTensor, scratch: inout InferenceScratch) -> [Float] {
        typealias L = DigitModelLayout
        let offsets = L.offsets
        return parameters.withUnsafeBufferPointer { parameterBuffer in
            tensor.values.withUnsafeBufferPointer { inputBuffer in
                scratch.values.withUnsafeMutableBufferPointer { scratchBuffer in
                    // Sizes checked at load (parameters) and by construction (the tensor,
                    // the scratch); these pointers are never nil for non-empty arrays.
                    guard let p = parameterBuffer.baseAddress, let input = inputBuffer.baseAddress,
                        let s = scratchBuffer.baseAddress
                    else { return [Float](repeating: .nan, count: L.classes) }
                    Convolution.validReLU(
                        input: input, channels: 1, side: L.inputSide,
                        weights: p + offsets[0], bias: p + offsets[1], filters: L.conv1Filters,
                        kernel: L.kernel, output: s + InferenceScratch.conv1)
                    MaxPool.twoByTwo(
                        input: s + InferenceScratch.conv1, channels: L.conv1Filters, side: L.conv1Side,
                        output: s + InferenceScratch.pool1)
                    Convolution.validReLU(
                        input: s + InferenceScratch.pool1, channels: L.conv1Filters, side: L.pool1Side,
                        weights: p + offsets[2], bias: p + offsets[3], filters: L.conv2Filters,
                        kernel: L.kernel, output: s + InferenceScratch.conv2)
                    MaxPool.twoByTwo(
                        input: s + InferenceScratch.conv2, channels: L.conv2Filters, side: L.conv2Side,
                        output: s + InferenceScratch.pool2)
                    Dense.columnsReLU(
                        input: s + InferenceScratch.pool2, inputs: L.flattened,
                        weights: p + offsets[4], bias: p + offsets[5], outputs: L.hidden,
                        output: s + InferenceScratch.hidden)
                    Dense.rows(
                        input: s + InferenceScratch.hidden, inputs: L.hidden,
                        weights: p + offsets[6], bias: p + offsets[7], outputs: L.classes,
                        output: s + InferenceScratch.logits)
                    return Softmax.probabilities(of: s + InferenceScratch.logits, count: L.classes)
                }
            }
        }
    }

    /// The probabilities for `tensor` with scratch of its own (tests, one-off use).
    public func probabilities(for tensor: DigitTensor) -> [Float] {
        var scratch = InferenceScratch()
        return probabilities(for: tensor, scratch: &scratch)
    }

    /// The most likely class and its probability.
    public func prediction(for tensor: DigitTensor, scratch: inout InferenceScratch) -> DigitPrediction {
        let probabilities = probabilities(for: tensor, scratch: &scratch)
        // Ten probabilities are never empty; the fallback is the gate's out-of-range.
        return DigitPrediction(probabilities: probabilities) ?? DigitPrediction(digit: -1, confidence: .nan)
    }
}
