import CFFmpeg

/// FFmpeg's libraries (libavutil, libswscale, libavcodec, libavformat), opened at the first
/// video rather than linked: with libavcodec come the hundred-odd libraries of its codecs,
/// which every other command (a thumbnail for a file manager, `--version`, a replay) would
/// load and bind at its start for nothing. Opened once a process, before the first
/// `VideoEncoder` is made; every FFmpeg call goes through what they were found to hold
/// (CFFmpeg's `flourish_` functions), so nothing calls FFmpeg before `load` has succeeded.
enum FFmpegLibraries {
    /// Nil once every library is open and every function found; else what failed, phrased
    /// for the user. A static let: opened by the first caller, on any thread, exactly once.
    private static let failure: String? = open()

    /// Opens the libraries if no one has; throws, naming `path`, the library that could not be
    /// loaded and the package that has it, where one is missing or lacks a function.
    static func load(for path: String) throws(VideoError) {
        if let failure { throw VideoError("\(path): \(failure)") }
    }

    private static func open() -> String? {
        var library: UnsafePointer<CChar>?
        var reason = [CChar](repeating: 0, count: 512)
        guard flourish_ffmpeg_load(&library, &reason, reason.count) != 0 else { return nil }
        let soname = library.map { String(cString: $0) } ?? "FFmpeg"
        let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "a video needs FFmpeg's \(soname), which could not be loaded (\(why)); "
            + "install it (on Debian and Ubuntu: apt install \(package(of: soname)))"
    }

    /// Debian's package for a soname: libavcodec.so.59 is in libavcodec59.
    static func package(of soname: String) -> String {
        soname.split(separator: ".so.").joined()
    }
}
