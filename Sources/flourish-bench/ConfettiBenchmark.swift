import FlourishConfetti
import Foundation

/// Confetti, on its own and in the real window. First the engine's per-frame cost: one
/// `update(at:)` writing every live piece's quad, at PaperConfetti's sizes (its app's 180,
/// stress 720, 1,440, 5,760) and at the engine's capacity, flat and 3D. Each frame is timed on
/// its own, at times spread over the burst's whole life, and the median is printed beside the
/// goal. Then the whole frame with the burst against the frames between, in the app under
/// Xvfb (`runWindow`).
struct ConfettiBenchmark: Benchmark {
    static let name = "confetti"
    let counts = [180, 720, 1_440, 5_760, 20_000]
    let frames = 300
    /// The goal: at most this many milliseconds per frame at `goalCount` pieces.
    let goalMilliseconds = 0.5
    let goalCount = 5_760

    init(options: BenchmarkOptions) {}

    func run() throws {
        runEngine()
        try runWindow()
    }

    /// The engine alone, no window.
    private func runEngine() {
        let engine = ConfettiEngine(capacity: counts.max() ?? 20_000)
        var atGoal: [String] = []
        for look in [ConfettiLook.flat, .threeD] {
            let name = look == .flat ? "flat" : "3D"
            for count in counts {
                engine.pop(
                    BurstOptions(count: count, look: look, seed: 1),
                    windowSize: (width: 1280, height: 720), at: 0)
                guard let end = engine.endTime else { continue }
                let times = (0..<frames).map { end * (Double($0) + 0.5) / Double(frames) }
                // One discarded pass warms caches and the branch predictor.
                for t in times { engine.update(at: t) }
                var nanoseconds: [Double] = []
                nanoseconds.reserveCapacity(frames)
                var drawn = 0
                for t in times {
                    let start = DispatchTime.now().uptimeNanoseconds
                    drawn += engine.update(at: t)
                    nanoseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                }
                blackHole(engine.vertices.baseAddress)
                let perFrame = median(nanoseconds)
                let meanDrawn = Double(drawn) / Double(frames)
                print(
                    String(
                        format:
                            "confetti %@ %6d pieces: %.4f ms/frame (median of %d), %.1f ns/piece, %.0f drawn per frame on average",
                        name.padding(toLength: 4, withPad: " ", startingAt: 0), count,
                        perFrame / 1e6, frames, perFrame / Double(count), meanDrawn))
                if count == goalCount {
                    atGoal.append(
                        String(
                            format: "%@ %.4f ms (%.2fx the goal)", name, perFrame / 1e6,
                            perFrame / 1e6 / goalMilliseconds))
                }
            }
        }
        print(
            "confetti goal <= \(goalMilliseconds) ms/frame at \(goalCount) pieces: "
                + atGoal.joined(separator: ", "))
    }
}
