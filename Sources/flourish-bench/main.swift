import Foundation

/// `flourish-bench [MODE] [options]`: every benchmark of Flourish, each figure printed beside
/// its reference from the same run. The modes are listed once, in `BenchmarkRegistry.all`.
#if DEBUG
    print("WARNING: flourish-bench was built in debug; figures mean nothing. Use `swift build -c release`.")
#endif

var options = BenchmarkOptions()
var modeName = "all"
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
    if let option = BenchmarkOptions.valued.first(where: { $0.flag == argument }), let value = rest.popFirst() {
        option.apply(&options, value)
    } else if argument == "all" || BenchmarkRegistry.named(argument) != nil {
        modeName = argument
    } else {
        print(BenchmarkRegistry.usage)
        exit(2)
    }
}

do {
    for benchmark in BenchmarkRegistry.all where modeName == benchmark.name || (modeName == "all" && benchmark.inAll) {
        try benchmark.perform(with: options)
    }
} catch {
    print("flourish-bench: \(error)")
    exit(1)
}
