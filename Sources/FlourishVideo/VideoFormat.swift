/// The containers and codecs a timelapse can be written in, chosen by the file's extension.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 (libx264) in MP4: what every player opens.
    case mp4
    /// VP9 (libvpx) in WebM: what browsers play without a licence question.
    case webm

    /// The format `path`'s extension names, or nil for any other extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// libavformat's name for the container.
    var muxer: String { rawValue }

    /// libavcodec's name for the encoder.
    public var encoder: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        }
    }
}

/// Any failure to write a video, already phrased for the user.
public struct VideoError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
