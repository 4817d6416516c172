import AudioIO
import FoundationEssentials
import Music
#if canImport(Glibc)
import Glibc
#endif

/// Makes a note bank on disk (`notes generate`): synthesized, or sampled from a SoundFont through
/// FluidSynth. The folder is always a whole bank of one instrument, the old one or the new one.
public enum BankWriter {
    /// Writes every sound of `bank` and its General MIDI `program` (``BankLoader/programFileName``) into a
    /// temporary folder beside `directory`, then puts it in place at once (``FolderSwap``): whatever stops the
    /// writing, the directory holds a whole bank; a failure leaves the old bank as it was.
    ///
    /// - Throws: ``AssetError/noteBank(_:)`` naming the directory and the reason.
    public static func write(_ bank: NoteBank, program: Int, to directory: String, sampleRate: Int) throws(AssetError) {
        let parent = FolderSwap.parent(of: directory)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .noteBank(.cannotCreate(directory: directory, reason: reason(error)))
        }
        let swap: FolderSwap
        do { swap = try FolderSwap(target: directory) } catch { throw .noteBank(.notWritten(error)) }
        do throws(AudioIOError) {
            for sound in Sound.all {
                let path = swap.temporary + "/" + sound.fileStem + ".wav"
                try AudioFile.write(bank[sound], to: path, format: .wav, sampleRate: sampleRate, channels: 1)
            }
            try AudioFile.write(bytes: Array(BankLoader.programFileText(program).utf8),
                                to: swap.temporary + "/" + BankLoader.programFileName)
            try swap.commit()
        } catch {
            swap.discard()
            throw .noteBank(.notWritten(error.moved(from: swap.temporary, to: directory)))
        }
    }

    /// The bank of General MIDI `program` of the SoundFont at `path`, played by fluidsynth, with how far
    /// out of tune each take was before it was corrected.
    ///
    /// - Throws: ``AssetError`` for a rate fluidsynth cannot render, a bad SoundFont, or a failed render.
    public static func sampled(soundFont path: String, program: Int, sampleRate: Int) throws(AssetError) -> SampledBank.Result {
        // FluidSynth renders at 8-96 kHz.
        let maximum = 96_000
        guard sampleRate <= maximum else {
            throw .fluidSynth(.rateTooHigh(rate: sampleRate, maximum: maximum))
        }
        try FluidSynth.checkSoundFont(path)
        let plan = RecordingPlan()
        let recording = try FluidSynth.render(midi: plan.midiFile(program: program), soundFont: path, sampleRate: sampleRate)
        do {
            return try SampledBank.make(recording: recording, sampleRate: sampleRate, plan: plan)
        } catch {
            throw .fluidSynth(.sampling(soundFont: path, program: program, error))
        }
    }

    /// The system's reason for a failed `createDirectory`: `strerror` of its POSIX code.
    static func reason(_ error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }
}

extension AudioIOError {
    /// The same error with `temporary` (the folder being written) read as `directory` (where it goes), so
    /// that it names the folder the user gave.
    func moved(from temporary: String, to directory: String) -> AudioIOError {
        let place = { (text: String) in text.replacing(temporary, with: directory) }
        var moved = self
        moved.path = path.map(place)
        switch problem {
        case .folderNotWritable(let folder, let reason): moved.problem = .folderNotWritable(folder: place(folder), reason: reason)
        case .foreignLink(let link, let owner, let folder): moved.problem = .foreignLink(link: place(link), owner: owner, folder: place(folder))
        default: break
        }
        return moved
    }
}
