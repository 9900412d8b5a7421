import FlourishFrameStats

/// What the window benchmarks read of one run of the app: its `--stats` report, the figures
/// they use from it by name, and what it printed (scripted runs only).
struct AppRun {
    var report: RunReport
    /// What the app printed on stdout (`AppLauncher.runScripted` runs only).
    var output = ""
    var frameStarts: [Double] { report.frames.map(\.start) }
    var cpu: Double { report.cpuSeconds }
    var cpuAtFirstFrame: Double { report.cpuAtFirstFrame }
    var wall: Double { report.wallSeconds }
    var received: Int { Int(report.samplesReceived) }
    var penDelivered: Int { report.samplesPainted["pen"] ?? 0 }
    var delivered: Int { Int(report.samplesDelivered) }
    var batches: Int { Int(report.batches) }
    var largestBatch: Int { report.largestBatch }
    var renderer: String { report.renderer }
    var floodStart: Double? { report.floodStart }
    var floodEnd: Double? { report.floodEnd }
    var confettiPieces: [Int] { report.frames.map(\.confettiPieces) }
    /// Every drawn frame's work (stages and overlay), ms.
    var frameWork: [Double] { report.frames.map { $0.total * 1000 } }
    /// Every drawn frame's overlay cost, ms.
    var overlay: [Double] { report.frames.map { $0.overlay * 1000 } }
}
