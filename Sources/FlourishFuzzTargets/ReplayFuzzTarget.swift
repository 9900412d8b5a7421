import FlourishRecording
import FlourishReplay

/// `flourish replay` on any bytes, without a file: the check, the header's checks, the frames
/// streamed through the feeder, the session and libmypaint, on a canvas no larger than
/// 256x256 so that each input stays within the fuzzer's time budget (`scripts/fuzz` gives
/// every input 10 s; a run that takes longer is reported as a timeout, like a hang).
enum ReplayFuzzTarget {
    static let largestCanvas = 256

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        let file = FuzzTarget.inputName
        let recording: CheckedRecording
        do { recording = try CheckedRecording(Array(bytes), file: file) } catch { return .refused(error.description) }
        var request = ReplayRequest(recordingPath: file)
        // The header's own canvas is still checked against max_canvas by the replay.
        let header = recording.header.settings
        request.canvasWidth = min(header.canvasWidth ?? largestCanvas, largestCanvas)
        request.canvasHeight = min(header.canvasHeight ?? largestCanvas, largestCanvas)
        let report: ReplayReport
        do { (report, _) = try Replay.run(recording, request: request) } catch {
            try MessagePromise.check(error.description, startsWith: file)
            return .refused(error.description)
        }
        guard report.samples == recording.outline.samples else {
            throw FuzzFailure("\(report.samples) samples replayed of \(recording.outline.samples) checked")
        }
        return .accepted
    }
}
