import Foundation
import History
import TestSupport

/// A fresh directory in the test process's sandbox, removed when the test is done.
final class TemporaryDirectory {
    let path: String

    init() {
        path = Sandbox.folder("history")
    }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Both sides of a person against a bot, for tests.
let annAgainstBot = Players(first: Side(name: "Ann", kind: .human, colour: .red),
                            second: Side(name: Side.botName(level: .hard), kind: .bot(.hard), colour: .yellow))
