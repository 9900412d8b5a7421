import FlourishStorage

/// The digit recogniser's weights, widened to Float32 once at load: a small CNN that reads a
/// `DigitTensor` and gives ten class probabilities (see `DigitModelLayout`).
///
/// All weights sit in one contiguous array, tensor after tensor, so the forward pass takes one
/// pointer to them and finds each tensor at a fixed offset. A value with no I/O once made;
/// `DigitRecognizer` owns one and runs it off the frame loop.
public struct DigitNetwork: Sendable {
    /// Where the shipped weights lie, relative to the package root (like
    /// `Assets/demo.flourish`); callers pass the path they resolve.
    public static let shippedPath = "Assets/digits.f16"
    /// The largest file read: the shipped model is about 92 KiB; anything far larger is not
    /// one, and is refused before memory is taken for it.
    public static let maxFileBytes = 1 << 20

    /// Every tensor's values, in `DigitModelLayout.tensors` order, each rearranged for the
    /// forward pass (`DigitModelLayout.inferenceOrder`).
    let parameters: [Float]

    /// The network in the file at `path`.
    public init(contentsOf path: String) throws(DigitModelError) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path, limit: Self.maxFileBytes)
        } catch {
            throw DigitModelError(path: path, kind: .unreadable(error.kind))
        }
        try self.init(bytes: bytes, path: path)
    }

    /// The network in `bytes`, read from `path` (named in errors).
    public init(bytes: [UInt8], path: String) throws(DigitModelError) {
        parameters = DigitModelLayout.inferenceOrder(try DigitModelReader.parameters(in: bytes, path: path))
    }
}
