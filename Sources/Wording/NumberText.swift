#if canImport(Glibc)
import Glibc
#endif

/// Numbers with a fixed count of decimals, as printf's `%.Nf` writes them: rounded by the exact binary
/// value (ties to even), the separator always `.` (the program never calls `setlocale`).
enum NumberText {
    /// `value` with `places` decimals (0 to 9): `decimal(75, places: 1)` is `75.0`.
    static func decimal(_ value: Double, places: Int) -> String {
        precondition((0...9).contains(places), "a short number format")
        return withVaList([value]) { arguments in
            var buffer = [CChar](repeating: 0, count: 64)
            let count = Int(vsnprintf(&buffer, buffer.count, "%.\(places)f", arguments))
            precondition(count >= 0 && count < buffer.count, "a short number format")
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
