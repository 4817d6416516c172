import FoundationEssentials
import Game
import Music

/// The General MIDI program of a note bank: what a `.mid` of a game names, so that a MIDI player plays
/// the instrument the bank sounds like.
///
/// A shipped or synthesized instrument knows its own (``Instrument/generalMIDIProgram``). A bank directory
/// (`--notes DIR`, `C4_AUDIO_NOTES`) says it in a one-line file, ``programFileName``, which `notes generate`
/// writes: the SoundFont program it recorded (`--program N`), or the synthesized instrument's. A directory
/// without the file (recordings of one's own) is Acoustic Grand Piano (0).
extension BankLoader {
    /// The file in a bank directory holding its General MIDI program: a whole number from 0 to 127 and a newline.
    public static let programFileName = "midi-program"

    /// The program of the bank this loader plays.
    ///
    /// - Throws: ``AssetError/noteBank(_:)`` naming the file when the directory's ``programFileName`` cannot
    ///   be read or does not hold a program.
    public func generalMIDIProgram() throws(AssetError) -> Int {
        switch origin {
        case .shipped(_, let instrument, _), .synthesized(let instrument, _):
            return instrument.generalMIDIProgram
        case .option(let directory), .environment(let directory):
            return try Self.program(inDirectory: directory) ?? Instrument.standard.generalMIDIProgram
        }
    }

    /// The program `directory`'s ``programFileName`` holds, nil when there is no such file.
    public static func program(inDirectory directory: String) throws(AssetError) -> Int? {
        let path = directory.hasSuffix("/") ? directory + programFileName : directory + "/" + programFileName
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noteBank(.programUnreadable(path: path))
        }
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        let word = words.joined(separator: " ")
        let programs = 0...127
        guard words.count == 1, let program = Int(word), programs.contains(program) else {
            throw .noteBank(.notAProgram(path: path, text: SafeText.shown(word), range: programs))
        }
        return program
    }

    /// The text of a ``programFileName`` for `program`.
    public static func programFileText(_ program: Int) -> String {
        "\(program)\n"
    }
}
