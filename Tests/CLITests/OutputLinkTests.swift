import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A link at an output path is followed only where the kernel's `protected_symlinks` rule would let
/// `open` follow it: a link another user planted in a sticky folder everybody may write (`/tmp`) is
/// refused with one line and nothing is written, for every format `render -o` writes.
@Suite struct OutputLinkTests {
    /// A sticky 1777 folder, a root-owned file outside it, and in the folder a link to that file owned by `nobody`.
    static func plantedLink(_ name: String) throws -> (folder: String, victim: String, link: String) {
        let directory = RenderCommandTests.temporaryDirectory()
        let shared = directory + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        let victim = directory + "/precious.wav"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let link = shared + "/" + name
        try #require(symlink(victim, link) == 0)
        let nobody = try #require(getpwnam("nobody"), "no user nobody")
        try #require(lchown(link, nobody.pointee.pw_uid, nobody.pointee.pw_gid) == 0)
        return (shared, victim, link)
    }

    @Test(.requires(.root("gives a link to nobody (chown -h)")),
          arguments: ["out.wav", "out.flac", "out.mid"])
    func aLinkAnotherUserPlantedInASharedFolderIsNotFollowed(name: String) throws {
        let (shared, victim, link) = try Self.plantedLink(name)
        let result = try CLIRunner.run(OutputFileTests.render + [link])
        #expect(result.status == 1)
        let uid = getpwnam("nobody").pointee.pw_uid
        #expect(result.stderr == "error: \(link): \(link) is a link of another user (uid \(uid)) in the shared folder \(shared)/, so it was not followed and nothing was written (lstat)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == [name])
        // The caller's own link in the same folder is followed, as open would.
        let own = shared + "/own-" + name
        try #require(symlink(victim, own) == 0)
        let followed = try CLIRunner.run(OutputFileTests.render + [own])
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) != Data("precious".utf8))
    }
}
