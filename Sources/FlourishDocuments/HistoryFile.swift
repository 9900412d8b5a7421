import FlourishRecording

/// A painting's history as its OpenRaster file holds it: the text (what a session continues,
/// and what a replay or a timelapse streams its frames from) and its outline, checked line by
/// line without keeping an event (where it starts, each session's header).
public struct HistoryFile: Sendable {
    public let text: HistoryText
    public let outline: HistoryOutline

    public init(text: HistoryText, outline: HistoryOutline) {
        self.text = text
        self.outline = outline
    }
}
