import Music
import Testing

/// Time that breathes (issue 42, item 2): over the 200 seeded melodies of each composer, the heard phrases
/// against a plain reference reading, and the timing's bounds: the first note on its beat, every gap within
/// ±12 % of the interval (the issue allows ±15 %), every note near its beat, a phrase's last note late.
@Suite struct BreathingTests {
    /// The phrases of `notes` as a listener splits them, written plainly: a phrase ends on the melody's
    /// last note, on its eighth note, or on a note lower than both neighbours (or than the one before, at
    /// the end) once it has four.
    static func referencePhrases(_ notes: [Note]) -> [[Note]] {
        var phrases: [[Note]] = [[]]
        for (index, note) in notes.enumerated() {
            phrases[phrases.count - 1].append(note)
            let current = phrases[phrases.count - 1]
            let before = index > 0 ? notes[index - 1].rawValue : Int.min
            let after = index + 1 < notes.count ? notes[index + 1].rawValue : Int.max
            let valley = before > note.rawValue && after > note.rawValue
            if index + 1 == notes.count || current.count == 8 || (current.count >= 4 && valley) {
                if index + 1 < notes.count { phrases.append([]) }
            }
        }
        return phrases
    }

    @Test(arguments: Composer.Style.allCases)
    func phrasesAreHeardAsTheReferenceHearsThem(style: Composer.Style) {
        for notes in ComposerTests.melodies(style) {
            let ends = Breathing.phraseEnds(of: notes)
            let lengths = Self.referencePhrases(notes).map(\.count)
            let heard = ends.enumerated().filter(\.element).map(\.offset)
            #expect(heard == lengths.indices.map { lengths[...$0].reduce(0, +) - 1 }, "\(notes)")
            #expect(lengths.allSatisfy { (1...8).contains($0) })
        }
    }

    @Test(arguments: Composer.Style.allCases)
    func timeBreathesWithinItsBounds(style: Composer.Style) {
        var late = 0, gaps = 0
        for notes in ComposerTests.melodies(style) {
            let offsets = Breathing.offsets(of: notes)
            let ends = Breathing.phraseEnds(of: notes)
            #expect(offsets.count == notes.count + 1 && offsets[0] == 0)
            #expect(offsets.last == offsets[notes.count - 1], "the ending one interval after the last note")
            #expect(offsets.allSatisfy { (Breathing.press...Breathing.breath).contains($0) })
            var start = 0
            for k in 1..<notes.count {
                let gap = 1 + offsets[k] - offsets[k - 1]
                #expect(abs(gap - 1) <= Breathing.largestChange + 1e-12, "gap \(gap) before note \(k) of \(notes)")
                gaps += 1
                if ends[k - 1] { start = k }
                // A phrase of three notes or more broadens into its last note: the longest gap of its phrase.
                if ends[k], k - start >= 2 {
                    #expect(gap > 1 && (start + 1..<k).allSatisfy { 1 + offsets[$0] - offsets[$0 - 1] < gap }, "note \(k) of \(notes)")
                    late += 1
                }
            }
        }
        #expect(late > 200, "phrase ends heard: \(late) of \(gaps) gaps")
    }

    @Test func aFastMelodyKeepsItsGrid() {
        let notes = ComposerTests.melodies(.phrased)[0]
        #expect(Breathing.offsets(of: notes, interval: 0.05).allSatisfy { $0 == 0 })
        #expect(Breathing.offsets(of: notes, interval: 0.3) == Breathing.offsets(of: notes))
        #expect(Breathing.offsets(of: notes, interval: 2) == Breathing.offsets(of: notes))
        #expect(abs(Breathing.depth(interval: 0.2) - 0.5) < 1e-12)
    }

    @Test func aMelodyOfOneNoteIsOnItsBeat() {
        #expect(Breathing.offsets(of: [.c]) == [0, 0])
        #expect(Breathing.offsets(of: []) == [0])
    }
}
