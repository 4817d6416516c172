import ArgumentParser
import Assets
import AudioIO
import FoundationEssentials
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif
import Music
import Wording

extension C4Audio {
    /// `c4-audio notes`: the note bank.
    struct Notes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notes",
            abstract: tr("Make the note bank, or list the notes in use."),
            discussion: HelpText.discussion(
                [],
                examples: ["c4-audio notes list --instrument marimba",
                           "c4-audio notes generate vibes/ --soundfont FluidR3_GM.sf2 --program 11"]),
            subcommands: [Generate.self, List.self]
        )

        /// `c4-audio notes list`.
        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: tr("List the sounds in use: which file each comes from, its length and sample rate."),
                discussion: HelpText.discussion(
                    [tr("The bank is --notes DIR, else the shipped bank of --instrument NAME, else $C4_AUDIO_NOTES, else the shipped bank of the stored setting `instrument`, else the piano's; a custom bank plays at the highest sample rate among its files.")],
                    examples: ["c4-audio notes list",
                               "c4-audio notes list --instrument celesta",
                               "c4-audio notes list --notes mybank/"])
            )

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let loader = try global.bankLoader()
                let rate = try loader.nativeSampleRate()
                let entries = try loader.load(sampleRate: rate).entries
                print(tr("note bank: {origin}", ["origin": loader.origin.words]))
                print(tr("instrument: {instrument}", ["instrument": loader.origin.instrumentWords]))
                print(tr("MIDI program: {program} (what render -o FILE.mid names)", ["program": try loader.generalMIDIProgram()]))
                for sound in Sound.all {
                    let name = Text.padded(sound.fileStem, to: 10)
                    if let entry = entries[sound] {
                        let seconds = Text.printf("%6.3f", Double(entry.frames) / Double(entry.sampleRate)) + " s"
                        let file = entry.file.map(Text.lastPathComponent) ?? tr("(synthesized)")
                        let pitch = Self.pitch(of: sound)
                        print("\(name)\(Text.padded(file, to: 18))\(seconds)  \(entry.sampleRate) Hz  \(pitch)")
                    } else {
                        print(name + tr("(no file: plays {sound})", ["sound": sound.fallback!.fileStem]))
                    }
                }
            }

            private static func pitch(of sound: Sound) -> String {
                switch sound {
                case .note(let note, let dynamic): "\(note) \(Text.printf("%.2f", note.frequency)) Hz, \(dynamic.words)"
                case .theme(let theme): theme.character
                case .board(let sound): sound.description
                }
            }
        }
    }
}
