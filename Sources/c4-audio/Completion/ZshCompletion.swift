/// The zsh completion function for a command tree (`_c4-audio`, autoloaded from `fpath` by `#compdef`, or
/// registered with `compdef` when the file is sourced): it walks the words before the cursor as the bash
/// script does, then offers the command's options and subcommands with their descriptions (`_describe`),
/// an option's value or an argument (`compadd` for choices, `_files` for paths).
enum ZshCompletion {
    static func script(for root: CompletionCommand) -> String {
        let commands = root.all
        let function = "_" + root.name
        return """
            #compdef \(root.name)
            # zsh completion for \(root.name), made by `\(root.name) --generate-completion-script zsh` from the
            # program's own description of its commands. Made anew by each version: do not edit.

            # Sets reply to the options of the command named by $1 (its words: '\(root.name) history show'),
            # each with its description.
            \(function)_options() {
                case $1 in
            \(cases(commands) { command in
                "reply=(\(command.options.flatMap { option in option.names.map { described($0, option.abstract) } }.joined(separator: " ")))"
            })
                esac
            }

            # Sets reply to the options of command $1 that take a value.
            \(function)_valued() {
                reply=()
                case $1 in
            \(cases(commands.filter { !$0.valued.isEmpty }) { "reply=(\($0.valued.flatMap(\.names).map(quoted).joined(separator: " ")))" })
                esac
            }

            # Sets reply to the subcommands of command $1, each with its description.
            \(function)_subcommands() {
                reply=()
                case $1 in
            \(cases(commands.filter { !$0.subcommands.isEmpty }) { command in
                "reply=(\(command.subcommands.map { described($0.name, $0.abstract) }.joined(separator: " ")))"
            })
                esac
            }

            # Offers what the value of option $2 of command $1 may be.
            \(function)_value() {
                case "$1 $2" in
            \(valueCases(commands))
                esac
            }

            # Offers what argument $2 (0 for the first) of command $1 may be; fails when it may be any word.
            \(function)_argument() {
                case $1 in
            \(argumentCases(commands))
                esac
                return 1
            }

            \(function)() {
                local command=\(quoted(root.name)) takes_value= word i ret=1
                local -a reply names
                integer arguments=0
                for (( i = 2; i < CURRENT; i++ )); do
                    word=${words[i]}
                    if [[ -n $takes_value ]]; then
                        takes_value=
                    elif [[ $word == -* ]]; then
                        \(function)_valued $command
                        (( ${reply[(Ie)$word]} )) && takes_value=1
                    else
                        names=()
                        (( arguments == 0 )) && \(function)_subcommands $command && names=(${reply%%:*})
                        if (( ${names[(Ie)$word]} )); then
                            command="$command $word"
                        else
                            (( arguments++ ))
                        fi
                    fi
                done
                if [[ -n $takes_value ]]; then
                    \(function)_value $command ${words[CURRENT-1]}
                elif [[ $PREFIX == -* ]]; then
                    \(function)_options $command
                    _describe -t options option reply
                else
                    if (( arguments == 0 )); then
                        \(function)_subcommands $command
                        (( $#reply )) && _describe -t commands command reply && ret=0
                    fi
                    \(function)_argument $command $arguments && ret=0
                    return ret
                fi
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                \(function) "$@"
            else
                compdef \(function) \(root.name)
            fi

            """
    }

    private static func cases(_ commands: [CompletionCommand], body: (CompletionCommand) -> String) -> String {
        commands.map { "        \(quoted($0.path))) \(body($0)) ;;" }.joined(separator: "\n")
    }

    private static func valueCases(_ commands: [CompletionCommand]) -> String {
        commands.flatMap { command in
            command.valued.compactMap { option -> String? in
                guard let value = option.value, let offer = offer(value) else { return nil }
                let patterns = option.names.map { quoted(command.path + " " + $0) }.joined(separator: "|")
                return "        \(patterns)) \(offer) ;;"
            }
        }.joined(separator: "\n")
    }

    private static func argumentCases(_ commands: [CompletionCommand]) -> String {
        commands.compactMap { command -> String? in
            let offers = command.arguments.map(offer)
            guard offers.contains(where: { $0 != nil }) else { return nil }
            let numbered = offers.enumerated().compactMap { number, offer -> String? in
                if number == offers.count - 1 && command.repeatsLast { return "*) \(offer ?? "return 1") ;;" }
                guard offer != nil || command.repeatsLast else { return nil }
                return "\(number)) \(offer ?? "return 1") ;;"
            }
            return "        \(quoted(command.path))) case $2 in \(numbered.joined(separator: " ")) *) return 1 ;; esac; return 0 ;;"
        }.joined(separator: "\n")
    }

    /// The call that offers `values`, or nil when any word goes.
    private static func offer(_ values: CompletionCommand.Values) -> String? {
        switch values {
        case .anything: nil
        case .choices(let choices): "compadd -- \(choices.map(quoted).joined(separator: " "))"
        case .files(let extensions) where extensions.isEmpty: "_files"
        case .files(let extensions): "_files -g \(quoted("*.(" + extensions.joined(separator: "|") + ")"))"
        case .folders: "_files -/"
        case .choicesAfter(let choices):
            "case ${words[CURRENT-1]} in " + choices.keys.sorted().map { key in
                "\(quoted(key))) compadd -- \(choices[key, default: []].map(quoted).joined(separator: " ")) ;;"
            }.joined(separator: " ") + " *) return 1 ;; esac"
        }
    }

    /// `name:description` for `_describe`, quoted (a colon in the name escaped).
    private static func described(_ name: String, _ abstract: String) -> String {
        quoted(name.replacing(":", with: #"\:"#) + ":" + abstract)
    }

    private static func quoted(_ text: String) -> String { BashCompletion.quoted(text) }
}
