/// The intermediate activations of one forward pass, in one array made once: the recogniser
/// keeps one and reuses it, so a recognition allocates only its ten probabilities.
///
/// Each feature map is interleaved (a pixel's channels side by side, row by row), the order
/// the layers' inner loops run over.
public struct InferenceScratch: Sendable {
    static let conv1 = 0
    static let pool1 = conv1 + DigitModelLayout.conv1Filters * DigitModelLayout.conv1Side * DigitModelLayout.conv1Side
    static let conv2 = pool1 + DigitModelLayout.conv1Filters * DigitModelLayout.pool1Side * DigitModelLayout.pool1Side
    static let pool2 = conv2 + DigitModelLayout.conv2Filters * DigitModelLayout.conv2Side * DigitModelLayout.conv2Side
    static let hidden = pool2 + DigitModelLayout.flattened
    static let logits = hidden + DigitModelLayout.hidden
    static let count = logits + DigitModelLayout.classes

    var values = [Float](repeating: 0, count: count)

    public init() {}
}
