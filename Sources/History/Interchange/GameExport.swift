import Game

/// One stored game as a line of text, in a format `history import` reads back (``ImportFormat``).
public enum GameExport {
    /// `stored` as column digits, the original app's data string (archived form for a finished game), or
    /// one JSON object.
    ///
    /// - Throws: ``HistoryError/invalid(_:)`` for a data string of a game that is not a person against the bot.
    public static func line(_ stored: StoredGame, format: ImportFormat) throws(HistoryError) -> String {
        switch format {
        case .moves: return MoveRecord.encode(stored.game)
        case .json: return GameJSON.encode(stored)
        case .data:
            let players = stored.players
            guard players.first.isHuman != players.second.isHuman else {
                throw .invalid(.dataNeedsPersonAndBot(twoPeople: players.first.isHuman))
            }
            let human: Player = players.first.isHuman ? .first : .second
            let saved = SavedGame(starter: human == .first ? .human : .bot, humanColour: players[human].colour,
                                  botColour: players[human.opponent].colour, game: stored.game)
            return saved.encoded(archived: stored.isFinished)
        }
    }
}
