import History
import TerminalUI
import Wording

extension Console {
    /// Notes on standard error that a damaged stored game was passed over, naming its ID and how to remove
    /// it (`c4-audio history delete ID`): a damaged row never stops a command that can go on without it.
    ///
    /// The one wording of that note, for `play`, `resume`, the start offer, `stats`, export and import.
    static func noteSkipped(_ error: HistoryError) {
        note(tr("skipped: {reason}", ["reason": "\(error)"]))
    }
}
