import Music

/// A game in the saved-game data string of the original iOS app.
///
/// Token by token (all characters are ASCII digits):
///
/// | position | meaning |
/// |---|---|
/// | 1 | who moved first: `0` the human, `1` the bot |
/// | 2 | the human's colour, an index into ``PieceColour`` |
/// | 3 | the bot's colour, an index into ``PieceColour`` (not the human's) |
/// | 4, 5 | the first piece: its row digit (`1` = bottom … `6`) then its column digit (`1` = left … `7`) |
/// | … | one row-and-column pair per further piece, in the order they were played |
///
/// The **live** form (the current game) has nothing else: `13414241516` is a game the bot
/// started, human purple, bot blue, with pieces at (1,4), (2,4), (1,5), (1,6).
/// The **archived** form of a finished game puts an `8` before each winning piece; a game that
/// was not won has no `8`. Decoding checks gravity (each row digit is the next free row of its
/// column), the rules (no piece after the end), and that `8`s mark exactly the winning cells.
public struct SavedGame: Hashable, Sendable {
    /// Who dropped the first piece.
    public enum Starter: Int, Hashable, Sendable {
        case human = 0
        case bot = 1
    }

    /// Who dropped the first piece.
    public var starter: Starter
    /// The human's piece colour.
    public var humanColour: PieceColour
    /// The bot's piece colour.
    public var botColour: PieceColour
    /// The pieces, in the order they were played.
    public var game: Game

    /// A saved game from its parts.
    public init(starter: Starter, humanColour: PieceColour, botColour: PieceColour, game: Game) {
        self.starter = starter
        self.humanColour = humanColour
        self.botColour = botColour
        self.game = game
    }

    /// The turn-order player who is the human.
    public var humanPlayer: Player { starter == .human ? .first : .second }

    /// The colour of `player`'s pieces.
    public func colour(of player: Player) -> PieceColour {
        player == humanPlayer ? humanColour : botColour
    }

    /// Encodes the game; `archived` marks each winning piece with an `8`.
    ///
    /// - Returns: e.g. `13414241516`.
    public func encoded(archived: Bool) -> String {
        var text = "\(starter.rawValue)\(humanColour.rawValue)\(botColour.rawValue)"
        let winning = Set(game.winningCells)
        for cell in game.cells {
            if archived && winning.contains(cell) { text += "8" }
            text += "\(cell.row + 1)\(cell.column + 1)"
        }
        return text
    }

    /// Decodes either form of the data string.
    ///
    /// - Throws: ``SavedGameError``, naming the 1-based character position or piece number.
    /// - Complexity: O(n) in the length of `text`.
    public init(parsing text: some StringProtocol) throws(SavedGameError) {
        let chars = Array(text)
        guard chars.count >= 3 else { throw .tooShort(length: chars.count) }
        func digit(at index: Int) throws(SavedGameError) -> Int {
            guard let value = chars[index].wholeNumberValue, chars[index].isASCII else {
                throw .notADigit(chars[index], position: index + 1)
            }
            return value
        }
        guard let starter = Starter(rawValue: try digit(at: 0)) else {
            throw .invalidStarter(chars[0])
        }
        guard let human = PieceColour(rawValue: try digit(at: 1)),
              let bot = PieceColour(rawValue: try digit(at: 2))
        else { preconditionFailure("every digit is a palette index") }
        guard human != bot else { throw .sameColours(human) }

        var game = Game()
        var flagged: [Cell] = []
        var index = 3
        var piece = 0
        while index < chars.count {
            piece += 1
            var isFlagged = false
            if try digit(at: index) == 8 {
                isFlagged = true
                index += 1
                guard index < chars.count else { throw .danglingFlag(position: index) }
            }
            let rowPosition = index + 1
            let row = try digit(at: index)
            guard (1...Position.height).contains(row) else {
                throw .invalidRow(chars[index], position: rowPosition)
            }
            guard index + 1 < chars.count else { throw .missingColumn(piece: piece, position: rowPosition + 1) }
            let column = try digit(at: index + 1)
            guard (1...Position.width).contains(column) else {
                throw .invalidColumn(chars[index + 1], position: rowPosition + 1)
            }
            index += 2

            let cell = Cell(row: row - 1, column: column - 1)
            if game.outcome.isOver { throw .pieceAfterEnd(piece: piece, position: rowPosition) }
            let expectedRow = game.position.height(of: cell.column)
            guard expectedRow == cell.row else {
                throw .gravity(piece: piece, cell: cell, expectedRow: expectedRow, position: rowPosition)
            }
            do { try game.play(cell.column) } catch { preconditionFailure("checked above: \(error)") }
            if isFlagged { flagged.append(cell) }
        }

        if !flagged.isEmpty {
            let winning = Set(game.winningCells)
            if let stray = flagged.first(where: { !winning.contains($0) }) {
                throw .flagNotOnWinningPiece(cell: stray)
            }
            if let missing = game.winningCells.first(where: { !flagged.contains($0) }) {
                throw .winningPieceNotFlagged(cell: missing)
            }
        }
        self.init(starter: starter, humanColour: human, botColour: bot, game: game)
    }
}

/// Why a saved-game data string is invalid. Positions count characters from 1.
public enum SavedGameError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooShort(length: Int)
    case notADigit(Character, position: Int)
    case invalidStarter(Character)
    case sameColours(PieceColour)
    case danglingFlag(position: Int)
    case invalidRow(Character, position: Int)
    case invalidColumn(Character, position: Int)
    case missingColumn(piece: Int, position: Int)
    case gravity(piece: Int, cell: Cell, expectedRow: Int, position: Int)
    case pieceAfterEnd(piece: Int, position: Int)
    case flagNotOnWinningPiece(cell: Cell)
    case winningPieceNotFlagged(cell: Cell)

    /// One line naming the problem and where it is, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
