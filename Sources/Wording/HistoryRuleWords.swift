import Game
import History

// The store's rules in words: a name, a game or a setting that breaks one, and which value breaks it.
// Where a sentence tells what command mends it, the front end says how (``FrontEnd``).

extension HistoryError.Invalid {
    /// "the name 'A\u{1}B' holds a control character at character 2", "game 2 of 3: both players have the colour red".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .name(let problem): return problem.words
        case .sameColours(let colour): return tr("both players have the colour {colour}", ["colour": colour.words])
        case .finishedButGoing(let moves):
            return trn("the game is marked finished but is still going after {count} move",
                       "the game is marked finished but is still going after {count} moves", moves)
        case .finishedBeforeStarted(let finished, let started):
            return tr("the game finished ({finished}) before it started ({started})", ["finished": finished, "started": started])
        case .overButNotFinished: return tr("the game is over but not marked finished")
        case .music(let music, let error):
            return tr("music {music}: {error}", ["music": music.description.isEmpty ? tr("(none)") : music.description, "error": error.words])
        case .inBatch(let index, let count, let error):
            return tr("game {index} of {count}: {error}", ["index": index, "count": count, "error": error.words(in: frontEnd)])
        case .overAfterMove(let moves):
            return tr("the game is over after move {count}: finish it instead of saving a move", ["count": moves])
        case .stillGoing(let moves):
            return trn("the game is still going after {count} move; only a won or drawn game can finish",
                       "the game is still going after {count} moves; only a won or drawn game can finish", moves)
        case .reopenedOver(let id):
            return tr("game {id}: the game after the undo is over; only a game that goes on can be reopened", ["id": id])
        case .reopenedMissing(let id): return tr("no game {id}", ["id": id])
        case .reopenedUnfinished(let id): return tr("game {id} is not finished", ["id": id])
        case .unknownSetting(let key, let keys):
            return tr("'{key}' is not a setting (settings: {keys})", ["key": SafeText.shown(key), "keys": keys.joined(separator: ", ")])
        case .setting(let error): return error.words
        case .sameSettingColours(let colour):
            return tr("colour and bot-colour are both {colour}; the two must differ", ["colour": colour.name])
        case .storedSetting(let key, let error):
            return tr("stored setting {error}", ["error": error.words]) + (frontEnd.advice(.resetSetting(key)).map { " (" + $0 + ")" } ?? "")
        case .storedSettings(let error):
            return tr("stored settings: {error}", ["error": error.words(in: frontEnd)])
                + (frontEnd.advice(.resetColours).map { " (" + $0 + ")" } ?? "")
        case .dataNeedsPersonAndBot(let twoPeople):
            return twoPeople ? tr("the data format holds a person against the bot; this game is two people")
                : tr("the data format holds a person against the bot; this game is two bots")
        case .entry(let problem):
            return problem.words(in: frontEnd)
        }
    }
}

extension HistoryError.NameProblem {
    /// "a player's name is empty", "the name 'Ann' holds invalid UTF-8 (U+FFFD) at character 3".
    public var words: String {
        switch self {
        case .empty: return tr("a player's name is empty")
        case .tooLong(let name, let count, let maximum):
            return tr("the name '{name}' has {count} characters; at most {maximum}", ["name": SafeText.shown(name), "count": count, "maximum": maximum])
        case .controlCharacter(let name, let at):
            return tr("the name '{name}' holds a control character at character {at}", ["name": SafeText.shown(name), "at": at])
        case .invalidUTF8(let name, let at):
            return tr("the name '{name}' holds invalid UTF-8 (U+FFFD) at character {at}", ["name": SafeText.shown(name), "at": at])
        case .formatCharacter(let name, let scalar, let at):
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return tr("the name '{name}' holds an invisible format character ({code}) at character {at}",
                      ["name": SafeText.shown(name), "code": code, "at": at])
        }
    }
}

extension TunableError {
    /// "--volume '150': expected a whole number from 0 to 100" (what is accepted, as the tunable says it).
    public var words: String {
        tr("{name} '{value}': expected {accepted}", ["name": name, "value": SafeText.shown(value), "accepted": accepted.words])
    }
}

extension TunableAcceptance {
    /// What a tunable accepts, after "expected": "easy, medium, hard or perfect", "0.05 to 10 seconds",
    /// "a whole number from 0 to 100". Numbers and names stay as they are typed.
    public var words: String {
        switch self {
        case .oneOf(let names): return ListWords.either(names)
        case .number(let range, .none):
            return tr("{lowest} to {highest}", ["lowest": Tunables.format(range.lowerBound), "highest": Tunables.format(range.upperBound)])
        case .number(let range, .seconds):
            return tr("{lowest} to {highest} seconds", ["lowest": Tunables.format(range.lowerBound), "highest": Tunables.format(range.upperBound)])
        case .wholeNumber(let range):
            return tr("a whole number from {lowest} to {highest}", ["lowest": range.lowerBound, "highest": range.upperBound])
        case .playerName(let maximum):
            return tr("1 to {maximum} characters, not only spaces, without control or invisible format characters", ["maximum": maximum])
        case .pcmName(let maximum, let examples):
            return tr("an ALSA PCM name of 1 to {maximum} characters without spaces, such as {examples}",
                      ["maximum": maximum, "examples": ListWords.either(examples)])
        }
    }
}
