import Testing
import TerminalUI

/// ``TerminalPolicy``: colour or not, how many colours, UTF-8 or ASCII; one answer for every view.
@Suite("The terminal policy")
struct TerminalPolicyTests {
    @Test("Colour and depth from --color, FORCE_COLOR, NO_COLOR, TERM, COLORTERM and the output", arguments: [
        // An explicit --color wins over everything: NO_COLOR=1 with --color always is coloured.
        (["TERM": "xterm-256color", "NO_COLOR": "1"], ColourChoice.always, false, ColourMode.palette256),
        (["TERM": "xterm-256color", "FORCE_COLOR": "1"], .never, true, .none),
        // Then FORCE_COLOR and NO_COLOR.
        (["TERM": "xterm-256color", "FORCE_COLOR": "1"], .auto, false, .palette256),
        (["TERM": "xterm-256color", "FORCE_COLOR": "0"], .auto, false, .none),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], .auto, true, .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .auto, true, .palette256),
        // Then whether the output is a terminal, and TERM=dumb.
        (["TERM": "xterm-256color"], .auto, false, .none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .auto, true, .none),
        // How many colours: COLORTERM, then TERM; 16 for the rest, also with --color always.
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .auto, true, .trueColour),
        (["TERM": "xterm", "COLORTERM": "24bit"], .auto, true, .trueColour),
        (["TERM": "screen-256color"], .auto, true, .palette256),
        (["TERM": "xterm"], .auto, true, .sixteen),
        (["TERM": "linux"], .auto, true, .sixteen),
        (["TERM": "screen"], .auto, true, .sixteen),
        (["TERM": "vt100"], .always, false, .sixteen),
        (["TERM": "dumb"], .always, false, .sixteen),
        ([:], .always, false, .sixteen),
    ])
    func colours(environment: [String: String], choice: ColourChoice, terminal: Bool, expected: ColourMode) {
        #expect(TerminalPolicy(environment: environment, choice: choice, outputIsTerminal: terminal).colours == expected)
    }

    @Test("UTF-8 when the first of LC_ALL, LC_CTYPE, LANG that is set names it; else ASCII", arguments: [
        (["LANG": "en_US.UTF-8"], true),
        (["LANG": "C.utf8"], true),
        (["LC_CTYPE": "de_DE.UTF-8", "LANG": "C"], true),
        (["LC_ALL": "C", "LANG": "C.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "C", "LANG": "C.UTF-8"], false),
        (["LC_ALL": "C.UTF-8", "LANG": "C"], true),
        (["LANG": "POSIX"], false),
        ([:], false),
    ])
    func characters(environment: [String: String], utf8: Bool) {
        let policy = TerminalPolicy(environment: environment, choice: .auto, outputIsTerminal: true)
        #expect(policy.glyphs == (utf8 ? .unicode : .ascii))
    }
}
