import FlourishThumbnails
import Glibc

/// `flourish-thumbnailer FILE.ora|FILE.png OUT.png [SIZE]`: what file managers run for a
/// painting (Assets/flourish.thumbnailer), the same thumbnail as `flourish thumbnail` with the
/// same arguments and messages. An executable of its own because a file manager runs it for
/// every painting it shows, and the `flourish` executable links SDL, SDL_ttf and X11 for the
/// window: their dozens of libraries would be loaded and bound on every run for nothing. It
/// links only `FlourishThumbnails` (no Foundation, no libmypaint), so its start is libpng's,
/// libzip's and Swift's own.
func warn(_ line: String) {
    // One write(2), unbuffered: the line is out before `exit`.
    var text = "flourish: \(line)\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let request: ThumbnailRequest
do {
    request = try ThumbnailRequest.parse(CommandLine.arguments.dropFirst())
} catch {
    warn("\(error)\nusage: flourish-thumbnailer FILE.ora|FILE.png OUT.png [SIZE]")
    exit(2)
}
do {
    try Thumbnailer.write(from: request.input, to: request.output, size: request.size)
} catch {
    warn("\(error)")
    exit(1)
}
