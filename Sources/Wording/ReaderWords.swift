import Game
import GameFlow
import SessionFacts

// The screen-reader mode's lines: plain sentences, one event or answer a line, nothing drawn. Columns
// and rows count from 1, rows from the bottom.

extension ReaderLine {
    /// "Bot hard, yellow, column 3, row 2.", "Column 4: red, yellow, red."
    public var words: String {
        switch self {
        case .newGame(let first, let second):
            return tr("New game: {first} ({firstColour}) first, {second} ({secondColour}) second.",
                      ["first": first.shownName, "firstColour": first.colour.words, "second": second.shownName, "secondColour": second.colour.words])
        case .resumed(let moves, let first, let second):
            return trn("The game goes on after {count} move: {first} ({firstColour}) first, {second} ({secondColour}) second.",
                       "The game goes on after {count} moves: {first} ({firstColour}) first, {second} ({secondColour}) second.", moves,
                       ["first": first.shownName, "firstColour": first.colour.words, "second": second.shownName, "secondColour": second.colour.words])
        case .moved(let move):
            return Self.said(move) + "."
        case .columnNowFull(let column):
            return tr("Column {column} is now full.", ["column": column])
        case .prompt(let name, let colour, let move, let full):
            let turn = name == Seat.defaultPersonName ? tr("Move {number}: your turn ({colour}).", ["number": move, "colour": colour.words])
                : tr("Move {number}: {name} to play ({colour}).", ["number": move, "name": Seat.shownName(name), "colour": colour.words])
            guard !full.isEmpty else { return turn }
            let columns = full.map(String.init).joined(separator: ", ")
            return turn + " " + trn("Column {columns} is full.", "Columns {columns} are full.", full.count, ["columns": columns])
        case .board(let columns):
            let parts = columns.enumerated().map { Self.columnWords($0.offset + 1, $0.element) }
            return tr("Board: {columns}.", ["columns": parts.joined(separator: "; ")])
        case .column(let number, let stones):
            return Self.columnWords(number, stones).capitalisedFirst + "."
        case .row(let number, let cells):
            return tr("Row {row}: {cells}.", ["row": number, "cells": Self.row(cells)])
        case .lastMoves(let moves):
            guard !moves.isEmpty else { return tr("No piece has been played yet.") }
            return tr("Last moves: {moves}.", ["moves": moves.map(Self.said).joined(separator: "; ")])
        case .threats(let threats):
            guard !threats.isEmpty else { return tr("Threats: none; no empty cell completes a four.") }
            return tr("Threats: {threats}.", ["threats": threats.map(Self.threat).joined(separator: "; ")])
        case .score(let score):
            let wins = score.wins.map { "\(Seat.shownName($0.name)) \($0.count)" }
            return tr("Score: {wins}, draws {draws}.", ["wins": wins.joined(separator: ", "), "draws": score.draws])
        case .keys:
            return Self.keys.joined(separator: "\n")
        case .options(let choices):
            let rows = GameChoices.Row.allCases.map { "\($0.rawValue + 1). \($0.label): \(choices.value(of: $0))" }
            return ([tr("Options (o and a number changes one, o alone lists them):")] + rows).joined(separator: "\n")
        case .optionChanged(let row, let choices):
            return tr("{option}: {value}.", ["option": row.label, "value": choices.value(of: row)])
        case .sound(let on):
            return on ? tr("Sound on.") : tr("Sound off.")
        case .confirmNewGame:
            return tr("A game is going on: y starts a new one (this one stays kept); any other line goes on with it.")
        case .afterTheEnd:
            return tr("n: a new game, u: take back your last move, b: the board, q: quit.")
        case .result(let winner, let lines, let moves):
            guard let winner else { return tr("Draw: the board is full.") }
            let fours = lines.map(Self.four).joined(separator: tr(" and "))
            return tr("{name} ({colour}) wins with move {number}: four in {line}.",
                      ["name": Seat.shownName(winner.name), "colour": winner.colour.words, "number": moves, "line": fours])
        case .notUnderstood(let text):
            return tr("'{text}' is not a column (1-7) or a key; ? lists the keys.", ["text": SafeText.shown(text)])
        case .noSuchLine(let text):
            return tr("'{text}': columns are 1-7 (c 1 to c 7), rows 1-6 (r 1 to r 6).", ["text": SafeText.shown(text)])
        }
    }

