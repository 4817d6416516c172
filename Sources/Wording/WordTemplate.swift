import Game

/// A message split once at its placeholders, for text laid out many times over (10,000 history entries):
/// the view writes each text piece and fills each slot itself (a name painted in its colour) without
/// looking the message up or scanning it again. The pieces follow the translation's order, so a language
/// may put the names where its grammar wants them.
public struct WordTemplate: Sendable {
    /// A run of text, or the placeholder `{name}`.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case slot(String)
    }

    /// The pieces in order.
    public let pieces: [Piece]

    /// `message` (already translated) split at its `{name}` placeholders.
    public init(_ message: String) {
        var pieces: [Piece] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.slot(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// Writes the pieces in order: `text` for each run, `slot` for each placeholder's name.
    @inlinable
    public func write(text: (String) -> Void, slot: (String) -> Void) {
        for piece in pieces {
            switch piece {
            case .text(let run): text(run)
            case .slot(let name): slot(name)
            }
        }
    }
}

/// The words of a `history` entry, looked up once per run (``WordTemplate``).
public struct GameListWords: Sendable {
    /// "4 moves" for 0…42 moves.
    public let moves: [String]
    /// ", with hints".
    public let withHints: String
    /// "{first} moved first vs {second}".
    public let players: WordTemplate
    /// "(bot {level})" for a bot whose name does not say its level.
    public let botWithLevel: WordTemplate
    /// "(bot)" for a bot whose name says its level, or whose level is not known.
    public let bot: String
    /// Each level's word ("hard").
    public let levels: [BotLevel: String]
    /// "unfinished, kept: {name} to move ({command})".
    public let unfinished: WordTemplate
    /// "{name} won".
    public let won: WordTemplate
    /// "draw".
    public let draw: String
    /// The names the program gives, as shown (``Game/Seat/shownName(_:)``).
    let givenNames: [String: String]

    /// The words in the language in use.
    public static var current: GameListWords { cached }
    private static let cached = GameListWords()

    private init() {
        moves = (0...42).map { trn("{count} move", "{count} moves", $0) }
        withHints = ", " + tr("with hints")
        players = WordTemplate(tr("{first} moved first vs {second}"))
        botWithLevel = WordTemplate(tr("(bot {level})"))
        bot = tr("(bot)")
        levels = Dictionary(uniqueKeysWithValues: BotLevel.allCases.map { ($0, $0.words) })
        unfinished = WordTemplate(tr("unfinished, kept: {name} to move ({command})"))
        won = WordTemplate(tr("{name} won"))
        draw = trc("result", "draw")
        let given = [Seat.defaultPersonName, Seat.numberedPersonName(1), Seat.numberedPersonName(2), Seat.botName(level: nil)]
            + BotLevel.allCases.map { Seat.botName(level: $0) }
        givenNames = Dictionary(uniqueKeysWithValues: given.map { ($0, Seat.shownName($0)) })
    }

    /// A stored name as shown, as ``Game/Seat/shownName(_:)`` says it, without looking it up again.
    public func shown(_ name: String) -> String { givenNames[name] ?? SafeText.visible(name) }

    /// "{count} winning cells" when a piece made more than one line of four.
    public func winningCells(_ count: Int) -> String { trn("{count} winning cell", "{count} winning cells", count) }
}
