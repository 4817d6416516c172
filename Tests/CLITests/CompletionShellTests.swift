import Foundation
import TestSupport
import Testing

/// The completion scripts complete in their shells: each script is loaded by bash, zsh or fish, which is
/// asked what it offers for a command line, in a folder holding a file and a folder. Paths complete as
/// files or folders as the option takes them, choices as their values, commands (also after `help`) by name,
/// and the global options also before the command.
@Suite struct CompletionShellTests {
    /// A command line (ending where <TAB> is pressed), what must be offered and what must not.
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var offered: [String]
        var notOffered: [String] = []
        var testDescription: String { "'\(line)<TAB>'" }
    }

    static let cases: [Case] = [
        Case(line: "c4-audio render --moves 4453 -o g", offered: ["game.wav", "glow.txt"]),          // a file
        Case(line: "c4-audio --notes ", offered: ["sub"], notOffered: ["game.wav"]),              // a folder, top level
        Case(line: "c4-audio notes generate s", offered: ["sub"], notOffered: ["game.wav"]),     // a folder argument
        Case(line: "c4-audio play --level ", offered: ["easy", "medium", "hard", "perfect"]),      // a choice
        Case(line: "c4-audio --instrument m", offered: ["marimba"]),                              // a global choice, top level
        Case(line: "c4-audio render --moves 4 -o x.wav --channels ", offered: ["1", "2"]),
        Case(line: "c4-audio re", offered: ["render", "replay", "resume"], notOffered: ["show"]),   // a command
        Case(line: "c4-audio help hi", offered: ["history"]),                                       // help's subjects
        Case(line: "c4-audio --language nl history show --j", offered: ["--json"], notOffered: ["--limit"]), // the command after a global option
        Case(line: "c4-audio settings set ", offered: ["level", "instrument"]),                    // a choice of argument
        Case(line: "c4-audio settings set instrument ", offered: ["piano", "celesta"], notOffered: ["easy"]), // by the key before
        Case(line: "c4-audio settings reset l", offered: ["level", "language"]),
        Case(line: "c4-audio --l", offered: ["--level", "--language"], notOffered: ["--json"]),     // the default command's options
    ]

    /// Asks bash: the script's function called as bash's completion would call it.
    static let bashHarness = #"""
        source "$1"
        line=$2
        read -ra COMP_WORDS <<< "$line"
        [[ "$line" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE=$line; COMP_POINT=${#line}
        _c4-audio c4-audio "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#

    /// Asks zsh: an interactive zsh in a pseudo-terminal (zpty) with compinit and the script on `fpath`,
    /// the line typed and <TAB> pressed; `compadd` prints what it is given.
    static let zshHarness = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT='>' ; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D"
        zpty -w z 'compadd () { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi; typeset -a __hits; builtin compadd -A __hits "$@"; local h; for h in $__hits; do print -n -- "\nHIT:$h\n"; done; builtin compadd "$@"; }'
        zpty -w z "print -n -- '\nREADY'"
        zpty -r z line '*READY*'
        zpty -w -n z "$2"$'\t'
        sleep 1
        zpty -w z $'\C-c'
        zpty -w z "print -n -- '\nDONE'"
        zpty -r z out '*DONE*'
        print -r -- "$out" | tr -d '\r' | grep -ao 'HIT:[^[:cntrl:]]*' | sed 's/^HIT://'
        zpty -d z
        """#

    /// What `shell` offers for `line`, one candidate a line (fish's descriptions cut off, folders without `/`).
    static func offered(shell: String, line: String, in folder: String) throws -> [String] {
        let script = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        let process = Process()
        switch shell {
        case "bash":
            let path = folder + "/c4-audio.bash"
            try script.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            try bashHarness.write(toFile: folder + "/harness.bash", atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [folder + "/harness.bash", path, line]
        case "zsh":
            try FileManager.default.createDirectory(atPath: folder + "/functions", withIntermediateDirectories: true)
            try script.stdout.write(toFile: folder + "/functions/_c4-audio", atomically: true, encoding: .utf8)
            try zshHarness.write(toFile: folder + "/harness.zsh", atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: try #require(Tools.find("zsh")))
            process.arguments = ["-f", folder + "/harness.zsh", folder + "/functions", line]
        default:
            let path = folder + "/c4-audio.fish"
            try script.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: try #require(Tools.find("fish")))
            process.arguments = ["--no-config", "-c", "source \(path); complete -C \(Self.fishQuoted(line))"]
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder + "/work")
        process.environment = Sandbox.environment(["PATH": CLIRunner.productsDirectory.path + ":/usr/bin:/bin", "TERM": "xterm"])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            String($0.prefix { $0 != "\t" }).trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        }
    }

    static func fishQuoted(_ text: String) -> String { "'" + text.replacing("'", with: "\\'") + "'" }

    @Test(arguments: cases)
    func bashCompletes(example: Case) throws { try Self.check(shell: "bash", example) }

    @Test(.requires(.tool("zsh", package: "zsh")), arguments: cases)
    func zshCompletes(example: Case) throws { try Self.check(shell: "zsh", example) }

    @Test(.requires(.tool("fish", package: "fish")), arguments: cases)
    func fishCompletes(example: Case) throws { try Self.check(shell: "fish", example) }

    /// Checks what `shell` offers for the example's line.
    static func check(shell: String, _ example: Case) throws {
        let folder = Sandbox.folder("completion-\(shell)")
        for path in ["work/sub", "work/game.wav", "work/glow.txt"] {
            if path.hasSuffix("sub") {
                try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
            } else {
                FileManager.default.createFile(atPath: folder + "/" + path, contents: Data())
            }
        }
        let offered = try Self.offered(shell: shell, line: example.line, in: folder)
        for word in example.offered {
            #expect(offered.contains(word), "\(shell) offers \(offered) for '\(example.line)', not \(word)")
        }
        for word in example.notOffered {
            #expect(!offered.contains(word), "\(shell) offers \(word) for '\(example.line)'")
        }
    }
}
