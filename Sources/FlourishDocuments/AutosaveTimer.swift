/// When an autosave is due: `interval` seconds after the first change since the last save
/// (or autosave), so a painter painting on gets an autosave every interval, and an idle
/// painting none. Time is passed in, never read.
public struct AutosaveTimer: Sendable {
    public let interval: Double
    /// When the first unsaved change came, or nil while everything is saved.
    public private(set) var changedSince: Double?

    public init(interval: Double) {
        self.interval = interval
    }

    /// Something changed at `now`.
    public mutating func noteChange(at now: Double) {
        if changedSince == nil { changedSince = now }
    }

    /// Whether an autosave is due at `now`.
    public func isDue(at now: Double) -> Bool {
        guard let changedSince else { return false }
        return now - changedSince >= interval
    }

    /// Seconds until the next autosave is due, or nil while nothing waits to be saved.
    public func secondsLeft(at now: Double) -> Double? {
        changedSince.map { max(0, $0 + interval - now) }
    }

    /// Everything up to `now` is saved (or being saved).
    public mutating func saved() {
        changedSince = nil
    }
}
