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
}
