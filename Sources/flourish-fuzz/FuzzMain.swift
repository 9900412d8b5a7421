import CFuzzerDriver
import FlourishFuzzTargets
import Foundation

/// `flourish-fuzz TARGET [ARGUMENTS...]`.
///
/// Built by `scripts/fuzz` with libFuzzer and AddressSanitizer (`-D FLOURISH_LIBFUZZER`), the
/// arguments after the target are libFuzzer's (corpus folders, `-runs=`, `-max_total_time=`)
/// and the target runs under the fuzzer. In the ordinary build there is no fuzzer: each
/// argument is a file run once through the target, which is how a crash the fuzzer saved is
/// replayed under a debugger.
@main
enum FuzzMain {
    static func main() {
        let arguments = CommandLine.arguments
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            FileHandle.standardError.write(Data("usage: flourish-fuzz \(names) [FILE...|libFuzzer arguments]\n".utf8))
            exit(2)
        }
        chosen = target
        #if FLOURISH_LIBFUZZER
            // libFuzzer reads argv[0] and then its own flags and folders: the target's name goes.
            var argv: [UnsafeMutablePointer<CChar>?] = [strdup(arguments[0])] + arguments.dropFirst(2).map { strdup($0) } + [nil]
            var argc = CInt(argv.count - 1)
            let status = argv.withUnsafeMutableBufferPointer { buffer in
                var base: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
                return LLVMFuzzerRunDriver(&argc, &base, testOneInput)
            }
            exit(status)
        #else
            var refused = 0
            for path in arguments.dropFirst(2) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("flourish-fuzz: \(path): cannot be read\n".utf8))
                    exit(1)
                }
                do {
                    if case .refused = try target.run(Array(data)) { refused += 1 }
                } catch {
                    FileHandle.standardError.write(Data("flourish-fuzz: \(path): \(error)\n".utf8))
                    exit(1)
                }
            }
            print("flourish-fuzz: \(arguments.count - 2) inputs through \(target.rawValue): \(refused) refused, none failed")
        #endif
    }
}

/// The target libFuzzer calls; set once in `main`, before the fuzzer starts.
nonisolated(unsafe) private var chosen = FuzzTarget.recording

#if FLOURISH_LIBFUZZER
    /// libFuzzer's hook for mutating an input (it finds it by name): the openraster target's
    /// inputs are zips whose CRCs a byte change breaks, so they go through `OpenRasterMutator`,
    /// which mutates members and writes the archive again; every other target gets libFuzzer's
    /// own mutation, as it would without the hook.
    @_cdecl("LLVMFuzzerCustomMutator")
    func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
        guard let data, maxSize > 0 else { return 0 }
        guard chosen == .openraster else { return LLVMFuzzerMutate(data, size, maxSize) }
        let input = Array(UnsafeBufferPointer(start: data, count: size))
        let output = OpenRasterMutator.mutate(input, maxSize: maxSize, seed: seed) { bytes, limit in
            let limit = max(1, limit)
            if bytes.isEmpty { bytes = [0] }
            let count = min(bytes.count, limit)
            bytes.append(contentsOf: repeatElement(0, count: max(0, limit - bytes.count)))
            let mutated = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { LLVMFuzzerMutate($0, count, limit) } ?? count
            }
            bytes.removeLast(bytes.count - min(mutated, bytes.count))
        }
        let count = min(output.count, maxSize)
        output.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base, count: count) }
        }
        return count
    }
#endif

/// One input: a broken promise stops the fuzzer like a crash, with the promise in the log.
private func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    do {
        _ = try chosen.run(UnsafeBufferPointer(start: data, count: size))
    } catch {
        fatalError("\(chosen.rawValue): \(error)")
    }
    return 0
}
