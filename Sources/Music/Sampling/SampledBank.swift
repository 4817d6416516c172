/// A note bank made from a recording of a ``RecordingPlan``: the notes and themes of a sampled instrument
/// (a General MIDI SoundFont played by FluidSynth), measured and edited to hold to what the synthesized
/// banks hold to.
///
/// Each take is cut from its slot of the recording, then:
/// - **started at once**: the silence before its onset (the first sample at −60 dB of its peak) is
///   dropped, after 1 ms of digital silence (``TakeEditing/trimmedStart(_:sampleRate:)``);
/// - **tuned**: its fundamental is measured as the tests measure a note, and a take more than 0.05 cent off
///   equal temperament (a SoundFont's samples are often a few cents off) is resampled by the ratio
///   (band-limited, ``Resampler``), so every note is within ±1 cent;
/// - **left to ring**: cut only once it has fallen 60 dB below its loudest 10 ms, with a 20 ms fade below
///   that (or at the end of its slot, 3 s after the note-off);
/// - **levelled**: each note peaks at its dynamic's level, as a synthesized note does, so a game's peak
///   and loudness do not depend on the SoundFont's own levels; the timbre of each velocity is kept.
/// The themes are assembled from their strokes' takes exactly as the synthesized themes are from strokes
/// (``Theme/render(sampleRate:length:strike:)``).
public enum SampledBank {
    /// Why a recording cannot make a bank.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A take's slot holds no sound: the program has nothing at that key.
        case silent(Take)
        /// The recording stops before the plan's end.
        case short(seconds: Double, expected: Double)

        /// The problem in words, as the wording layer says it (``Phrases``).
        public var description: String { Phrases.of(self) }
    }

    /// A bank and how far out of tune each take was before it was corrected.
    public struct Result: Sendable {
        /// Every sound of the bank.
        public var bank: NoteBank
        /// Cents each take was off at first (positive: sharp), in the plan's order.
        public var tuning: [(take: Take, cents: Double)]
    }

    /// The bank from `recording`, mono samples of `plan` played at `sampleRate`.
    ///
    /// - Throws: ``Failure`` when the recording is shorter than the plan or a take is silent.
    /// - Complexity: O(recording length), plus a resampling of each take that is out of tune.
    public static func make(recording: [Float], sampleRate: Int, plan: RecordingPlan) throws(Failure) -> Result {
        let rate = Double(sampleRate)
        guard Double(recording.count) / rate >= plan.slot(plan.takes.count - 1).upperBound else {
            throw .short(seconds: Double(recording.count) / rate, expected: plan.end)
        }
        let lead = [Float](repeating: 0, count: Int((TakeEditing.lead * rate).rounded()))
        var edited: [Take: [Float]] = [:]
        var tuning: [(take: Take, cents: Double)] = []
        for (index, take) in plan.takes.enumerated() {
            let slot = plan.slot(index)
            let raw = Array(recording[Int(slot.lowerBound * rate)..<min(recording.count, Int(slot.upperBound * rate))])
            guard TakeEditing.peak(raw) > 1e-5 else { throw .silent(take) }
            let started = TakeEditing.trimmedStart(raw, sampleRate: sampleRate)
            let (tuned, cents) = TakeEditing.tuned(started, sampleRate: sampleRate, expected: take.frequency)
            let ended = TakeEditing.trimmedEnd(tuned, sampleRate: sampleRate)
            edited[take] = TakeEditing.normalized(lead + ended, to: take.dynamic.peak)
            tuning.append((take, cents))
        }
        var sounds: [Sound: [Float]] = [:]
        for sound in Sound.all {
            let takes = RecordingPlan.takes(for: sound)
            switch sound {
            case .note:
                sounds[sound] = edited[takes[0]]!
            case .theme(let theme):
                sounds[sound] = theme.render(sampleRate: rate, length: { index, _ in
                    Double(edited[takes[index]]!.count) / rate
                }) { index, stroke, _, buffer, offset in
                    let samples = edited[takes[index]]!, gain = Float(stroke.level)
                    for (i, sample) in samples.enumerated() where offset + i < buffer.count {
                        buffer[offset + i] += sample * gain
                    }
                }
            case .board:
                break  // never in a bank's files
            }
        }
        return Result(bank: NoteBank(sampleRate: sampleRate, sounds: sounds), tuning: tuning)
    }
}
