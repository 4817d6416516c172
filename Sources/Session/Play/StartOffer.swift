import FoundationEssentials
import Game
import History
import SessionFacts
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// What `play` does when unfinished games are kept: it offers to go on with the newest (that no other
/// session has open) before a new game starts, so a saved game is never left behind unseen.
///
/// In a terminal it asks for one key, `r`/Enter: go on with it, `n`: a new game (the old one stays
/// kept), `q`/Esc: quit, and ignores any other key. With standard input not a terminal (scripted play),
/// it starts the new game and says on standard error which game is kept and how to resume it.
public enum StartOffer {
    /// What the person chose.
    public enum Choice: Equatable { case resume, newGame, quit }

    /// The choice a key makes, or nil for a key the prompt does not name.
    static func choice(for bytes: [UInt8]) -> Choice? {
        switch bytes {
        case [UInt8(ascii: "r")], [UInt8(ascii: "R")], [0x0D], [0x0A]: .resume
        case [UInt8(ascii: "n")], [UInt8(ascii: "N")]: .newGame
        case [UInt8(ascii: "q")], [UInt8(ascii: "Q")], [0x1B], [0x03], [0x04]: .quit
        default: nil
        }
    }

    /// Asks on the terminal (standard input and output) and returns the choice; the end of input quits.
    public static func ask(about game: StoredGame, count: Int) -> Choice {
        print(SessionNotice.unfinishedGame(game, count: count))
        print("\(SessionNotice.offerKeys(game.id)) ", terminator: "")
        fflush(nil)
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            raw.c_cc.6 = 1   // VMIN: one byte is enough
            raw.c_cc.5 = 0   // VTIME: no timeout
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer {
            if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
            print("")
        }
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .quit }
            if let choice = choice(for: Array(buffer.prefix(count))) { return choice }
        }
    }

    /// Asks in lines, for the screen-reader mode: the offer as plain lines (also said by `speaker`),
    /// then a line: `r` or an empty line goes on with it, `n` starts a new game, `q` quits; any other line
    /// is answered and asked again; the end of input quits.
    public static func askByLine(about game: StoredGame, count: Int, speaker: SpokenLines?) -> Choice {
        func say(_ notice: SessionNotice) {
            // Unbuffered, like the mode's every line (`fflush(NULL)` would wait on libspeechd's stream).
            Text.write(notice.description + "\n", to: Text.standardOutput)
            speaker?.say(notice.description)
        }
        defer { speaker?.waitUntilQuiet() }
        say(.unfinishedGame(game, count: count))
        say(.offerLines(game.id))
        var lines = LineReader(maximumLength: 1_000)
        while let line = lines.next() {
            switch line.trimmedOfBlanks.lowercased() {
            case "", "r", "resume": return .resume
            case "n", "new": return .newGame
            case "q", "quit", "exit": return .quit
            default: say(.offerNotUnderstood(line.trimmedOfBlanks))
            }
        }
        return .quit
    }

    /// The note scripted play prints on standard error when it starts a new game beside kept ones.
    public static func note(for game: StoredGame, count: Int) -> SessionNotice {
        .newGameBesideKept(game, count: count)
    }
}
