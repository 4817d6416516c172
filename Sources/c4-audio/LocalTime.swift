#if canImport(Glibc)
import Glibc
#endif
import History

extension Timestamp {
    /// The local date and time to the minute, e.g. `2026-11-23 10:14`.
    ///
    /// The corresponding C function is `localtime_r` (the time zone of `TZ` or the system).
    var localMinute: String {
        var seconds = time_t(millisecondsSince1970 / 1000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
