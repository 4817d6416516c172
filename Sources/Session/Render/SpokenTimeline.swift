import Music

/// Where the notes, the ending and the spoken lines go in a render with speech (`render --speak`): each note,
/// then its line once the note has been heard, the next note after that line, the result line after the
/// last move's line, and the ending after the last line. All in frames, from the lines' lengths alone, so
/// the same lines give the same timeline.
///
/// - A line starts ``lead`` seconds after its note's onset (the note's frame, its phrasing delay included).
/// - The next beat comes ``gap`` seconds after the line's last sample, or one interval after the previous
///   beat when that is later (a short line keeps the interval); the note sounds at its beat plus its delay.
/// - The result line (when there is one) starts ``gap`` after the last move's line.
/// - The ending's beat comes ``gap`` after the last line (or one interval after the last beat when later);
///   it sounds at that beat plus the decisive piece's delay, as in a render without speech.
struct SpokenTimeline {
    /// Seconds from a note's onset to the start of its line.
    static let lead = 0.3
    /// Seconds from a line's end to the next beat.
    static let gap = 0.3

    /// The cues moved to their places.
    private(set) var cues: [Cue]
    /// The frame each line starts at, in order (the move lines, then the result line).
    private(set) var lineFrames: [Int] = []

    /// The timeline of `cues` (a render's, one beat an `interval` apart: `notes` notes, then the ending when
    /// there is one) with lines of `lineLengths` frames: one for each note, then the result line's if given.
    ///
    /// - Precondition: at least one line per note.
    init(cues plain: [Cue], notes: Int, interval: Double, sampleRate: Int, lineLengths: [Int]) {
        precondition(lineLengths.count >= notes && plain.count >= notes)
        func beat(_ index: Int) -> Int { Int((Double(index) * interval * Double(sampleRate)).rounded()) }
        let step = beat(1), lead = Self.frames(Self.lead, sampleRate), gap = Self.frames(Self.gap, sampleRate)
        cues = plain
        var current = 0, lastDelay = 0, speechEnd = 0
        for index in 0..<notes {
            if index > 0 { current = max(current + step, speechEnd + gap) }
            lastDelay = plain[index].frame - beat(index)   // its breathing and phrasing delay, kept
            cues[index].frame = current + lastDelay
            lineFrames.append(cues[index].frame + lead)
            speechEnd = lineFrames[index] + lineLengths[index]
        }
        if lineLengths.count > notes {
            lineFrames.append(speechEnd + gap)
            speechEnd = lineFrames[notes] + lineLengths[notes]
        }
        if plain.count > notes {
            cues[notes].frame = max(current + step, speechEnd + gap) + lastDelay
        }
    }

    /// `seconds` in frames, rounded.
    static func frames(_ seconds: Double, _ sampleRate: Int) -> Int { Int((seconds * Double(sampleRate)).rounded()) }
}
