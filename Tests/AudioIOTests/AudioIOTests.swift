@testable import AudioIO
import Foundation
import Music
import Synchronization
import TestSupport
import Testing

@Suite struct AudioIOTests {
    /// A fresh directory for one test, in the process's sandbox (removed when the tests end).
    static func temporaryDirectory() -> String { Sandbox.folder("io") }

    static let tone: [Float] = (0..<8_820).flatMap { i -> [Float] in
        let x = Float(0.5 * sin(2 * Double.pi * 440 * Double(i) / 44_100))
        return [x, -x]
    }

    @Test func openingAMissingFileSaysWhy() {
        #expect(throws: AudioIOError(function: "sf_open", problem: .library("System error: No such file or directory"),
                                     path: "/nonexistent/x.wav")) {
            _ = try SoundFile(reading: "/nonexistent/x.wav")
        }
    }

    /// libsndfile keeps a failed open's reason in one global: a good open on another thread used to replace
    /// "No such file or directory" with "No Error" (seen once in CI). Four threads, each alternating good
    /// and missing files, 1,000 times.
    @Test func aMissingFileSaysWhyWhileOtherThreadsOpenFiles() async throws {
        let directory = Self.temporaryDirectory()
        try AudioFile.write(Array(Self.tone.prefix(200)), to: directory + "/good.wav", format: .wav,
                            sampleRate: 44_100, channels: 2)
        let reasons = await withTaskGroup(of: [String].self) { group in
            for thread in 0..<4 {
                group.addTask {
                    var reasons: [String] = []
                    for attempt in 0..<1_000 {
                        let missing = (thread + attempt).isMultiple(of: 2)
                        do {
                            _ = try SoundFile(reading: directory + (missing ? "/missing.wav" : "/good.wav"))
                            if missing { reasons.append("opened a missing file") }
                        } catch {
                            let reason = (error as? AudioIOError).map { "\($0.problem)" } ?? "\(error)"
                            reasons.append(missing ? reason : "good.wav: \(reason)")
                        }
                    }
                    return reasons
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(reasons.count == 2_000)
        #expect(Set(reasons) == ["\(AudioIOError.Problem.library("System error: No such file or directory"))"])
    }

    @Test func readingSomethingThatIsNotSoundSaysWhy() throws {
        let path = Self.temporaryDirectory() + "/text.wav"
        try Data("hello, not a sound".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try SoundFile(reading: path)
            Issue.record("opened a text file as sound")
        } catch {
            #expect(error.function == "sf_open")
            guard case .library(let message) = error.problem else { Issue.record("\(error.problem)"); return }
            #expect(message.lowercased().contains("format"), "\(message)")
            #expect(error.path == path)
        }
    }

    @Test func writingIntoAMissingDirectoryFailsAndLeavesNothing() {
        let directory = Self.temporaryDirectory()
        let path = directory + "/missing/out.wav"
        let folder = directory + "/missing/"
        #expect(throws: AudioIOError(function: "access", problem: .folderNotWritable(folder: folder, reason: "No such file or directory"),
                                     path: path)) {
            try AudioFile.write(Self.tone, to: path, format: .wav, sampleRate: 44_100, channels: 2)
        }
        #expect(try! FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func impossibleRatesAreRefusedBeforeAnyFileExists() {
        let directory = Self.temporaryDirectory()
        let path = directory + "/out.mp3"
        #expect(throws: AudioIOError(function: "sf_format_check", problem: .formatCannotStore(format: .mp3, channels: 2, sampleRate: 44_000), path: path)) {
            try AudioFile.write(Self.tone, to: path, format: .mp3, sampleRate: 44_000, channels: 2)
        }
        #expect(try! FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// An error carries its facts (Tests/WordingTests word them; whether its description is worded
    /// depends on whether another suite of this process installed the wording layer).
    @Test func errorsCarryTheirFacts() {
        let error = AudioIOError(function: "sf_open", problem: .library("System error: Permission denied"), path: "/x.wav")
        #expect(error.problem == .library("System error: Permission denied") && error.function == "sf_open" && error.path == "/x.wav")
    }

    @Test func formatsFollowTheExtension() {
        #expect(AudioFormat(path: "a/b.WAV") == .wav)
        #expect(AudioFormat(path: "x.flac") == .flac)
        #expect(AudioFormat(path: "x.tar.ogg") == .ogg)
        #expect(AudioFormat(path: "x.mp3") == .mp3)
        #expect(AudioFormat(path: "x.aiff") == nil)
        #expect(AudioFormat(path: "dir.wav/file") == nil)
        #expect(AudioFormat(path: "noextension") == nil)
    }

    @Test(arguments: AudioFormat.allCases)
    func everyFormatRoundTripsAndIsReproducible(format: AudioFormat) throws {
        let directory = Self.temporaryDirectory()
        let a = directory + "/a.\(format.rawValue)", b = directory + "/b.\(format.rawValue)"
        try AudioFile.write(Self.tone, to: a, format: format, sampleRate: 44_100, channels: 2)
        try AudioFile.write(Self.tone, to: b, format: format, sampleRate: 44_100, channels: 2)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "byte-identical")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.\(format.rawValue)", "b.\(format.rawValue)"],
                "no temporary file left")
        let sound = try AudioFile.read(a)
        #expect(sound.sampleRate == 44_100 && sound.channels == 2)
        let left = stride(from: 0, to: sound.samples.count, by: 2).map { sound.samples[$0] }
        let pitch = Spectrum(left[2_000..<6_000], sampleRate: 44_100).peakFrequency(in: 400...480)
        #expect(abs(Spectrum.cents(pitch, from: 440)) < 5, "\(format): \(pitch) Hz")
        if format == .wav || format == .flac {
            #expect(sound.samples.count == Self.tone.count)
            #expect(zip(sound.samples, Self.tone).allSatisfy { abs($0 - $1) < 1.0 / 32_000 }, "16-bit lossless")
        }
    }

    @Test func monoAveragesTheChannels() {
        let sound = AudioFile.Sound(samples: [1, 0, 0.5, 0.5], sampleRate: 8_000, channels: 2)
        #expect(sound.mono == [0.5, 0.5])
    }

    @Test func mappingA16BitWAVGivesItsSamplesInPlace() throws {
        let directory = Self.temporaryDirectory()
        let mono = Self.tone.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        try AudioFile.write(mono, to: directory + "/tone.wav", format: .wav, sampleRate: 22_050, channels: 1)
        let mapped = try #require(try MappedPCM16.open(directory + "/tone.wav"))
        #expect(mapped.sampleRate == 22_050 && mapped.channels == 1)
        // The same values libsndfile decodes, × 32768.
        let decoded = try AudioFile.read(directory + "/tone.wav").samples
        #expect(mapped.samples.map { Float($0) / 32_768 } == decoded)
        // Anything else is for AudioFile.read.
        try AudioFile.write(mono, to: directory + "/tone.flac", format: .flac, sampleRate: 22_050, channels: 1)
        #expect(try MappedPCM16.open(directory + "/tone.flac") == nil)
        #expect(throws: AudioIOError.self) { try MappedPCM16.open(directory + "/missing.wav") }
    }
}

