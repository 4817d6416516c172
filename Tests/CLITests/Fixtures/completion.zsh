#compdef c4-audio

__c4-audio_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__c4-audio_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __c4-audio_complete "${completions[@]:0:-1}"
    fi
}

__c4-audio_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_c4-audio() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'play:Play Connect 4 in the terminal against the bot or another person.'
            'resume:Continue an unfinished game (the newest, or game ID), opening with the Current tune.'
            'demo:Watch and hear the bots play each other, one game after another (any key quits).'
            'show:Print the board of a game with its winning cells, move numbers and outcome.'
            'solve:Print the exact score of positions under perfect play.'
            'selfplay:Play bots against each other and report the results.'
            'render:Write a game'\''s music, every piece'\''s note and its ending, to an audio file.'
            'replay:Play a game through the sound card: animated in a terminal, else one line per move as it sounds.'
            'music:Print the music string composed for a game, or check one.'
            'notes:Make the note bank, or list the notes in use.'
            'review:Judge every move of a game by the perfect solver: the outcome before and after, a verdict, the turning points and their lines.'
            'puzzle:Your mistakes as puzzles: find a move that keeps the outcome of a position where you made a mistake or a blunder.'
            'history:List, show, delete, export and import the stored games.'
            'stats:Wins, losses and draws per player name, best first.'
            'settings:Show, set or reset the stored defaults.'
            'help:Show the help of a command.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        play|resume|demo|show|solve|selfplay|render|replay|music|notes|review|puzzle|history|stats|settings|help)
            "_c4-audio_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_c4-audio_play() {
    local -i ret=1
    local -ar ___first=('me' 'bot' 'random')
    local -ar ___level=('easy' 'medium' 'hard' 'perfect')
    local -ar ___opponent=('bot' 'human')
    local -ar ___disc_color=('red' 'yellow' 'green' 'purple' 'blue' 'orange' 'pink' 'cyan' 'white' 'brown')
    local -ar ___bot_disc_color=('red' 'yellow' 'green' 'purple' 'blue' 'orange' 'pink' 'cyan' 'white' 'brown')
    local -ar ___voice=('built-in' 'speech-dispatcher')
    local -ar ___cues=('off' 'on')
    local -ar ___composer=('phrased' 'uniform')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--first[Who moves first\: me, bot or random (default\: the stored setting, else me).]:first:{__c4-audio_complete "${___first[@]}"}'
        '--level[The bot'\''s level\: easy, medium, hard or perfect (default\: the stored setting, else medium).]:level:{__c4-audio_complete "${___level[@]}"}'
        '--opponent[Play the bot, or another person at the same keyboard (human).]:opponent:{__c4-audio_complete "${___opponent[@]}"}'
        '--name[Your name, as shown and as stats counts it\: 1 to 40 characters, not only spaces, without control or invisible format characters (default\: the stored setting, else You).]:name:'
        '--opponent-name[The second person'\''s name with --opponent human\: 1 to 40 characters, not only spaces, without control or invisible format characters (default\: Player 2).]:name:'
        '--disc-color[The colour of your discs\: red, yellow, green, purple, blue, orange, pink, cyan, white or brown (default\: the stored setting, else red).]:colour:{__c4-audio_complete "${___disc_color[@]}"}'
        '--bot-disc-color[The colour of the bot'\''s (or the second person'\''s) discs\: red, yellow, green, purple, blue, orange, pink, cyan, white or brown (default\: the stored setting, else yellow).]:colour:{__c4-audio_complete "${___bot_disc_color[@]}"}'
        '--interval[The time between pieces (in a replay, at speed 1)\: 0.05 to 10 seconds (default\: the stored setting, else 1).]:seconds:'
        '--seed[Seed for the bot'\''s choices, the melody and who moves first, to replay a session.]:seed:'
        '--from[Start a new game from the position before move MOVE of stored game ID, to try a better move there\: you take the side to move, the bot (or, with --opponent human, the other person) the other; it opens as a resumed game does, with the Current tune.]:ID\:MOVE:'
        '--mute[Play no sound (the timing stays the same).]'
        '--volume[The volume in percent (100 = the level of render)\: a whole number from 0 to 100 (default\: the stored setting, else 100).]:percent:'
        '--dry[Leave out the room (reverberation)\: the notes as they are, dry.]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--speak[Say every line of the screen-reader mode aloud (see --voice)\: off or on (default\: the stored setting, else off).]'
        '--no-speak[Say every line of the screen-reader mode aloud (see --voice)\: off or on (default\: the stored setting, else off).]'
        '--voice[Who says the lines of --speak\: built-in (the game'\''s own voice, mixed with the notes, a line within tens of milliseconds of its note) or speech-dispatcher (your own voice and rate, about a quarter of a second later)\: built-in or speech-dispatcher (default\: the stored setting, else built-in).]:voice:{__c4-audio_complete "${___voice[@]}"}'
        '--cues[Describe the board in sound\: the column under the cursor (or asked with c N) as one tick per stone at its place, rising, and a cue when a four becomes playable\: off or on (default\: the stored setting, else on).]:on|off:{__c4-audio_complete "${___cues[@]}"}'
        '--composer[How melodies are composed\: in phrases that mostly move by step, with a motif that returns (phrased), or each note drawn at random as in earlier versions (uniform).]:phrased|uniform:{__c4-audio_complete "${___composer[@]}"}'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_resume() {
    local -i ret=1
    local -ar ___voice=('built-in' 'speech-dispatcher')
    local -ar ___cues=('off' 'on')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--interval[The time between pieces (in a replay, at speed 1)\: 0.05 to 10 seconds (default\: the stored setting, else 1).]:seconds:'
        '--seed[Seed for the bot'\''s choices and the rest of the melody.]:seed:'
        '--mute[Play no sound (the timing stays the same).]'
        '--volume[The volume in percent (100 = the level of render)\: a whole number from 0 to 100 (default\: the stored setting, else 100).]:percent:'
        '--dry[Leave out the room (reverberation)\: the notes as they are, dry.]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--speak[Say every line of the screen-reader mode aloud (see --voice)\: off or on (default\: the stored setting, else off).]'
        '--no-speak[Say every line of the screen-reader mode aloud (see --voice)\: off or on (default\: the stored setting, else off).]'
        '--voice[Who says the lines of --speak\: built-in (the game'\''s own voice, mixed with the notes, a line within tens of milliseconds of its note) or speech-dispatcher (your own voice and rate, about a quarter of a second later)\: built-in or speech-dispatcher (default\: the stored setting, else built-in).]:voice:{__c4-audio_complete "${___voice[@]}"}'
        '--cues[Describe the board in sound\: the column under the cursor (or asked with c N) as one tick per stone at its place, rising, and a cue when a four becomes playable\: off or on (default\: the stored setting, else on).]:on|off:{__c4-audio_complete "${___cues[@]}"}'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_demo() {
    local -i ret=1
    local -ar ___composer=('phrased' 'uniform')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--once[Play one game, then quit.]'
        '--interval[The time between pieces (in a replay, at speed 1)\: 0.05 to 10 seconds (default\: 1).]:seconds:'
        '--seed[Seed for the levels, the colours, the bots'\'' choices and the melodies.]:seed:'
        '--composer[How melodies are composed\: in phrases that mostly move by step, with a motif that returns (phrased), or each note drawn at random as in earlier versions (uniform).]:phrased|uniform:{__c4-audio_complete "${___composer[@]}"}'
        '--mute[Play no sound (the timing stays the same).]'
        '--volume[The volume in percent (100 = the level of render)\: a whole number from 0 to 100 (default\: the stored setting, else 100).]:percent:'
        '--dry[Leave out the room (reverberation)\: the notes as they are, dry.]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_show() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':moves:'
        '--data[A saved-game data string of the original app (live or archived form).]:data:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_solve() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '*:positions:'
        '--analyze[Print the score of every column instead of the position'\''s score.]'
        '--weak[Print only the outcome (1 win, 0 draw, -1 loss), which is faster.]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_selfplay() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--games[How many games to play.]:games:'
        '--levels[The two levels, comma-separated (e.g. hard,perfect).]:levels:'
        '--seed[Seed for the bots'\'' choices, to replay the same games.]:seed:'
        '--jsonl[Print one JSON object per game instead of a summary.]'
        '--save[Store every game in the history (players named after their levels, e.g. Bot hard).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_render() {
    local -i ret=1
    local -ar ___human=('first' 'second' 'both' 'none')
    local -ar ___channels=('1' '2')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--moves[The moves in column digits, 1 = leftmost column (e.g. 4453).]:moves:'
        '--music[The music string to play instead of composing one (see c4-audio music).]:music:'
        '--seed[Compose reproducibly from this seed.]:seed:'
        '--human[Who the people are (first|second|both|none), for the ending; composing assumes first.]:human:{__c4-audio_complete "${___human[@]}"}'
        '(--output -o)'{--output,-o}'[The file to write (.wav .flac .ogg .mp3, .mid for MIDI), or - for WAV on standard output.]:file:_files'
        '--interval[The time between pieces in the file\: 0.0005 to 100 seconds (default\: 1).]:seconds:'
        '--sample-rate[Samples per second of the file (default\: the note bank'\''s, 44100 for the shipped bank).]:sample-rate:'
        '--channels[1 for mono, 2 for stereo with each note panned by its column.]:channels:{__c4-audio_complete "${___channels[@]}"}'
        '--dry[Leave out the room (reverberation)\: the notes as they are, dry.]'
        '--speak[Speak each move between the notes, and the result, in the language in use (through libespeak-ng; not for .mid).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_replay() {
    local -i ret=1
    local -ar ___human=('first' 'second' 'both' 'none')
    local -ar ___channels=('1' '2')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--moves[The moves in column digits, 1 = leftmost column (e.g. 4453).]:moves:'
        '--music[The music string to play instead of composing one (see c4-audio music).]:music:'
        '--seed[Compose reproducibly from this seed.]:seed:'
        '--human[Who the people are (first|second|both|none), for the ending; composing assumes first.]:human:{__c4-audio_complete "${___human[@]}"}'
        '--interval[The time between pieces (in a replay, at speed 1)\: 0.05 to 10 seconds (default\: the stored setting, else 1).]:seconds:'
        '--speed[How fast a replay plays (2 = twice as fast, 0.5 = half as fast)\: 0.1 to 100 (default\: the stored setting, else 1).]:factor:'
        '--channels[1 for mono, 2 for stereo with each note panned by its column.]:channels:{__c4-audio_complete "${___channels[@]}"}'
        '--mute[Play no sound (the timing stays the same).]'
        '--volume[The volume in percent (100 = the level of render)\: a whole number from 0 to 100 (default\: the stored setting, else 100).]:percent:'
        '--dry[Leave out the room (reverberation)\: the notes as they are, dry.]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_music() {
    local -i ret=1
    local -ar ___human=('first' 'second' 'both' 'none')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':moves:'
        '--check[A music string to validate instead of composing one.]:check:'
        '--moves[With --check\: the game the string must fit.]:moves:'
        '--seed[Compose reproducibly from this seed.]:seed:'
        '--human[Who the people are (first|second|both|none), for the ending.]:human:{__c4-audio_complete "${___human[@]}"}'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_notes() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'generate:Make a note bank in a directory (16-bit mono WAV): synthesized, or from a SoundFont.'
            'list:List the sounds in use: which file each comes from, its length and sample rate.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        generate|list)
            "_c4-audio_notes_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_c4-audio_notes_generate() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':directory:_files -/'
        '--sample-rate[Samples per second.]:sample-rate:'
        '--soundfont[A General MIDI SoundFont to play the notes with, through fluidsynth.]:file.sf2:_files -g '\''*.sf2'\'''
        '--program[The SoundFont'\''s program (instrument), 0-127 (default\: 0).]:n:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_notes_list() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_review() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--moves[The moves in column digits, 1 = leftmost column (e.g. 4453).]:moves:'
        '--json[Print one JSON object per move instead of the table and summary (with the lines of the turning points).]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_puzzle() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':puzzle:'
        '--seed[A seeded puzzle\: the same as the puzzle seed\:N.]:n:'
        '--answer[Check this column (1-7) as the answer, keep it in the history and print the verdict.]:1-7:'
        '--stats[Print the solved and tried puzzles and the streaks.]'
        '--json[Print the puzzle, the verdict or the stats as one JSON object.]'
        '--screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-screen-reader[Play in plain lines for a screen reader\: every move said with its column and row, questions about the board answered\: off or on (default\: the stored setting, else off).]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:List the stored games, newest first, each with a small picture of its board.'
            'show:Show one stored game: its final board with winning cells and move numbers, its music and details.'
            'delete:Delete one stored game (the players'\'' results it counted stay).'
            'clear:Delete every stored game and every player'\''s results (settings stay).'
            'export:Print stored games as column digits, original-app data strings or JSON.'
            'import:Store games read from a file or standard input.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|show|delete|clear|export|import)
            "_c4-audio_history_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_c4-audio_history_list() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--json[Print a JSON array of game objects.]'
        '--limit[Show at most this many games.]:limit:'
        '--offset[Skip this many of the newest games first (with --limit\: pages).]:offset:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history_show() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--json[Print the game as one JSON object.]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history_delete() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history_clear() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--yes[Delete without asking.]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history_export() {
    local -i ret=1
    local -ar ___format=('moves' 'data' 'json')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':id:'
        '--format[moves, data or json.]:format:{__c4-audio_complete "${___format[@]}"}'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_history_import() {
    local -i ret=1
    local -ar ___format=('moves' 'data' 'json')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':file:_files'
        '--format[Read every line as moves, data or json.]:format:{__c4-audio_complete "${___format[@]}"}'
        '--seed[Compose missing melodies reproducibly from this seed.]:seed:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_stats() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--json[Print a JSON array of {name, wins, losses, draws, hinted\: {wins, losses, draws}}.]'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_settings() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'show:Print every setting as KEY VALUE.'
            'set:Store one setting, after checking it.'
            'reset:Restore the default of one setting, or of all.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        show|set|reset)
            "_c4-audio_settings_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_c4-audio_settings_show() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_settings_set() {
    local -i ret=1
    local -ar _key=('level' 'first' 'name' 'colour' 'bot-colour' 'speed' 'interval' 'device' 'volume' 'instrument' 'language' 'screen-reader' 'speech' 'cues' 'voice')
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':key:{__c4-audio_complete "${_key[@]}"}'
        ':value:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_settings_reset() {
    local -i ret=1
    local -ar ___color=('always' 'auto' 'never')
    local -ar ___instrument=('piano' 'marimba' 'celesta')
    local -ar ___language=('auto' 'en' 'nl')
    local -ar arg_specs=(
        ':key:'
        '--no-color[Print without ANSI colours (same as --color never; also\: NO_COLOR, TERM=dumb, output not a terminal).]'
        '--color[When to colour\: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.]:when:{__c4-audio_complete "${___color[@]}"}'
        '--notes[A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).]:dir:_files -/'
        '--instrument[The synthesized instrument\: piano, marimba or celesta (default\: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.]:name:{__c4-audio_complete "${___instrument[@]}"}'
        '--db[The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).]:path:_files'
        '--device[The ALSA device to play through\: an ALSA PCM name of 1 to 200 characters without spaces, such as hw\:0,0 or plughw\:1 (default\: $C4_AUDIO_DEVICE, else the stored setting, else default).]:pcm:'
        '--language[The language of messages (auto\: the locale'\''s)\: auto, en or nl (default\: the stored setting, else auto).]:language:{__c4-audio_complete "${___language[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_c4-audio_help() {
    local -i ret=1
    local -ar _subjects=('play' 'resume' 'demo' 'show' 'solve' 'selfplay' 'render' 'replay' 'music' 'notes' 'review' 'puzzle' 'history' 'stats' 'settings')
    local -ar arg_specs=(
        '*:subjects:{__c4-audio_complete "${_subjects[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}


if [[ "${funcstack[1]}" = _c4-audio ]]; then
    _c4-audio "${@}"
else
    compdef _c4-audio c4-audio
fi