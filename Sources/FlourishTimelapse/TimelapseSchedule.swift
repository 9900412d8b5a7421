/// Which frames of the video show what: the first the canvas as it starts, the last `hold`
/// the finished painting, and the `body` frames between them spread evenly over the painting's
/// progress (its strokes' samples, not its clock, so a pause in painting is no pause in the
/// video).
struct TimelapseSchedule: Equatable {
    let body: Int
    let hold: Int
    /// Progress units (samples of the strokes that stay) in the whole painting.
    let total: Int

    /// `seconds` at `fps` in all; the hold is a second, or a third of the video if shorter.
    init(seconds: Double, fps: Int, total: Int) {
        let frames = max(3, Int((seconds * Double(fps)).rounded()))
        hold = max(1, min(fps, frames / 3))
        body = frames - 1 - hold
        self.total = total
    }

    var frameCount: Int { 1 + body + hold }

    /// The progress after which body frame `k` (1...body) is taken.
    func progressBefore(frame k: Int) -> Int {
        (k * total + body - 1) / body
    }
}
