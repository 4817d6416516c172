import ArgumentParser
import Wording

/// `c4-audio --generate-completion-script bash|zsh|fish`: the script the shells load, made from the
/// program's own declarations (so it offers only what the parser takes), over a tree that adds what the
/// parser's own script leaves out:
///
/// - the global options at the top level (`c4-audio --no-color <TAB>`), which the parser takes there
///   only because ``GlobalOptions/movedAfterSubcommand(_:)`` moves them after the command;
/// - `help`'s subjects, the commands (`c4-audio help re<TAB>`).
///
/// Paths complete as files or folders and choices as their values because each option declares its
/// `completion:` (`--notes` a folder, `-o` a file, `--instrument` the instruments).
///
/// ```swift
/// print(CompletionScript.text(for: .bash))   // what scripts/install.sh installs
/// ```
enum CompletionScript {
    /// The script for `shell`.
    static func text(for shell: CompletionShell) -> String {
        withoutBuiltInHelp(CompletionTree.completionScript(for: shell), shell: shell)
    }

    /// The script without the parser's own `help` entry, which its generator always adds after the
    /// commands and which completes no subject: in bash and zsh its function would replace ours (the
    /// later definition wins), and every menu would offer `help` twice. The completion tests load each
    /// script in its shell, so a generator that writes these parts otherwise is noticed.
    static func withoutBuiltInHelp(_ script: String, shell: CompletionShell) -> String {
        var script = script.replacing("|help|help)", with: "|help)").replacing(" help help'", with: " help'")
        switch shell {
        case .bash, .zsh:
            let header = "\n_c4-audio_help() {\n"
            if let start = script.ranges(of: header).dropFirst().last?.lowerBound,
               let end = script[start...].dropFirst().firstRange(of: "\n}\n")?.upperBound {
                script.removeSubrange(start..<script.index(before: end))
            }
        default:
            let builtIn = "        case 'help'\n            __c4-audio_parse_subcommand -r 1 'version'\n"
            script = script.replacing(builtIn, with: "")
        }
        return script.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("Show subcommand help information.") }
            .joined(separator: "\n")
    }

    /// The shell `arguments` ask a script for (`--generate-completion-script bash` or `=bash`), or nil when
    /// they ask for something else (the parser then judges them, a shell it does not know included).
    static func requestedShell(in arguments: [String]) -> CompletionShell? {
        let flag = "--generate-completion-script"
        let name: String? = switch arguments.count {
        case 1 where arguments[0].hasPrefix(flag + "="): String(arguments[0].dropFirst(flag.count + 1))
        case 2 where arguments[0] == flag: arguments[1]
        default: nil
        }
        return name.flatMap(CompletionShell.init(rawValue:))
    }
}

/// The command tree the completion scripts describe: the program's commands, `help` with its subjects,
/// and the global options at the top level. It is never parsed.
private struct CompletionTree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: C4Audio.configuration.commandName,
        abstract: C4Audio.configuration.abstract,
        version: C4Audio.version,
        subcommands: C4Audio.configuration.subcommands + [HelpSubjects.self])

    @OptionGroup var global: GlobalOptions
}

/// `c4-audio help COMMAND`, as completion sees it.
private struct HelpSubjects: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "help", abstract: tr("Show the help of a command."))

    /// The program's commands, the subjects `help` takes.
    static var commands: [String] {
        C4Audio.configuration.subcommands.map { $0.configuration.commandName ?? "\($0)".lowercased() }
    }

    @Argument(help: ArgumentHelp(tr("The command.")), completion: .list(HelpSubjects.commands))
    var subjects: [String] = []
}
