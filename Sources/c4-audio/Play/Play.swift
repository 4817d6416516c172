import ArgumentParser
import Wording
import Assets
import FoundationEssentials
import Game
import History
import GameFlow
import Music
import Session
import SessionFacts
import TerminalUI

extension FirstMover: ExpressibleByArgument {}

extension C4Audio {
    /// `c4-audio play` (the default command): the game against the bot or another person.
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "play",
            abstract: tr("Play Connect 4 in the terminal against the bot or another person."),
            discussion: HelpText.discussion(
                [tr("In a terminal the game is full-screen: ←/→ (or h/l, Home/End) move the cursor, Enter, Space or ↓ drop a piece, 1-7 or a mouse click drop in that column, t turns the hints on and off, u takes back your move and the bot's, n starts a new game, o opens the options, m mutes, ? or F1 shows the keys, Esc cancels, Ctrl-Z suspends, q quits (the game is kept). When standard input is not a terminal, play reads one line per move instead: a column 1-7, u (undo), h (hints) or q (quit), and prints the board and the bot's reply after each.")],
                examples: ["c4-audio",
                           "c4-audio play --level perfect --first bot",
                           "seq 4 7 | c4-audio play --seed 1 --level easy"])
        )

        @OptionGroup var options: PlayOptions
        @OptionGroup var audio: AudioOptions
        @OptionGroup var reader: ReaderOption
        @OptionGroup var speech: SpeakOption
        @OptionGroup var cues: CuesOption
        @OptionGroup var composer: ComposerOption
        @OptionGroup var global: GlobalOptions

        func validate() throws { try options.validate() }

        func run() throws {
            let store = try global.openStore()
            let stored = try store.settings()
            let seats = try options.seats(defaults: stored)
            var entropy = SeededGenerator()
            let seed = options.seed ?? entropy.next()
            // Kept unfinished games are offered first (never dropped for the new one).
            let speak = speech.isOn { stored }
            let lines = GameSession.readsLines(screenReader: reader.isOn { stored }, speak: speak) ? speak : nil
            switch try StartOffer.decide(in: store, lines: lines, damaged: { Console.noteSkipped($0) }) {
            case .resume(let newest):
                return try Resume.resume(try store.claimUnfinishedGame(id: newest), store: store, global: global, audio: audio,
                                         reader: reader, speech: speech, cues: cues, interval: options.interval, seed: options.seed)
            case .quit: return
            case .newGame: break
            }
            var session = try GameSession(global: global, audio: audio)
            session.remember = GameSession.remembering(in: store)
            session.screenReader = reader.isOn { stored }
            session.speak = speech.isOn { stored }
            var settings = GameSession.flowSettings(stored: stored, interval: options.interval, firstMover: options.first,
                                                    instrument: session.loader.origin.instrument)
            settings.cues = cues.isOn { stored }
            settings.composer = composer.composer
            let status = try session.withSound { engine, _ in
                try session.run(GameFlow(players: seats, settings: settings, seed: seed),
                                keeper: StoreKeeper(store: store), engine: engine)
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
