#!/bin/bash

__c4-audio_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__c4-audio_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__c4-audio_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__c4-audio_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_c4-audio() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--no-color --version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    play|resume|demo|show|solve|selfplay|render|replay|music|notes|review|puzzle|history|stats|settings|help)
        # Offer subcommand argument completions
        "_c4-audio_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'play resume demo show solve selfplay render replay music notes review puzzle history stats settings help' -- "${cur}"))
        ;;
    esac
}

_c4-audio_play() {
    repeating_flags=()
    non_repeating_flags=(--mute --dry --screen-reader --no-screen-reader --speak --no-speak --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--first --level --opponent --name --opponent-name --disc-color --bot-disc-color --interval --seed --from --volume --voice --cues --composer --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--first')
        __c4-audio_add_completions -W 'me'$'\n''bot'$'\n''random'
        return
        ;;
    '--level')
        __c4-audio_add_completions -W 'easy'$'\n''medium'$'\n''hard'$'\n''perfect'
        return
        ;;
    '--opponent')
        __c4-audio_add_completions -W 'bot'$'\n''human'
        return
        ;;
    '--name')
        return
        ;;
    '--opponent-name')
        return
        ;;
    '--disc-color')
        __c4-audio_add_completions -W 'red'$'\n''yellow'$'\n''green'$'\n''purple'$'\n''blue'$'\n''orange'$'\n''pink'$'\n''cyan'$'\n''white'$'\n''brown'
        return
        ;;
    '--bot-disc-color')
        __c4-audio_add_completions -W 'red'$'\n''yellow'$'\n''green'$'\n''purple'$'\n''blue'$'\n''orange'$'\n''pink'$'\n''cyan'$'\n''white'$'\n''brown'
        return
        ;;
    '--interval')
        return
        ;;
    '--seed')
        return
        ;;
    '--from')
        return
        ;;
    '--volume')
        return
        ;;
    '--voice')
        __c4-audio_add_completions -W 'built-in'$'\n''speech-dispatcher'
        return
        ;;
    '--cues')
        __c4-audio_add_completions -W 'off'$'\n''on'
        return
        ;;
    '--composer')
        __c4-audio_add_completions -W 'phrased'$'\n''uniform'
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_resume() {
    repeating_flags=()
    non_repeating_flags=(--mute --dry --screen-reader --no-screen-reader --speak --no-speak --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--interval --seed --volume --voice --cues --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--interval')
        return
        ;;
    '--seed')
        return
        ;;
    '--volume')
        return
        ;;
    '--voice')
        __c4-audio_add_completions -W 'built-in'$'\n''speech-dispatcher'
        return
        ;;
    '--cues')
        __c4-audio_add_completions -W 'off'$'\n''on'
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_demo() {
    repeating_flags=()
    non_repeating_flags=(--once --mute --dry --screen-reader --no-screen-reader --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--interval --seed --composer --volume --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--interval')
        return
        ;;
    '--seed')
        return
        ;;
    '--composer')
        __c4-audio_add_completions -W 'phrased'$'\n''uniform'
        return
        ;;
    '--volume')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_show() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--data --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--data')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_solve() {
    repeating_flags=()
    non_repeating_flags=(--analyze --weak --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_selfplay() {
    repeating_flags=()
    non_repeating_flags=(--jsonl --save --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--games --levels --seed --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--games')
        return
        ;;
    '--levels')
        return
        ;;
    '--seed')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_render() {
    repeating_flags=()
    non_repeating_flags=(--dry --speak --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--moves --music --seed --human --output -o --interval --sample-rate --channels --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--moves')
        return
        ;;
    '--music')
        return
        ;;
    '--seed')
        return
        ;;
    '--human')
        __c4-audio_add_completions -W 'first'$'\n''second'$'\n''both'$'\n''none'
        return
        ;;
    '--output'|'-o')
        __c4-audio_add_completions -f
        return
        ;;
    '--interval')
        return
        ;;
    '--sample-rate')
        return
        ;;
    '--channels')
        __c4-audio_add_completions -W '1'$'\n''2'
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_replay() {
    repeating_flags=()
    non_repeating_flags=(--mute --dry --screen-reader --no-screen-reader --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--moves --music --seed --human --interval --speed --channels --volume --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--moves')
        return
        ;;
    '--music')
        return
        ;;
    '--seed')
        return
        ;;
    '--human')
        __c4-audio_add_completions -W 'first'$'\n''second'$'\n''both'$'\n''none'
        return
        ;;
    '--interval')
        return
        ;;
    '--speed')
        return
        ;;
    '--channels')
        __c4-audio_add_completions -W '1'$'\n''2'
        return
        ;;
    '--volume')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_music() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--check --moves --seed --human --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--check')
        return
        ;;
    '--moves')
        return
        ;;
    '--seed')
        return
        ;;
    '--human')
        __c4-audio_add_completions -W 'first'$'\n''second'$'\n''both'$'\n''none'
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_notes() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __c4-audio_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    generate|list)
        # Offer subcommand argument completions
        "_c4-audio_notes_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'generate list' -- "${cur}"))
        ;;
    esac
}

