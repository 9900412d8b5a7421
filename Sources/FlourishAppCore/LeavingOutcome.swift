/// Where the way out left the painting: what decides the exit status, and whether a quit the
/// painter asked for may go ahead (see `DocumentKeeper.finish`).
package enum LeavingOutcome: Equatable, Sendable {
    /// Everything is in the painting's file (or, for one that has none, its autosave).
    case saved
    /// A write failed, and the painting is in an autosave or the temporary folder instead,
    /// which the messages name: nothing is lost, but the exit says something failed.
    case keptElsewhere
    /// No write reached anywhere: quitting now would lose the painting.
    case lost
}
