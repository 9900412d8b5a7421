/// The one network the weights file describes, as `scripts/train-digits` builds it:
///
///     conv 5x5, 1 -> 16 (28 -> 24), ReLU, max-pool 2 (-> 12)
///     conv 5x5, 16 -> 32 (12 -> 8), ReLU, max-pool 2 (-> 4)
///     dense 512 -> 64, ReLU; dense 64 -> 10; softmax
///
/// The file names its tensors' shapes so the loader can refuse a file made for another
/// network with a message instead of reading weights into the wrong places.
enum DigitModelLayout {
    /// "FLDG": Flourish digits.
    static let magic: [UInt8] = Array("FLDG".utf8)
    static let version: UInt32 = 1

    static let kernel = 5
    static let inputSide = 28
    static let conv1Filters = 16
    /// conv1's output side (valid convolution), then halved by pooling.
    static let conv1Side = inputSide - kernel + 1
    static let pool1Side = conv1Side / 2
    static let conv2Filters = 32
    static let conv2Side = pool1Side - kernel + 1
    static let pool2Side = conv2Side / 2
    static let hidden = 64
    static let classes = 10
    /// Pooled conv2 output, flattened channel-major (c * 16 + y * 4 + x), as the script's
    /// dense layer reads it.
    static let flattened = conv2Filters * pool2Side * pool2Side

    /// Every tensor in file order: name and shape (row-major).
    static let tensors: [(name: String, shape: [Int])] = [
        ("conv1.weight", [conv1Filters, 1, kernel, kernel]), ("conv1.bias", [conv1Filters]),
        ("conv2.weight", [conv2Filters, conv1Filters, kernel, kernel]), ("conv2.bias", [conv2Filters]),
        ("dense1.weight", [hidden, flattened]), ("dense1.bias", [hidden]),
        ("dense2.weight", [classes, hidden]), ("dense2.bias", [classes]),
    ]

    /// Where each tensor starts in the one array of all values, in `tensors` order.
    static let offsets: [Int] = {
        var offsets: [Int] = []
        var next = 0
        for tensor in tensors {
            offsets.append(next)
            next += tensor.shape.reduce(1, *)
        }
        return offsets
    }()
}
