import Game
import GameFlow
import History
import Music
import SessionFacts

/// Where `play --from ID:MOVE` starts: the position before move `move` of stored game `id`, to try a
/// better move there. The new game is a new stored game; its first moves and their notes are the stored
/// game's, and it opens as a resumed game does (the Current tune, then the side to move).
///
/// ```swift
/// let start = StartingPoint(id: 12, move: 7)
/// let record = try start.record(from: store.game(id: 12), you: you, other: bot)
/// let flow = try GameFlow(resuming: record, settings: settings, seed: seed)
/// ```
public struct StartingPoint: Hashable, Sendable {
    /// The stored game.
    public var id: GameID
    /// The move (from 1) the new game starts before.
    public var move: Int

    /// The position before move `move` of game `id`.
    public init(id: GameID, move: Int) {
        self.id = id
        self.move = move
    }

    /// `12:7`, as `--from` takes it; nil for anything else (an ID and a move, both positive, one colon).
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let id = Int64(parts[0]), id > 0, let move = Int(parts[1]), move > 0 else { return nil }
        self.init(id: id, move: move)
    }

    /// The new game's record: `stored`'s moves before ``move`` and their notes, played by `you` on the
    /// side to move there and `other` on the other side.
    ///
    /// - Throws: ``SessionError/noSuchMove(_:move:count:)`` when the stored game has fewer moves.
    public func record(from stored: StoredGame, you: Seat, other: Seat) throws(SessionError) -> FlowRecord {
        let count = stored.game.moves.count
        guard move <= count else { throw .noSuchMove(id, move: move, count: count) }
        var game = Game()
        for column in stored.game.moves.prefix(move - 1) {
            do { try game.play(column) } catch { preconditionFailure("a stored game's moves are legal") }
        }
        let notes = Array(stored.music.notes.prefix(move - 1))
        let music = notes.isEmpty ? MusicString.empty : (try? MusicString(notes: notes)) ?? .empty
        let seats = game.playerToMove == .first ? Seats(first: you, second: other) : Seats(first: other, second: you)
        return FlowRecord(game: game, music: music, seats: seats)
    }
}
