import ArgumentParser
import History
import Wording

/// `--screen-reader` (and `--no-screen-reader`) of `play`, `resume`, `replay`, `demo` and `review`: plain
/// lines for a screen reader or a braille display, one event a line, nothing drawn or redrawn. Without
/// the flag the stored `screen-reader` setting decides.
struct ReaderOption: ParsableArguments {
    @Flag(name: .customLong("screen-reader"), inversion: .prefixedNo,
          help: ArgumentHelp(Tunables.screenReader.help(.stored)))
    var screenReader: Bool?

    /// Whether the screen-reader mode is on: the flag, else the stored setting (`stored` reads it).
    func isOn(stored: () -> Settings?) -> Bool {
        screenReader ?? stored()?.screenReader ?? Tunables.screenReader.defaultValue
    }
}

/// `--cues on|off` of `play` and `resume`: the board described in sound (``BoardCue``). Without it the
/// stored `cues` setting decides.
struct CuesOption: ParsableArguments {
    @Option(name: .customLong("cues"), help: Tunables.cues.argumentHelp(.stored), completion: Tunables.cues.completion)
    var cuesText: String?

    func validate() throws { try Tunables.cues.check(cuesText) }

    /// Whether the cues are heard: the option, else the stored setting.
    func isOn(stored: () -> Settings?) -> Bool {
        Tunables.cues.value(cuesText) ?? stored()?.cues ?? Tunables.cues.defaultValue
    }
}

/// `--speak` (and `--no-speak`) of `play` and `resume`: the screen-reader mode's lines also said aloud
/// (implies the mode), by `--voice built-in|speech-dispatcher`. Without them the stored `speech` and `voice`
/// settings decide.
struct SpeakOption: ParsableArguments {
    @Flag(name: .customLong("speak"), inversion: .prefixedNo, help: ArgumentHelp(Tunables.speech.help(.stored)))
    var speak: Bool?

    @Option(name: .customLong("voice"), help: Tunables.voice.argumentHelp(.stored), completion: Tunables.voice.completion)
    var voiceText: String?

    func validate() throws { try Tunables.voice.check(voiceText) }

    /// Whether the game's own voice says the lines (else speech-dispatcher): the option, else the stored setting.
    func ownVoice(stored: () -> Settings?) -> Bool {
        (Tunables.voice.value(voiceText) ?? stored()?.voice ?? Tunables.voice.defaultValue) == "built-in"
    }

    /// Whether the lines are said aloud: the flag, else the stored setting.
    func isOn(stored: () -> Settings?) -> Bool {
        speak ?? stored()?.speech ?? Tunables.speech.defaultValue
    }
}
