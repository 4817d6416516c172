import Assets
import AudioIO
import Foundation
import Music
import Session
import SoundChecks
import TestSupport
import Testing

/// Where `render --speak` puts its speech, measured in the samples: the same game rendered with its lines
/// and with the same lines silenced (the same timeline, `RenderSpeech/gain` 0); the difference is the speech
/// alone, the render without it the notes alone. Dry, so that nothing but the speech is in the difference.
@Suite struct RenderSpeakTimingTests {
    static let rate = 44_100

    /// Both renders, as floats read back from their 16-bit WAV files, left and right interleaved.
    static func renders(moves: String, seed: UInt64) throws -> (spoken: [Float], notes: [Float], lines: Int) {
        let folder = Sandbox.folder("render-speak-timing")
        let replay = try ReplayGame(moves: moves, music: nil, seed: seed, human: nil)
        var speech = replay.speech
        try speech.synthesize()
        let loader = try BankLoader(notesOption: RenderCommandTests.repositoryRoot + "/Resources/notes")
        var render = GameRender(game: replay.game, melody: replay.melody, interval: 1)
        render.room = false
        render.speech = speech
        _ = try render.write(to: .file(folder + "/spoken.wav", .wav), loader: loader)
        render.speech?.gain = 0
        _ = try render.write(to: .file(folder + "/notes.wav", .wav), loader: loader)
        return (try AudioFile.read(folder + "/spoken.wav").samples, try AudioFile.read(folder + "/notes.wav").samples,
                speech.lines.count)
    }

    /// The frames where a note or the ending starts: a 5 ms block whose peak passes 0.005 and is more than four
    /// times the loudest of the 50 ms before it (the notes before have rung down while a line was said), at
    /// most one every quarter of a second.
    static func onsets(_ stereo: [Float]) -> [Int] {
        let block = rate / 200
        let peaks = stride(from: 0, to: stereo.count / 2, by: block).map { start in
            (start..<min(start + block, stereo.count / 2)).reduce(Float(0)) { max($0, abs(stereo[2 * $1]), abs(stereo[2 * $1 + 1])) }
        }
        var found: [Int] = []
        for (index, peak) in peaks.enumerated() where peak > 0.005 {
            let before = peaks[max(0, index - 10)..<index].max() ?? 0
            guard peak > 4 * before, found.last.map({ index * block - $0 > rate / 4 }) ?? true else { continue }
            found.append(index * block)
        }
        return found
    }

    /// The spans of speech: runs of frames where the speech is heard (above −60 dBFS), joined across pauses
    /// shorter than 0.5 s (between words and at commas, and between the last move's line and the result's).
    static func spans(_ speech: [Float]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for frame in 0..<(speech.count / 2) where max(abs(speech[2 * frame]), abs(speech[2 * frame + 1])) > 0.001 {
            if let last = spans.last, frame - last.upperBound < rate / 2 {
                spans[spans.count - 1] = last.lowerBound..<(frame + 1)
            } else {
                spans.append(frame..<(frame + 1))
            }
        }
        return spans
    }

    @Test func theSpeechLiesBetweenTheNotes() throws {
        // Columns 1 and 2 only (red wins in column 1): every line lies between two notes, the last two (the
        // seventh move and the result) between the last note and the ending.
        let (spoken, notes, lines) = try Self.renders(moves: "1212121", seed: 3)
        #expect(spoken.count == notes.count)
        #expect(lines == 8)
        // The level works on each sample alone: where no speech sounds both renders hold the same samples.
        let speech = zip(spoken, notes).map { $0 - $1 }
        let onsets = Self.onsets(notes), spans = Self.spans(speech)
        #expect(onsets.count == 8, "7 notes and the ending: \(onsets) \(spans)")
        // The last move's line and the result line, 0.3 s apart, make one span.
        #expect(spans.count == 7, "\(spans)")
        guard onsets.count == 8, spans.count == 7 else { return }
        // Line k after note k's onset and before the next onset.
        let owner = Array(0..<7)
        var gaps: [(after: Double, before: Double)] = []
        for (index, span) in spans.enumerated() {
            let after = Double(span.lowerBound - onsets[owner[index]]) / Double(Self.rate)
            let before = Double(onsets[owner[index] + 1] - span.upperBound) / Double(Self.rate)
            gaps.append((after, before))
            #expect(after > 0.25 && before > 0.25, "line \(index + 1): \(after) s after its note, \(before) s before the next")
        }
        // No onset inside any span.
        for span in spans { #expect(!onsets.contains { span.contains($0) }) }
        print("speech gaps (s after note onset, s before next onset):", gaps.map { String(format: "%.3f/%.3f", $0.after, $0.before) })
    }

    /// The speech sits with the notes: each line's loudness within 3 LU of the median note's (a note from its
    /// onset for one second, with what still rings under it).
    @Test func theSpeechIsAsLoudAsTheNotes() throws {
        let (spoken, notes, _) = try Self.renders(moves: "1212121", seed: 3)
        let speech = zip(spoken, notes).map { $0 - $1 }
        let noteLoudness = Self.onsets(notes).dropLast().map { onset in
            Loudness.integrated(Array(notes[(2 * onset)..<(2 * (onset + Self.rate))]), channels: 2, sampleRate: Self.rate)
        }.sorted()
        try #require(noteLoudness.count == 7, "\(Self.onsets(notes))")
        let median = noteLoudness[noteLoudness.count / 2]
        let lines = Self.spans(speech).map { span in
            Loudness.integrated(Array(speech[(2 * span.lowerBound)..<(2 * span.upperBound)]), channels: 2, sampleRate: Self.rate)
        }
        print("loudness: median note \(String(format: "%.1f", median)) LUFS, lines", lines.map { String(format: "%.1f", $0) })
        for (index, line) in lines.enumerated() {
            #expect(abs(line - median) < 3, "line \(index + 1): \(line) LUFS, median note \(median) LUFS")
        }
    }
}
