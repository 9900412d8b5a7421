/// Where the grouper reads "now", in seconds on the clock that stamps the samples.
///
/// Injected, never read from the system inside the module, so every timing rule (the tap's
/// 0.12 s, the group's 0.45 s wait) is tested by setting a clock, not by sleeping; a replay
/// drives it from the recording's times and reaches the same decisions.
public protocol GestureClock: Sendable {
    func now() -> Double
}
