import ArgumentParser
import FoundationEssentials
import Game
import GameFlow
import Music
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

extension FirstMover: ExpressibleByArgument {}

extension C4Audio {
    /// `c4-audio play` (the default command): the game against the bot or another person.
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "play",
            abstract: "Play Connect 4 in the terminal against the bot or another person.",
            discussion: """
                In a terminal the game is full-screen: ←/→ (or h/l) move the cursor, Enter, Space \
                or ↓ drop a piece, 1-7 drop in a column, a mouse click drops in the clicked column, \
                ? shows what each column leads to, u takes back your move and the bot's, n starts a \
                new game, q quits. When standard input is not a terminal, play reads one line per \
                move instead: a column 1-7, u (undo), h (hints) or q (quit), and prints the board \
                and the bot's reply after each.

                Examples:
                  c4-audio
                  c4-audio play --level perfect --first bot
                  seq 4 7 | c4-audio play --seed 1 --level easy
                """
        )

        @OptionGroup var options: PlayOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws { try options.validate() }

        func run() throws {
            let seats = try options.seats()
            var settings = FlowSettings()
            settings.interval = options.intervalDuration
            settings.firstMover = options.first ?? .me
            var entropy = SeededGenerator()
            let seed = options.seed ?? entropy.next()
            let flow = GameFlow(players: seats, settings: settings, seed: seed)
            let services = GameServices()
            if isatty(STDIN_FILENO) != 1 {
                var scripted = ScriptedGame(flow: flow, book: try OpeningBookFile.load(), services: services,
                                            colour: Terminal.usesColour(disabled: global.noColor))
                try scripted.run()
                return
            }
            try Self.refuseDumbTerminal()
            let mode = ColourMode.detect(environment: ProcessInfo.processInfo.environment, disabled: global.noColor)
            var game = TerminalGame(flow: flow, painter: BoardPainter(mode: mode),
                                    background: try Background(book: try OpeningBookFile.load()),
                                    services: services)
            let status = try game.run()
            if status != 0 { throw ExitCode(status) }
        }

        /// Refuses the full-screen game where the terminal cannot address the cursor.
        static func refuseDumbTerminal() throws {
            let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
            if term == "dumb" || term.isEmpty {
                throw Failure("TERM=\(term.isEmpty ? "(unset)" : term) cannot show the full-screen game; "
                              + "pipe the moves in instead (one column per line), e.g. echo 4 | c4-audio play")
            }
        }
    }
}
