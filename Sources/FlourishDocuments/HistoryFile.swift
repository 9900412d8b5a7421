import FlourishRecording

/// A painting's history as its OpenRaster file holds it: the text (what a session continues)
/// and the same parsed (what a replay or a timelapse plays).
public struct HistoryFile: Sendable {
    public let text: HistoryText
    public let history: History

    public init(text: HistoryText, history: History) {
        self.text = text
        self.history = history
    }
}
