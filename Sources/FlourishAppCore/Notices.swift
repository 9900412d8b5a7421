/// The messages the window shows over the canvas, bottom left, newest last, each for long
/// enough to read (longer for longer text) and then gone, so a warning or a file's notes reach
/// a painter who never sees stdout. Time is handed in, never read: the loop wakes at
/// `nextExpiry` to take one down.
package struct Notices {
    package struct Notice: Equatable {
        package let text: String
        package var until: Double
    }

    package private(set) var shown: [Notice] = []
    /// At most this many at once: a burst of messages keeps the newest.
    package static let maxShown = 4

    package init() {}

    /// How long `text` stays: four seconds, and a tenth of a second more for every 2
    /// characters (reading time), at most 20 s.
    package static func duration(of text: String) -> Double { min(4 + Double(text.count) * 0.05, 20) }

    /// Shows `text` from `now`. Said again while it shows, it stays longer instead of twice.
    package mutating func post(_ text: String, at now: Double) {
        let until = now + Self.duration(of: text)
        if let index = shown.firstIndex(where: { $0.text == text }) {
            shown[index].until = until
            return
        }
        shown.append(Notice(text: text, until: until))
        if shown.count > Self.maxShown { shown.removeFirst(shown.count - Self.maxShown) }
    }

    /// Takes down what was shown long enough by `now`; whether anything went.
    package mutating func expire(at now: Double) -> Bool {
        let before = shown.count
        shown.removeAll { $0.until <= now }
        return shown.count != before
    }

    /// The texts shown, oldest first.
    package var lines: [String] { shown.map(\.text) }

    /// When the next one goes, if any shows.
    package var nextExpiry: Double? { shown.map(\.until).min() }

    /// `text` cut into lines of at most `columns` characters, at spaces where it can (a path
    /// longer than a line is cut where the line ends).
    package static func wrap(_ text: String, columns: Int) -> [String] {
        let columns = max(columns, 8)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while line.isEmpty && word.count > columns {
                lines.append(String(word.prefix(columns)))
                word = word.dropFirst(columns)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= columns {
                line += " " + word
            } else {
                lines.append(line)
                line = ""
                while word.count > columns {
                    lines.append(String(word.prefix(columns)))
                    word = word.dropFirst(columns)
                }
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
