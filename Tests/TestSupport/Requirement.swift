// Only where Swift Testing is (a test build): a whole-package release build with --static-swift-stdlib, which has
// no Testing module, builds this target too.
#if canImport(Testing)
import Foundation
import Testing

/// What a test or suite needs of the machine (a tool, root), as a trait: when it is met the test runs;
/// when it is not, the test is skipped with the reason (`swift test` prints it); under `CI=true`, where
/// `make test-deps` has installed everything and the tests run as root, it is not skipped but fails with the
/// reason. The only way a test here may skip.
///
///     @Test(.requires(.tool("zsh", package: "zsh")))
///     @Suite(.serialized, .requires(.tool("tmux", package: "tmux")))
public struct Requirement: TestTrait, SuiteTrait {
    /// Whether the machine meets it, asked when the test is about to run.
    public let isMet: @Sendable () -> Bool
    /// What is missing and how to get it.
    public let reason: Comment

    public init(_ reason: Comment, isMet: @escaping @Sendable () -> Bool) {
        self.reason = reason
        self.isMet = isMet
    }

    /// Each test of a suite is asked on its own (a suite whose tests all fail under CI says so for each).
    public var isRecursive: Bool { true }

    /// The error that fails a test whose requirement is not met under CI.
    public struct Unmet: Error, CustomStringConvertible {
        public var description: String
    }

    public func prepare(for test: Test) async throws {
        if isMet() { return }
        if Tools.isCI { throw Unmet(description: "CI=true, so this is a failure, not a skip: \(reason.rawValue)") }
        // A condition that does not hold: Swift Testing skips the test and prints the reason.
        try await ConditionTrait.enabled(if: false, reason).prepare(for: test)
    }

    /// The program `name` on `PATH`, from the Debian `package`.
    public static func tool(_ name: String, package: String) -> Requirement {
        Requirement(Tools.missing(name, package: package)) { Tools.find(name) != nil }
    }

    /// Every one of `names` on `PATH`, from the Debian `packages`.
    public static func tools(_ names: [String], packages: String) -> Requirement {
        Requirement(Tools.missing(names.joined(separator: ", "), package: packages)) { names.allSatisfy { Tools.find($0) != nil } }
    }

    /// A Python 3 that imports `module` (``Tools/python(with:)``), from the Debian `package`.
    public static func python(with module: String, package: String) -> Requirement {
        Requirement(Tools.missing("a python3 with \(module)", package: package)) { Tools.python(with: module) != nil }
    }

    /// Running as root, for `why` (as the tests run in CI).
    public static func root(_ why: String) -> Requirement {
        Requirement("needs root: \(why) (the tests run as root in CI)") { getuid() == 0 }
    }
}

extension Trait where Self == Requirement {
    /// The test or suite needs `requirement`: skipped with its reason when it is not met, failed under `CI=true`.
    public static func requires(_ requirement: Requirement) -> Requirement { requirement }
}
#endif
