@testable import AudioIO
import Foundation
import Music
import TestSupport
import Testing

/// ``MappedFile``: a file's bytes read in place, and a one-line error naming the path otherwise.
@Suite struct MappedFileTests {
    @Test func aMappedFileHoldsTheFilesBytes() throws {
        let directory = Sandbox.folder("mapped")
        var generator = SeededGenerator(seed: 23)
        let bytes = (0..<70_001).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/bytes"))
        let file = try MappedFile.open(directory + "/bytes")
        withExtendedLifetime(file) { #expect(Array(file.bytes) == bytes) }
        // Replacing the file by a rename (as the book and bank writers do) leaves the mapping as it was.
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory + "/new"))
        #expect(rename(directory + "/new", directory + "/bytes") == 0)
        let replaced = try MappedFile.open(directory + "/bytes")
        // The bytes are valid only while their mapping lives.
        withExtendedLifetime((file, replaced)) {
            #expect(Array(file.bytes) == bytes)
            #expect(Array(replaced.bytes) == [1, 2, 3])
        }
    }

    @Test func anEmptyFileMapsToNoBytes() throws {
        let directory = Sandbox.folder("mapped")
        try Data().write(to: URL(fileURLWithPath: directory + "/empty"))
        #expect(try MappedFile.open(directory + "/empty").bytes.isEmpty)
    }

    @Test func whatCannotBeMappedIsNamedInTheError() throws {
        let directory = Sandbox.folder("mapped")
        #expect(throws: AudioIOError.self) { try MappedFile.open(directory + "/missing") }
        do {
            _ = try MappedFile.open(directory + "/missing")
        } catch {
            #expect(error == AudioIOError(function: "open", problem: .library("No such file or directory"), path: directory + "/missing"))
        }
        do {
            _ = try MappedFile.open(directory)
            Issue.record("a directory was mapped")
        } catch {
            #expect(error == AudioIOError(function: "open", problem: .notARegularFile, path: directory))
        }
    }
}
