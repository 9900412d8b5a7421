import Foundation

/// Lines for the user, written unbuffered so a test reading the pipe sees each at once.
package enum Console {
    package static func say(_ line: String) {
        FileHandle.standardOutput.write(Data("flourish: \(line)\n".utf8))
    }

    /// Text for stderr as it is, no prefix or newline: a progress line redrawn with "\r".
    package static func redraw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    package static func warn(_ line: String) {
        FileHandle.standardError.write(Data("flourish: \(line)\n".utf8))
    }
}
