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
                [tr("In a terminal the game is full-screen: ←/→ (or h/l, Home/End) move the cursor, Enter, Space or ↓ drop a piece, 1-7 or a mouse click drop in that column, t turns the hints on and off, u takes back your move and the bot's, p after a game steps through its turning points (perfect play drawn as faint discs), n starts a new game, o opens the options, m mutes, ? or F1 shows the keys, Esc cancels, Ctrl-Z suspends, q quits (the game is kept). When standard input is not a terminal, play reads one line per move instead: a column 1-7, u (undo), h (hints) or q (quit), and prints the board and the bot's reply after each.")],
                examples: ["c4-audio play --level perfect --first bot",
                           "seq 4 7 | c4-audio play --seed 1 --level easy",
                           .init("c4-audio play --from 12:7", note: tr("try move 7 of game 12 again"))])
        )

        @OptionGroup var options: PlayOptions

        @Option(name: .customLong("from"), help: ArgumentHelp(tr("Start a new game from the position before move MOVE of stored game ID, to try a better move there: you take the side to move, the bot (or, with --opponent human, the other person) the other; it opens as a resumed game does, with the Current tune."), valueName: "ID:MOVE"))
        var fromText: String?

        /// `--from`, once validated.
        var from: StartingPoint? { fromText.flatMap { StartingPoint(parsing: $0) } }

        @OptionGroup var audio: AudioOptions
        @OptionGroup var reader: ReaderOption
        @OptionGroup var speech: SpeakOption
        @OptionGroup var cues: CuesOption
        @OptionGroup var composer: ComposerOption
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try options.validate()
            if let fromText, from == nil {
                throw ValidationError(tr("--from '{value}': give a stored game's ID and a move from 1, as ID:MOVE (e.g. 12:7).", ["value": SafeText.shown(fromText)]))
            }
            if from != nil && options.first != nil { throw ValidationError(tr("--from starts where the stored game was, so the side to move is yours; --first cannot go with it.")) }
        }

        func run() throws {
            let store = try global.openStore()
            let stored = try store.settings()
            let seats = try options.seats(defaults: stored)
            var entropy = SeededGenerator()
            let seed = options.seed ?? entropy.next()
            if let from {
                let record = try from.record(from: store.game(id: from.id), you: seats[.first], other: seats[.second])
                return try Resume.play(record, keeper: StoreKeeper(store: store), store: store, stored: stored, global: global, audio: audio,
                                       reader: reader, speech: speech, cues: cues, interval: options.interval, seed: seed,
                                       composer: composer.composer) {
                    SessionError.unplayable(from.id, cause: $0)
                }
            }
            // Kept unfinished games are offered first (never dropped for the new one).
            let speak = speech.isOn { stored }
            let lines = GameSession.readsLines(screenReader: reader.isOn { stored }, speak: speak) ? speak : nil
            var offerSession = try GameSession(global: global, audio: audio)
            offerSession.ownVoice = speech.ownVoice { stored }
            switch try StartOffer.decide(in: store, lines: lines, speaking: { offerSession.speakingBeforeTheGame($0) },
                                         damaged: { Console.noteSkipped($0) }) {
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
            session.ownVoice = speech.ownVoice { stored }
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
