/// The bash completion script for a command tree: one function, `_c4-audio`, which walks the words before
/// the cursor to find the command they name (skipping options and their values, so global options may stand
/// before the command), then offers that command's options, an option's value, its subcommands or its
/// argument; and four functions it asks, one `case` each over the commands' paths.
///
/// Files and folders go through `compgen` into `COMPREPLY` one a line (`mapfile`), so names with spaces
/// stay whole; `compopt -o filenames` lets bash quote them and mark folders.
enum BashCompletion {
    static func script(for root: CompletionCommand) -> String {
        let commands = root.all
        let function = "_" + root.name
        return """
            # bash completion for \(root.name), made by `\(root.name) --generate-completion-script bash` from the
            # program's own description of its commands. Made anew by each version: do not edit.

            # The options of the command named by $1 (its words: '\(root.name) history show').
            \(function)_options() {
                case $1 in
            \(cases(commands) { "echo \(quoted($0.options.flatMap(\.names).joined(separator: " ")))" })
                esac
            }

            # The options of command $1 that take a value.
            \(function)_valued() {
                case $1 in
            \(cases(commands.filter { !$0.valued.isEmpty }) { "echo \(quoted($0.valued.flatMap(\.names).joined(separator: " ")))" })
                esac
            }

            # The subcommands of command $1.
            \(function)_subcommands() {
                case $1 in
            \(cases(commands.filter { !$0.subcommands.isEmpty }) { "echo \(quoted($0.subcommands.map(\.name).joined(separator: " ")))" })
                esac
            }

            # Adds to COMPREPLY what the value of option $2 of command $1 may be.
            \(function)_value() {
                case "$1 $2" in
            \(valueCases(commands, function: function))
                esac
            }

            # Adds to COMPREPLY what argument $2 (0 for the first) of command $1 may be.
            \(function)_argument() {
                case $1 in
            \(argumentCases(commands, function: function))
                esac
            }

            \(function)_offer() { mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen "$@" -- "$cur"); }
            \(function)_files() { compopt -o filenames 2>/dev/null; \(function)_offer -f; }
            \(function)_folders() { compopt -o filenames 2>/dev/null; \(function)_offer -d; }

            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} command=\(quoted(root.name)) arguments=0 takes_value= word i
                COMPREPLY=()
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    if [[ -n $takes_value ]]; then
                        takes_value=
                    elif [[ $word == -* ]]; then
                        [[ " $(\(function)_valued "$command") " == *" $word "* ]] && takes_value=1
                    elif [[ $arguments == 0 && " $(\(function)_subcommands "$command") " == *" $word "* ]]; then
                        command="$command $word"
                    else
                        arguments=$((arguments + 1))
                    fi
                done
                if [[ -n $takes_value ]]; then
                    \(function)_value "$command" "${COMP_WORDS[COMP_CWORD-1]}"
                elif [[ $cur == -* ]]; then
                    \(function)_offer -W "$(\(function)_options "$command")"
                else
                    [[ $arguments == 0 ]] && \(function)_offer -W "$(\(function)_subcommands "$command")"
                    \(function)_argument "$command" "$arguments"
                fi
            }

            complete -F \(function) \(root.name)

            """
    }

    /// One `case` branch a command, `body` its commands.
    private static func cases(_ commands: [CompletionCommand], body: (CompletionCommand) -> String) -> String {
        commands.map { "        \(quoted($0.path))) \(body($0)) ;;" }.joined(separator: "\n")
    }

    /// One branch for every option of every command whose value completes to something.
    private static func valueCases(_ commands: [CompletionCommand], function: String) -> String {
        commands.flatMap { command in
            command.valued.compactMap { option -> String? in
                guard let value = option.value, let offer = offer(value, function: function) else { return nil }
                let patterns = option.names.map { quoted(command.path + " " + $0) }.joined(separator: "|")
                return "        \(patterns)) \(offer) ;;"
            }
        }.joined(separator: "\n")
    }

    /// One branch for every command with an argument that completes to something, the arguments by number
    /// inside (the last one also for every later number when it repeats).
    private static func argumentCases(_ commands: [CompletionCommand], function: String) -> String {
        commands.compactMap { command -> String? in
            let offers = command.arguments.map { offer($0, function: function) }
            guard offers.contains(where: { $0 != nil }) else { return nil }
            let numbered = offers.enumerated().compactMap { number, offer -> String? in
                if number == offers.count - 1 && command.repeatsLast { return "*) \(offer ?? "") ;;" }
                // Every number before a repeating last one has its branch, so that `*` takes only the rest.
                guard offer != nil || command.repeatsLast else { return nil }
                return "\(number)) \(offer ?? "") ;;"
            }
            return "        \(quoted(command.path))) case $2 in \(numbered.joined(separator: " ")) esac ;;"
        }.joined(separator: "\n")
    }

    /// The call that offers `values`, or nil when any word goes.
    private static func offer(_ values: CompletionCommand.Values, function: String) -> String? {
        switch values {
        case .anything: nil
        case .choices(let choices): "\(function)_offer -W \(quoted(choices.joined(separator: " ")))"
        case .files(let extensions) where extensions.isEmpty: "\(function)_files"
        case .files(let extensions):   // folders, to go into, and the files with one of the endings
            (["\(function)_folders"] + extensions.map { "\(function)_offer -f -X \(quoted("!*." + $0))" }).joined(separator: "; ")
        case .folders: "\(function)_folders"
        case .choicesAfter(let choices):
            "case ${COMP_WORDS[COMP_CWORD-1]} in " + choices.keys.sorted().map { key in
                "\(quoted(key))) \(function)_offer -W \(quoted(choices[key, default: []].joined(separator: " "))) ;;"
            }.joined(separator: " ") + " esac"
        }
    }

    /// `text` as one word of the shell, in single quotes.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
