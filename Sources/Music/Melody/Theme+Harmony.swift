extension Theme {
    /// What a theme plays, as a musician names it: the harmonic motion, its chords and the key it ends in
    /// (the wording layer says it: "perfect cadence V7-I, C major").
    public struct Harmony: Sendable, Hashable {
        /// The kind of progression.
        public enum Motion: Sendable, Hashable {
            /// Dominant to tonic (V7–I).
            case perfectCadence
            /// Chords that turn the key to its minor, ending on the minor tonic.
            case turnToMinor
            /// Where the tonic should return, the submediant (I–V–vi).
            case interruptedCadence
            /// A rising phrase that ends on the tonic chord.
            case risingPhrase
        }

        /// A chord: a degree of the key in Roman numerals, or a chord by its root.
        public enum Chord: String, Sendable, Hashable, CaseIterable {
            case one = "I", five = "V", fiveSeven = "V7", six = "vi"
            /// A♭ major.
            case aFlat = "Ab"
            /// G dominant seventh.
            case gSeven = "G7"
        }

        /// A key.
        public enum Key: Sendable, Hashable, CaseIterable {
            case cMajor, cMinor, aMinor
        }

        public var motion: Motion
        /// The chords of the motion, in order (none for a phrase named by its key alone).
        public var chords: [Chord]
        /// The key the theme ends in.
        public var key: Key
    }

    /// The theme's harmony (see the cases' documentation).
    public var harmony: Harmony {
        switch self {
        case .good: Harmony(motion: .perfectCadence, chords: [.fiveSeven, .one], key: .cMajor)
        case .bad: Harmony(motion: .turnToMinor, chords: [.aFlat, .gSeven], key: .cMinor)
        case .draw: Harmony(motion: .interruptedCadence, chords: [.one, .five, .six], key: .aMinor)
        case .current: Harmony(motion: .risingPhrase, chords: [], key: .cMajor)
        }
    }
}
