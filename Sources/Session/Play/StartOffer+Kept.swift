import Game
import History
import SessionFacts
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

extension StartOffer {
    /// What `play` does before a new game, when kept games are looked at.
    public enum Decision: Equatable {
        /// Go on with this kept game (its ID; not yet claimed).
        case resume(GameID)
        /// Start the new game.
        case newGame
        /// Stop without a game.
        case quit
    }

    /// Offers the newest kept game that no other session has open, before a new game: in a terminal it
    /// asks (``ask(about:count:)``); in scripted play it notes on standard error which game is kept and
    /// starts the new one. With nothing kept it starts the new game at once.
    ///
    /// - Parameters:
    ///   - store: the history holding the kept games.
    ///   - asking: whether to ask (standard input is a terminal); nil: look at standard input.
    ///   - lines: how to ask: nil with one key; else in lines (the screen-reader mode), said aloud when true
    ///     (by the speaker `speaking` lends, e.g. ``GameSession/speakingBeforeTheGame(_:)``).
    ///   - damaged: told of each damaged kept game passed over.
    public static func decide(in store: HistoryStore, asking: Bool? = nil, lines: Bool? = nil,
                              speaking: (((SpokenLines?) -> Choice) -> Choice)? = nil,
                              damaged: (HistoryError) -> Void) throws(HistoryError) -> Decision {
        let kept = try store.unfinishedGameIDs().filter { !store.isClaimed($0) }
        guard let (newest, game) = try newestReadable(kept, in: store, damaged: damaged) else { return .newGame }
        guard asking ?? (isatty(STDIN_FILENO) == 1) else {
            Console.note(note(for: game, count: kept.count).description)
            return .newGame
        }
        let choice: Choice
        if let speak = lines {
            let ask = { (speaker: SpokenLines?) in askByLine(about: game, count: kept.count, speaker: speaker) }
            choice = !speak ? ask(nil) : speaking.map { $0(ask) } ?? ask(SpokenLines.open())
        } else {
            choice = ask(about: game, count: kept.count)
        }
        switch choice {
        case .resume: return .resume(newest)
        case .newGame: return .newGame
        case .quit: return .quit
        }
    }

    /// The first of `ids` whose row holds a game, with it; each damaged one before it is passed to `damaged`
    /// and over (any other error is thrown).
    static func newestReadable(_ ids: [GameID], in store: HistoryStore,
                               damaged: (HistoryError) -> Void) throws(HistoryError) -> (GameID, StoredGame)? {
        for id in ids {
            do {
                return (id, try store.game(id: id))
            } catch .damagedGame(let id, let reason) {
                damaged(.damagedGame(id, reason: reason))
            }
        }
        return nil
    }
}
