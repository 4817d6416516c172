import Music

/// A game and its melody as the notes of a Standard MIDI File (``MIDIFile``): the same timing as
/// ``GameScore`` (phrasing delays included), the same phrasing as velocities (``Phrasing/velocity(level:)``
/// of each piece's level), and each column's pan as its channel's. A key struck again on its channel while
/// it still sounds is first closed (``MIDIFile``), so a player sounds every note as the WAV does.
///
/// - Channels: the piece's column, 0 (column 1) to 6 (column 7), each panned once at the start to its
///   column's place (``GameScore/pan(column:)`` → controller 10: −0.75 is 16, 0 is 64, +0.75 is 112);
///   the ending on channel 7, centred.
/// - Notes: a piece's note at its onset, the first player's as the bank holds it (C4 = 60 … A4 = 69), the
///   second player's an octave lower (C3 = 48 … A3 = 57, as ``PieceNotes`` plays it), lasting as long as it
///   rings (its ring time to −60 dB; twice that an octave lower, played at half speed); the ending's notes as the theme strikes them (``Theme/strokes``), from its onset on.
public enum GameMIDI {
    /// The channel of the ending's notes.
    public static let endingChannel = 7

    /// Controller-10 value of a pan (−1…1).
    public static func controller(pan: Double) -> Int {
        Int((64 + pan * 64).rounded()).clamped(to: 0...127)
    }

    /// The notes of `game` played with `melody`, `interval` seconds apart.
    ///
    /// - Precondition: `melody` fits `game` (see ``GameScore/cues(for:melody:interval:sampleRate:)``).
    public static func notes(for game: Game, melody: MusicString, interval: Double) -> [MIDINote] {
        precondition(melody.notes.count == game.moves.count, "one note per piece")
        var notes: [MIDINote] = []
        var pieces = PieceNotes()
        var lastDelay = 0.0
        let breathing = Breathing.offsets(of: melody.notes, interval: interval)
        func beat(_ index: Int) -> Double { (Double(index) + breathing[index]) * interval }
        for (index, note) in melody.notes.enumerated() {
            let wins = game.outcome.winner != nil && index == game.moves.count - 1
            let (cue, stroke) = pieces.next(note, column: game.moves[index], wins: wins)
            lastDelay = stroke.delay
            let lowered = NoteVariant.isLowered(cue.variant)
            notes.append(MIDINote(time: beat(index) + stroke.delay,
                                  key: 60 + note.semitonesAboveC4 - (lowered ? 12 : 0),
                                  velocity: Phrasing.velocity(level: stroke.level),
                                  duration: NoteBank.noteDuration(note) * (lowered ? 2 : 1), channel: game.moves[index]))
        }
        if let ending = melody.ending {
            let start = beat(melody.notes.count) + lastDelay
            for stroke in Theme(ending).strokes {
                notes.append(MIDINote(time: start + stroke.time, key: stroke.midi, velocity: stroke.dynamic.velocity,
                                      duration: stroke.length, channel: endingChannel))
            }
        }
        return notes
    }

    /// The pan of every channel: the columns', and the ending's (centre).
    public static var pans: [Int: Int] {
        var pans = Dictionary(uniqueKeysWithValues: (0..<7).map { ($0, controller(pan: GameScore.pan(column: $0))) })
        pans[endingChannel] = 64
        return pans
    }

    /// The Standard MIDI File of the game, every channel on General MIDI program `program` (0 = Acoustic
    /// Grand Piano, the piano's; ``Instrument/generalMIDIProgram`` for the others).
    public static func file(for game: Game, melody: MusicString, interval: Double, program: Int = 0) -> [UInt8] {
        MIDIFile.bytes(notes: notes(for: game, melody: melody, interval: interval), pans: pans, program: program)
    }
}

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
