import Foundation
import History

/// A fresh directory under the system's temporary directory, removed when the test is done.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/c4-history-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(cString: template)
    }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Both sides of a person against a bot, for tests.
let annAgainstBot = Players(first: Side(name: "Ann", kind: .human, colour: .red),
                            second: Side(name: "Bot hard", kind: .bot(.hard), colour: .yellow))
