import Game
import GameFlow
import Music
import SessionFacts
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// `play` with standard input not a terminal: one line per move (a column 1-7, `u` undo, `h`
/// hints, `q` quit), the board and the bot's reply printed after each. The game runs through the
/// same ``GameFlow`` as the full-screen one (``FlowDriver``: the bot answers at once), and is saved the
/// same way. Strict, for scripts: a line that is not a move ends the game with an error.
public struct ScriptedGame {
    var driver: FlowDriver
    /// The store and the sound.
    public var services: GameServices {
        get { driver.services }
        set { driver.services = newValue }
    }
    /// How the board is drawn.
    let policy: TerminalPolicy
    private var lineNumber = 0

    /// Scripted play of `flow`, hints from `book` and the solver, the board drawn as `policy` says;
    /// `realTime` when the notes are heard (the bot's slots and the ending wait), else time jumps ahead.
    public init(flow: GameFlow, book: OpeningBook?, services: GameServices, policy: TerminalPolicy, realTime: Bool) {
        driver = FlowDriver(flow: flow, book: book, services: services, realTime: realTime)
        self.policy = policy
    }

    private var flow: GameFlow { driver.flow }

    /// Reads moves until the game ends, `q`, or the end of input.
    ///
    /// - Throws: ``SessionError/badLine(_:_:)`` for a line that is not a move (`line 3: 'x' is not a
    ///   column …`) or a move the rules refuse (`line 5: column 4 is full`), after saving what came before it.
    public mutating func run() throws {
        let startsWith = flow.game.moves.count
        try driver.start()
        if !flow.game.moves.isEmpty { report(soFar: startsWith) }
        // Bounded: a line of more than 1,000 bytes (or /dev/zero) ends the game with one line, in constant memory.
        var lines = LineReader(maximumLength: 1_000)
        var commands = 0
        while !flow.game.outcome.isOver, let line = lines.next() {
            lineNumber += 1
            let text = line.trimmedOfBlanks
            if text.isEmpty { continue }
            commands += 1
            let before = flow.game.moves.count
            switch text {
            case "q", "quit":
                driver.stopSound()
                return
            case "h", "?":
                print(driver.hintLine())
                fflush(nil)
                continue
            case "u":
                try driver.press(.undo)
                let notice = flow.screen(at: driver.now).message
                guard flow.game.moves.count < before else { throw SessionError.badLine(lineNumber, .cannotUndo(notice ?? .nothingToUndo)) }
                print(notice?.words ?? "")
            default:
                guard text.count == 1, let digit = Int(text), (1...7).contains(digit) else {
                    throw SessionError.badLine(lineNumber, .notAMove(text))
                }
                guard flow.game.position.canPlay(digit - 1) else {
                    throw SessionError.badLine(lineNumber, .columnFull(digit))
                }
                try driver.drop(in: digit - 1)
            }
            report(after: before)
        }
        if lines.isOverlong {
            throw SessionError.badLine(lineNumber + 1, .tooLong(maximum: lines.maximumLength))
        }
        // `play < /dev/null`, or a terminal that is not one: say why nothing happened.
        if commands == 0, flow.game.moves.isEmpty {
            Console.note(SessionNotice.noMovesOnInput.description)
        }
    }

    /// Prints the moves since `before` pieces, then the board.
    /// Prints the moves since `before` (the first `soFar` of them as the ones the game starts with), the
    /// board, and the music once the game is over.
    private func report(after before: Int = 0, soFar: Int = 0) {
        let game = flow.game
        let moves = game.moves.dropFirst(before)
        let played = moves.enumerated().map { offset, column in
            SessionLine.Played(name: flow.seats[Player.playing(moveIndex: before + offset)].name, column: column + 1)
        }
        let earlier = played.prefix(max(0, soFar - before)), now = played.dropFirst(earlier.count)
        if !earlier.isEmpty { print(SessionLine.soFar(Array(earlier))) }
        if !now.isEmpty { print(SessionLine.played(Array(now))) }
        print(BoardRenderer(policy: policy).sheet(BoardSheet(game: game, seats: flow.seats, addressee: .thePersonFacingTheBot)))
        if game.outcome.isOver { print(SessionLine.music(flow.music)) }
        // A program that sends a move and waits for the reply must get it now, also through a pipe.
        fflush(nil)
    }
}

extension String {
    /// The line without the blanks (spaces, tabs, CR) around it.
    var trimmedOfBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
