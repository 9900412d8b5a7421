import FlourishAppCore
import FlourishReplay
import Testing

/// `flourish replay` and `flourish timelapse` run their work through `Console.withProgress`:
/// what the work gives, or throws, must come back through it unchanged.
@Suite("Console.withProgress: the work's result or error, with its progress reports taken")
struct ConsoleProgressTests {
    struct Stop: Error, Equatable {}

    @Test("returns what the work returns, once it has reported its progress")
    func returnsTheResult() {
        var reported: [Int] = []
        let result = Console.withProgress(ReplayProgress(start: 0)) { report in
            for done in stride(from: 0, through: 1000, by: 100) {
                report(done, 1000)
                reported.append(done)
            }
            return "replayed"
        }
        #expect(result == "replayed")
        #expect(reported == Array(stride(from: 0, through: 1000, by: 100)))
    }

    @Test("throws what the work throws")
    func throwsTheError() {
        #expect(throws: Stop()) {
            try Console.withProgress(ReplayProgress(start: 0)) { (report) throws(Stop) -> Int in
                report(1, 2)
                throw Stop()
            }
        }
    }
}
