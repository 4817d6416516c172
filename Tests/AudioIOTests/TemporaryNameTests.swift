@testable import AudioIO
import Foundation
import TestSupport
import Testing

/// Temporary files an attacker cannot predict or redirect: unguessable names, created exclusively and never
/// through a link, in the output's own folder (or a private one for standard output).
@Suite struct TemporaryNameTests {
    @Test func aTemporaryNameIsNewEachTime() throws {
        let folder = Sandbox.folder("names")
        let names = try (0..<50).map { _ in try OutputFile(path: folder + "/game.wav").temporary }
        #expect(Set(names).count == 50)
        #expect(names.allSatisfy { $0.hasPrefix(folder + "/.game.wav.tmp-\(getpid())-") })
    }

    @Test func aPlantedLinkIsNeverFollowed() throws {
        let folder = Sandbox.folder("planted")
        let victim = folder + "/victim.txt"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        let planted = folder + "/planted.wav"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        #expect(throws: AudioIOError.self) { _ = try FileSink(creating: planted) }
        #expect(throws: AudioIOError.self) { try AudioFile.writeBytes([1, 2, 3], to: planted, creating: true) }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    }
}
