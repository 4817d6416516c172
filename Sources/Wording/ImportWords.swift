import Game
import History

// Why an entry of `history import` is not a game, in words: the format it was read in, the JSON key, and
// what does not hold. Where a sentence tells which option decides the format, the front end says how
// (``FrontEnd``).

extension HistoryError.EntryProblem {
    /// "not valid JSON", "players[0].colour: expected one of red, yellow, …", "data string: …".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .notJSON: tr("not valid JSON")
        case .ambiguous(let line):
            tr("'{line}' is both valid column digits and a valid data string", ["line": SafeText.shown(line)])
                + (frontEnd.advice(.chooseImportFormat).map { "; " + $0 } ?? "")
        case .moves(let error): error.words
        case .dataString(let error): error.words
        case .lookedLikeData(let error): tr("data string: {error}", ["error": error.words])
        case .json(nil, let problem): problem.words(in: frontEnd)
        case .json(let key?, let problem): tr("{key}: {problem}", ["key": key, "problem": problem.words(in: frontEnd)])
        }
    }
}

extension HistoryError.JSONProblem {
    /// What does not hold in the key's value: "expected a string", "'soon' is not an ISO 8601 time".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .notAGame: tr("expected a JSON object for a game")
        case .notAnObject: tr("expected an object")
        case .notColumnDigits: tr("expected a string of column digits")
        case .moves(let error): error.words
        case .notTwoPlayers: tr("expected an array of two player objects")
        case .finishedButGoing(let moves):
            trn("set, but the game is still going after {count} move", "set, but the game is still going after {count} moves", moves)
        case .winner(let given, let moves):
            tr("'{given}' but the moves give {winner}", ["given": SafeText.shown(given), "winner": moves ?? tr("no winner yet")])
        case .winningCells(let expected): tr("they are not the cells the moves win with ({cells})", ["cells": expected])
        case .music(let error): error.words
        case .notAString: tr("expected a string")
        case .notABool: tr("expected true or false")
        case .name(let error): error.words(in: frontEnd)
        case .notAColour(let colours): tr("expected one of {colours}", ["colours": colours.joined(separator: ", ")])
        case .notALevel(let text, let levels):
            tr("'{text}' is not a level ({levels})", ["text": SafeText.shown(text), "levels": levels.joined(separator: ", ")])
        case .notAKind: tr("expected \"human\" or \"bot\"")
        case .notATime(let text): tr("'{text}' is not an ISO 8601 time", ["text": SafeText.shown(text)])
        case .notATimeString: tr("expected an ISO 8601 time string")
        }
    }
}

extension ImportLocation {
    /// "line 3", or "game 3" of a JSON array.
    public var words: String {
        switch self {
        case .line(let number): tr("line {number}", ["number": number])
        case .element(let number): tr("game {number}", ["number": number])
        }
    }
}
