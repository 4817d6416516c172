function __c4-audio_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __c4-audio_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __c4-audio_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __c4-audio_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __c4-audio_parse_tokens -S
    set -l unparsed_tokens (__c4-audio_tokens -pc)
    switch $unparsed_tokens[1]
    case 'c4-audio'
        __c4-audio_parse_subcommand 0 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'play'
            __c4-audio_parse_subcommand 0 'first=' 'level=' 'opponent=' 'name=' 'opponent-name=' 'disc-color=' 'bot-disc-color=' 'interval=' 'seed=' 'from=' 'mute' 'volume=' 'dry' 'screen-reader' 'no-screen-reader' 'speak' 'no-speak' 'voice=' 'cues=' 'composer=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'resume'
            __c4-audio_parse_subcommand 1 'interval=' 'seed=' 'mute' 'volume=' 'dry' 'screen-reader' 'no-screen-reader' 'speak' 'no-speak' 'voice=' 'cues=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'demo'
            __c4-audio_parse_subcommand 0 'once' 'interval=' 'seed=' 'composer=' 'mute' 'volume=' 'dry' 'screen-reader' 'no-screen-reader' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'show'
            __c4-audio_parse_subcommand 1 'data=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'solve'
            __c4-audio_parse_subcommand -r 1 'analyze' 'weak' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'selfplay'
            __c4-audio_parse_subcommand 0 'games=' 'levels=' 'seed=' 'jsonl' 'save' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'render'
            __c4-audio_parse_subcommand 1 'moves=' 'music=' 'seed=' 'human=' 'o/output=' 'interval=' 'sample-rate=' 'channels=' 'dry' 'speak' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'replay'
            __c4-audio_parse_subcommand 1 'moves=' 'music=' 'seed=' 'human=' 'interval=' 'speed=' 'channels=' 'mute' 'volume=' 'dry' 'screen-reader' 'no-screen-reader' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'music'
            __c4-audio_parse_subcommand 1 'check=' 'moves=' 'seed=' 'human=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'notes'
            __c4-audio_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'generate'
                __c4-audio_parse_subcommand 1 'sample-rate=' 'soundfont=' 'program=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'list'
                __c4-audio_parse_subcommand 0 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            end
        case 'review'
            __c4-audio_parse_subcommand 1 'moves=' 'json' 'screen-reader' 'no-screen-reader' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'puzzle'
            __c4-audio_parse_subcommand 1 'seed=' 'answer=' 'stats' 'json' 'screen-reader' 'no-screen-reader' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'history'
            __c4-audio_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __c4-audio_parse_subcommand 0 'json' 'limit=' 'offset=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'show'
                __c4-audio_parse_subcommand 1 'json' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'delete'
                __c4-audio_parse_subcommand 1 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'clear'
                __c4-audio_parse_subcommand 0 'yes' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'export'
                __c4-audio_parse_subcommand 1 'format=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'import'
                __c4-audio_parse_subcommand 1 'format=' 'seed=' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            end
        case 'stats'
            __c4-audio_parse_subcommand 0 'json' 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
        case 'settings'
            __c4-audio_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'show'
                __c4-audio_parse_subcommand 0 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'set'
                __c4-audio_parse_subcommand 2 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            case 'reset'
                __c4-audio_parse_subcommand 1 'no-color' 'color=' 'notes=' 'instrument=' 'db=' 'device=' 'language=' 'version' 'h/help'
            end
        case 'help'
            __c4-audio_parse_subcommand -r 1 'version' 'h/help'
        end
    end
end

