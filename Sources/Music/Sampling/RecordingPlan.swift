/// One recording a sampled bank needs: a MIDI key struck at a dynamic's velocity and held for a while.
public struct Take: Hashable, Sendable, CustomStringConvertible {
    /// The MIDI key, 60 = C4.
    public var key: Int
    /// How hard it is struck (its ``Dynamic/velocity``).
    public var dynamic: Dynamic
    /// Seconds from note-on to note-off.
    public var hold: Double

    /// The equal-tempered frequency of the key.
    public var frequency: Double { Voice.frequency(midi: key) }

    /// E.g. `key 60 medium`.
    public var description: String { "key \(key) \(dynamic)" }
}

/// What a MIDI synthesizer (FluidSynth with a SoundFont) must play for a whole note bank to be made from
/// its sound: every note at every dynamic, and every stroke of every theme, one after the other, each
/// alone in its own slot of time (held as the MIDI export holds it, then ``release`` seconds to ring out),
/// so that each can be cut from one rendering.
///
/// The notes are held for their ring time on the piano (``NoteBank/noteDuration(_:instrument:)``, about 3 s),
/// the themes' strokes as long as the theme holds them (``Theme/Stroke/length``); a stroke that repeats
/// (same key, dynamic and hold) is recorded once.
public struct RecordingPlan: Sendable {
    /// Seconds each slot leaves after the note-off for the release to ring out.
    public static let release = 3.0
    /// Seconds of silence between slots.
    public static let gap = 0.5

    /// Every take, in the order they are played.
    public let takes: [Take]
    /// The second each take starts, by index in ``takes``.
    public let starts: [Double]
    /// The second after the last slot: a quiet marker note there makes the synthesizer render to the end.
    public let end: Double

    /// The plan for every sound of a bank.
    public init() {
        var takes: [Take] = []
        for sound in Sound.all {
            for take in Self.takes(for: sound) where !takes.contains(take) { takes.append(take) }
        }
        var starts: [Double] = [], time = Self.gap
        for take in takes {
            starts.append(time)
            time += take.hold + Self.release + Self.gap
        }
        self.takes = takes
        self.starts = starts
        self.end = time
    }

    /// The takes `sound` is made of: a note's one take, or a theme's strokes in order.
    public static func takes(for sound: Sound) -> [Take] {
        switch sound {
        case .note(let note, let dynamic):
            [Take(key: 60 + note.semitonesAboveC4, dynamic: dynamic, hold: NoteBank.noteDuration(note))]
        case .theme(let theme):
            theme.strokes.map { Take(key: $0.midi, dynamic: $0.dynamic, hold: $0.length) }
        case .board:
            []  // synthesized, never recorded
        }
    }

    /// The seconds of the slot of take `index`: from its note-on to the end of its release.
    public func slot(_ index: Int) -> ClosedRange<Double> {
        starts[index]...(starts[index] + takes[index].hold + Self.release)
    }

    /// The plan as a Standard MIDI File: every take on channel 0 with General MIDI program `program`
    /// (0–127), centred, then the marker (key 60, velocity 1, 10 ms) at ``end``.
    public func midiFile(program: Int) -> [UInt8] {
        var notes = zip(takes, starts).map { take, start in
            MIDINote(time: start, key: take.key, velocity: take.dynamic.velocity, duration: take.hold, channel: 0)
        }
        notes.append(MIDINote(time: end, key: 60, velocity: 1, duration: 0.01, channel: 0))
        return MIDIFile.bytes(notes: notes, pans: [0: 64], program: program, name: "c4-audio-bank")
    }
}
