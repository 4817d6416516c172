import AudioIO
import Foundation
import Music
import Playback
import TestSupport
import Testing

/// The engine through real alsa-lib: the `file` PCM, which writes everything it is given into a file
/// (and plays nothing), so the samples handed to the device can be read back.
@Suite struct EngineTests {
    static let rate = 44_100
    static let bank = NoteBank.synthesized(sampleRate: rate)

    static func capturePath() -> String {
        Sandbox.folder("engine") + "/capture.raw"
    }

    /// The samples a 16-bit file of this mix holds.
    static func pcm16(_ cues: [Cue], channels: Int) -> [Int16] {
        var words: [Int16] = []
        Mixer.mix(cues, bank: bank, channels: channels).withUnsafeBufferPointer { AudioFile.pcm16($0, into: &words) }
        return words
    }

    static func read(_ path: String) -> [Int16] {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    @Test(arguments: [1, 2])
    func aQueuedScoreIsCapturedExactlyAsTheMix(channels: Int) throws {
        // Overlapping notes (a quarter second apart) and an ending, like a game at 4x speed.
        var generator = SeededGenerator(seed: 11)
        let cues = (0..<12).map { index in
            Cue(sound: .note(Note.allCases.randomElement(using: &generator)!, index == 11 ? .accent : .medium),
                frame: index * 11_025, pan: Double.random(in: -0.75...0.75, using: &generator))
        } + [Cue(sound: .theme(.draw), frame: 12 * 11_025)]
        let path = Self.capturePath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try PCMDevice(name: "file:FILE=\(path),FORMAT=raw", sampleRate: Self.rate, channels: channels)
        let paced = device.isPaced
        #expect(!paced)
        let engine = AudioEngine(device: device, bank: Self.bank, channels: channels)
        engine.schedule(cues)
        engine.start()
        let end = engine.endFrame
        #expect(engine.wait(until: end, heard: false, timeout: 30) == .reached)
        try engine.shutdown()
        let expected = Self.pcm16(cues, channels: channels)
        let captured = Self.read(path)
        #expect(captured.count >= expected.count && captured.count < expected.count + engine.periodFrames * channels)
        #expect(Array(captured.prefix(expected.count)) == expected)
        #expect(captured.dropFirst(expected.count).allSatisfy { $0 == 0 })
    }

    @Test func playNowLandsAtTheReturnedFrameAndStopFadesWithinTenMilliseconds() throws {
        let path = Self.capturePath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try PCMDevice(name: "file:FILE=\(path),FORMAT=raw", sampleRate: Self.rate, channels: 2)
        let engine = AudioEngine(device: device, bank: Self.bank, channels: 2, options: .init(paced: true))
        #expect(engine.pacesItself && engine.periodFrames <= 441 && engine.bufferFrames <= 1_764)
        engine.start()
        #expect(engine.wait(until: 4_410, timeout: 5) == .reached)
        let first = engine.play(.note(.g, .accent), pan: -0.5)
        #expect(engine.wait(until: first + 8_820, timeout: 5) == .reached)
        let clockBefore = engine.clock
        let silentFrom = engine.stop()
        let second = engine.play(.note(.c, .medium))
        #expect(second == silentFrom)
        // The note and the room's tail after it (paced: about 3.5 s of real time).
        let tail = Room.tailFrames(after: Self.bank[.note(.c, .medium)], sampleRate: Self.rate)
        #expect(engine.endFrame == second + Self.bank[.note(.c, .medium)].count + tail)
        #expect(engine.wait(until: engine.endFrame, heard: false, timeout: 15) == .reached)
        try engine.shutdown()
        let captured = Self.read(path)
        // Silence before the note, the note from the frame play() returned, faded by the stop.
        #expect(captured[..<(2 * first)].allSatisfy { $0 == 0 })
        let gNote = Self.pcm16([Cue(sound: .note(.g, .accent), frame: 0, pan: -0.5)], channels: 2)
        #expect(Array(captured[(2 * first)..<(2 * first + 8_820)]) == Array(gNote[..<8_820]))
        let fadeStart = silentFrom - 221
        #expect(silentFrom - clockBefore <= engine.periodFrames + 221, "the fade starts with the next block and lasts 5 ms")
        // Faded: from 160 frames into the fade the raised cosine is below 0.19 (the note may be near full
        // scale where the stop lands, so earlier frames say nothing about the fade).
        #expect(captured[(2 * (fadeStart + 160))..<(2 * silentFrom)].map { abs(Int($0)) }.max()! < 32_767 / 4)
        // The second note, placed at the end of the fade, is not faded.
        let cNote = Self.pcm16([Cue(sound: .note(.c, .medium), frame: 0)], channels: 2)
        #expect(Array(captured[(2 * second)..<(2 * second + cNote.count)]) == cNote)
        // No click: the fade changes no sample by more than the note itself does there from one frame to the
        // next, plus what a 5 ms raised-cosine fade can add to a step (π/2 / 221 of the note's peak, 195).
        let jumps = stride(from: 2 * fadeStart, to: 2 * silentFrom, by: 2).map { abs(Int(captured[$0 + 2]) - Int(captured[$0])) }
        let own = stride(from: 2 * (fadeStart - first), to: 2 * (silentFrom - first), by: 2).map { abs(Int(gNote[$0 + 2]) - Int(gNote[$0])) }
        #expect(jumps.max()! <= own.max()! + 200, "steps \(jumps.max()!) in the fade, \(own.max()!) in the note")
    }
}
