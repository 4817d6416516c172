import Testing
@testable import Music

/// ``Theme/harmony``: the facts the themes' descriptions are worded from, checked against their scores.
@Suite struct ThemeHarmonyTests {
    @Test func everyThemeEndsInItsKey() {
        // The last chord's lowest note (the strokes of its last 0.35 s) is the key's tonic: C, or A for A minor.
        for theme in Theme.allCases {
            let end = theme.strokes.map(\.time).max()!
            let bass = theme.strokes.filter { $0.time >= end - 0.35 }.map(\.midi).min()!
            let tonic = switch theme.harmony.key {
            case .cMajor, .cMinor: 0
            case .aMinor: 9
            }
            #expect(bass % 12 == tonic, "\(theme)")
        }
    }

    @Test func chordsOfEachMotion() {
        #expect(Theme.good.harmony == .init(motion: .perfectCadence, chords: [.fiveSeven, .one], key: .cMajor))
        #expect(Theme.bad.harmony.chords.map(\.rawValue) == ["Ab", "G7"])
        #expect(Theme.draw.harmony.chords.map(\.rawValue) == ["I", "V", "vi"])
        #expect(Theme.current.harmony.chords.isEmpty && Theme.current.harmony.motion == .risingPhrase)
    }
}
