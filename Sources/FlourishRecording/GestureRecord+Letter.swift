import FlourishSamples

extension GestureRecord {
    /// The record's letter in the Flourish format.
    var letter: Character {
        switch self {
        case .ink: "g"
        case .mode: "m"
        }
    }
}
