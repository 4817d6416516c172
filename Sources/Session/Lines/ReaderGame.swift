import Game
import GameFlow
import SessionFacts
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// The game for a screen reader or a braille display (`play --screen-reader`, or by itself where the
/// full screen cannot be drawn): plain lines only, nothing redrawn, one event or answer a line. It says
/// every move with its column and row, then whose turn it is; it answers questions about the board
/// (``ReaderCommand``); a line it does not understand is answered and the game goes on.
public struct ReaderGame {
    var driver: FlowDriver
    /// The store and the sound.
    public var services: GameServices {
        get { driver.services }
        set { driver.services = newValue }
    }
    /// Where every line is also said aloud (`--speak`); nil: text only.
    public var speaker: SpokenLines? {
        // Spoken, a cue waits until the line it goes with has been said.
        didSet { driver.holdsBoardCues = speaker != nil }
    }

    /// The mode over `flow`, hints and the review from `book` and the solver; `realTime` when the notes
    /// are heard (the bot's slot waits), else time jumps ahead.
    public init(flow: GameFlow, book: OpeningBook?, services: GameServices, realTime: Bool) {
        driver = FlowDriver(flow: flow, book: book, services: services, realTime: realTime)
    }

    private var flow: GameFlow { driver.flow }
    private var game: Game { driver.flow.game }

    /// Plays until `q` or the end of input; the game stays kept when it is not over.
    ///
    /// - Throws: what saving throws (a move neither saved nor kept beside a busy database).
    public mutating func run() throws {
        defer { speaker?.writeLog() }
        let resumed = game.moves.count
        if resumed > 0 {
            say(.resumed(moves: resumed, first: flow.seats[.first], second: flow.seats[.second]))
            say(board)
        }
        // The sides are seated as the game starts (who moves first); the bot may open at once.
        try driver.start()
        if resumed == 0 { sayNewGame() }
        try report(after: resumed)
        var lines = LineReader(maximumLength: 1_000)
        while let line = lines.next() {
            let text = line.trimmedOfBlanks
            if text.isEmpty {
                askNext()
                continue
            }
            guard try answer(ReaderCommand(text)) else { return }
        }
        driver.stopSound()
    }

    /// Carries out one line; false when it quits.
    private mutating func answer(_ command: ReaderCommand) throws -> Bool {
        if flow.screen(at: driver.now).prompt == .confirmNewGame {
            try driver.press(command == .yes ? .yes : .escape)
            if command == .yes { return try startedNewGame() }
        }
        switch command {
        case .drop(let column):
            guard !game.outcome.isOver else { say(.afterTheEnd); return true }
            guard game.position.canPlay(column - 1) else { emit(FlowNotice.columnFull(column - 1).words); askNext(); return true }
            // Speech and notes take turns: each note waits for the lines before it, each line for its note.
            speaker?.waitUntilQuiet()
            let before = game.moves.count
            try driver.play(in: column - 1)
            sayMoves(from: before)
            speaker?.waitUntilQuiet()
            driver.releaseBoardCues()
            let played = game.moves.count
            try driver.settle(ending: false)
            try report(after: played)
        case .board: say(board)
        case .column(let number):
            say(.column(number, game.stones(inColumn: number - 1).map(colour)))
            // Heard after the line is said, at the column's place: a tick per stone, rising.
            speaker?.waitUntilQuiet()
            driver.playColumn(number - 1)
        case .row(let number): say(.row(number, game.stones(inRow: number - 1).map { $0.map(colour) }))
        case .lastMoves: say(.lastMoves(Array(moves(from: max(0, game.moves.count - 4)))))
        case .threats: say(.threats(threats))
        case .hints: emit(driver.hintLine().description)
        case .score: say(.score(flow.screen(at: driver.now).score ?? SessionScore()))
        case .keys: say(.keys)
        case .undo:
            try driver.press(.undo)
            sayMessage()
            askNext()
        case .newGame, .yes:
            guard command == .newGame || game.outcome.isOver else { say(.notUnderstood("y")); return true }
            try driver.press(.newGame)
            if flow.screen(at: driver.now).prompt == .confirmNewGame { say(.confirmNewGame); return true }
            return try startedNewGame()
        case .options(nil): say(.options(flow.choices))
        case .options(let number?):
            let row = GameChoices.Row.allCases[number - 1]
            try driver.press(.options)
            for _ in 0..<row.rawValue { try driver.press(.down) }
            try driver.press(.right)
            sayMessage()
            try driver.press(.escape)
            say(.optionChanged(row, flow.choices))
        case .mute:
            try driver.press(.mute)
            sayMessage()
            say(.sound(on: flow.choices.soundOn))
        case .quit:
            driver.stopSound()
            return false
        case .noSuchLine(let text): say(.noSuchLine(text))
        case .notUnderstood(let text): say(.notUnderstood(text))
        }
        return true
    }

