import Dispatch
import Synchronization

/// A bounded queue of RGBA frames from the thread that renders them to the thread that
/// encodes them: the renderer waits when `capacity` frames are queued, so a slow encoder holds
/// it back instead of the frames piling up. Buffers go back and forth and are reused.
final class FrameChannel: Sendable {
    private struct State {
        var queued: [[UInt8]] = []
        var spare: [[UInt8]] = []
        var isClosed = false
        /// Closed without the video being finished: the encoder drops it, writing no end.
        var isAbandoned = false
        var failure: VideoError?
    }

    private let state = Mutex(State())
    /// Counts the free places in the queue.
    private let places: DispatchSemaphore
    /// Counts the frames queued, and the close.
    private let arrivals = DispatchSemaphore(value: 0)

    init(capacity: Int) { places = DispatchSemaphore(value: capacity) }

    /// A buffer to fill for the next frame: one the encoder is done with, or a new one.
    func takeBuffer(count: Int) -> [UInt8] {
        let reused = state.withLock { $0.spare.popLast() }
        if let reused, reused.count == count { return reused }
        return [UInt8](repeating: 0, count: count)
    }

    /// Queues `frame`, waiting for a place; throws the encoder's failure once there is one.
    func send(_ frame: consuming [UInt8]) throws(VideoError) {
        places.wait()
        let frame = frame
        let failure = state.withLock { state -> VideoError? in
            if state.failure == nil { state.queued.append(frame) }
            return state.failure
        }
        if let failure {
            places.signal()
            throw failure
        }
        arrivals.signal()
    }

    /// No more frames: the encoder finishes the file after the ones queued.
    func close() {
        state.withLock { $0.isClosed = true }
        arrivals.signal()
    }

    /// No more frames, and no video: the encoder takes what is queued and drops the file.
    func abandon() {
        state.withLock { $0.isAbandoned = true }
        close()
    }

    var isAbandoned: Bool { state.withLock { $0.isAbandoned } }

    /// The encoder thread's side: the next frame, or nil once the channel is closed and empty.
    func receive() -> [UInt8]? {
        arrivals.wait()
        return state.withLock { state in state.queued.isEmpty ? nil : state.queued.removeFirst() }
    }

    /// The encoder thread hands a frame's buffer back once it is encoded.
    func recycle(_ buffer: consuming [UInt8]) {
        let buffer = buffer
        state.withLock { $0.spare.append(buffer) }
        places.signal()
    }

    /// The encoder failed: frames sent from now on are refused with `failure`.
    func fail(_ failure: VideoError) {
        state.withLock { state in
            if state.failure == nil { state.failure = failure }
        }
    }

    var failure: VideoError? { state.withLock { $0.failure } }
}
