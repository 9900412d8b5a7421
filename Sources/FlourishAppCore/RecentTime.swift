import Foundation

/// When a recent painting was last used, as the open-recent panel says it: "just now",
/// "12 minutes ago", "3 hours ago", "yesterday", else the date.
package enum RecentTime {
    package static func describe(_ time: Double, now: Double) -> String {
        let seconds = now - time
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(Int(seconds / 60), "minute")
        case ..<86400: return plural(Int(seconds / 3600), "hour")
        case ..<(2 * 86400): return "yesterday"
        default:
            var whole = time_t(time)
            var parts = tm()
            localtime_r(&whole, &parts)
            return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
        }
    }

    private static func plural(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s") ago" }
}
