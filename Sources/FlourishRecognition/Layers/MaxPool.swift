/// 2 x 2 max pooling with stride 2 over an interleaved buffer (each pixel's channels side by
/// side); the side must be even, as every side in `DigitModelLayout` is.
enum MaxPool {
    static func twoByTwo(
        input: UnsafePointer<Float>, channels: Int, side: Int, output: UnsafeMutablePointer<Float>
    ) {
        let half = side / 2
        for y in 0..<half {
            for x in 0..<half {
                let topLeft = input + (2 * y * side + 2 * x) * channels
                let topRight = topLeft + channels
                let bottomLeft = topLeft + side * channels
                let bottomRight = bottomLeft + channels
                let out = output + (y * half + x) * channels
                for c in 0..<channels {
                    out[c] = max(max(topLeft[c], topRight[c]), max(bottomLeft[c], bottomRight[c]))
                }
            }
        }
    }
}
