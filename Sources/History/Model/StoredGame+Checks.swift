import Game
import Music

extension Side {
    /// The longest name a player may have, in characters.
    public static let maximumNameLength = 40

    /// Checks a player's name: 1 to 40 characters, not only spaces, no control characters.
    ///
    /// - Returns: the name without surrounding spaces.
    /// - Throws: ``HistoryError/invalid(_:)`` naming the problem.
    public static func checkedName(_ name: String) throws(HistoryError) -> String {
        let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !trimmed.isEmpty else { throw .invalid("a player's name is empty") }
        guard trimmed.count <= maximumNameLength else {
            throw .invalid("the name '\(trimmed.prefix(20))…' has \(trimmed.count) characters; at most \(maximumNameLength)")
        }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalid("the name '\(trimmed.debugDescription.dropFirst().dropLast())' holds a control character")
        }
        return trimmed
    }
}

extension StoredGame {
    /// Checks what the store promises about every game it holds.
    ///
    /// - Both names are valid (``Side/checkedName(_:)``) and the two colours differ.
    /// - A finished game is over and its music has its notes and the ending its outcome and
    ///   players call for; an unfinished game is still going and its music has one note per
    ///   piece and no ending. (A game never ends undecided: one that is abandoned is deleted.)
    /// - A game does not finish before it started.
    /// - Throws: ``HistoryError/invalid(_:)``.
    public func check() throws(HistoryError) {
        _ = try Side.checkedName(players.first.name)
        _ = try Side.checkedName(players.second.name)
        guard players.first.colour != players.second.colour else {
            throw .invalid("both players have the colour \(players.first.colour)")
        }
        if let finished {
            guard game.outcome.isOver else {
                throw .invalid("the game is marked finished but is still going after \(game.moves.count) moves")
            }
            guard finished >= started else { throw .invalid("the game finished (\(finished)) before it started (\(started))") }
        } else if game.outcome.isOver {
            throw .invalid("the game is over but not marked finished")
        }
        do {
            try GameMusic.check(music, against: game, humans: players.humans)
        } catch {
            throw .invalid("music \(music.description.isEmpty ? "(none)" : music.description): \(error)")
        }
    }
}

extension MusicString {
    /// Parses a stored music string; the empty string is the melody of a game with no pieces.
    static func stored(_ text: String) throws(MusicStringError) -> MusicString {
        text.isEmpty ? .empty : try MusicString(parsing: text)
    }

    /// The first `count` notes, without an ending.
    func prefix(_ count: Int) -> MusicString {
        guard count > 0 else { return .empty }
        // The first notes of a valid melody are a valid melody.
        return try! MusicString(notes: Array(notes.prefix(count)))
    }
}
