import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The program's own description of its commands and options, as swift-argument-parser prints it for
/// `--experimental-dump-help`: the parser's documented, versioned schema (`ToolInfoV0`, serialization
/// version 0, of its `ArgumentParserToolInfo` module, which it does not offer as a product), of which this
/// reads what ``UnknownCommand/unknownOption(in:)`` checks an option against, hidden spellings included.
/// A parser that changes the schema's version is noticed: nothing is read, and the tests of unknown options
/// fail.
///
/// It is asked of this very binary (`/proc/self/exe`), in a child process, only when a command line has
/// already failed, and only for the command named (`c4-audio music --experimental-dump-help` describes
/// `music` alone: 15 ms in a release build, where the whole program's description takes 100 ms): the
/// parser has no public call that gives the description in-process.
///
/// ```swift
/// let music = ProgramDescription.load(command: ["music"])   // music, its options
/// let root = ProgramDescription.load(command: [])           // c4-audio, its options and its commands
/// ```
enum ProgramDescription {
    /// The description of the command `words` name (`[]` for the program, `["history", "show"]`), or nil
    /// when the child cannot be started or prints something else.
    static func load(command words: [String]) -> Command? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = (["c4-audio"] + words + ["--experimental-dump-help"]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/proc/self/exe", &actions, nil, argv, environ)
        close(ends[1])
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(ends[0], &chunk, chunk.count)
            if count > 0 { output += chunk[..<count] } else if count < 0, errno == EINTR { continue } else { break }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(output)), info.serializationVersion == 0 else { return nil }
        return info.command
    }

    /// `ToolInfoV0`, the parts read.
    private struct ToolInfo: Decodable {
        var serializationVersion: Int
        var command: Command
    }

    /// A command (`CommandInfoV0`): its name, its default subcommand, its arguments and its subcommands.
    final class Command: Decodable {
        let commandName: String
        /// The one-line description its help starts with.
        let abstract: String?
        /// False for a command that is accepted but never suggested.
        let shouldDisplay: Bool?
        let defaultSubcommand: String?
        let arguments: [Argument]?
        let subcommands: [Command]?
    }

    /// An argument (`ArgumentInfoV0`): a flag, an option (which takes a value) or a positional one, and its names.
    struct Argument: Decodable {
        enum Kind: String, Decodable { case positional, option, flag }
        struct Name: Decodable {
            /// `long`, `short` or `longWithSingleDash`.
            var kind: String
            var name: String
        }
        var kind: Kind
        var names: [Name]?
        /// False for a hidden option (`--paced`, `--latency`): accepted, never suggested.
        var shouldDisplay: Bool?
        /// Its one-line description.
        var abstract: String?
        /// True for a positional argument that takes every word left (`help history show`).
        var isRepeating: Bool?
        /// The values the argument takes, when it names them (`--opponent`: bot, human).
        var allValues: [String]?
        /// What a shell should offer for its value (`completion:` in its declaration).
        var completionKind: CompletionKind?
    }

    /// `CompletionKindV0`, the kinds the program declares: one of its members is set (a kind not read here,
    /// such as a shell command, leaves all three nil).
    struct CompletionKind: Decodable {
        struct List: Decodable { var values: [String] }
        struct File: Decodable { var extensions: [String] }
        struct Directory: Decodable {}
        var list: List?
        var file: File?
        var directory: Directory?
    }
}