/// Which threads a device counts as its own (``PCMDevice/helperThreads``): they get the audio thread's
/// real-time priority, so a thread that merely appeared while the device opened must not be among them.
@Suite struct PCMDeviceThreadTests {
    @Test func devicesTakeNoThreadThatMerelyAppearedWhileOpening() throws {
        // Another thread keeps starting threads (each lives 0.3 s) while the devices open.
        let stop = Atomic<Bool>(false)
        let spawner = Thread {
            while !stop.load(ordering: .relaxed) {
                Thread { Thread.sleep(forTimeInterval: 0.3) }.start()
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        spawner.start()
        defer { stop.store(true, ordering: .relaxed) }
        Thread.sleep(forTimeInterval: 0.05)
        let path = Sandbox.folder("threads") + "/capture.raw"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // upmix is an external plugin (extplug) that starts no thread of its own.
        for name in ["null", "file:FILE=\(path),FORMAT=raw", "upmix:SLAVE=null,CHANNELS=4"] {
            for _ in 0..<5 {
                let device = try PCMDevice(name: name, sampleRate: 44_100, channels: 2)
                #expect(device.helperThreads.isEmpty, "\(name): \(device.helperThreads)")
            }
        }
    }

    @Test func onlyASoundServerLoopCountsAsTheDevicesThread() {
        #expect(PCMDevice.isSoundServerLoop("threaded-ml"))
        #expect(PCMDevice.isSoundServerLoop("pw-data-loop"))
        for worker in ["oot.default-qos", "c4-audio", "c4-audioPackag", ""] {
            #expect(!PCMDevice.isSoundServerLoop(worker), "\(worker)")
        }
        #expect(PCMDevice.threadName(Int32(getpid())).isEmpty == false)
    }
}
