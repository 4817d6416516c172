import Assets
import AudioIO
import Game
import History
import Music
import Playback
import SessionFacts
import Speech

/// What ``Phrases`` asks when a core value is printed (an error's `description`, a hint's): the wording
/// of every value the core hands out, by type. ``Catalogue/use(language:directory:)`` installs it, so a
/// value printed anywhere after start-up reads in the language in use.
enum Phrasebook {
    static func install() {
        Phrases.say = { value in words(for: value) }
    }

    /// The words for `value`, or nil for a type this layer does not word.
    static func words(for value: Any) -> String? {
        switch value {
        case let error as MoveError: error.words
        case let error as MoveRecordError: error.words
        case let error as SolveLineError: error.words
        case let tally as SelfPlayTally: tally.words
        case let error as GameMusicError: error.words
        case let error as SavedGameError: error.words
        case let error as OpeningBookError: error.words
        case let error as MusicStringError: error.words
        case let failure as SampledBank.Failure: failure.words
        case let hint as Hint: hint.words
        case let error as AudioIOError: error.words
        case let error as AudioDeviceError: error.words
        case let error as AssetError: error.words()
        case let failure as AudioOutput.Failure: failure.words()
        case let error as HistoryError: error.words()
        case let error as TunableError: error.words
        case let location as ImportLocation: location.words
        case let error as SessionError: error.words()
        case let error as PuzzleError: error.words
        case let notice as SessionNotice: notice.words()
        case let line as SessionLine: line.words
        case let line as ReaderLine: line.words
        case let error as SpeechError: error.words
        default: nil
        }
    }
}
