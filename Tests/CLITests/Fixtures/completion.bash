# bash completion for c4-audio, made by `c4-audio --generate-completion-script bash` from the
# program's own description of its commands. Made anew by each version: do not edit.

# The options of the command named by $1 (its words: 'c4-audio history show').
_c4-audio_options() {
    case $1 in
        'c4-audio') echo '--version -h --help --first --level --opponent --name --opponent-name --disc-color --bot-disc-color --interval --seed --from --mute --volume --dry --screen-reader --no-screen-reader --speak --no-speak --voice --cues --composer --no-color --color --notes --instrument --db --device --language' ;;
        'c4-audio play') echo '--first --level --opponent --name --opponent-name --disc-color --bot-disc-color --interval --seed --from --mute --volume --dry --screen-reader --no-screen-reader --speak --no-speak --voice --cues --composer --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio resume') echo '--interval --seed --mute --volume --dry --screen-reader --no-screen-reader --speak --no-speak --voice --cues --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio demo') echo '--once --interval --seed --composer --mute --volume --dry --screen-reader --no-screen-reader --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio show') echo '--data --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio solve') echo '--analyze --weak --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio selfplay') echo '--games --levels --seed --jsonl --save --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio render') echo '--moves --music --seed --human -o --output --interval --sample-rate --channels --dry --speak --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio replay') echo '--moves --music --seed --human --interval --speed --channels --mute --volume --dry --screen-reader --no-screen-reader --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio music') echo '--check --moves --seed --human --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio notes') echo '--version -h --help' ;;
        'c4-audio notes generate') echo '--sample-rate --soundfont --program --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio notes list') echo '--no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio review') echo '--moves --json --screen-reader --no-screen-reader --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio puzzle') echo '--seed --answer --stats --json --screen-reader --no-screen-reader --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history') echo '--version -h --help --json --limit --offset --no-color --color --notes --instrument --db --device --language' ;;
        'c4-audio history list') echo '--json --limit --offset --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history show') echo '--json --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history delete') echo '--no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history clear') echo '--yes --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history export') echo '--format --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio history import') echo '--format --seed --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio stats') echo '--json --no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio settings') echo '--version -h --help --no-color --color --notes --instrument --db --device --language' ;;
        'c4-audio settings show') echo '--no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio settings set') echo '--no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio settings reset') echo '--no-color --color --notes --instrument --db --device --language --version -h --help' ;;
        'c4-audio help') echo '--version' ;;
    esac
}

# The options of command $1 that take a value.
_c4-audio_valued() {
    case $1 in
        'c4-audio') echo '--first --level --opponent --name --opponent-name --disc-color --bot-disc-color --interval --seed --from --volume --voice --cues --composer --color --notes --instrument --db --device --language' ;;
        'c4-audio play') echo '--first --level --opponent --name --opponent-name --disc-color --bot-disc-color --interval --seed --from --volume --voice --cues --composer --color --notes --instrument --db --device --language' ;;
        'c4-audio resume') echo '--interval --seed --volume --voice --cues --color --notes --instrument --db --device --language' ;;
        'c4-audio demo') echo '--interval --seed --composer --volume --color --notes --instrument --db --device --language' ;;
        'c4-audio show') echo '--data --color --notes --instrument --db --device --language' ;;
        'c4-audio solve') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio selfplay') echo '--games --levels --seed --color --notes --instrument --db --device --language' ;;
        'c4-audio render') echo '--moves --music --seed --human -o --output --interval --sample-rate --channels --color --notes --instrument --db --device --language' ;;
        'c4-audio replay') echo '--moves --music --seed --human --interval --speed --channels --volume --color --notes --instrument --db --device --language' ;;
        'c4-audio music') echo '--check --moves --seed --human --color --notes --instrument --db --device --language' ;;
        'c4-audio notes generate') echo '--sample-rate --soundfont --program --color --notes --instrument --db --device --language' ;;
        'c4-audio notes list') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio review') echo '--moves --color --notes --instrument --db --device --language' ;;
        'c4-audio puzzle') echo '--seed --answer --color --notes --instrument --db --device --language' ;;
        'c4-audio history') echo '--limit --offset --color --notes --instrument --db --device --language' ;;
        'c4-audio history list') echo '--limit --offset --color --notes --instrument --db --device --language' ;;
        'c4-audio history show') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio history delete') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio history clear') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio history export') echo '--format --color --notes --instrument --db --device --language' ;;
        'c4-audio history import') echo '--format --seed --color --notes --instrument --db --device --language' ;;
        'c4-audio stats') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio settings') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio settings show') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio settings set') echo '--color --notes --instrument --db --device --language' ;;
        'c4-audio settings reset') echo '--color --notes --instrument --db --device --language' ;;
    esac
}

# The subcommands of command $1.
_c4-audio_subcommands() {
    case $1 in
        'c4-audio') echo 'play resume demo show solve selfplay render replay music notes review puzzle history stats settings help' ;;
        'c4-audio notes') echo 'generate list' ;;
        'c4-audio history') echo 'list show delete clear export import' ;;
        'c4-audio settings') echo 'show set reset' ;;
    esac
}

