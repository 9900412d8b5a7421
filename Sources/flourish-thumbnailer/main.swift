import FlourishAppCore
import FlourishDocuments
import Foundation

/// `flourish-thumbnailer FILE.ora|FILE.png OUT.png [SIZE]`: what file managers run for a
/// painting (Assets/flourish.thumbnailer), the same thumbnail as `flourish thumbnail` with the
/// same arguments and messages. An executable of its own because a file manager runs it for
/// every painting it shows, and the `flourish` executable links SDL, SDL_ttf and X11 for the
/// window: their dozens of libraries would be loaded and bound on every run for nothing.
let command: Command
do {
    command = try Options.parse(["thumbnail"] + CommandLine.arguments.dropFirst())
} catch {
    Console.warn("\(error)\nusage: flourish-thumbnailer FILE.ora|FILE.png OUT.png [SIZE]")
    exit(2)
}
guard case .thumbnail(let input, let output, let size) = command else { exit(2) }
do {
    try Thumbnailer.write(from: input, to: output, size: size)
} catch {
    Console.warn("\(error)")
    exit(1)
}
