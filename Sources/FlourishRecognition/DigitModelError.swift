import FlourishStorage

/// Why a digit model file could not be loaded, with the file named in every message: a
/// person reading "truncated" needs to know which file to replace.
public typealias DigitModelError = FileError<DigitModelFailure>

/// The ways a digit model file cannot be loaded.
public enum DigitModelFailure: FileFailure {
    /// The file could not be read at all (missing, a folder, too large, refused).
    case unreadable(FileReadFailure)
    /// The first four bytes are not `DigitModelLayout.magic`: not a model file.
    case wrongMagic(found: [UInt8])
    /// A format version this build does not read.
    case unsupportedVersion(UInt32)
    /// The file ends before `needed` bytes; `what` says which part was cut.
    case truncated(what: String, needed: Int, available: Int)
    /// The header lists a different number of tensors than the network has.
    case wrongTensorCount(found: UInt32, expected: Int)
    /// A tensor has a different number of dimensions than the network needs.
    case wrongRank(tensor: String, found: UInt32, expected: Int)
    /// A tensor's shape in the header is not the one the network needs.
    case wrongShape(tensor: String, found: [Int], expected: [Int])
    /// Bytes follow the last weight: a file written for another network, or two joined.
    case trailingBytes(Int)
    /// A weight is infinite or NaN: a broken export, refused rather than predicting NaN.
    case notFinite(tensor: String)

    public var reason: String {
        switch self {
        case .unreadable(let why):
            why.reason
        case .wrongMagic(let found):
            "is not a Flourish digit model: it starts with \(Self.show(found)), not \"FLDG\""
        case .unsupportedVersion(let version):
            "is digit model format version \(version); this build reads version \(DigitModelLayout.version)"
        case .truncated(let what, let needed, let available):
            "is truncated: \(what) needs \(needed) bytes, the file has \(available)"
        case .wrongTensorCount(let found, let expected):
            "has the wrong shape: \(found) tensors, the network has \(expected)"
        case .wrongRank(let tensor, let found, let expected):
            "has the wrong shape for \(tensor): \(found) dimensions, the network needs \(expected)"
        case .wrongShape(let tensor, let found, let expected):
            "has the wrong shape for \(tensor): \(found), the network needs \(expected)"
        case .trailingBytes(let count):
            "has \(count) bytes after the last weight; it was written for another network"
        case .notFinite(let tensor):
            "holds a weight in \(tensor) that is not a finite number"
        }
    }

    /// Bytes as printable ASCII in quotes, or as hex when any is not.
    private static func show(_ bytes: [UInt8]) -> String {
        if !bytes.isEmpty, bytes.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }) {
            return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
        }
        if bytes.isEmpty { return "nothing" }
        let digits = Array("0123456789abcdef")
        return "0x" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
