import Music

/// The column-digit notation of a game: one digit per piece, `1` = leftmost column, first
/// player first. `4453` drops pieces into columns 4, 4, 5 and 3 of the empty board.
///
/// It is the notation of Pascal Pons' solver and its benchmark files, of gamesolver.org and of
/// GNOME Four-in-a-row. The empty string is the empty board.
///
/// Token by token:
/// - each character is a digit `1`...`7`;
/// - each digit must name a column that is not full;
/// - no digit may follow the move that won or filled the board.
public enum MoveRecord {
    /// Parses a record into a game, validating every move.
    ///
    /// - Parameter text: the digits; surrounding white space is not accepted here (trim first).
    /// - Returns: the game after the last move.
    /// - Throws: ``MoveRecordError`` naming the 1-based move (= character) number.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: some StringProtocol) throws(MoveRecordError) -> Game {
        // Byte by byte while every byte is a playable digit (an import reads every game's record); a
        // record with anything else is read again by characters, which number the moves.
        var game = Game()
        for byte in text.utf8 {
            let column = Int(byte) - Int(UInt8(ascii: "1"))
            guard (0..<Position.width).contains(column) else { return try parseByCharacters(text) }
            do { try game.play(column) } catch { return try parseByCharacters(text) }
        }
        return game
    }

    private static func parseByCharacters(_ text: some StringProtocol) throws(MoveRecordError) -> Game {
        var game = Game()
        for (index, character) in text.enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII,
                  (1...Position.width).contains(digit)
            else { throw .invalidCharacter(character, move: index + 1) }
            do {
                try game.play(digit - 1)
            } catch {
                throw .illegalMove(error)
            }
        }
        return game
    }

    /// The record of `game`'s moves, e.g. `4453`.
    public static func encode(_ game: Game) -> String {
        String(decoding: game.moves.map { UInt8(ascii: "1") + UInt8($0) }, as: UTF8.self)
    }
}

/// Why a column-digit record is invalid. Numbers in messages count from 1.
public enum MoveRecordError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A character that is not a digit 1-7, at the 1-based move number.
    case invalidCharacter(Character, move: Int)
    /// A legal character that the rules reject (full column, move after the end).
    case illegalMove(MoveError)

    /// The problem in words, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
