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
