import FlourishConfetti
import FlourishFeeder
import FlourishFrameClock
import FlourishFrameStats
import FlourishSamples
import FlourishSession
import Foundation

/// The per-frame figures: the overlay's statistics, the `--frame-log` CSV and the `--stats`
/// run report, with the live readings (pressure, tilt, speed) the overlay shows. No SDL and no
/// X11: the app hands in batches, frames and, at the end, the input threads' counts.
@MainActor
package final class FrameFigures {
    package let statistics = FrameStatistics()
    private let frameLog: FrameLog?
    /// Written at exit with `--stats`; its frame list grows only then.
    package private(set) var report = RunReport()
    /// `--stats`: where the report goes at exit (nil: no report, and no frames kept for one).
    private let statsPath: String?
    private var keepsFrames: Bool { statsPath != nil }
    package let launchTime: Double
    private var brushSpeed = BrushSpeed()
    package private(set) var lastSample: Sample?
    /// How many times each key action was taken, for the flood's closing line.
    package private(set) var actionsTaken: [AppAction: Int] = [:]
    /// Whether the first frame was drawn (and the app said it is ready).
    package private(set) var firstFrameNoted = false
    /// When a file chosen or dropped began to open, until the first frame that shows it.
    private var openingSince: Double?

    package init(launchTime: Double, frameLogPath: String?, statsPath: String?) throws {
        self.launchTime = launchTime
        self.statsPath = statsPath
        frameLog = try frameLogPath.map { path throws in try FrameLog(path: path) }
    }

    /// A batch came out of the feeder; `painted` is false where a view gesture kept it off
    /// the canvas. Returns what the frame's figures need of it.
    package func noteBatch(_ batch: [Sample], painted: Bool, dabs: UInt64, drain: Double) -> PaintedBatch? {
        guard let first = batch.first else { return nil }
        var carried = PaintedBatch(samples: batch.count, oldest: first.time, newest: first.time, dabs: dabs, drain: drain)
        for sample in batch {
            carried.oldest = min(carried.oldest, sample.time)
            carried.newest = max(carried.newest, sample.time)
            if painted {
                report.samplesPainted[sample.tool.rawValue, default: 0] += 1
                if sample.isDown { brushSpeed.add(x: sample.x, y: sample.y, time: sample.time) }
            }
        }
        if !painted { report.samplesWithheld += batch.count }
        lastSample = batch.last
        return carried
    }

    package func noteMouseButtonPress() { report.sdlMouseButtonPresses += 1 }

    /// One drawn frame: into the overlay's statistics, the frame log, and (with `--stats`)
    /// the report.
    package func record(_ frame: FrameRecord) {
        if let since = openingSince {
            openingSince = nil
            let seconds = MonotonicClock.now() - since
            report.fileOpenings = (report.fileOpenings ?? []) + [seconds]
            Console.say(String(format: "the opened painting's first frame, %.1f ms after its opening began", seconds * 1000))
        }
        statistics.record(frame)
        frameLog?.append(frame, startedAt: frame.start - launchTime)
        if keepsFrames {
            var relative = frame
            relative.start -= launchTime
            report.frames.append(relative)
        }
    }

    package func noteAction(_ action: AppAction) { actionsTaken[action, default: 0] += 1 }

    /// A file began to open at `start` (the chooser's answer taken, or the drop): the next
    /// frame drawn is its first.
    package func noteFileOpened(at start: Double) { openingSince = start }

    package func noteFirstFrame(renderer: String, videoDriver: String) {
        firstFrameNoted = true
        report.cpuAtFirstFrame = MonotonicClock.processCPU()
        report.renderer = renderer
        report.videoDriver = videoDriver
    }

    /// What the overlay shows besides the frame statistics.
    package func readings(feeder: SampleFeeder, confetti: ConfettiEngine, session: PaintSession, now: Double) -> OverlayReadings {
        let counters = feeder.counters
        var readings = OverlayReadings(received: counters.received, delivered: counters.delivered)
        readings.clampedSamples = session.engine.clampedSamples
        if let sample = lastSample {
            readings.pressure = sample.pressure
            readings.xtilt = sample.xtilt
            readings.ytilt = sample.ytilt
            readings.tool = sample.tool.rawValue
        }
        readings.brushSpeed = brushSpeed.pxPerMs(now: now)
        readings.confettiPieces = confetti.livePieces
        switch confetti.state {
        case .idle: readings.confettiState = confetti.reduceMotion ? "idle, reduce motion on" : "idle"
        case .flying: readings.confettiState = "flying"
        case .reducedMotion: readings.confettiState = "reduced motion"
        case .cancelled: readings.confettiState = "cancelled"
        }
        readings.undoSteps = session.undoableSteps
        readings.redoSteps = session.redoableSteps
        readings.historyBytes = session.historyBytes
        readings.zoom = session.view.zoom
        var instruments = InstrumentSummary.describe(
            session.view, stabilizer: session.slots[session.currentSlot - 1].stabilizer, symmetry: session.symmetry)
        if let lag = session.stabilizerLag {
            instruments.append(String(format: "lag %.0f px %.0f ms", lag.pixels, lag.milliseconds))
        }
        readings.instruments = instruments.joined(separator: ", ")
        let brush = session.currentBrush
        readings.slot = "\(session.currentSlot): \(brush.displayName) r \(String(format: "%.1f", session.engine.brush(for: .pen).radius)) \(brush.color)"
        return readings
    }

    /// Closes the frame log and, with `--stats`, writes the report. `tablet` is what the
    /// XInput2 reader counted, where it read the devices (nil: SDL's mouse events did).
    package func finish(
        feeder: SampleFeeder, session: PaintSession, tilesUploaded: Int,
        tablet: TabletReadFigures?, flood: FloodWindow?, chooserOpenings: [(seconds: Double, filesRead: Int)]
    ) throws {
        try frameLog?.finish()
        guard let path = statsPath else { return }
        let counters = feeder.counters
        report.samplesReceived = counters.received
        report.samplesDelivered = counters.delivered
        report.batches = counters.batches
        report.largestBatch = counters.largestBatch
        report.dabs = session.engine.dabs
        report.samplesClamped = session.engine.clampedSamples
        report.tilesUploaded = tilesUploaded
        report.undoSteps = session.undoableSteps
        report.redoSteps = session.redoableSteps
        report.historyBytes = session.historyBytes
        report.chooserOpenings = chooserOpenings.map { RunReport.ChooserOpening(seconds: $0.seconds, filesRead: $0.filesRead) }
        report.slot = session.currentSlot
        report.brush = session.currentBrush.brush
        report.color = session.currentBrush.color.description
        report.zoom = session.view.zoom
        report.viewOffsetX = session.view.offsetX
        report.viewOffsetY = session.view.offsetY
        if let tablet {
            report.inputPath = "xinput2"
            report.decoder = tablet.decoder
            report.xinputEventsRead = tablet.eventsRead
        }
        if let window = flood?.value {
            report.floodStart = window.start - launchTime
            report.floodEnd = window.end - launchTime
        }
        report.cpuSeconds = MonotonicClock.processCPU()
        report.wallSeconds = MonotonicClock.now() - launchTime
        try report.write(to: path)
    }

    /// What a flood run did, in one line at quit, with or without `--stats`: a soak run reads it
    /// instead of a report, whose frame list would grow.
    package func floodSummary(seconds: Double, feeder: SampleFeeder, framesDrawn: UInt64, session: PaintSession) -> String {
        let counters = feeder.counters
        return [
            String(format: "flood over %.2f s", seconds),
            "samples received \(counters.received), delivered \(counters.delivered)",
            "frames drawn \(framesDrawn)",
            "keys: undo \(actionsTaken[.undo, default: 0]), redo \(actionsTaken[.redo, default: 0]), "
                + "confetti \(actionsTaken[.popConfetti, default: 0])",
            "steps undone \(session.stepsUndone), redone \(session.stepsRedone)",
            "history: \(session.undoableSteps) undo steps, \(session.redoableSteps) redo steps, "
                + "\(session.historyBytes) bytes",
        ].joined(separator: "; ")
    }
}
