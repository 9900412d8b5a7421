import FlourishStorage

/// What loading a file costs beside reading it: `load` (the read, the parse, the checks) and a
/// plain `FileBytes.read` of the same file (the least any load must do), each timed in wall
/// time `runs` times after one warm-up, the read first. The medians of each, the file's size,
/// and what the last load gave. `limit` is the loader's own limit on the file's size.
struct LoadBesideRead<Loaded> {
    var loadMilliseconds: Double
    var readMilliseconds: Double
    var bytes: Int
    var loaded: Loaded

    init(_ path: String, limit: Int, runs: Int, load: () throws -> Loaded) throws {
        var loadTimes: [Double] = []
        var readTimes: [Double] = []
        var bytes = 0
        var loaded: Loaded?
        for run in 0...runs {
            var start = wallMilliseconds()
            let read = try FileBytes.read(path: path, limit: limit)
            let readTime = wallMilliseconds() - start
            bytes = read.count
            blackHole(read)
            start = wallMilliseconds()
            let result = try load()
            let loadTime = wallMilliseconds() - start
            blackHole(result)
            loaded = result
            if run > 0 {
                readTimes.append(readTime)
                loadTimes.append(loadTime)
            }
        }
        // 0...runs is never empty: the warm-up always loads.
        self.loaded = loaded!
        self.bytes = bytes
        loadMilliseconds = median(loadTimes)
        readMilliseconds = median(readTimes)
    }
}