    /// "Bot hard, yellow, column 3, row 2".
    static func said(_ move: Move) -> String {
        tr("{name}, {colour}, column {column}, row {row}",
           ["name": Seat.shownName(move.name), "colour": move.colour.words, "column": move.column, "row": move.row])
    }

    /// "column 4: red, yellow, red", "column 5: empty", "column 2: … (full)".
    static func columnWords(_ number: Int, _ stones: [PieceColour]) -> String {
        guard !stones.isEmpty else { return tr("column {column}: empty", ["column": number]) }
        let list = stones.map(\.words).joined(separator: ", ")
        guard stones.count < Position.height else { return tr("column {column}: {stones} (full)", ["column": number, "stones": list]) }
        return tr("column {column}: {stones}", ["column": number, "stones": list])
    }

    /// "red in 3, 4; yellow in 5; empty in 1, 2, 6, 7": each colour's columns, then the empty ones.
    static func row(_ cells: [PieceColour?]) -> String {
        var order: [PieceColour] = []
        for case let colour? in cells where !order.contains(colour) { order.append(colour) }
        func columns(_ wanted: PieceColour?) -> String {
            cells.indices.filter { cells[$0] == wanted }.map { String($0 + 1) }.joined(separator: ", ")
        }
        var parts = order.map { tr("{colour} in {columns}", ["colour": $0.words, "columns": columns($0)]) }
        if cells.contains(where: { $0 == nil }) {
            parts.append(cells.allSatisfy { $0 == nil } ? tr("empty") : tr("empty in {columns}", ["columns": columns(nil)]))
        }
        return parts.joined(separator: "; ")
    }

    /// "red, column 3, row 2, playable now".
    static func threat(_ threat: Threat) -> String {
        let values: [String: any CustomStringConvertible] = ["colour": threat.colour.words, "column": threat.column, "row": threat.row]
        return threat.isPlayable ? tr("{colour}, column {column}, row {row}, playable now", values)
            : tr("{colour}, column {column}, row {row}", values)
    }

    /// "row 1, columns 2 to 5", "column 4, rows 1 to 4", "a diagonal from column 1, row 1 to column 4, row 4".
    static func four(_ line: (from: Cell, to: Cell)) -> String {
        let (from, to) = line
        if from.row == to.row {
            return tr("row {row}, columns {from} to {to}", ["row": from.row + 1, "from": from.column + 1, "to": to.column + 1])
        }
        if from.column == to.column {
            return tr("column {column}, rows {from} to {to}", ["column": from.column + 1, "from": from.row + 1, "to": to.row + 1])
        }
        return tr("a diagonal from column {fromColumn}, row {fromRow} to column {toColumn}, row {toRow}",
                  ["fromColumn": from.column + 1, "fromRow": from.row + 1, "toColumn": to.column + 1, "toRow": to.row + 1])
    }

    /// The keys of the mode, one a line.
    static var keys: [String] {
        [tr("1 to 7: drop a piece in that column"),
         tr("b: the board, column by column from the bottom"),
         tr("c and a number: one column (c 4); r and a number: one row, 1 at the bottom (r 1)"),
         tr("l: the last moves"),
         tr("t: the threats, every cell that would complete a four"),
         tr("h: the hints, what each column leads to"),
         tr("s: the score of this session"),
         tr("u: take back your last move and the bot's"),
         tr("n: a new game"),
         tr("o: the options; o and a number changes one (o 1)"),
         tr("m: sound off or on"),
         tr("?: these keys"),
         tr("q: quit (the game is kept)")]
    }
}

extension String {
    /// The text with its first letter in upper case ("column 4: …" as a sentence).
    var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}
