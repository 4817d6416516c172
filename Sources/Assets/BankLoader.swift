import AudioIO
import FoundationEssentials
import Music

/// Finds and loads the note bank a command plays: the one owner of bank loading, used by every command that
/// plays or renders.
///
/// Where the sounds come from, first match wins:
/// 1. `--notes DIR` (the user's recordings; every required sound must be there);
/// 2. `--instrument NAME`: that instrument's shipped bank;
/// 3. the environment variable `C4_AUDIO_NOTES` (a directory, like `--notes`);
/// 4. the stored setting `instrument` (`settings set instrument NAME`): that instrument's shipped bank;
/// 5. the piano's shipped bank.
///
/// An instrument's shipped bank is `Resources/notes` (the piano) or `Resources/notes-NAME` of the source tree
/// the executable was built in (found by walking up from the executable, e.g. from `.build/release/c4-audio`),
/// or the same name under `<prefix>/share/c4-audio/` beside an installed `<prefix>/bin/c4-audio`; when none is
/// found, the same bank is synthesized in memory (the synthesizer is deterministic, so it sounds the same).
public struct BankLoader: Sendable {
    /// Who chose the instrument.
    public enum Choice: Equatable, Sendable {
        case option, setting, standard
    }

    /// Where a bank came from.
    public enum Origin: Equatable, Sendable {
        case option(String)
        case environment(String)
        case shipped(String, Instrument, Choice)
        case synthesized(Instrument, Choice)

        public var directory: String? {
            switch self {
            case .option(let d), .environment(let d), .shipped(let d, _, _): d
            case .synthesized: nil
            }
        }

        /// The synthesized instrument that plays, nil for a directory of the user's.
        public var instrument: Instrument? {
            switch self {
            case .shipped(_, let instrument, _), .synthesized(let instrument, _): instrument
            case .option, .environment: nil
            }
        }

    }

    /// A loaded sound and the file it came from (nil when synthesized or when its fallback plays).
    public struct Entry: Sendable {
        /// The file, nil when synthesized.
        public var file: String?
        /// The file's own sample rate.
        public var sampleRate: Int
        /// Its length in frames, at its own rate.
        public var frames: Int
    }

    /// Where the sounds come from.
    public let origin: Origin
    /// For each file stem in the bank's directory, its first file name in sorted order (read once).
    private let files: [String: String]

