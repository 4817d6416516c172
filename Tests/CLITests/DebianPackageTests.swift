import Foundation
import TestSupport
import Testing

/// What `debian/` states about the program stays true of it (`make deb` builds the package; its own checks,
/// lintian's included, run there): the package's version is the program's, the documents it ships exist,
/// and it build-depends on every package `make deps` installs to build.
@Suite struct DebianPackageTests {
    static let root = RenderCommandTests.repositoryRoot

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    @Test func versionIsTheProgramsVersion() throws {
        let first = try Self.read("debian/changelog").split(separator: "\n").first.map(String.init) ?? ""
        let version = first.firstMatch(of: #/^c4-audio \(([^)]+)\) /#)?.1
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(version.map(String.init) == result.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
                "debian/changelog says \(first)")
    }

    @Test func shippedDocumentsExist() throws {
        let listed = try Self.read("debian/c4-audio.docs").split(separator: "\n").map(String.init)
        #expect(listed.contains("README.md"))
        for path in listed {
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + path), "debian/c4-audio.docs names \(path)")
        }
    }

    /// The packages of `scripts/install-deps.sh`'s first list that building needs (headers, tools), each in
    /// Build-Depends.
    @Test func buildDependsHoldWhatMakeDepsInstalls() throws {
        let script = try Self.read("scripts/install-deps.sh")
        let list = script.firstMatch(of: #/\npackages=\(\n([\s\S]*?)\n\)/#)?.1 ?? ""
        let packages = list.split(separator: "\n").flatMap { line in
            line.split(separator: "#").first?.split(separator: " ").map(String.init) ?? []
        }.filter { !$0.isEmpty }
        let control = try Self.read("debian/control")
        let buildDepends = control.firstMatch(of: #/Build-Depends:([\s\S]*?)\n[A-Z]/#)?.1 ?? ""
        let named = Set(buildDepends.split(whereSeparator: { ", \n".contains($0) }).map(String.init))
        #expect(packages.count >= 5, "read \(packages) from install-deps.sh")
        // The run-time libraries the -dev packages bring are not build dependencies of their own.
        for package in packages where package.hasSuffix("-dev") || ["pkg-config", "gettext"].contains(package) {
            #expect(named.contains(package), "debian/control's Build-Depends lacks \(package)")
        }
    }
}
