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
        case .celesta: tr("bell-like celesta, an overtone two octaves up, faint steel-bar partials, the longest ring")
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
    /// What the theme plays, in a musician's words (for `notes list`).
    public var character: String {
        switch self {
        case .good: tr("perfect cadence V7-I, C major")
        case .bad: tr("Ab - G7 - C minor")
        case .draw: tr("interrupted cadence I-V-vi, A minor")
        case .current: tr("rising phrase into C major (resume)")
        }
    }
}