    /// Decides where the sounds come from.
    ///
    /// - Parameters:
    ///   - notesOption: `--notes DIR`.
    ///   - instrumentOption: `--instrument NAME` (an unknown name counts as not given; the app refuses it first).
    ///   - storedInstrument: reads the stored setting; asked only when nothing before it decides.
    ///   - environment: where `C4_AUDIO_NOTES` is read.
    /// - Throws: ``AssetError/notAFolder(source:path:missing:)`` when `--notes` or `C4_AUDIO_NOTES` names
    ///   something that is not a directory.
    public init(notesOption: String?, instrumentOption: String? = nil, storedInstrument: () -> String? = { nil },
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(AssetError) {
        let variable = environment["C4_AUDIO_NOTES"].flatMap { $0.isEmpty ? nil : $0 }
        if let notesOption {
            try Self.requireDirectory(notesOption, source: .option)
            origin = .option(notesOption)
        } else if let instrument = instrumentOption.flatMap(Instrument.init(name:)) {
            origin = Self.bank(of: instrument, .option)
        } else if let variable {
            try Self.requireDirectory(variable, source: .environment)
            origin = .environment(variable)
        } else if let stored = storedInstrument().flatMap(Instrument.init(name:)), stored != .standard {
            // (The store refuses other names, so a stored value is always one of them.)
            origin = Self.bank(of: stored, .setting)
        } else {
            origin = Self.bank(of: .standard, .standard)
        }
        let names = origin.directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) } ?? []
        var files: [String: String] = [:]
        for name in names.sorted() {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { continue }
            let stem = String(name[..<dot])
            if files[stem] == nil { files[stem] = name }
        }
        self.files = files
    }

    /// Throws ``AssetError/notAFolder(source:path:missing:)`` unless `path` (named by `source`) is a directory.
    public static func requireDirectory(_ path: String, source: AssetError.Source) throws(AssetError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notAFolder(source: source, path: path, missing: true)
        }
        guard isDirectory else { throw .notAFolder(source: source, path: path, missing: false) }
    }

    /// The shipped bank of `instrument`, or the same synthesized in memory when it is not found.
    public static func bank(of instrument: Instrument, _ choice: Choice) -> Origin {
        shippedDirectory(for: instrument).map { .shipped($0, instrument, choice) } ?? .synthesized(instrument, choice)
    }

    /// The name of an instrument's shipped bank directory: `notes` for the piano, `notes-NAME` for the others.
    public static func directoryName(for instrument: Instrument) -> String {
        instrument == .piano ? "notes" : "notes-\(instrument)"
    }

    /// The shipped bank's directory of `instrument`, if one is found near the executable.
    public static func shippedDirectory(for instrument: Instrument) -> String? {
        Resources.candidates(directoryName(for: instrument)).first { FileManager.default.fileExists(atPath: $0 + "/C4.wav") }
    }

    /// The file for `sound` in `directory`: `<stem>.<any extension>`, the first in sorted order.
    private func file(for sound: Sound, in directory: String) -> String? {
        files[sound.fileStem].map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
    }

    /// The rate a bank plays at unless `--sample-rate` says otherwise: the highest sample rate among all of
    /// the bank's sound files (44.1 kHz when synthesized).
    ///
    /// The same bank always gives the same rate, whichever sounds a game uses, and no recording is made
    /// coarser than it is: the others are resampled up to it. (`C4` alone decided before, so a bank whose
    /// C4 was recorded at 8 kHz rendered every game at 8 kHz.)
    /// - Throws: ``AssetError/noteBank(_:)`` when `C4` is missing (every bank needs it) or a file is unreadable.
    public func nativeSampleRate() throws(AssetError) -> Int {
        guard let directory = origin.directory else { return 44_100 }
        guard file(for: .note(.c, .medium), in: directory) != nil else { throw missing(.note(.c, .medium)) }
        var rate = 0
        for sound in Sound.all {
            guard let path = file(for: sound, in: directory) else { continue }
            let fileRate: Int
            do { fileRate = try AudioFile.sampleRate(of: path) } catch { throw .noteBank(.unreadable(error)) }
            try Self.checkRate(fileRate, path: path)
            rate = max(rate, fileRate)
        }
        return rate
    }

    /// Refuses a recording's rate outside 8–192 kHz: too coarse to play, or (often a damaged header) so
    /// high that resampling the bank to it would take minutes and gigabytes.
    public static func checkRate(_ rate: Int, path: String) throws(AssetError) {
        let rates = 8_000...192_000
        guard rate >= rates.lowerBound else { throw .noteBank(.rateTooLow(path: path, rate: rate, minimum: rates.lowerBound)) }
        guard rate <= rates.upperBound else { throw .noteBank(.rateTooHigh(path: path, rate: rate, maximum: rates.upperBound)) }
    }

    private func missing(_ sound: Sound) -> AssetError {
        .noteBank(.missingFile(directory: origin.directory ?? "", stem: sound.fileStem))
    }

    /// A loaded bank, where each sound came from, and the memory-mapped files the bank reads from.
    public struct Loaded {
        /// The samples; sounds from mapped files are borrowed from ``mappings``.
        public var bank: NoteBank
        /// For each requested sound, where it came from.
        public var entries: [Sound: Entry]
        /// The files the bank borrows from: keep this alive while the bank is used.
        public var mappings: [MappedPCM16]
    }

    /// Loads `sounds` (or every sound) at `sampleRate`, resampling recordings made at another rate.
    ///
    /// Mono 16-bit WAV files at `sampleRate` (the shipped bank's) are memory-mapped and mixed in place;
    /// other files are decoded to floats.
    /// - Throws: ``AssetError/noteBank(_:)`` naming a missing required file or an unreadable one.
    public func load(_ sounds: Set<Sound> = Set(Sound.all), sampleRate: Int) throws(AssetError) -> Loaded {
        var samples: [Sound: [Float]] = [:]
        var borrowed: [Sound: PCM16Samples] = [:]
        var mappings: [MappedPCM16] = []
        var entries: [Sound: Entry] = [:]
        guard let directory = origin.directory else {
            let instrument = origin.instrument ?? .standard
            for sound in sounds {
                samples[sound] = NoteBank.synthesize(sound, sampleRate: sampleRate, instrument: instrument)
                entries[sound] = Entry(file: nil, sampleRate: sampleRate, frames: samples[sound]!.count)
            }
            return Loaded(bank: NoteBank(sampleRate: sampleRate, sounds: samples), entries: entries, mappings: [])
        }
        // A variant falls back to the medium note, so load that too when the variant has no file.
        var wanted = sounds
        for sound in sounds where file(for: sound, in: directory) == nil {
            guard let fallback = sound.fallback else { throw missing(sound) }
            wanted.insert(fallback)
        }
        for sound in wanted {
            guard let path = file(for: sound, in: directory) else {
                if sound.fallback != nil { continue }
                throw missing(sound)
            }
            let mapped: MappedPCM16?
            do { mapped = try MappedPCM16.open(path) } catch { throw .noteBank(.unreadable(error)) }
            if let mapped, mapped.channels == 1, mapped.sampleRate == sampleRate, sampleRate >= 8_000 {
                borrowed[sound] = PCM16Samples(mapped.samples)
                mappings.append(mapped)
                entries[sound] = Entry(file: path, sampleRate: mapped.sampleRate, frames: mapped.samples.count)
                continue
            }
            let decoded: AudioFile.Sound
            do { decoded = try AudioFile.read(path) } catch { throw .noteBank(.unreadable(error)) }
            try Self.checkRate(decoded.sampleRate, path: path)
            let mono = decoded.mono
            samples[sound] = Resampler.resample(mono, from: decoded.sampleRate, to: sampleRate)
            entries[sound] = Entry(file: path, sampleRate: decoded.sampleRate, frames: mono.count)
        }
        return Loaded(bank: NoteBank(sampleRate: sampleRate, sounds: samples, borrowed: borrowed), entries: entries,
                      mappings: mappings)
    }
}