_c4-audio_notes_generate() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--sample-rate --soundfont --program --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--sample-rate')
        return
        ;;
    '--soundfont')
        __c4-audio_add_completions -o plusdirs -fX '!*.@(sf2)'
        return
        ;;
    '--program')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __c4-audio_add_completions -d
        return
        ;;
    esac
}

_c4-audio_notes_list() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_review() {
    repeating_flags=()
    non_repeating_flags=(--json --screen-reader --no-screen-reader --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--moves --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--moves')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_puzzle() {
    repeating_flags=()
    non_repeating_flags=(--stats --json --screen-reader --no-screen-reader --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--seed --answer --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--seed')
        return
        ;;
    '--answer')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __c4-audio_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|show|delete|clear|export|import)
        # Offer subcommand argument completions
        "_c4-audio_history_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list show delete clear export import' -- "${cur}"))
        ;;
    esac
}

_c4-audio_history_list() {
    repeating_flags=()
    non_repeating_flags=(--json --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--limit --offset --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    '--offset')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history_show() {
    repeating_flags=()
    non_repeating_flags=(--json --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history_delete() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history_clear() {
    repeating_flags=()
    non_repeating_flags=(--yes --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history_export() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __c4-audio_add_completions -W 'moves'$'\n''data'$'\n''json'
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_history_import() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --seed --color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __c4-audio_add_completions -W 'moves'$'\n''data'$'\n''json'
        return
        ;;
    '--seed')
        return
        ;;
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __c4-audio_add_completions -f
        return
        ;;
    esac
}

_c4-audio_stats() {
    repeating_flags=()
    non_repeating_flags=(--json --no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_settings() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __c4-audio_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    show|set|reset)
        # Offer subcommand argument completions
        "_c4-audio_settings_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'show set reset' -- "${cur}"))
        ;;
    esac
}

_c4-audio_settings_show() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_settings_set() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __c4-audio_add_completions -W 'level'$'\n''first'$'\n''name'$'\n''colour'$'\n''bot-colour'$'\n''speed'$'\n''interval'$'\n''device'$'\n''volume'$'\n''instrument'$'\n''language'$'\n''screen-reader'$'\n''speech'$'\n''cues'$'\n''voice'
        return
        ;;
    esac
}

_c4-audio_settings_reset() {
    repeating_flags=()
    non_repeating_flags=(--no-color --version -h --help)
    repeating_options=()
    non_repeating_options=(--color --notes --instrument --db --device --language)
    __c4-audio_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--color')
        __c4-audio_add_completions -W 'always'$'\n''auto'$'\n''never'
        return
        ;;
    '--notes')
        __c4-audio_add_completions -d
        return
        ;;
    '--instrument')
        __c4-audio_add_completions -W 'piano'$'\n''marimba'$'\n''celesta'
        return
        ;;
    '--db')
        __c4-audio_add_completions -f
        return
        ;;
    '--device')
        return
        ;;
    '--language')
        __c4-audio_add_completions -W 'auto'$'\n''en'$'\n''nl'
        return
        ;;
    esac
}

_c4-audio_help() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __c4-audio_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __c4-audio_add_completions -W 'play'$'\n''resume'$'\n''demo'$'\n''show'$'\n''solve'$'\n''selfplay'$'\n''render'$'\n''replay'$'\n''music'$'\n''notes'$'\n''review'$'\n''puzzle'$'\n''history'$'\n''stats'$'\n''settings'
        return
        ;;
    esac
}


complete -o filenames -F _c4-audio c4-audio