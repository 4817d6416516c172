import Assets
import AudioIO

// The assets' refusals in words: a note bank, the opening book, a SoundFont and FluidSynth, each on one
// line naming the file and what is wrong with it. Where the user named the thing (an option, a variable),
// the front end says how (``FrontEnd``).

extension AssetError {
    /// "--notes mybank: no such directory", "note bank: DIR/C4.wav: sample rate 4000 Hz is too low (at least 8000 Hz)".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .notAFolder(let source, let path, let missing):
            let values: [String: any CustomStringConvertible] = ["name": frontEnd.name(.notes(source)), "path": path]
            return missing ? tr("{name} {path}: no such directory", values) : tr("{name} {path}: not a directory", values)
        case .noteBank(let problem): return problem.words
        case .openingBook(let path, .unreadable(let error)): return "\(path): \(error.problem.words) (\(error.function))"
        case .openingBook(let path, .invalid(let error)): return "\(path): \(error.words)"
        case .soundFont(let path, let problem): return "\(frontEnd.name(.soundFont)) \(path): \(problem.words)"
        case .fluidSynth(let problem): return problem.words(in: frontEnd)
        case .temporaryFolder(let base, let reason):
            return tr("{base}: cannot make a temporary directory ({reason})", ["base": base, "reason": reason])
        }
    }
}

extension AssetError.NoteBankProblem {
    /// "note bank DIR: no file for D4 (expected D4.wav or another format libsndfile reads)".
    public var words: String {
        switch self {
        case .unreadable(let error): tr("note bank: {error}", ["error": error.words])
        case .rateTooLow(let path, let rate, let minimum):
            tr("note bank: {path}: sample rate {rate} Hz is too low (at least {minimum} Hz)", ["path": path, "rate": rate, "minimum": minimum])
        case .rateTooHigh(let path, let rate, let maximum):
            tr("note bank: {path}: sample rate {rate} Hz is too high (at most {maximum} Hz)", ["path": path, "rate": rate, "maximum": maximum])
        case .missingFile(let directory, let stem):
            tr("note bank {directory}: no file for {stem} (expected {stem}.wav or another format libsndfile reads)",
               ["directory": directory, "stem": stem])
        case .programUnreadable(let path): tr("note bank: {path}: cannot be read", ["path": path])
        case .notAProgram(let path, let text, let range):
            tr("note bank: {path}: '{text}' is not a General MIDI program (expected a whole number from {lowest} to {highest})",
               ["path": path, "text": text, "lowest": range.lowerBound, "highest": range.upperBound])
        case .cannotCreate(let directory, let reason):
            tr("{directory}: cannot create the directory ({reason})", ["directory": directory, "reason": reason])
        case .notWritten(let error): error.words
        }
    }
}

extension AssetError.SoundFontProblem {
    /// "not a SoundFont 2 file (it does not start with RIFF…sfbk)".
    public var words: String {
        switch self {
        case .missing: tr("no such file")
        case .folder: tr("is a directory, not a SoundFont file")
        case .unreadable(let reason): tr("cannot read it ({reason})", ["reason": reason])
        case .notASoundFont: tr("not a SoundFont 2 file (it does not start with RIFF…sfbk)")
        case .truncated(let declared, let size):
            tr("truncated or damaged SoundFont (its header says {declared} bytes, the file has {size})", ["declared": declared, "size": size])
        }
    }
}

extension AssetError.FluidSynthProblem {
    /// "fluidsynth: not found on PATH; --soundfont needs it (Debian: apt-get install fluidsynth)".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .notInstalled(let program):
            tr("{program}: not found on PATH", ["program": program]) + (frontEnd.advice(.fluidSynthMissing).map { "; " + $0 } ?? "")
        case .cannotStart(let program, let reason): tr("{program}: cannot start it ({reason})", ["program": program, "reason": reason])
        case .scoreNotWritten(let error): error.words
        case .reported(let line): "fluidsynth: \(line)"
        case .failed(let status, let lastLine):
            tr("fluidsynth failed (exit status {status})", ["status": status]) + (lastLine.map { ": " + $0 } ?? "")
        case .noSound(let error): tr("fluidsynth wrote no readable sound: {error}", ["error": error.words])
        case .rateTooHigh(let rate, let maximum):
            tr("{option} {rate}: fluidsynth renders at most {maximum} Hz", ["option": frontEnd.name(.sampleRate), "rate": rate, "maximum": maximum])
        case .sampling(let soundFont, let program, let failure):
            "\(frontEnd.name(.soundFont)) \(soundFont) \(frontEnd.name(.program)) \(program): \(failure.words)"
        }
    }
}

extension OpeningBookFile {
    /// The warning, without its `warning: `, of a command whose play needs the book when none is found in
    /// the places `lookedIn`.
    public static func missingWords(lookedIn: [String]) -> String {
        tr("no opening book found (looked in {places}); early positions are solved on the spot, which can take minutes",
           ["places": lookedIn.joined(separator: ", ")])
    }
}
