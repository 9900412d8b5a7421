import Foundation

/// `flourish-bench [MODE] [options]`: every benchmark of Flourish, each figure printed beside
/// its reference from the same run. The modes are listed once, in `BenchmarkMode.all`.
#if DEBUG
    print("WARNING: flourish-bench was built in debug; figures mean nothing. Use `swift build -c release`.")
#endif

var options = BenchmarkOptions()
var modeName = "all"
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
    if let option = BenchmarkOptions.valued.first(where: { $0.flag == argument }), let value = rest.popFirst() {
        option.apply(&options, value)
    } else if argument == "all" || BenchmarkMode.all.contains(where: { $0.name == argument }) {
        modeName = argument
    } else {
        print(BenchmarkMode.usage)
        exit(2)
    }
}

do {
    for mode in BenchmarkMode.all where modeName == mode.name || (modeName == "all" && mode.inAll) {
        try mode.run(options)
    }
} catch {
    print("flourish-bench: \(error)")
    exit(1)
}