# Adds to COMPREPLY what the value of option $2 of command $1 may be.
_c4-audio_value() {
    case "$1 $2" in
        'c4-audio --first') _c4-audio_offer -W 'me bot random' ;;
        'c4-audio --level') _c4-audio_offer -W 'easy medium hard perfect' ;;
        'c4-audio --opponent') _c4-audio_offer -W 'bot human' ;;
        'c4-audio --disc-color') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;;
        'c4-audio --bot-disc-color') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;;
        'c4-audio --voice') _c4-audio_offer -W 'built-in speech-dispatcher' ;;
        'c4-audio --cues') _c4-audio_offer -W 'off on' ;;
        'c4-audio --composer') _c4-audio_offer -W 'phrased uniform' ;;
        'c4-audio --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio --notes') _c4-audio_folders ;;
        'c4-audio --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio --db') _c4-audio_files ;;
        'c4-audio --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio play --first') _c4-audio_offer -W 'me bot random' ;;
        'c4-audio play --level') _c4-audio_offer -W 'easy medium hard perfect' ;;
        'c4-audio play --opponent') _c4-audio_offer -W 'bot human' ;;
        'c4-audio play --disc-color') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;;
        'c4-audio play --bot-disc-color') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;;
        'c4-audio play --voice') _c4-audio_offer -W 'built-in speech-dispatcher' ;;
        'c4-audio play --cues') _c4-audio_offer -W 'off on' ;;
        'c4-audio play --composer') _c4-audio_offer -W 'phrased uniform' ;;
        'c4-audio play --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio play --notes') _c4-audio_folders ;;
        'c4-audio play --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio play --db') _c4-audio_files ;;
        'c4-audio play --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio resume --voice') _c4-audio_offer -W 'built-in speech-dispatcher' ;;
        'c4-audio resume --cues') _c4-audio_offer -W 'off on' ;;
        'c4-audio resume --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio resume --notes') _c4-audio_folders ;;
        'c4-audio resume --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio resume --db') _c4-audio_files ;;
        'c4-audio resume --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio demo --composer') _c4-audio_offer -W 'phrased uniform' ;;
        'c4-audio demo --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio demo --notes') _c4-audio_folders ;;
        'c4-audio demo --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio demo --db') _c4-audio_files ;;
        'c4-audio demo --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio show --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio show --notes') _c4-audio_folders ;;
        'c4-audio show --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio show --db') _c4-audio_files ;;
        'c4-audio show --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio solve --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio solve --notes') _c4-audio_folders ;;
        'c4-audio solve --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio solve --db') _c4-audio_files ;;
        'c4-audio solve --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio selfplay --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio selfplay --notes') _c4-audio_folders ;;
        'c4-audio selfplay --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio selfplay --db') _c4-audio_files ;;
        'c4-audio selfplay --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio render --human') _c4-audio_offer -W 'first second both none' ;;
        'c4-audio render -o'|'c4-audio render --output') _c4-audio_files ;;
        'c4-audio render --channels') _c4-audio_offer -W '1 2' ;;
        'c4-audio render --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio render --notes') _c4-audio_folders ;;
        'c4-audio render --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio render --db') _c4-audio_files ;;
        'c4-audio render --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio replay --human') _c4-audio_offer -W 'first second both none' ;;
        'c4-audio replay --channels') _c4-audio_offer -W '1 2' ;;
        'c4-audio replay --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio replay --notes') _c4-audio_folders ;;
        'c4-audio replay --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio replay --db') _c4-audio_files ;;
        'c4-audio replay --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio music --human') _c4-audio_offer -W 'first second both none' ;;
        'c4-audio music --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio music --notes') _c4-audio_folders ;;
        'c4-audio music --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio music --db') _c4-audio_files ;;
        'c4-audio music --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio notes generate --soundfont') _c4-audio_folders; _c4-audio_offer -f -X '!*.sf2' ;;
        'c4-audio notes generate --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio notes generate --notes') _c4-audio_folders ;;
        'c4-audio notes generate --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio notes generate --db') _c4-audio_files ;;
        'c4-audio notes generate --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio notes list --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio notes list --notes') _c4-audio_folders ;;
        'c4-audio notes list --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio notes list --db') _c4-audio_files ;;
        'c4-audio notes list --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio review --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio review --notes') _c4-audio_folders ;;
        'c4-audio review --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio review --db') _c4-audio_files ;;
        'c4-audio review --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio puzzle --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio puzzle --notes') _c4-audio_folders ;;
        'c4-audio puzzle --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio puzzle --db') _c4-audio_files ;;
        'c4-audio puzzle --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history --notes') _c4-audio_folders ;;
        'c4-audio history --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history --db') _c4-audio_files ;;
        'c4-audio history --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history list --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history list --notes') _c4-audio_folders ;;
        'c4-audio history list --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history list --db') _c4-audio_files ;;
        'c4-audio history list --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history show --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history show --notes') _c4-audio_folders ;;
        'c4-audio history show --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history show --db') _c4-audio_files ;;
        'c4-audio history show --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history delete --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history delete --notes') _c4-audio_folders ;;
        'c4-audio history delete --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history delete --db') _c4-audio_files ;;
        'c4-audio history delete --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history clear --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history clear --notes') _c4-audio_folders ;;
        'c4-audio history clear --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history clear --db') _c4-audio_files ;;
        'c4-audio history clear --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history export --format') _c4-audio_offer -W 'moves data json' ;;
        'c4-audio history export --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history export --notes') _c4-audio_folders ;;
        'c4-audio history export --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history export --db') _c4-audio_files ;;
        'c4-audio history export --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio history import --format') _c4-audio_offer -W 'moves data json' ;;
        'c4-audio history import --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio history import --notes') _c4-audio_folders ;;
        'c4-audio history import --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio history import --db') _c4-audio_files ;;
        'c4-audio history import --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio stats --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio stats --notes') _c4-audio_folders ;;
        'c4-audio stats --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio stats --db') _c4-audio_files ;;
        'c4-audio stats --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio settings --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio settings --notes') _c4-audio_folders ;;
        'c4-audio settings --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio settings --db') _c4-audio_files ;;
        'c4-audio settings --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio settings show --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio settings show --notes') _c4-audio_folders ;;
        'c4-audio settings show --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio settings show --db') _c4-audio_files ;;
        'c4-audio settings show --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio settings set --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio settings set --notes') _c4-audio_folders ;;
        'c4-audio settings set --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio settings set --db') _c4-audio_files ;;
        'c4-audio settings set --language') _c4-audio_offer -W 'auto en nl' ;;
        'c4-audio settings reset --color') _c4-audio_offer -W 'always auto never' ;;
        'c4-audio settings reset --notes') _c4-audio_folders ;;
        'c4-audio settings reset --instrument') _c4-audio_offer -W 'piano marimba celesta' ;;
        'c4-audio settings reset --db') _c4-audio_files ;;
        'c4-audio settings reset --language') _c4-audio_offer -W 'auto en nl' ;;
    esac
}

