import Music

extension Instrument {
    /// The instrument's name as shown.
    public var words: String {
        switch self {
        case .piano: tr("piano")
        case .marimba: tr("marimba")
        case .celesta: tr("celesta")
        }
    }

    /// What it sounds like, in a few words (for `notes list`).
    public var character: String {
        switch self {
        case .piano: tr("grand piano, forty stretched string partials, a hammer's knock and a two-stage decay")
        case .marimba: tr("woody marimba, partials at 4 and 9.8 times the fundamental, a quick knock, a short ring")
        case .celesta: tr("bell-like celesta, a soft stroke, the steel bar's shimmering partials, the longest ring")
        }
    }
}

extension Dynamic {
    /// How hard a note is struck, as shown: "soft", "accent".
    public var words: String {
        switch self {
        case .soft: trc("dynamic", "soft")
        case .medium: trc("dynamic", "medium")
        case .accent: trc("dynamic", "accent")
        }
    }
}

extension Theme {
    /// What the theme plays, in a musician's words (for `notes list`): its ``Music/Theme/harmony``.
    public var character: String { harmony.words }
}

extension Theme.Harmony {
    /// "perfect cadence V7-I, C major", "Ab - G7 - C minor", "interrupted cadence I-V-vi, A minor".
    public var words: String {
        let values: [String: any CustomStringConvertible] = ["key": key.words]
        return switch motion {
        case .perfectCadence: tr("perfect cadence {chords}, {key}", values.merging(["chords": chordWords("-")]) { $1 })
        // translators: chords that turn the key dark, then the minor key it ends in: "Ab - G7 - C minor".
        case .turnToMinor: tr("{chords} - {key}", values.merging(["chords": chordWords(" - ")]) { $1 })
        case .interruptedCadence: tr("interrupted cadence {chords}, {key}", values.merging(["chords": chordWords("-")]) { $1 })
        case .risingPhrase: tr("rising phrase into {key} (resume)", values)
        }
    }

    private func chordWords(_ separator: String) -> String {
        chords.map(\.words).joined(separator: separator)
    }
}

extension Theme.Harmony.Chord {
    /// The chord as written: Roman numerals as they are, a chord's root in the language's note names ("As").
    public var words: String {
        switch self {
        case .aFlat: trc("chord", "Ab")
        case .gSeven: trc("chord", "G7")
        case .one, .five, .fiveSeven, .six: rawValue
        }
    }
}

extension Theme.Harmony.Key {
    /// "C major", "A minor".
    public var words: String {
        switch self {
        case .cMajor: trc("key", "C major")
        case .cMinor: trc("key", "C minor")
        case .aMinor: trc("key", "A minor")
        }
    }
}
