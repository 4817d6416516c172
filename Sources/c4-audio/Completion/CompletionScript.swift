import ArgumentParser
import Wording

/// `c4-audio --generate-completion-script bash|zsh|fish`: the script the shells load, written by the
/// project's own generators (``BashCompletion``, ``ZshCompletion``, ``FishCompletion``) over the command
/// tree the program describes of itself (``CompletionCommand``, from the parser's documented
/// `--experimental-dump-help` schema), so it offers exactly what the parser takes: every command and option
/// the program declares, the global options also before the command, and `help`'s subjects.
///
/// Paths complete as files or folders and choices as their values because each option declares its
/// `completion:` (`--notes` a folder, `-o` a file, `--instrument` the instruments).
///
/// ```swift
/// print(try CompletionScript.text(for: .bash))   // what scripts/install.sh installs
/// ```
enum CompletionScript {
    /// The script for `shell`.
    ///
    /// - Throws: ``Failure`` when the program cannot describe its commands (its child process failed).
    static func text(for shell: CompletionShell) throws(Failure) -> String {
        guard let description = ProgramDescription.load(command: []) else {
            throw Failure(tr("cannot make the completion script: the program did not describe its commands"))
        }
        let root = CompletionCommand(description)
        return switch shell {
        case .zsh: ZshCompletion.script(for: root)
        case .fish: FishCompletion.script(for: root)
        default: BashCompletion.script(for: root)
        }
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
