import Assets
import AudioIO
import Game
import GameFlow
import Music
import Playback
import SessionFacts
import TerminalUI

/// A replay or the demo through the sound card: full-screen in a terminal that can show it, else one
/// line per move as its note is heard. The bank is loaded once, with every variant the games need.
public struct ReplaySession {
    /// Opens the sound engine for a bank with a number of channels (the app's `--device`, `--volume`, `--mute`).
    public typealias EngineOpener = (NoteBank, Int) throws -> AudioEngine

    /// Seconds between pieces at speed 1.
    public var interval: Double
    /// The speed factor (2: twice as fast).
    public var speed = 1.0
    /// The speeds `+` and `-` may reach, full-screen (nil: the replay's own).
    public var speeds: ClosedRange<Double>?
    /// 1 (mono) or 2 (stereo).
    public var channels = 2
    /// Whether to show the games full-screen (else a line per move).
    public var fullScreen: Bool
    /// How the board is drawn, full-screen (the terminal policy).
    public var policy: TerminalPolicy

    /// A session a piece every `interval` seconds, full-screen or not.
    public init(interval: Double, fullScreen: Bool, policy: TerminalPolicy) {
        self.interval = interval
        self.fullScreen = fullScreen
        self.policy = policy
    }

    /// Plays one game.
    ///
    /// - Returns: the exit status: 0, or 128 + N when signal N ended it.
    /// - Throws: ``SessionError``, or what `openEngine` throws.
    public func play(_ replay: ReplayGame, loader: BankLoader, openEngine: EngineOpener) throws -> Int32 {
        let rate = try loader.nativeSampleRate()
        let cues = GameScore.cues(for: replay.game, melody: replay.melody, interval: interval / speed, sampleRate: rate)
        let loaded = try loader.load(Set(cues.map(\.sound)), sampleRate: rate)
        var bank = loaded.bank
        bank.makeVariants(for: cues)
        bank.makeEndings()
        return try withExtendedLifetime(loaded.mappings) {
            let engine = try openEngine(bank, channels)
            if fullScreen {
                var settings = ReplaySettings()
                settings.interval = .seconds(interval)
                settings.speed = speed
                settings.lead = ScoreSound.lead(for: engine)
                if let speeds { settings.speeds = speeds }
                let book = try OpeningBookFile.load()
                return try ReplayScene.show(replay, settings: settings, engine: engine, bank: bank, policy: policy,
                                            book: book).status
            }
            Interruption.catchSignals()
            try LinePlayer(engine: engine).play(replay, cues: cues)
            do throws(AudioDeviceError) { try engine.shutdown(drain: true) } catch { throw SessionError.audio(error) }
            return 0
        }
    }

    /// Plays the demo's games from `series` (one with `once`), writing each game's heading and the line
    /// to hear it again through `say`.
    ///
    /// - Returns: the exit status: 0, or 128 + N when signal N ended it.
    public func playDemo(_ series: DemoSeries, once: Bool, loader: BankLoader, openEngine: EngineOpener,
                         say: (String) -> Void) throws -> Int32 {
        let first = series.next()
        let loaded = try loader.load(sampleRate: try loader.nativeSampleRate())
        var bank = loaded.bank
        // One game needs its own variants; a series may need any.
        bank.makeVariants(for: once ? ScoreSound.cues(of: first, sampleRate: bank.sampleRate) : Self.everyVariant)
        bank.makeEndings()
        return try withExtendedLifetime(loaded.mappings) {
            let engine = try openEngine(bank, channels)
            if fullScreen {
                if !once { series.prepareNext() }
                var settings = ReplaySettings()
                settings.interval = .seconds(interval)
                settings.lead = ScoreSound.lead(for: engine)
                settings.atEnd = once ? .quit : .nextGame
                let shown = try ReplayScene.show(first, settings: settings, engine: engine, bank: bank, policy: policy,
                                                 demo: series)
                for (index, game) in shown.games.enumerated() { say(game.heading(number: index + 1) + "\n" + game.replayLine) }
                return shown.status
            }
            Interruption.catchSignals()
            let player = LinePlayer(engine: engine)
            var game = first
            for number in 1... {
                say(game.heading(number: number))
                if !once { series.prepareNext() }
                try player.play(game, cues: GameScore.cues(for: game.game, melody: game.melody, interval: interval,
                                                          sampleRate: engine.sampleRate))
                say(game.replayLine)
                if once { break }
                game = series.next()
            }
            do throws(AudioDeviceError) { try engine.shutdown(drain: true) } catch { throw SessionError.audio(error) }
            return 0
        }
    }

    /// Every variant of every note at every dynamic.
    static let everyVariant = Sound.all.flatMap { sound in (1..<NoteVariant.all).map { Cue(sound: sound, frame: 0, variant: $0) } }
}
