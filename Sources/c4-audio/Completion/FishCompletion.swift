/// The fish completions for a command tree: a function that walks the words before the cursor as the bash
/// script does (`__c4_audio_state`: the command they name, how many arguments follow it, whether an
/// option's value is due), and one `complete` line for each option, subcommand and argument, guarded by
/// that state. Nothing completes to files unless it takes a file (`complete -f` for the program).
enum FishCompletion {
    static func script(for root: CompletionCommand) -> String {
        let commands = root.all
        let prefix = "__" + root.name.replacing("-", with: "_")
        let program = root.name
        var lines: [String] = []
        for command in commands {
            let at = "\(prefix)_at \(quoted(command.path))"
            for option in command.options {
                var words = ["complete -c \(program) -n \(quoted(at))"]
                for name in option.names {
                    words.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : name.count == 2 ? "-s \(name.dropFirst())" : "-o \(name.dropFirst())")
                }
                if let value = option.value { words.append(valueFlags(value)) }
                if !option.abstract.isEmpty { words.append("-d \(quoted(option.abstract))") }
                lines.append(words.joined(separator: " "))
            }
            for subcommand in command.subcommands {
                let condition = "\(prefix)_argument \(quoted(command.path)) 0"
                lines.append("complete -c \(program) -n \(quoted(condition)) -a \(quoted(subcommand.name)) -d \(quoted(subcommand.abstract))")
            }
            for (number, values) in command.arguments.enumerated() where values != .anything {
                let repeats = number == command.arguments.count - 1 && command.repeatsLast
                let condition = "\(prefix)_argument \(quoted(command.path)) \(number)\(repeats ? " or-more" : "")"
                if case .choicesAfter(let choices) = values {
                    for key in choices.keys.sorted() {
                        let after = "\(condition); and test (commandline -opc)[-1] = \(quoted(key))"
                        lines.append("complete -c \(program) -n \(quoted(after)) \(valueFlags(.choices(choices[key, default: []])))")
                    }
                } else {
                    lines.append("complete -c \(program) -n \(quoted(condition)) \(valueFlags(values))")
                }
            }
        }
        return """
            # fish completions for \(program), made by `\(program) --generate-completion-script fish` from the
            # program's own description of its commands. Made anew by each version: do not edit.

            # The options of the command named by $argv[1] (its words: '\(program) history show') that take a value.
            function \(prefix)_valued
                switch $argv[1]
            \(commands.filter { !$0.valued.isEmpty }.map { "        case \(quoted($0.path))\n            echo \($0.valued.flatMap(\.names).map(quoted).joined(separator: " "))" }.joined(separator: "\n"))
                end
            end

            # The subcommands of command $argv[1].
            function \(prefix)_subcommands
                switch $argv[1]
            \(commands.filter { !$0.subcommands.isEmpty }.map { "        case \(quoted($0.path))\n            echo \($0.subcommands.map { quoted($0.name) }.joined(separator: " "))" }.joined(separator: "\n"))
                end
            end

            # Prints the command the words before the cursor name, how many arguments follow it, and 1 when
            # the next word is an option's value (else 0).
            function \(prefix)_state
                set -l words (commandline -opc)
                set -e words[1]
                set -l command \(quoted(program))
                set -l arguments 0
                set -l takes_value 0
                for word in $words
                    if test $takes_value = 1
                        set takes_value 0
                    else if string match -q -- '-*' $word
                        contains -- $word (string split ' ' -- (\(prefix)_valued $command)); and set takes_value 1
                    else if test $arguments = 0; and contains -- $word (string split ' ' -- (\(prefix)_subcommands $command))
                        set command "$command $word"
                    else
                        set arguments (math $arguments + 1)
                    end
                end
                printf '%s\\n' $command $arguments $takes_value
            end

            # True when the words before the cursor name command $argv[1].
            function \(prefix)_at
                set -l state (\(prefix)_state)
                test "$state[1]" = "$argv[1]"
            end

            # True when argument $argv[2] (0 for the first; or a later one, given or-more) of command $argv[1] is due.
            function \(prefix)_argument
                set -l state (\(prefix)_state)
                test "$state[1]" = "$argv[1]"; and test $state[3] = 0; or return 1
                test $state[2] = $argv[2]; or begin; test "$argv[3]" = or-more; and test $state[2] -gt $argv[2]; end
            end

            complete -c \(program) -f
            \(lines.joined(separator: "\n"))

            """
    }

    /// The flags that make fish take and offer an option's value (or an argument).
    private static func valueFlags(_ values: CompletionCommand.Values) -> String {
        switch values {
        case .anything: "-x"
        case .choices(let choices): "-x -a \(quoted(choices.joined(separator: " ")))"
        case .files(let extensions) where extensions.isEmpty: "-r -F"
        case .files(let extensions):
            "-x -a \(quoted("(__fish_complete_suffix " + extensions.map { "." + $0 }.joined(separator: " ") + ")"))"
        case .folders: "-x -a '(__fish_complete_directories)'"
        case .choicesAfter: "-x"   // one line a word before, written by the caller
        }
    }

    /// `text` as one word of fish, in single quotes (fish escapes `\` and `'` inside them).
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
