/// Parses a digit model file (the format `scripts/train-digits` documents):
///
///     "FLDG", version u32, tensor count u32,
///     per tensor: rank u32, rank x u32 dimensions,
///     then every tensor's values as float16, in order, and nothing after.
///
/// Everything the header claims is checked against `DigitModelLayout` before any weight is
/// read or any array is sized from it, so a corrupt header cannot ask for a huge allocation
/// and a file for another network is refused by name, not misread.
enum DigitModelReader {
    /// The values of every tensor of `DigitModelLayout.tensors`, one after another in file
    /// order, widened to Float.
    static func parameters(in bytes: [UInt8], path: String) throws(DigitModelError) -> [Float] {
        var cursor = ByteCursor(bytes: bytes, path: path)
        let magic = try cursor.take(4, for: "the magic")
        guard Array(magic) == DigitModelLayout.magic else {
            throw DigitModelError(path: path, kind: .wrongMagic(found: Array(magic)))
        }
        let version = try cursor.uint32(for: "the version")
        guard version == DigitModelLayout.version else {
            throw DigitModelError(path: path, kind: .unsupportedVersion(version))
        }
        let count = try cursor.uint32(for: "the tensor count")
        guard count == DigitModelLayout.tensors.count else {
            throw DigitModelError(path: path, kind: .wrongTensorCount(found: count, expected: DigitModelLayout.tensors.count))
        }
        for tensor in DigitModelLayout.tensors {
            let rank = try cursor.uint32(for: "the rank of \(tensor.name)")
            // Checked before the dimensions are read: a corrupt rank cannot make a long loop.
            guard rank == tensor.shape.count else {
                throw DigitModelError(
                    path: path, kind: .wrongRank(tensor: tensor.name, found: rank, expected: tensor.shape.count))
            }
            var shape: [Int] = []
            for _ in 0..<rank { shape.append(Int(try cursor.uint32(for: "the shape of \(tensor.name)"))) }
            guard shape == tensor.shape else {
                throw DigitModelError(path: path, kind: .wrongShape(tensor: tensor.name, found: shape, expected: tensor.shape))
            }
        }

        // Sizes come from the layout (already matched), never from the file.
        let valueCount = DigitModelLayout.tensors.reduce(0) { $0 + $1.shape.reduce(1, *) }
        guard cursor.remaining >= 2 * valueCount else {
            throw DigitModelError(
                path: path,
                kind: .truncated(what: "the weights", needed: cursor.offset + 2 * valueCount, available: bytes.count))
        }
        guard cursor.remaining == 2 * valueCount else {
            throw DigitModelError(path: path, kind: .trailingBytes(cursor.remaining - 2 * valueCount))
        }
        var parameters = [Float](repeating: 0, count: valueCount)
        var next = 0
        for tensor in DigitModelLayout.tensors {
            let count = tensor.shape.reduce(1, *)
            let half = try cursor.take(2 * count, for: "the weights of \(tensor.name)")
            var index = half.startIndex
            for i in next..<next + count {
                parameters[i] = HalfFloat.float(fromBits: UInt16(half[index]) | UInt16(half[index + 1]) << 8)
                index += 2
            }
            guard parameters[next..<next + count].allSatisfy(\.isFinite) else {
                throw DigitModelError(path: path, kind: .notFinite(tensor: tensor.name))
            }
            next += count
        }
        return parameters
    }
}
