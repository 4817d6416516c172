import Game

extension SavedGameError {
    /// One line naming what is wrong with a data string and at which character.
    public var words: String {
        switch self {
        case .tooShort(let length):
            trn("the data string has {count} character; it needs at least 3 (first player, two colours)",
                "the data string has {count} characters; it needs at least 3 (first player, two colours)", length)
        case .notADigit(let character, let position):
            tr("character {position}: {character} is not a digit", ["position": position, "character": CharacterName.of(character)])
        case .invalidStarter(let character):
            tr("character 1: {character} is not a first player (expected 0 = human, 1 = bot)", ["character": CharacterName.of(character)])
        case .sameColours(let colour):
            tr("characters 2-3: the human and the bot both have colour {code} ({colour})", ["code": colour.rawValue, "colour": colour.words])
        case .danglingFlag(let position):
            tr("character {position}: the winning flag '8' is not followed by a piece", ["position": position])
        case .invalidRow(let character, let position):
            tr("character {position}: {character} is not a row (expected 1-6, or 8 to flag a winning piece)",
               ["position": position, "character": CharacterName.of(character)])
        case .invalidColumn(let character, let position):
            tr("character {position}: {character} is not a column (expected 1-7)", ["position": position, "character": CharacterName.of(character)])
        case .missingColumn(let piece, let position):
            tr("character {position}: piece {piece} has a row but no column", ["position": position, "piece": piece])
        case .gravity(let piece, let cell, let expected, let position):
            Self.gravity(piece: piece, cell: cell, expected: expected, position: position)
        case .pieceAfterEnd(let piece, let position):
            tr("character {position}: piece {piece} comes after the game is over", ["position": position, "piece": piece])
        case .flagNotOnWinningPiece(let cell):
            tr("the piece at {cell} is flagged as winning but is in no line of four", ["cell": cell])
        case .winningPieceNotFlagged(let cell):
            tr("the winning piece at {cell} is not flagged with an 8", ["cell": cell])
        }
    }

    private static func gravity(piece: Int, cell: Cell, expected: Int, position: Int) -> String {
        let values: [String: any CustomStringConvertible] = ["position": position, "piece": piece, "cell": cell,
                                                             "column": cell.column + 1, "row": expected + 1]
        if expected == Position.height {
            return tr("character {position}: piece {piece} at {cell} is in column {column}, which is full", values)
        }
        return cell.row < expected
            ? tr("character {position}: piece {piece} at {cell} is on a taken cell; column {column} fills row {row} next", values)
            : tr("character {position}: piece {piece} at {cell} floats; column {column} fills row {row} next", values)
    }
}
