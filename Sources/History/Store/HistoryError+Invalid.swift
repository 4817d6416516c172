import Game
import Music

extension HistoryError {
    /// A value or game that breaks the store's rules, as facts: which rule, and the values that break it.
    public indirect enum Invalid: Hashable, Sendable {
        /// A player's name is refused (``Seat/checkedName(_:)``).
        case name(NameProblem)
        /// Both players have one colour.
        case sameColours(PieceColour)
        /// A game marked finished is still going after `moves` moves.
        case finishedButGoing(moves: Int)
        /// A game finished before it started.
        case finishedBeforeStarted(finished: Timestamp, started: Timestamp)
        /// A game is over but not marked finished.
        case overButNotFinished
        /// The music does not fit the game.
        case music(MusicString, GameMusicError)
        /// Game `index` (from 1) of `count` given at once is refused.
        case inBatch(index: Int, count: Int, HistoryError)
        /// A move saved after which the game is over (`moves` moves): it must be finished instead.
        case overAfterMove(moves: Int)
        /// A game finished that is still going after `moves` moves.
        case stillGoing(moves: Int)
        /// A game reopened whose game after the undo is over.
        case reopenedOver(GameID)
        /// A game reopened that is not there.
        case reopenedMissing(GameID)
        /// A game reopened that is not finished.
        case reopenedUnfinished(GameID)
        /// `key` names no setting; `keys` are the settings.
        case unknownSetting(key: String, keys: [String])
        /// A setting's value is refused, in the words of its tunable (the same as the flag's).
        case setting(TunableError)
        /// The colour setting and the bot-colour setting are both `colour`.
        case sameSettingColours(PieceColour)
        /// The stored setting `key` is refused (edited by hand, or a later version's).
        case storedSetting(key: String, TunableError)
        /// The stored settings break a rule across keys.
        case storedSettings(HistoryError)
        /// The data format holds a person against the bot, and the game is two people (or two bots).
        case dataNeedsPersonAndBot(twoPeople: Bool)
        /// An entry of an import is not a game (``EntryProblem``).
        case entry(EntryProblem)
    }

    /// Why a player's name is refused; `name` is the name without surrounding spaces, `at` a character's
    /// place (from 1).
    public enum NameProblem: Hashable, Sendable {
        case empty
        case tooLong(name: String, count: Int, maximum: Int)
        case controlCharacter(name: String, at: Int)
        case invalidUTF8(name: String, at: Int)
        case formatCharacter(name: String, scalar: UInt32, at: Int)
    }
}