# Adds to COMPREPLY what argument $2 (0 for the first) of command $1 may be.
_c4-audio_argument() {
    case $1 in
        'c4-audio notes generate') case $2 in 0) _c4-audio_folders ;; esac ;;
        'c4-audio history import') case $2 in 0) _c4-audio_files ;; esac ;;
        'c4-audio settings set') case $2 in 0) _c4-audio_offer -W 'level first name colour bot-colour speed interval device volume instrument language screen-reader speech cues voice' ;; 1) case ${COMP_WORDS[COMP_CWORD-1]} in 'bot-colour') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;; 'colour') _c4-audio_offer -W 'red yellow green purple blue orange pink cyan white brown' ;; 'cues') _c4-audio_offer -W 'off on' ;; 'first') _c4-audio_offer -W 'me bot random' ;; 'instrument') _c4-audio_offer -W 'piano marimba celesta' ;; 'language') _c4-audio_offer -W 'auto en nl' ;; 'level') _c4-audio_offer -W 'easy medium hard perfect' ;; 'screen-reader') _c4-audio_offer -W 'off on' ;; 'speech') _c4-audio_offer -W 'off on' ;; 'voice') _c4-audio_offer -W 'built-in speech-dispatcher' ;; esac ;; esac ;;
        'c4-audio settings reset') case $2 in 0) _c4-audio_offer -W 'level first name colour bot-colour speed interval device volume instrument language screen-reader speech cues voice' ;; esac ;;
        'c4-audio help') case $2 in 0) _c4-audio_offer -W 'play resume demo show solve selfplay render replay music notes review puzzle history stats settings' ;; esac ;;
    esac
}

_c4-audio_offer() { mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen "$@" -- "$cur"); }
_c4-audio_files() { compopt -o filenames 2>/dev/null; _c4-audio_offer -f; }
_c4-audio_folders() { compopt -o filenames 2>/dev/null; _c4-audio_offer -d; }

_c4-audio() {
    local cur=${COMP_WORDS[COMP_CWORD]} command='c4-audio' arguments=0 takes_value= word i
    COMPREPLY=()
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ -n $takes_value ]]; then
            takes_value=
        elif [[ $word == -* ]]; then
            [[ " $(_c4-audio_valued "$command") " == *" $word "* ]] && takes_value=1
        elif [[ $arguments == 0 && " $(_c4-audio_subcommands "$command") " == *" $word "* ]]; then
            command="$command $word"
        else
            arguments=$((arguments + 1))
        fi
    done
    if [[ -n $takes_value ]]; then
        _c4-audio_value "$command" "${COMP_WORDS[COMP_CWORD-1]}"
    elif [[ $cur == -* ]]; then
        _c4-audio_offer -W "$(_c4-audio_options "$command")"
    else
        [[ $arguments == 0 ]] && _c4-audio_offer -W "$(_c4-audio_subcommands "$command")"
        _c4-audio_argument "$command" "$arguments"
    fi
}

complete -F _c4-audio c4-audio
