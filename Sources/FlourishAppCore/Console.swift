import Foundation

/// Lines for the user, written unbuffered so a test reading the pipe sees each at once.
/// Warnings and what `tell` says also reach the window (see `MessageInbox`).
package enum Console {
    package static func say(_ line: String) {
        FileHandle.standardOutput.write(Data("flourish: \(line)\n".utf8))
    }

    /// A line the painter must see, not only stdout: said, and shown in the window.
    package static func tell(_ line: String) {
        say(line)
        MessageInbox.shared.post(line)
    }

    /// Text for stderr as it is, no prefix or newline: a progress line redrawn with "\r".
    package static func redraw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    package static func warn(_ line: String) {
        FileHandle.standardError.write(Data("flourish: \(line)\n".utf8))
        MessageInbox.shared.post(line)
    }
}
