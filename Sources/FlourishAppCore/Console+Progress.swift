import FlourishFrameClock
import FlourishReplay
import Foundation

extension Console {
    /// Runs `work` with `progress` drawn on stderr as it reports (done, total), for a person
    /// watching: a terminal only, a pipe or a log gets the result line alone. The line is
    /// cleared when `work` returns or throws, before anything else is written.
    package static func withProgress<Result, Failure: Error>(
        _ progress: ReplayProgress, _ work: (_ report: @escaping (_ done: Int, _ total: Int) -> Void) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var progress = progress
        let showsProgress = isatty(STDERR_FILENO) == 1
        defer { if let clear = progress.finish() { redraw(clear) } }
        return try work { done, total in
            if showsProgress, let line = progress.update(done: done, total: total, now: MonotonicClock.now()) {
                redraw(line)
            }
        }
    }
}
