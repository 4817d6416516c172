import Foundation
import Game
import Music

/// One write a session kept in its journal (``PendingJournal``) because the database could not take it
/// at once: the whole state of one of its games after the write, so that the last entry of a game is all
/// a fold needs.
///
/// A line of the journal, UTF-8, ending in a newline (a line without one was cut by a crash, and was
/// never acknowledged):
///
/// ```
/// SLOT ID STATE GAME
/// 1 - playing {"id":0,"moves":"43","music":"52",…}
/// 1 - finished {"id":0,"moves":"4343434","music":"5252526S",…}
/// 2 17 deleted {"id":17,"moves":"",…}
/// ```
///
/// `SLOT` numbers the session's games within the journal (1, 2, …); `ID` is the game's ID when the
/// database already holds it, `-` for a game the session started while the database was busy (the fold
/// inserts it); `STATE` is `playing` (unfinished: a move, an undo, or an undo after the end, which takes
/// the players' results back), `finished` (its results are added) or `deleted` (taken back to no move);
/// `GAME` is the game in its JSON form (``GameJSON``: moves, music, players, times, `hinted`).
public struct PendingEntry: Hashable, Sendable {
    /// What the write left the game as.
    public enum State: String, Sendable {
        case playing, finished, deleted
    }

    /// The session's number for the game, within the journal.
    public var slot: Int
    /// The game's ID when the database holds it.
    public var id: GameID?
    /// What the write left it as.
    public var state: State
    /// The whole game after the write (its `id` field is not used).
    public var game: StoredGame

    /// An entry from its parts.
    public init(slot: Int, id: GameID?, state: State, game: StoredGame) {
        self.slot = slot
        self.id = id
        self.state = state
        self.game = game
    }

    /// The entry as one journal line, newline included.
    var line: String {
        "\(slot) \(id.map(String.init) ?? "-") \(state.rawValue) \(GameJSON.encode(game))\n"
    }

    /// Reads one journal line (without its newline); nil when it is not an entry of this format.
    init?(line: Substring) {
        let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let slot = Int(fields[0]), slot > 0,
              let state = State(rawValue: String(fields[2])) else { return nil }
        let id: GameID?
        if fields[1] == "-" { id = nil } else if let number = GameID(fields[1]), number > 0 { id = number } else { return nil }
        guard let object = try? JSONSerialization.jsonObject(with: Data(fields[3].utf8)) else { return nil }
        // The music is always there, so nothing is composed.
        var composer = Composer(seed: 0)
        guard let game = try? GameJSON.decode(object, now: .now, composer: &composer) else { return nil }
        self.init(slot: slot, id: id, state: state, game: game)
    }

    /// The last entry of each game, by slot, from a journal's text; a last line without its newline is
    /// left out (a crash cut it, and it was never acknowledged), and so is any line that cannot be read.
    static func latest(in text: Substring) -> [Int: PendingEntry] {
        var entries: [Int: PendingEntry] = [:]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()   // what follows the last newline: empty, or cut
        for line in lines.dropFirst() {   // the first is the header
            if let entry = PendingEntry(line: line) { entries[entry.slot] = entry }
        }
        return entries
    }
}
