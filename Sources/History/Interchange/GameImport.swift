import Foundation
import Game
import Music

/// A text format `history import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// Column digits, one game a line (`4453`).
    case moves
    /// The original app's saved-game data strings, one a line (`13414241516`).
    case data
    /// The JSON form (``GameJSON``): one object a line, or one array of objects.
    case json
}

/// Who played the games of formats that do not say.
public struct ImportDefaults: Sendable {
    /// The sides of a column-digit game: two people, as `show` names them.
    public var movesPlayers = Seats(first: Seat(kind: .human, name: "Red", colour: .red),
                                      second: Seat(kind: .human, name: "Yellow", colour: .yellow))
    /// The person of a data string (the original app's games are a person against the bot).
    public var personName = Seat.defaultPersonName
    /// When the games without times were played (by default, when they are imported).
    public var now = Timestamp.now

    /// The defaults above.
    public init() {}
}

/// A game read from an import, with where it was.
public struct ImportedGame: Hashable, Sendable {
    /// Where it was read: `line 3`, or `game 3` of a JSON array.
    public var location: ImportLocation
    /// The game (ID 0 until stored).
    public var game: StoredGame
}

/// A line (or array element) that was not imported, and why.
public struct ImportProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where: `line 3`, or `game 3` of a JSON array.
    public var location: ImportLocation
    /// Why (worded: `move 7: column 4 is full`).
    public var reason: HistoryError

    /// E.g. `line 3: move 7: column 4 is full`.
    public var description: String { "\(location): \(reason)" }
}

/// Reads games from text for `history import`.
public enum GameImport {
    /// Reads every game of `text`, one per line (empty lines and lines starting with `#` are
    /// skipped), or the elements of a JSON array when the text starts with `[`: the whole text at once,
    /// for trials and tests (`history import` streams its input through ``HistoryStore/importGames(from:format:defaults:composer:)``).
    ///
    /// Without `format`, each line's format is recognised: `{` starts JSON; a line that is valid
    /// column digits or a valid data string is read as that; one that is both is reported as
    /// ambiguous (give `format`). Games without music get a composed melody.
    /// - Returns: the games read and the problems of the others, each in text order.
    /// - Throws: ``ImportStop`` when the text is refused as a whole (a NUL byte, an array not closed).
    public static func read(_ text: String, format: ImportFormat?, defaults: ImportDefaults = ImportDefaults(),
                            composer: inout Composer) throws(ImportStop) -> (games: [ImportedGame], problems: [ImportProblem]) {
        var games: [ImportedGame] = []
        var problems: [ImportProblem] = []
        var input = ImportInput(text: text)
        var splitter = ImportSplitter(format: format)
        func take(_ entry: ImportEntry) {
            do {
                games.append(ImportedGame(location: entry.location,
                                          game: try game(from: entry, format: format, defaults: defaults, composer: &composer)))
            } catch {
                problems.append(ImportProblem(location: entry.location, reason: error))
            }
        }
        do {
            try input.forEachChunk { chunk in try splitter.feed(chunk, take) }
            try splitter.finish(take)
        } catch let stop as ImportStop {
            throw stop
        } catch {
            preconditionFailure("only ImportStop is thrown here: \(error)")
        }
        return (games, problems)
    }

    /// The game of one entry: a line in `format` (nil: recognised), or a JSON array's element.
    static func game(from entry: ImportEntry, format: ImportFormat?, defaults: ImportDefaults,
                     composer: inout Composer) throws(HistoryError) -> StoredGame {
        guard case .element = entry.location else {
            return try read(line: entry.text, format: format, defaults: defaults, composer: &composer)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(entry.text.utf8)) else {
            throw .invalid(.entry(.notJSON))
        }
        return try GameJSON.decode(object, now: defaults.now, composer: &composer)
    }

    private static func read(line: String, format: ImportFormat?, defaults: ImportDefaults,
                             composer: inout Composer) throws(HistoryError) -> StoredGame {
        switch format ?? (line.hasPrefix("{") ? .json : nil) {
        case .json:
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
                throw .invalid(.entry(.notJSON))
            }
            return try GameJSON.decode(object, now: defaults.now, composer: &composer)
        case .moves:
            return try movesGame(line, defaults: defaults, composer: &composer)
        case .data:
            return try dataGame(line, defaults: defaults, composer: &composer)
        case nil:
            let asMoves = Result { () throws(HistoryError) in try movesGame(line, defaults: defaults, composer: &composer) }
            let asData = Result { () throws(HistoryError) in try dataGame(line, defaults: defaults, composer: &composer) }
            switch (asMoves, asData) {
            case (.success(let game), .failure): return game
            case (.failure, .success(let game)): return game
            case (.success, .success):
                throw .invalid(.entry(.ambiguous(line: line)))
            case (.failure(let movesError), .failure(let dataError)):
                // Name the problem of the format the line looks most like: data strings start with 0 or 1
                // and hold 0, 8 or 9 only where moves cannot.
                let looksLikeData = line.hasPrefix("0") || line.contains(where: { "089".contains($0) })
                guard looksLikeData else { throw movesError }
                if case .invalid(.entry(.dataString(let error))) = dataError { throw .invalid(.entry(.lookedLikeData(error))) }
                throw dataError
            }
        }
    }

    private static func movesGame(_ line: String, defaults: ImportDefaults,
                                  composer: inout Composer) throws(HistoryError) -> StoredGame {
        let game: Game
        do { game = try MoveRecord.parse(line) } catch { throw .invalid(.entry(.moves(error))) }
        return made(game, players: defaults.movesPlayers, defaults: defaults, composer: &composer)
    }

    private static func dataGame(_ line: String, defaults: ImportDefaults,
                                 composer: inout Composer) throws(HistoryError) -> StoredGame {
        let saved: SavedGame
        do { saved = try SavedGame(parsing: line) } catch { throw .invalid(.entry(.dataString(error))) }
        var players = Seats(first: Seat(kind: .human, name: defaults.personName, colour: saved.humanColour),
                              second: Seat(kind: .bot(nil), name: Seat.botName(level: nil), colour: saved.botColour))
        if saved.humanPlayer == .second { swap(&players.first, &players.second) }
        return made(saved.game, players: players, defaults: defaults, composer: &composer)
    }

    private static func made(_ game: Game, players: Seats, defaults: ImportDefaults,
                             composer: inout Composer) -> StoredGame {
        let music = GameMusic.compose(for: game, humans: players.humans, composer: &composer)
        return StoredGame(id: 0, game: game, music: music, players: players, started: defaults.now,
                          finished: game.outcome.isOver ? defaults.now : nil)
    }
}
