import FlourishFrameClock

/// One drawn frame, as the app measured it: what the overlay's figures and the frame log are
/// made from.
public struct FrameRecord: Sendable, Equatable, Codable {
    /// When the frame started, in seconds on the monotonic clock.
    public var start: Double
    /// Where the frame's time went, stage by stage, in seconds.
    public var stages: FrameStages
    /// Seconds spent updating and drawing the overlay itself (0 while it is hidden), kept
    /// apart so the cost of watching is visible and can be subtracted.
    public var overlay: Double
    /// Samples the frame's batch carried.
    public var samples: Int
    /// Dabs libmypaint drew for this frame.
    public var dabs: Int
    /// Seconds from the newest sample the frame carried to the frame reaching the screen
    /// (`FrameInputAge.newest`); nil when the frame carried no samples.
    public var newestAge: Double?
    /// The same for the oldest sample (`FrameInputAge.oldest`).
    public var oldestAge: Double?
    /// Confetti pieces drawn in the frame.
    public var confettiPieces: Int
    /// Canvas tiles (or parts of them) converted and uploaded to the screen for the frame.
    public var tilesUploaded: Int
    /// Window pixels the frame sent to the screen: the whole window on the GPU path, the
    /// rectangles it changed on the software path (see the app's `Renderer`).
    public var presentedPixels: Int
    /// Whether a panel (brush chooser, colour panel) was drawn over the canvas.
    public var panelOpen: Bool
    /// Saves queued or being written on the save thread when the frame was drawn (the
    /// documents benchmark tells the frames drawn during a save by it).
    public var savesPending: Int
    /// Whether a file chooser (the portal's, zenity's, kdialog's) was open, answered on its
    /// thread while this frame was drawn.
    public var fileChooserOpen: Bool

    public init(
        start: Double = 0, stages: FrameStages = FrameStages(), overlay: Double = 0,
        samples: Int = 0, dabs: Int = 0, newestAge: Double? = nil, oldestAge: Double? = nil,
        confettiPieces: Int = 0, tilesUploaded: Int = 0, presentedPixels: Int = 0, panelOpen: Bool = false,
        savesPending: Int = 0, fileChooserOpen: Bool = false
    ) {
        self.start = start
        self.stages = stages
        self.overlay = overlay
        self.samples = samples
        self.dabs = dabs
        self.newestAge = newestAge
        self.oldestAge = oldestAge
        self.confettiPieces = confettiPieces
        self.tilesUploaded = tilesUploaded
        self.presentedPixels = presentedPixels
        self.panelOpen = panelOpen
        self.savesPending = savesPending
        self.fileChooserOpen = fileChooserOpen
    }

    /// The frame's work time in seconds: every stage plus the overlay.
    public var total: Double { stages.total + overlay }
}

extension FrameRecord {
    private enum CodingKeys: String, CodingKey {
        case start, stages, overlay, samples, dabs, newestAge, oldestAge, confettiPieces, tilesUploaded
        case presentedPixels, panelOpen, savesPending, fileChooserOpen
    }

    /// Reads a frame of any report; one written before `presentedPixels` existed (by an older
    /// build, which a before-and-after benchmark runs) reads as having sent nothing known: 0,
    /// and one before `fileChooserOpen` as drawn with no chooser open.
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try values.decode(Double.self, forKey: .start),
            stages: try values.decode(FrameStages.self, forKey: .stages),
            overlay: try values.decode(Double.self, forKey: .overlay),
            samples: try values.decode(Int.self, forKey: .samples), dabs: try values.decode(Int.self, forKey: .dabs),
            newestAge: try values.decodeIfPresent(Double.self, forKey: .newestAge),
            oldestAge: try values.decodeIfPresent(Double.self, forKey: .oldestAge),
            confettiPieces: try values.decode(Int.self, forKey: .confettiPieces),
            tilesUploaded: try values.decode(Int.self, forKey: .tilesUploaded),
            presentedPixels: try values.decodeIfPresent(Int.self, forKey: .presentedPixels) ?? 0,
            panelOpen: try values.decode(Bool.self, forKey: .panelOpen),
            savesPending: try values.decode(Int.self, forKey: .savesPending),
            fileChooserOpen: try values.decodeIfPresent(Bool.self, forKey: .fileChooserOpen) ?? false)
    }
}
