import ArgumentParser
import Wording
import Assets
import Game
import GameFlow
import History
import Music
import Session
import SessionFacts
import TerminalUI

extension C4Audio {
    /// `c4-audio resume [ID]`: continues an unfinished game (the newest by default).
    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resume",
            abstract: tr("Continue an unfinished game (the newest, or game ID), opening with the Current tune."),
            discussion: HelpText.discussion(
                [tr("Every game is saved after every move, and a game left with q, by a closed terminal or for a new one stays kept, unfinished (c4-audio history marks it); any number may be. resume takes the newest that no other running c4-audio has open, or game ID; it shows its pieces at once, plays the Current tune, flashes the colour of the side to move, and goes on as play does (the same keys; scripted when standard input is not a terminal).")],
                examples: ["c4-audio resume",
                           "c4-audio resume 12 --mute",
                           "printf '4\\n3\\n' | c4-audio resume"])
        )

        @Argument(help: ArgumentHelp(tr("The unfinished game to go on with (default: the newest one not open elsewhere).")))
        var id: Int64?

        @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.interval.argumentHelp(.stored))
        var intervalText: String?

        /// `--interval` in seconds, once validated.
        var interval: Double? { Tunables.interval.value(intervalText) }

        @Option(help: ArgumentHelp(tr("Seed for the bot's choices and the rest of the melody.")))
        var seed: UInt64?

        @OptionGroup var audio: AudioOptions
        @OptionGroup var reader: ReaderOption
        @OptionGroup var speech: SpeakOption
        @OptionGroup var cues: CuesOption
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try Tunables.interval.check(intervalText)
        }

        func run() throws {
            let store = try global.openStore()
            try Self.resume(try store.claimUnfinishedGame(id: id, damaged: { Console.noteSkipped($0) }), store: store, global: global, audio: audio, reader: reader, speech: speech, cues: cues, interval: interval, seed: seed)
        }

        /// Goes on with an unfinished game claimed for this session, as `play` plays.
        static func resume(_ held: ClaimedGame, store: HistoryStore, global: GlobalOptions, audio: AudioOptions,
                           reader: ReaderOption, speech: SpeakOption, cues: CuesOption, interval: Double?, seed: UInt64?) throws {
            let current = held.game
            let stored = try store.settings()
            var entropy = SeededGenerator()
            let record = FlowRecord(game: current.game, music: current.music, seats: current.players.withBotLevel(ifUnknown: stored.level),
                                    hinted: current.hinted)
            try play(record, keeper: StoreKeeper(store: store, resuming: held), store: store, stored: stored, global: global, audio: audio,
                     reader: reader, speech: speech, cues: cues, interval: interval, seed: seed ?? entropy.next()) {
                SessionError.unplayable(current.id, cause: $0)
            }
        }

        /// Plays on from `record` as a resumed game (the Current tune first), kept by `keeper`; `refusal` is
        /// the error for a record the flow refuses.
        static func play(_ record: FlowRecord, keeper: StoreKeeper, store: HistoryStore, stored: Settings, global: GlobalOptions, audio: AudioOptions,
                         reader: ReaderOption, speech: SpeakOption, cues: CuesOption, interval: Double?, seed: UInt64,
                         composer: Composer.Style = .phrased, refusal: (GameMusicError) -> any Error) throws {
            var session = try GameSession(global: global, audio: audio)
            session.remember = GameSession.remembering(in: store)
            session.screenReader = reader.isOn { stored }
            session.speak = speech.isOn { stored }
            session.ownVoice = speech.ownVoice { stored }
            var settings = GameSession.flowSettings(stored: stored, interval: interval, firstMover: nil,
                                                    instrument: session.loader.origin.instrument)
            settings.cues = cues.isOn { stored }
            settings.composer = composer
            let status = try session.withSound { engine, bank in
                settings.currentTuneLength = bank.flowLength(of: .theme(.current))
                let flow: GameFlow
                do throws(GameMusicError) {
                    flow = try GameFlow(resuming: record, settings: settings, seed: seed)
                } catch {
                    throw refusal(error)
                }
                return try session.run(flow, keeper: keeper, engine: engine)
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
