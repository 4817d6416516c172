import Foundation
import TestSupport
import Testing

/// `--json` writes every control, bidirectional and separator character of stored text as `\uXXXX`, so
/// JSON output never carries one raw (a name stored by another program, in a real SQLite file).
@Suite struct JSONEscapeTests {
    @Test func storedNamesAreEscapedInJSON() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["selfplay", "--games", "1", "--levels", "random,random", "--save"]).status == 0)
        let name = "A\u{202E}B\u{2066}C\u{2028}D\u{2029}E\u{85}F\u{1B}G\u{7F}H\u{200F}I\u{61C}J"
        // The name as a Python literal: letters as they are, the rest as \uXXXX.
        let literal = name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII ? String(scalar)
                : "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        }.joined()
        try HistoryFailureTests.python("import sqlite3; c = sqlite3.connect('\(history.path)'); "
                                       + "c.execute('INSERT INTO player (name, wins) VALUES (?, 1)', ('\(literal)',)); c.commit()")
        let stats = try history.run(["stats", "--json"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains(#""name":"A\u202eB\u2066C\u2028D\u2029E\u0085F\u001bG\u007fH\u200fI\u061cJ""#), "\(stats.stdout)")
        #expect(!stats.stdout.unicodeScalars.contains { SafeTextScalars.isRaw($0) })
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [[String: Any]])
        #expect(decoded.contains { $0["name"] as? String == name })
    }
}

/// The characters no JSON output may carry raw (besides the newline that ends a line).
enum SafeTextScalars {
    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