    /// After a new game began: says its sides, lets the bot open, says its move and whose turn it is.
    private mutating func startedNewGame() throws -> Bool {
        sayNewGame()
        speaker?.waitUntilQuiet()
        try driver.settle(ending: false)
        try report(after: 0)
        return true
    }

    /// Says the moves since `before` pieces (and the columns they filled), then the end (after the ending,
    /// which waits for the last move's line) or the next turn.
    private mutating func report(after before: Int) throws {
        sayMoves(from: before)
        if driver.holdsBoardCues {
            speaker?.waitUntilQuiet()
            driver.releaseBoardCues()
        }
        guard game.outcome.isOver else { return askNext() }
        speaker?.waitUntilQuiet()
        try driver.settleEnding()
        if speaker != nil { services.sound?.waitUntilSilent(timeout: 8) }
        let winner = game.outcome.winner.map { (name: flow.seats[$0].name, colour: flow.seats[$0].colour) }
        say(.result(winner: winner, lines: game.winningLines, moves: game.moves.count))
        for line in ReaderReview(game: game, seats: flow.seats, solver: driver.solver, book: driver.book).lines() { emit(line) }
        say(.afterTheEnd)
    }

    /// Says each piece from index `before` on, and the columns they filled.
    private func sayMoves(from before: Int) {
        for move in moves(from: before) {
            say(.moved(move))
            if move.row == Position.height { say(.columnNowFull(move.column)) }
        }
    }

    /// The prompt naming whose turn it is, or what may come after the end.
    private func askNext() {
        guard !game.outcome.isOver else { return say(.afterTheEnd) }
        let seat = flow.seats[game.playerToMove]
        let full = (0..<Position.width).filter { !game.position.canPlay($0) }.map { $0 + 1 }
        say(.prompt(name: seat.name, colour: seat.colour, move: game.moves.count + 1, full: full))
    }

    private func sayNewGame() { say(.newGame(first: flow.seats[.first], second: flow.seats[.second])) }

    /// The flow's note after a key (took back two moves, no sound), if any.
    private func sayMessage() {
        if let message = flow.screen(at: driver.now).message { emit(message.words) }
    }

    /// The pieces from index `first` on, with who played them and where they landed.
    private func moves(from first: Int) -> some Sequence<ReaderLine.Move> {
        let cells = game.cells
        return (first..<game.moves.count).lazy.map { index in
            let seat = flow.seats[Player.playing(moveIndex: index)]
            return ReaderLine.Move(name: seat.name, colour: seat.colour, column: cells[index].column + 1, row: cells[index].row + 1)
        }
    }

    private var board: ReaderLine {
        .board((0..<Position.width).map { game.stones(inColumn: $0).map(colour) })
    }

    private var threats: [ReaderLine.Threat] {
        game.threats.map {
            ReaderLine.Threat(colour: colour($0.player), column: $0.cell.column + 1, row: $0.cell.row + 1, isPlayable: $0.isPlayable)
        }
    }

    private func colour(_ player: Player) -> PieceColour { flow.seats[player].colour }

    private func say(_ line: ReaderLine) { emit(line.words) }

    /// Prints `text` and flushes it (a screen reader speaks what has arrived), and says it aloud with `--speak`.
    private func emit(_ text: String) {
        // Written at once, unbuffered (`fflush(NULL)` would wait on libspeechd's socket stream, which its
        // reader thread holds while it waits for the daemon).
        Text.write(text + "\n", to: Text.standardOutput)
        speaker?.say(text)
    }
}
