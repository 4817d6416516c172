/// The phrased composer's rules (``Composer/Style/phrased``): writes a melody one phrase at a time and
/// hands it out note by note.
///
/// Positions are the scale's degrees, C = 0 … A = 4 (a note's raw value); an interval is the difference
/// of two degrees. A *step* is an interval of ±1 (C–D, D–E, E–G, G–A), a *leap* anything wider: ±2 (a
/// third or a fourth), ±3 (a fifth), ±4 (the sixth C–A).
///
/// A phrase is 4–8 notes (the first phrase counts the opening C). It has a rising part and a falling part,
/// about half each: while rising, each move is a step up (weight 0.4), a step back down (0.12, a turn) or,
/// where a leap is allowed, a leap up (0.45 a third or fourth, 0.15 a fifth, 0.025 the sixth); while falling the
/// same downwards. A move out of C…A is never drawn. Since a leap needs a step before it and brings one after
/// it, and five notes leave little room, three moves in four end up steps (measured over 200 seeded games:
/// steps 76 %, thirds and fourths 20 %, fifths 3.6 %, sixths 0.25 %; counted by semitones, so that E–G is a
/// third, the seconds C–D, D–E and G–A are 58 %). Rules above the weights:
/// - a leap only right after a step (prepared), never on a phrase's last move or the melody's first, and
///   the move after it is a step the other way (resolved); a leap up is the way to the peak, so the fall
///   starts after it;
/// - reaching A while rising ends the rise (the peak); falling onto C ends the phrase once it has four
///   notes (a cadence on the tonic), else the phrase rises again;
/// - every other phrase (the third, the fifth, …) opens with the motif, the melody's first three intervals,
///   varied by its return: as it was (from wherever the melody is), upside down, or with its last interval
///   widened (a step to a third) or narrowed (a leap to a step); an interval that would break a rule or leave
///   C…A is replaced by a free move.
///
/// The writer follows the melody it is given: when the notes are not the ones it handed out (a resumed
/// game, a melody begun elsewhere), it starts a new phrase from the last of them, and the motif is always
/// read from the melody's first four notes.
struct PhraseWriter: Sendable {
    /// The rest of the phrase being written.
    private var planned: [Int] = []
    /// The melody's length after the last note handed out, and that note's degree.
    private var handedOut: (count: Int, degree: Int)?
    /// Phrases begun so far (0 before the first).
    private var phrases = 0

    /// The note after `notes`.
    mutating func next(after notes: [Note], using generator: inout SeededGenerator) -> Note {
        if notes.isEmpty {
            planned = []
            phrases = 0
        } else if handedOut.map({ $0 != (notes.count, notes.last!.rawValue) }) ?? true {
            planned = []   // not the melody this writer wrote: a fresh phrase from its last note
        }
        if planned.isEmpty { planned = plan(after: notes, using: &generator) }
        let degree = planned.removeFirst()
        handedOut = (notes.count + 1, degree)
        return Note(rawValue: degree)!
    }

    /// The degrees of the next phrase after `notes` (the opening C included when `notes` is empty).
    private mutating func plan(after notes: [Note], using generator: inout SeededGenerator) -> [Int] {
        let length = Int.random(in: 4...8, using: &generator)
        let first = notes.isEmpty
        let moves = first ? length - 1 : length
        var rise = Int.random(in: max(1, moves / 2 - 1)...max(1, (moves + 1) / 2), using: &generator)
        var degree = first ? 0 : notes.last!.rawValue
        var last: Int? = notes.count >= 2 ? notes[notes.count - 1].rawValue - notes[notes.count - 2].rawValue : nil
        var phrase = first ? [0] : []
        let motif = phrases >= 2 && phrases.isMultiple(of: 2) && notes.count >= 4
            ? Self.vary(motif: (1...3).map { notes[$0].rawValue - notes[$0 - 1].rawValue }, return: phrases / 2) : []
        phrases += 1
        for move in 0..<moves {
            let rising = move < rise
            let canLeap = (last.map { abs($0) == 1 } ?? false) && move < moves - 1
            let interval: Int
            if let leap = last, abs(leap) > 1 {
                interval = leap > 0 ? -1 : 1   // resolve: a step back
            } else if move < motif.count, Self.fits(motif[move], from: degree), abs(motif[move]) == 1 || canLeap {
                interval = motif[move]
            } else {
                interval = Self.draw(from: degree, up: rising, canLeap: canLeap, using: &generator)
            }
            degree += interval
            phrase.append(degree)
            // A leap up is the way to the peak, and A is as high as the melody goes: the fall starts there.
            if rising && (interval > 1 || degree == 4) { rise = move + 1 }
            last = interval
            // Falling onto C is a cadence: the phrase ends there once it has four notes, else rises again
            // (bouncing on C, C D C D, is no contour).
            if !rising && degree == 0 {
                if phrase.count >= 4 { break }
                rise = moves
            }
        }
        return phrase
    }

    /// Whether `interval` from `degree` stays within C…A and moves.
    private static func fits(_ interval: Int, from degree: Int) -> Bool {
        interval != 0 && (0...4).contains(degree + interval)
    }

    /// A free move from `degree`, upwards when `up`, by the weights in the type's note.
    private static func draw(from degree: Int, up: Bool, canLeap: Bool, using generator: inout SeededGenerator) -> Int {
        let way = up ? 1 : -1
        var choices: [(interval: Int, weight: Double)] = [(way, 0.4), (-way, 0.12)]
        if canLeap { choices += [(2 * way, 0.45), (3 * way, 0.15), (4 * way, 0.025)] }
        choices = choices.filter { fits($0.interval, from: degree) }
        let total = choices.reduce(0) { $0 + $1.weight }
        var point = Double.random(in: 0..<total, using: &generator)
        for choice in choices {
            if point < choice.weight { return choice.interval }
            point -= choice.weight
        }
        return choices.last!.interval
    }

    /// The motif's intervals at its `return`-th return (1, 2, …): as it was, upside down, or with its last
    /// interval widened (a step becomes a third) or narrowed (a leap becomes a step), in turn.
    static func vary(motif: [Int], return number: Int) -> [Int] {
        switch number % 3 {
        case 1: return motif
        case 2: return motif.map { -$0 }
        default:
            var varied = motif
            let last = varied[varied.count - 1]
            varied[varied.count - 1] = abs(last) == 1 ? 2 * last : (last > 0 ? 1 : -1)
            return varied
        }
    }
}
