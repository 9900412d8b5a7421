#if canImport(Glibc)
    import Glibc
#endif

/// Logits to probabilities. The largest logit is subtracted first so no exponential
/// overflows, and the sums run in Double so the result agrees with the script's float64
/// softmax to well under the 1e-4 the agreement test allows.
enum Softmax {
    static func probabilities(of logits: UnsafePointer<Float>, count: Int) -> [Float] {
        var largest = logits[0]
        for i in 1..<count { largest = max(largest, logits[i]) }
        var exponentials = [Double](repeating: 0, count: count)
        var total = 0.0
        for i in 0..<count {
            exponentials[i] = exp(Double(logits[i] - largest))
            total += exponentials[i]
        }
        return exponentials.map { Float($0 / total) }
    }
}
