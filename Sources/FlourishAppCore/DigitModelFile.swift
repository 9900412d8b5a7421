import FlourishRecognition
import Foundation

/// Finds and loads the digit model for the window and `flourish gestures`.
///
/// An installed app (`make install`) has the model in `<prefix>/share/flourish/`, so it is
/// looked for first in `share/flourish/` beside the executable's `bin/` folder. In the source
/// tree the model is in the package's `Assets/`, like the demo recording and `Configs/`, so it
/// is looked for next where those are: under the current folder (a run from the package root), then
/// beside the executable and in up to three folders above it (`.build/<triple>/debug/flourish`
/// finds the package root's `Assets/`, whatever folder the app was started in). A missing or
/// broken model never keeps anyone from painting: it is said in one line, and every gesture is
/// rejected as `model-not-loaded`.
package enum DigitModelFile {
    /// Where `make install` puts the app's data, under its prefix (beside `bin/`).
    package static let installedFolder = "share/flourish"

    /// The paths tried, in order: the first that exists is loaded.
    package static func candidates(currentFolder: String, executable: String?) -> [String] {
        var paths: [String] = []
        if let executable {
            let bin = (executable as NSString).deletingLastPathComponent
            let prefix = (bin as NSString).deletingLastPathComponent
            if !bin.isEmpty && prefix != bin {
                paths.append(join(prefix, installedFolder + "/" + (DigitNetwork.shippedPath as NSString).lastPathComponent))
            }
        }
        paths.append(join(currentFolder, DigitNetwork.shippedPath))
        if let executable {
            var folder = (executable as NSString).deletingLastPathComponent
            for _ in 0...3 where !folder.isEmpty {
                paths.append(join(folder, DigitNetwork.shippedPath))
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder { break }
                folder = parent
            }
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The candidates for this process: the current folder and /proc/self/exe (symbolic links
    /// resolved, so `.build/debug` leads to the real build folder).
    package static var candidatesHere: [String] {
        let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return candidates(currentFolder: FileManager.default.currentDirectoryPath, executable: executable)
    }

    /// What loading gave: the recogniser to ask, and the line to say when there is no model.
    package struct Loaded: Sendable {
        package var recognize: RecognizeDigit
        /// Nil when the model loaded; otherwise why not, naming the file.
        package var problem: String?
    }

    /// Loads the first of `candidates` that exists (about half a millisecond: fast enough for
    /// start-up, before the first frame). A file that exists and is refused is reported
    /// rather than passed over, so a broken model is never hidden by another one.
    package static func load(candidates: [String]) -> Loaded {
        let consequence = "pen gestures are rejected as model-not-loaded"
        for path in candidates {
            do {
                let network = try DigitNetwork(contentsOf: path)
                return Loaded(recognize: DigitRecognizers.model(DigitRecognizer(network: network)), problem: nil)
            } catch {
                if case .unreadable(.missing) = error.kind { continue }
                return Loaded(recognize: DigitRecognizers.modelNotLoaded, problem: "digit model \(error); \(consequence)")
            }
        }
        let looked = candidates.joined(separator: ", ")
        return Loaded(
            recognize: DigitRecognizers.modelNotLoaded,
            problem: "digit model \(DigitNetwork.shippedPath) not found (looked for \(looked)); \(consequence)")
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
