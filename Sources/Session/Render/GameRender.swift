import Assets
import AudioIO
import Game
import Music
import SessionFacts
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// A game rendered to a file (`render`): an audio file mixed block by block straight into the encoder (the
/// whole mix is never held in memory), WAV on standard output, or a Standard MIDI File.
public struct GameRender {
    /// Where the render goes, decided from the path's extension.
    public enum Output: Equatable {
        /// An audio file of this format.
        case file(String, AudioFormat)
        /// WAV on standard output (`-o -`).
        case standardOutput
        /// A Standard MIDI File (`.mid`, `.midi`).
        case midi(String)

        /// The output `path` names.
        ///
        /// - Throws: ``SessionError/unknownExtension(path:)`` for an unknown extension, or ``SessionError/standardOutputIsTerminal``
        ///   for `-` when standard output is a
        ///   terminal (as gzip does: binary data on a terminal is unreadable and can garble its settings).
        public init(path: String) throws(SessionError) {
            if [".mid", ".midi"].contains(where: { path.lowercased().hasSuffix($0) }) {
                self = .midi(path)
            } else if path == "-" {
                guard isatty(STDOUT_FILENO) == 0 else {
                    throw .standardOutputIsTerminal
                }
                self = .standardOutput
            } else if let format = AudioFormat(path: path) {
                self = .file(path, format)
            } else {
                throw .unknownExtension(path: path)
            }
        }

        /// The audio format written (WAV on standard output; none for MIDI).
        public var format: AudioFormat? {
            switch self {
            case .file(_, let format): format
            case .standardOutput: .wav
            case .midi: nil
            }
        }
    }

    /// The game.
    public var game: Game
    /// Its notes and ending.
    public var melody: MusicString
    /// Seconds between pieces.
    public var interval: Double
    /// 1 (mono) or 2 (stereo).
    public var channels = 2
    /// Whether the room (reverberation) is heard.
    public var room = true
    /// The sample rate; nil: the bank's own (``BankLoader/nativeSampleRate()``).
    public var sampleRate: Int?
    /// The lines spoken between the notes (`--speak`), which set the timeline (``SpokenTimeline``); nil: none,
    /// a note every interval. A MIDI file has no speech: it is written without it.
    public var speech: RenderSpeech?

    /// A render of `game` with `melody`, a piece every `interval` seconds.
    public init(game: Game, melody: MusicString, interval: Double) {
        self.game = game
        self.melody = melody
        self.interval = interval
    }

    /// Writes the render with the bank `loader` finds.
    ///
    /// - Returns: the line that says what was written (nil for standard output).
    /// - Throws: ``SessionError`` for a bad rate, a bank that cannot load, or a file that cannot be written.
    public func write(to output: Output, loader: BankLoader) throws(SessionError) -> String? {
        guard let format = output.format else { return try writeMIDI(to: output, loader: loader) }
        let rate = if let sampleRate { sampleRate } else { try nativeRate(loader) }
        try Self.checkSampleRate(rate, format: format)
        var cues = GameScore.cues(for: game, melody: melody, interval: interval, sampleRate: rate)
        // The lines are synthesized before anything is written: without libespeak-ng no file is made.
        var clips: [Clip] = []
        if let speech {
            let lines = try speech.samples(sampleRate: rate)
            let timeline = SpokenTimeline(cues: cues, notes: game.moves.count, interval: interval, sampleRate: rate,
                                          lineLengths: lines.map(\.count))
            cues = timeline.cues
            if speech.gain > 0 {
                clips = zip(lines, timeline.lineFrames).map { Clip(samples: $0, frame: $1, pan: 0) }
            }
        }
        let loaded: BankLoader.Loaded
        do { loaded = try loader.load(Set(cues.map(\.sound)), sampleRate: rate) } catch { throw .bank(error) }
        // The bank reads the mapped note files in place until the file is written.
        defer { withExtendedLifetime(loaded.mappings) {} }
        var bank = loaded.bank
        RenderMemory.prepare(for: cues, bank: bank)
        // Two parts at once, on the two cores a render may use (the rest of it runs on three threads too).
        bank.makeVariants(for: cues, parts: 2) { parts, part in StagedRender.concurrently(parts, part) }
        let channels = channels, room = room
        let produce = { (write: (UnsafeBufferPointer<Float>) throws(AudioIOError) -> Void) throws(AudioIOError) in
            try StagedRender.render(cues, clips: clips, bank: bank, channels: channels, room: room, write)
        }
        do {
            guard case .file(let path, _) = output else {
                try AudioFile.writeToStandardOutput(sampleRate: rate, channels: channels, produce: produce)
                return nil
            }
            try AudioFile.write(to: path, format: format, sampleRate: rate, channels: channels, produce: produce)
            var stream = MixStream(bank: bank, channels: 1, room: room)
            for cue in cues { stream.add(cue) }
            for clip in clips { stream.add(clip) }
            let seconds = Double(stream.endFrame) / Double(rate)
            return SessionLine.rendered(path: path, seconds: seconds, channels: channels, sampleRate: rate, music: melody).description
        } catch {
            throw .file(error)
        }
    }

    /// The rates a render takes: those every encoder and player handles well.
    public static let sampleRates = 8_000...192_000

    /// Refuses rates no encoder or player handles well, with the reason.
    public static func checkSampleRate(_ rate: Int, format: AudioFormat) throws(SessionError) {
        guard sampleRates.contains(rate) else { throw .sampleRate(rate, .outOfRange(sampleRates)) }
        guard format.accepts(sampleRate: rate) else {
            throw .sampleRate(rate, .notAmong(AudioFormat.mpegRates, format: format))
        }
    }

    private func nativeRate(_ loader: BankLoader) throws(SessionError) -> Int {
        do { return try loader.nativeSampleRate() } catch { throw .bank(error) }
    }

    /// The Standard MIDI File, in the bank's General MIDI program (``BankLoader/generalMIDIProgram()``: the
    /// instrument's, or what a bank directory's `midi-program` says, else Acoustic Grand Piano).
    private func writeMIDI(to output: Output, loader: BankLoader) throws(SessionError) -> String {
        guard case .midi(let path) = output else { preconditionFailure("only MIDI has no audio format") }
        let program: Int
        do { program = try loader.generalMIDIProgram() } catch { throw .bank(error) }
        do {
            try AudioFile.write(bytes: GameMIDI.file(for: game, melody: melody, interval: interval, program: program), to: path)
        } catch {
            throw .file(error)
        }
        return SessionLine.renderedMIDI(path: path, notes: game.moves.count, ending: melody.ending, music: melody).description
    }

}
