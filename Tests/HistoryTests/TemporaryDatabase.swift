import Foundation
import Game
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
let annAgainstBot = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                            second: Seat(kind: .bot(.hard), name: Seat.botName(level: .hard), colour: .yellow))
