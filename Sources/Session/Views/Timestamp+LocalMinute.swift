#if canImport(Glibc)
import Glibc
#endif
import History

extension Timestamp {
    /// The local date and time to the minute, e.g. `2026-11-23 10:14`.
    ///
    /// The corresponding C function is `localtime_r` (the time zone of `TZ` or the system).
    public var localMinute: String {
        var seconds = time_t(millisecondsSince1970 / 1000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        // Digits straight into bytes: `history` formats one time for each of 10,000 games.
        var bytes: [UInt8] = Array(String(parts.tm_year + 1900).utf8)
        for (separator, value) in [("-", parts.tm_mon + 1), ("-", parts.tm_mday), (" ", parts.tm_hour), (":", parts.tm_min)] {
            bytes += [UInt8(ascii: separator.unicodeScalars.first!), UInt8(48 + value / 10), UInt8(48 + value % 10)]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
