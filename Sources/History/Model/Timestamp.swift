#if canImport(Glibc)
import Glibc
#endif

/// A moment in time: whole milliseconds since 1970-01-01 00:00:00 UTC.
///
/// The store keeps times as ISO 8601 text in UTC with milliseconds (`2026-11-23T10:04:05.120Z`),
/// which sorts in time order as plain text and reads well in `sqlite3`. This type converts
/// between the two without Foundation's formatters.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01 00:00:00 UTC.
    public var millisecondsSince1970: Int64

    /// A timestamp from milliseconds since 1970-01-01 00:00:00 UTC.
    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// The current time of the system clock. The corresponding C function is `clock_gettime`.
    public static var now: Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(millisecondsSince1970: Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000)
    }

    /// Earlier first.
    public static func < (a: Timestamp, b: Timestamp) -> Bool {
        a.millisecondsSince1970 < b.millisecondsSince1970
    }

    /// The ISO 8601 form in UTC with milliseconds, e.g. `2026-11-23T10:04:05.120Z`.
    public var iso8601: String {
        let (days, msOfDay) = millisecondsSince1970.floorDividedWithRemainder(86_400_000)
        let (year, month, day) = Self.civil(fromDays: days)
        let seconds = msOfDay / 1000
        // Built byte by byte: `history --json` writes two of these for each of 10,000 games.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        func put(_ value: Int64, _ count: Int) {
            var divisor: Int64 = 1
            for _ in 1..<count { divisor *= 10 }
            var rest = value
            if rest >= divisor * 10 { bytes.append(contentsOf: String(rest / (divisor * 10)).utf8); rest %= divisor * 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
                divisor /= 10
            }
        }
        func separator(_ character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }
        put(year, 4); separator("-"); put(month, 2); separator("-"); put(day, 2); separator("T")
        put(seconds / 3600, 2); separator(":"); put(seconds / 60 % 60, 2); separator(":"); put(seconds % 60, 2)
        separator("."); put(msOfDay % 1000, 3); separator("Z")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The ISO 8601 form.
    public var description: String { iso8601 }

    /// Parses `YYYY-MM-DDTHH:MM:SS`, optionally with a fraction of a second (milliseconds are
    /// kept), then `Z` or an offset `±HH:MM`. A space may stand for the `T`.
    ///
    /// - Returns: nil when the text is not such a time or names an impossible date.
    public init?(iso8601 text: String) {
        // The store's own form, read for every listed game: fixed positions, no allocation.
        if let fast = Self.fixedForm(text) { self = fast; return }
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<(index + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("T "), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
              let second = number(2),
              (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds: Int64 = 0
        if expect(".") {
            var scale: Int64 = 100
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) {
                milliseconds += Int64(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offsetMinutes: Int64 = 0
        if expect("Z") {
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign: Int64 = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offsetMinutes = sign * (hours * 60 + minutes)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let days = Self.days(fromCivil: year, month, day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        self.init(millisecondsSince1970: seconds * 1000 + milliseconds)
    }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SS.mmmZ` (what ``iso8601`` writes), nil for anything else.
    private static func fixedForm(_ text: String) -> Timestamp? {
        let utf8 = text.utf8
        guard utf8.count == 24 else { return nil }
        return utf8.withContiguousStorageIfAvailable { b -> Timestamp? in
            func n(_ from: Int, _ count: Int) -> Int64? {
                var value: Int64 = 0
                for i in from..<(from + count) {
                    let digit = b[i] &- 48
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int64(digit)
                }
                return value
            }
            guard b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58, b[19] == 46, b[23] == 90,
                  let year = n(0, 4), let month = n(5, 2), let day = n(8, 2), let hour = n(11, 2),
                  let minute = n(14, 2), let second = n(17, 2), let ms = n(20, 3),
                  (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            let seconds = days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second
            return Timestamp(millisecondsSince1970: seconds * 1000 + ms)
        } ?? nil
    }

    private static func digits(_ value: Int64, _ count: Int) -> String {
        let text = String(value)
        return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days-from-civil algorithms (proleptic Gregorian calendar), as in C++20's <chrono>.
    private static func days(fromCivil y0: Int64, _ m: Int64, _ d: Int64) -> Int64 {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

extension Int64 {
    /// Quotient rounded down and the non-negative remainder.
    fileprivate func floorDividedWithRemainder(_ divisor: Int64) -> (Int64, Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
