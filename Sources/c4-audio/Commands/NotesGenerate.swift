import ArgumentParser
import Assets
import AudioIO
import FoundationEssentials
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif
import Music
import Session
import SessionFacts
import Wording

extension C4Audio.Notes {
    /// `c4-audio notes generate DIR [--instrument NAME | --soundfont FILE.sf2 [--program N]]`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: tr("Make a note bank in a directory (16-bit mono WAV): synthesized, or from a SoundFont."),
            discussion: HelpText.discussion(
                [tr("Writes C4 D4 E4 G4 A4 at three dynamics (C4.wav is mezzo-forte, C4-soft.wav and C4-accent.wav the others) and the themes good, bad, draw and current. Without --soundfont the bank is synthesized, for --instrument NAME (piano, marimba, celesta; the piano when not given): the shipped banks Resources/notes (piano) and Resources/notes-NAME are exactly this output."),
                 tr("With --soundfont FILE.sf2 the notes (the three dynamics as MIDI velocities 50, 80 and 115) and every note of the themes are played by FluidSynth (the fluidsynth program must be installed) with the General MIDI program N (0-127, default 0: Acoustic Grand Piano; 11 is the vibraphone, 46 the harp), each alone and dry. Each recording is trimmed to start at once, tuned to within 0.05 cent by resampling when the SoundFont's sample is out of tune (the output says how far they were), left to ring until it has fallen 60 dB, and brought to its dynamic's peak level. Nothing is written unless the whole bank could be made."),
                 tr("Beside the sounds, the file midi-program holds the bank's General MIDI program (the SoundFont's --program N, or the synthesized instrument's: piano 0, marimba 12, celesta 8), so that `render --notes DIR -o game.mid` names the instrument the bank sounds like.")],
                examples: ["c4-audio notes generate mybank/ --instrument marimba",
                           "c4-audio notes generate vibes/ --soundfont FluidR3_GM.sf2 --program 11",
                           "c4-audio --notes vibes/ render --moves 4453 -o x.wav"])
        )

        @Argument(help: ArgumentHelp(tr("The directory to write (created if needed).")), completion: .directory)
        var directory: String

        @Option(name: .customLong("sample-rate"), parsing: .unconditional, help: ArgumentHelp(tr("Samples per second.")))
        var sampleRate: Int = 44_100

        @Option(help: ArgumentHelp(tr("A General MIDI SoundFont to play the notes with, through fluidsynth."), valueName: "file.sf2"), completion: .file(extensions: ["sf2"]))
        var soundfont: String?

        // `.unconditional`: `--program -1` is the value -1 (then refused by its range check), not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(tr("The SoundFont's program (instrument), 0-127 (default: 0)."), valueName: "n"))
        var program: Int?

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if let program, !(0...127).contains(program) {
                throw ValidationError(tr("--program {program}: must be a General MIDI program from 0 to 127", ["program": program]))
            }
            if program != nil && soundfont == nil {
                throw ValidationError(tr("--program chooses an instrument of a SoundFont: give --soundfont FILE.sf2 too"))
            }
            if soundfont != nil && global.instrument != nil {
                throw ValidationError(tr("--soundfont and --instrument both choose the sound: give one of them"))
            }
            // Out of range is a usage error (64), worded as render words it.
            guard GameRender.sampleRates.contains(sampleRate) else {
                throw ValidationError(SessionError.sampleRate(sampleRate, .outOfRange(GameRender.sampleRates)).description)
            }
        }

        func run() throws {
            let bank: NoteBank, midiProgram: Int
            var notes: [String] = []
            if let soundfont {
                midiProgram = program ?? 0
                let made = try BankWriter.sampled(soundFont: soundfont, program: midiProgram, sampleRate: sampleRate)
                (bank, notes) = (made.bank, [Self.tuningReport(made.tuning)])
            } else {
                let instrument = global.instrument.flatMap(Instrument.init(name:)) ?? .standard
                bank = NoteBank.synthesized(sampleRate: sampleRate, instrument: instrument)
                midiProgram = instrument.generalMIDIProgram
                if instrument != .standard {
                    notes = [tr("instrument: {name}, {character}", ["name": instrument.words, "character": instrument.character])]
                }
            }
            try BankWriter.write(bank, program: midiProgram, to: directory, sampleRate: sampleRate)
            print(tr("wrote {count} sounds to {directory}", ["count": Sound.all.count, "directory": directory]))
            notes.forEach { print($0) }
        }

        /// One line: how far out of tune the SoundFont's takes were, before they were corrected.
        static func tuningReport(_ tuning: [(take: Take, cents: Double)]) -> String {
            let cents = tuning.map(\.cents)
            let corrected = cents.filter { abs($0) > 0.05 }.count
            let worst = tuning.max { abs($0.cents) < abs($1.cents) }!
            return tr("tuning: {count} recordings were {lowest} to {highest} cents off equal temperament (worst: {worst}, {cents}); {corrected} resampled to within 0.05 cent",
                      ["count": tuning.count, "lowest": Text.printf("%+.2f", cents.min()!), "highest": Text.printf("%+.2f", cents.max()!),
                       "worst": "\(worst.take)", "cents": Text.printf("%+.2f", worst.cents), "corrected": corrected])
        }
    }
}
