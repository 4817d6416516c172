import Music

// The music's values and refusals in words.

extension Ending {
    /// The ending's name: Good, Bad, Draw.
    public var words: String {
        switch self {
        case .good: trc("ending", "Good")
        case .bad: trc("ending", "Bad")
        case .draw: trc("ending", "Draw")
        }
    }
}

extension MusicStringError {
    /// "character 4: note E (2) repeats the note before it".
    public var words: String {
        switch self {
        case .empty:
            tr("the music string is empty")
        case .invalidCharacter(let character, let position):
            tr("character {position}: {character} is not a note or an ending (expected 0-7)",
               ["position": position, "character": CharacterName.of(character)])
        case .firstNoteNotC(let note):
            tr("character 1: the first note must be C (0), not {note} ({code})", ["note": note.name, "code": note.rawValue])
        case .endingWithoutNotes:
            tr("character 1: an ending needs at least one note before it")
        case .repeatedNote(let note, let position):
            tr("character {position}: note {note} ({code}) repeats the note before it",
               ["position": position, "note": note.name, "code": note.rawValue])
        case .endingNotLast(let position):
            tr("character {position}: the ending must be the last character", ["position": position])
        case .twoEndings(let position):
            tr("character {position}: a second ending (a music string has at most one)", ["position": position])
        case .tooManyNotes(let position):
            tr("character {position}: a game has at most {maximum} pieces, so at most {maximum} notes",
               ["position": position, "maximum": MusicString.maximumNotes])
        }
    }
}

extension SampledBank.Failure {
    /// "the SoundFont played nothing for key 60 mf (velocity 80): does the program have a sound there?".
    public var words: String {
        switch self {
        case .silent(let take):
            tr("the SoundFont played nothing for {take} (velocity {velocity}): does the program have a sound there?",
               ["take": take, "velocity": take.dynamic.velocity])
        case .short(let seconds, let expected):
            tr("the rendering lasts {seconds} s, the plan {expected} s", ["seconds": Int(seconds), "expected": Int(expected)])
        }
    }
}
