import FlourishText

/// Why an OpenRaster file could not be read or written: the file, the member inside it (when
/// one is to blame) and what is wrong, so the message alone tells the user where to look.
public struct OpenRasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, with the figures the message needs.
    public enum Problem: Equatable, Sendable {
        /// The file could not be opened at all (missing, unreadable); libzip's words.
        case cannotOpen(String)
        /// The path names a folder, a device or a pipe, refused before anything is read; the
        /// words say which (`FileStatus.refusal`).
        case notAFile(String)
        /// The file is not a zip archive, or its directory is damaged; libzip's words.
        case notAZip(String)
        /// There is no `mimetype` member.
        case missingMimetype
        /// `mimetype` is present but another member comes first.
        case mimetypeNotFirst(firstMember: String)
        /// `mimetype` does not hold exactly `image/openraster`.
        case wrongMimetype(found: String)
        /// A member the format needs is absent; `neededBy` says who needs it.
        case missingMember(neededBy: String)
        /// A member declares more bytes than the limit allows; checked before reading it.
        case memberTooLarge(size: UInt64, limit: Int)
        /// The archive lists more members than the limit allows; checked before any is read.
        case tooManyMembers(count: Int, limit: Int)
        /// The members a document carries unused declare more bytes together than the limit.
        case carriedMembersTooLarge(size: UInt64, limit: Int)
        /// A member could not be read back whole (bad checksum, short or long data).
        case damagedMember(String)
        /// The archive's directory lists the member's name more than once: which one a
        /// reader would take is libzip's choice, so neither is.
        case duplicateMember
        /// A member declares more bytes than its compressed data could unpack to (stored: its
        /// own size; deflated: 1032 times it, deflate's limit); checked before reading it.
        case declaredSizeBeyondData(size: UInt64, compressed: UInt64, most: UInt64)
        /// `stack.xml` is not well-formed XML or not an OpenRaster stack.
        case malformedStack(String)
        /// An image's pixel count is beyond the limit (or its size is not positive).
        case imageTooLarge(width: Int, height: Int, limit: Int)
        /// Bytes that should be a PNG are not one.
        case notAPNG(String)
        /// What the caller asked to write cannot be written as given.
        case invalidInput(String)
        /// The file could not be written or put in place; the system's or libzip's words.
        case writeFailed(String)
    }

    /// The OpenRaster file, as the caller named it.
    public let path: String
    /// The zip member at fault, if one is.
    public let member: String?
    public let problem: Problem

    public init(path: String, member: String? = nil, problem: Problem) {
        self.path = path
        self.member = member
        self.problem = problem
    }

    /// The member's name is quoted as an excerpt (an archive may name a member with anything,
    /// thousands of bytes long); the path is the caller's own.
    public var description: String { "\(path): \(reason)" }

    /// The member at fault, if one is, and what is wrong, without the file: for a message that
    /// names the file already (a thumbnail's or a document's error about `path`).
    public var reason: String {
        member.map { "\(Excerpt.of($0)): \(problem.explanation)" } ?? problem.explanation
    }
}

extension OpenRasterError.Problem {
    /// The problem in words, without the file or member.
    var explanation: String {
        switch self {
        case .cannotOpen(let detail): "cannot be opened: \(detail)"
        case .notAFile(let detail): detail
        case .notAZip(let detail): "not an OpenRaster file (not a readable zip archive: \(detail))"
        case .missingMimetype: "not an OpenRaster file: there is no mimetype member"
        case .mimetypeNotFirst(let first):
            "not an OpenRaster file: the mimetype member must come first, but \(Excerpt.of(first)) does"
        case .wrongMimetype(let found):
            "not an OpenRaster file: mimetype holds \(Self.quoted(found)), not \"image/openraster\""
        case .missingMember(let neededBy): "missing, but \(neededBy) needs it"
        case .memberTooLarge(let size, let limit):
            "declares \(size) bytes, more than the limit of \(limit) bytes"
        case .tooManyMembers(let count, let limit):
            "the archive lists \(count) members, more than the limit of \(limit)"
        case .carriedMembersTooLarge(let size, let limit):
            "the members kept to be written back declare \(size) bytes together, more than the limit of \(limit) bytes"
        case .damagedMember(let detail): "damaged: \(detail)"
        case .duplicateMember: "the archive lists this member twice"
        case .declaredSizeBeyondData(let size, let compressed, let most):
            "declares \(size) bytes, but its \(compressed) compressed bytes can hold at most \(most)"
        case .malformedStack(let detail): "not a valid OpenRaster stack: \(detail)"
        case .imageTooLarge(let width, let height, let limit):
            width <= 0 || height <= 0
                ? "image size \(width)x\(height) is not positive"
                : "image size \(width)x\(height) is more than the limit of \(limit) pixels"
        case .notAPNG(let detail): "not a PNG image: \(detail)"
        case .invalidInput(let detail): "cannot be written: \(detail)"
        case .writeFailed(let detail): "could not be written: \(detail)"
        }
    }

    /// At most 40 characters of what was found, quoted, its control characters (DEL and the C1
    /// ones too) escaped, so a binary blob can neither flood the message nor drive the terminal.
    private static func quoted(_ text: String) -> String {
        "\"" + Excerpt.of(text) + "\""
    }
}
