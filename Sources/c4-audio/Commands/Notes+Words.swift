import Assets
import Music
import Wording

// `notes list`'s account of where the bank came from and who chose the instrument, in the command line's
// vocabulary (the flags and variables that chose them).

extension BankLoader.Choice {
    var words: String {
        switch self {
        case .option: tr("from --instrument")
        case .setting: tr("the stored setting")
        case .standard: tr("the default")
        }
    }
}

extension BankLoader.Origin {
    /// Where the bank's sounds come from: `DIR (from --notes)`, `DIR (shipped with c4-audio)`, synthesized.
    var words: String {
        switch self {
        case .option(let directory): tr("{directory} (from --notes)", ["directory": directory])
        case .environment(let directory): tr("{directory} (from C4_AUDIO_NOTES)", ["directory": directory])
        case .shipped(let directory, _, _): tr("{directory} (shipped with c4-audio)", ["directory": directory])
        case .synthesized(let instrument, _):
            tr("synthesized in memory (no shipped note bank was found; `c4-audio notes generate DIR --instrument {instrument}` writes one)",
               ["instrument": instrument])
        }
    }

    /// Which instrument plays and why: `marimba (from --instrument): woody marimba, …`.
    var instrumentWords: String {
        switch self {
        case .shipped(_, let instrument, let choice), .synthesized(let instrument, let choice):
            "\(instrument.words) (\(choice.words)): \(instrument.character)"
        case .option, .environment:
            tr("the bank's own recordings (--instrument and the stored setting apply when no bank directory is given)")
        }
    }
}