function __c4-audio_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __c4-audio_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __c4-audio_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __c4-audio_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__c4-audio_tokens -p)
    if test -z "$(__c4-audio_tokens -t)"
        set -l index (count (__c4-audio_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'c4-audio' -f
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'play' -d 'Play Connect 4 in the terminal against the bot or another person.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'resume' -d 'Continue an unfinished game (the newest, or game ID), opening with the Current tune.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'demo' -d 'Watch and hear the bots play each other, one game after another (any key quits).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'show' -d 'Print the board of a game with its winning cells, move numbers and outcome.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'solve' -d 'Print the exact score of positions under perfect play.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'selfplay' -d 'Play bots against each other and report the results.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'render' -d 'Write a game\'s music, every piece\'s note and its ending, to an audio file.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'replay' -d 'Play a game through the sound card: animated in a terminal, else one line per move as it sounds.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'music' -d 'Print the music string composed for a game, or check one.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'notes' -d 'Make the note bank, or list the notes in use.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'review' -d 'Judge every move of a game by the perfect solver: the outcome before and after, a verdict, the turning points and their lines.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'puzzle' -d 'Your mistakes as puzzles: find a move that keeps the outcome of a position where you made a mistake or a blunder.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'history' -d 'List, show, delete, export and import the stored games.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'stats' -d 'Wins, losses and draws per player name, best first.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'settings' -d 'Show, set or reset the stored defaults.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio" -eq 1' -fa 'help' -d 'Show the help of a command.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" first' -l 'first' -d 'Who moves first: me, bot or random (default: the stored setting, else me).' -rfka 'me bot random'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" level' -l 'level' -d 'The bot\'s level: easy, medium, hard or perfect (default: the stored setting, else medium).' -rfka 'easy medium hard perfect'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" opponent' -l 'opponent' -d 'Play the bot, or another person at the same keyboard (human).' -rfka 'bot human'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" name' -l 'name' -d 'Your name, as shown and as stats counts it: 1 to 40 characters, not only spaces, without control or invisible format characters (default: the stored setting, else You).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" opponent-name' -l 'opponent-name' -d 'The second person\'s name with --opponent human: 1 to 40 characters, not only spaces, without control or invisible format characters (default: Player 2).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" disc-color' -l 'disc-color' -d 'The colour of your discs: red, yellow, green, purple, blue, orange, pink, cyan, white or brown (default: the stored setting, else red).' -rfka 'red yellow green purple blue orange pink cyan white brown'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" bot-disc-color' -l 'bot-disc-color' -d 'The colour of the bot\'s (or the second person\'s) discs: red, yellow, green, purple, blue, orange, pink, cyan, white or brown (default: the stored setting, else yellow).' -rfka 'red yellow green purple blue orange pink cyan white brown'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" interval' -l 'interval' -d 'The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: the stored setting, else 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" seed' -l 'seed' -d 'Seed for the bot\'s choices, the melody and who moves first, to replay a session.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" from' -l 'from' -d 'Start a new game from the position before move MOVE of stored game ID, to try a better move there: you take the side to move, the bot (or, with --opponent human, the other person) the other; it opens as a resumed game does, with the Current tune.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" mute' -l 'mute' -d 'Play no sound (the timing stays the same).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" volume' -l 'volume' -d 'The volume in percent (100 = the level of render): a whole number from 0 to 100 (default: the stored setting, else 100).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" dry' -l 'dry' -d 'Leave out the room (reverberation): the notes as they are, dry.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" speak' -l 'speak' -d 'Say every line of the screen-reader mode aloud (see --voice): off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" no-speak' -l 'no-speak' -d 'Say every line of the screen-reader mode aloud (see --voice): off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" voice' -l 'voice' -d 'Who says the lines of --speak: built-in (the game\'s own voice, mixed with the notes, a line within tens of milliseconds of its note) or speech-dispatcher (your own voice and rate, about a quarter of a second later): built-in or speech-dispatcher (default: the stored setting, else built-in).' -rfka 'built-in speech-dispatcher'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" cues' -l 'cues' -d 'Describe the board in sound: the column under the cursor (or asked with c N) as one tick per stone at its place, rising, and a cue when a four becomes playable: off or on (default: the stored setting, else on).' -rfka 'off on'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" composer' -l 'composer' -d 'How melodies are composed: in phrases that mostly move by step, with a motif that returns (phrased), or each note drawn at random as in earlier versions (uniform).' -rfka 'phrased uniform'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" interval' -l 'interval' -d 'The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: the stored setting, else 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" seed' -l 'seed' -d 'Seed for the bot\'s choices and the rest of the melody.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" mute' -l 'mute' -d 'Play no sound (the timing stays the same).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" volume' -l 'volume' -d 'The volume in percent (100 = the level of render): a whole number from 0 to 100 (default: the stored setting, else 100).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" dry' -l 'dry' -d 'Leave out the room (reverberation): the notes as they are, dry.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" speak' -l 'speak' -d 'Say every line of the screen-reader mode aloud (see --voice): off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" no-speak' -l 'no-speak' -d 'Say every line of the screen-reader mode aloud (see --voice): off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" voice' -l 'voice' -d 'Who says the lines of --speak: built-in (the game\'s own voice, mixed with the notes, a line within tens of milliseconds of its note) or speech-dispatcher (your own voice and rate, about a quarter of a second later): built-in or speech-dispatcher (default: the stored setting, else built-in).' -rfka 'built-in speech-dispatcher'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" cues' -l 'cues' -d 'Describe the board in sound: the column under the cursor (or asked with c N) as one tick per stone at its place, rising, and a cue when a four becomes playable: off or on (default: the stored setting, else on).' -rfka 'off on'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio resume" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" once' -l 'once' -d 'Play one game, then quit.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" interval' -l 'interval' -d 'The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" seed' -l 'seed' -d 'Seed for the levels, the colours, the bots\' choices and the melodies.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" composer' -l 'composer' -d 'How melodies are composed: in phrases that mostly move by step, with a motif that returns (phrased), or each note drawn at random as in earlier versions (uniform).' -rfka 'phrased uniform'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" mute' -l 'mute' -d 'Play no sound (the timing stays the same).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" volume' -l 'volume' -d 'The volume in percent (100 = the level of render): a whole number from 0 to 100 (default: the stored setting, else 100).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" dry' -l 'dry' -d 'Leave out the room (reverberation): the notes as they are, dry.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio demo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" data' -l 'data' -d 'A saved-game data string of the original app (live or archived form).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" analyze' -l 'analyze' -d 'Print the score of every column instead of the position\'s score.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" weak' -l 'weak' -d 'Print only the outcome (1 win, 0 draw, -1 loss), which is faster.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio solve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" games' -l 'games' -d 'How many games to play.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" levels' -l 'levels' -d 'The two levels, comma-separated (e.g. hard,perfect).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" seed' -l 'seed' -d 'Seed for the bots\' choices, to replay the same games.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" jsonl' -l 'jsonl' -d 'Print one JSON object per game instead of a summary.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" save' -l 'save' -d 'Store every game in the history (players named after their levels, e.g. Bot hard).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio selfplay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" moves' -l 'moves' -d 'The moves in column digits, 1 = leftmost column (e.g. 4453).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" music' -l 'music' -d 'The music string to play instead of composing one (see c4-audio music).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" seed' -l 'seed' -d 'Compose reproducibly from this seed.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" human' -l 'human' -d 'Who the people are (first|second|both|none), for the ending; composing assumes first.' -rfka 'first second both none'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" o output' -l 'output' -s 'o' -d 'The file to write (.wav .flac .ogg .mp3, .mid for MIDI), or - for WAV on standard output.' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" interval' -l 'interval' -d 'The time between pieces in the file: 0.0005 to 100 seconds (default: 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" sample-rate' -l 'sample-rate' -d 'Samples per second of the file (default: the note bank\'s, 44100 for the shipped bank).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" channels' -l 'channels' -d '1 for mono, 2 for stereo with each note panned by its column.' -rfka '1 2'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" dry' -l 'dry' -d 'Leave out the room (reverberation): the notes as they are, dry.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" speak' -l 'speak' -d 'Speak each move between the notes, and the result, in the language in use (through libespeak-ng; not for .mid).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio render" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" moves' -l 'moves' -d 'The moves in column digits, 1 = leftmost column (e.g. 4453).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" music' -l 'music' -d 'The music string to play instead of composing one (see c4-audio music).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" seed' -l 'seed' -d 'Compose reproducibly from this seed.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" human' -l 'human' -d 'Who the people are (first|second|both|none), for the ending; composing assumes first.' -rfka 'first second both none'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" interval' -l 'interval' -d 'The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: the stored setting, else 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" speed' -l 'speed' -d 'How fast a replay plays (2 = twice as fast, 0.5 = half as fast): 0.1 to 100 (default: the stored setting, else 1).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" channels' -l 'channels' -d '1 for mono, 2 for stereo with each note panned by its column.' -rfka '1 2'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" mute' -l 'mute' -d 'Play no sound (the timing stays the same).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" volume' -l 'volume' -d 'The volume in percent (100 = the level of render): a whole number from 0 to 100 (default: the stored setting, else 100).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" dry' -l 'dry' -d 'Leave out the room (reverberation): the notes as they are, dry.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio replay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" check' -l 'check' -d 'A music string to validate instead of composing one.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" moves' -l 'moves' -d 'With --check: the game the string must fit.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" seed' -l 'seed' -d 'Compose reproducibly from this seed.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" human' -l 'human' -d 'Who the people are (first|second|both|none), for the ending.' -rfka 'first second both none'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio music" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio notes" -eq 1' -fa 'generate' -d 'Make a note bank in a directory (16-bit mono WAV): synthesized, or from a SoundFont.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio notes" -eq 1' -fa 'list' -d 'List the sounds in use: which file each comes from, its length and sample rate.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio notes generate" -eq 1' -fa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" sample-rate' -l 'sample-rate' -d 'Samples per second.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" soundfont' -l 'soundfont' -d 'A General MIDI SoundFont to play the notes with, through fluidsynth.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'sf2\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" program' -l 'program' -d 'The SoundFont\'s program (instrument), 0-127 (default: 0).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes generate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio notes list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" moves' -l 'moves' -d 'The moves in column digits, 1 = leftmost column (e.g. 4453).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" json' -l 'json' -d 'Print one JSON object per move instead of the table and summary (with the lines of the turning points).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio review" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" seed' -l 'seed' -d 'A seeded puzzle: the same as the puzzle seed:N.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" answer' -l 'answer' -d 'Check this column (1-7) as the answer, keep it in the history and print the verdict.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" stats' -l 'stats' -d 'Print the solved and tried puzzles and the streaks.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" json' -l 'json' -d 'Print the puzzle, the verdict or the stats as one JSON object.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" screen-reader' -l 'screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" no-screen-reader' -l 'no-screen-reader' -d 'Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered: off or on (default: the stored setting, else off).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio puzzle" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'list' -d 'List the stored games, newest first, each with a small picture of its board.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'show' -d 'Show one stored game: its final board with winning cells and move numbers, its music and details.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'delete' -d 'Delete one stored game (the players\' results it counted stay).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'clear' -d 'Delete every stored game and every player\'s results (settings stay).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'export' -d 'Print stored games as column digits, original-app data strings or JSON.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history" -eq 1' -fa 'import' -d 'Store games read from a file or standard input.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" json' -l 'json' -d 'Print a JSON array of game objects.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" limit' -l 'limit' -d 'Show at most this many games.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" offset' -l 'offset' -d 'Skip this many of the newest games first (with --limit: pages).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" json' -l 'json' -d 'Print the game as one JSON object.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" yes' -l 'yes' -d 'Delete without asking.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history clear" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" format' -l 'format' -d 'moves, data or json.' -rfka 'moves data json'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio history import" -eq 1' -F
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" format' -l 'format' -d 'Read every line as moves, data or json.' -rfka 'moves data json'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" seed' -l 'seed' -d 'Compose missing melodies reproducibly from this seed.' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio history import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" json' -l 'json' -d 'Print a JSON array of {name, wins, losses, draws, hinted: {wins, losses, draws}}.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio settings" -eq 1' -fa 'show' -d 'Print every setting as KEY VALUE.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio settings" -eq 1' -fa 'set' -d 'Store one setting, after checking it.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio settings" -eq 1' -fa 'reset' -d 'Restore the default of one setting, or of all.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio settings set" -eq 1' -fka 'level first name colour bot-colour speed interval device volume instrument language screen-reader speech cues voice'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings set" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" no-color' -l 'no-color' -d 'Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" color' -l 'color' -d 'When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never.' -rfka 'always auto never'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" notes' -l 'notes' -d 'A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).' -rfa '(__c4-audio_complete_directories)'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" instrument' -l 'instrument' -d 'The synthesized instrument: piano, marimba or celesta (default: $C4_AUDIO_NOTES, else the stored setting, else piano). --notes DIR comes first.' -rfka 'piano marimba celesta'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" db' -l 'db' -d 'The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).' -rF
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" device' -l 'device' -d 'The ALSA device to play through: an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1 (default: $C4_AUDIO_DEVICE, else the stored setting, else default).' -rfka ''
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" language' -l 'language' -d 'The language of messages (auto: the locale\'s): auto, en or nl (default: the stored setting, else auto).' -rfka 'auto en nl'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio settings reset" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_positional "c4-audio help" -ge 1' -fka 'play resume demo show solve selfplay render replay music notes review puzzle history stats settings'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio help" version' -l 'version' -d 'Show the version.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio help" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'c4-audio' -n '__c4-audio_should_offer_completions_for_flags_or_options "c4-audio help" version' -l 'version' -d 'Show the version.'