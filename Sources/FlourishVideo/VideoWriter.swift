import Dispatch
import Foundation

/// Writes RGBA frames to a video file through FFmpeg on a thread of its own: `send` hands a
/// frame over a bounded `FrameChannel` and returns while the encoder works on earlier ones.
///
/// The `VideoEncoder` (and the `VideoFile` it writes) is made, used and freed on that thread,
/// so its C pointers and its descriptor never cross threads; only byte buffers do. The video
/// appears at `path` complete, at `finish`, or not at all: what was there stays until then.
public final class VideoWriter: Sendable {
    public let width: Int
    public let height: Int
    public let fps: Int
    public let path: String
    private let channel: FrameChannel
    /// Signalled once by the encoder thread after it opened the file (or failed to), and once
    /// more when it has finished it.
    private let opened = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Frames queued between the renderer and the encoder at most.
    public static let queueCapacity = 4

    /// Opens `path` (its extension picks the format) for frames of `width`x`height` at `fps`;
    /// throws when the format, FFmpeg's libraries, the encoder or the file is not to be had.
    public convenience init(path: String, width: Int, height: Int, fps: Int) throws(VideoError) {
        try self.init(path: path, width: width, height: height, fps: fps, onOpen: nil)
    }

    /// As `init(path:width:height:fps:)`; `onOpen` is given the temporary file's descriptor
    /// before anything is written to it, on the encoder thread: how a test points the writes
    /// at a full device (`/dev/full`), a real failure that no permission can stand in for when
    /// the tests run as root.
    package init(path: String, width: Int, height: Int, fps: Int, onOpen: (@Sendable (Int32) -> Void)?) throws(VideoError) {
        guard let kind = VideoFormat(path: path) else {
            throw VideoError("\(path): a timelapse is written as .mp4 (H.264) or .webm (VP9)")
        }
        guard width >= 16, height >= 16, width % 2 == 0, height % 2 == 0 else {
            throw VideoError("\(path): \(width)x\(height) is no video size (both even, and at least 16)")
        }
        try FFmpegLibraries.load(for: path)
        (self.path, self.width, self.height, self.fps) = (path, width, height, fps)
        let channel = FrameChannel(capacity: Self.queueCapacity)
        self.channel = channel
        let (opened, finished) = (opened, finished)
        let thread = Thread {
            Self.encode(
                path: path, kind: kind, width: width, height: height, fps: fps, channel: channel, opened: opened,
                onOpen: onOpen)
            finished.signal()
        }
        thread.name = "flourish-video"
        thread.start()
        opened.wait()
        if let failure = channel.failure {
            finished.wait()
            // `deinit` runs for this writer too (its properties are all set) and waits again.
            finished.signal()
            throw failure
        }
    }

    /// A buffer of `width * height * 4` bytes to fill with the next frame and `send`.
    public func takeBuffer() -> [UInt8] { channel.takeBuffer(count: width * height * 4) }

    /// Queues one frame (straight RGBA, `width * 4` bytes a row); waits while the queue is full.
    public func send(_ frame: consuming [UInt8]) throws(VideoError) {
        precondition(frame.count == width * height * 4, "a frame of the wrong size")
        try channel.send(frame)
    }

    /// Waits for the frames queued to be encoded and the file completed.
    public func finish() throws(VideoError) {
        channel.close()
        finished.wait()
        // The thread stays ended for whoever waits next (`deinit`).
        finished.signal()
        if let failure = channel.failure { throw failure }
    }

    deinit {
        // A writer dropped without `finish` (a render that failed) abandons its video: the
        // thread ends without completing the file, and is waited for, so the temporary file
        // is gone, and the old video untouched, once the render has returned its error.
        channel.abandon()
        finished.wait()
    }

    private static func encode(
        path: String, kind: VideoFormat, width: Int, height: Int, fps: Int, channel: FrameChannel,
        opened: DispatchSemaphore, onOpen: (@Sendable (Int32) -> Void)?
    ) {
        let encoder: VideoEncoder
        do {
            let file = try VideoFile(path: path)
            onOpen?(file.descriptor)
            encoder = try VideoEncoder(file: file, kind: kind, width: width, height: height, fps: fps)
        } catch {
            channel.fail(error)
            opened.signal()
            return
        }
        opened.signal()
        // After a failure the frames still sent are taken and dropped, so the renderer never
        // waits for a place that would not come.
        var failed = false
        while let frame = channel.receive() {
            if !failed {
                do {
                    try frame.withUnsafeBufferPointer { (bytes) throws(VideoError) in
                        if let base = bytes.baseAddress { try encoder.encode(rgba: base) }
                    }
                } catch {
                    channel.fail(error)
                    failed = true
                }
            }
            channel.recycle(frame)
        }
        guard !failed, !channel.isAbandoned else { return }
        do { try encoder.finish() } catch { channel.fail(error) }
    }
}
