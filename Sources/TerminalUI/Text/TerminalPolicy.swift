/// When output is coloured: `--color always|auto|never`.
public enum ColourChoice: String, CaseIterable, Hashable, Sendable {
    /// Colour whatever the environment says (`--color always`).
    case always
    /// Colour as the environment says (the default).
    case auto
    /// Never colour (`--color never`, `--no-color`).
    case never
}

/// How this process draws on its terminal: how many colours (none, 16, 256 or 24-bit) and whether
/// characters beyond ASCII may be drawn. Every view (`show`, `history`, the game, replay, demo) asks this
/// one type, so they agree on it.
///
/// Colour or not, first match wins:
/// 1. `--color always` (on) or `--color never` / `--no-color` (off): an explicit choice beats everything;
/// 2. `FORCE_COLOR` set to anything but empty or `0` (on);
/// 3. `NO_COLOR` non-empty (off, <https://no-color.org>);
/// 4. `TERM=dumb`, or the output not a terminal (off);
/// 5. else on.
///
/// How many colours, once on: 24-bit when `COLORTERM` is `truecolor` or `24bit`; 256 when `TERM` mentions
/// `256color`; else the 16 standard colours (`linux`, `screen`, `vt100`, `xterm`, and `dumb` or unset with
/// `--color always`).
///
/// UTF-8 or ASCII: the locale decides, as the C library reads it: the first of `LC_ALL`, `LC_CTYPE` and
/// `LANG` that is set and not empty names the character set; UTF-8 when it says `UTF-8` (or `utf8`),
/// else ASCII (`LC_ALL=C`, or none set).
///
/// ```swift
/// let policy = TerminalPolicy(environment: ProcessInfo.processInfo.environment, choice: .auto,
///                             outputIsTerminal: isatty(STDOUT_FILENO) == 1)
/// print(BoardRenderer(policy: policy).sheet(sheet))
/// ```
public struct TerminalPolicy: Hashable, Sendable {
    /// The colours drawn: ``ColourMode/none`` when colour is off.
    public var colours: ColourMode
    /// The characters drawn: box drawing and `●` in UTF-8, `+-|` and `X`/`O` in ASCII.
    public var glyphs: Glyphs

    /// A policy given outright (tests, and a view that must be plain).
    public init(colours: ColourMode, glyphs: Glyphs) {
        self.colours = colours
        self.glyphs = glyphs
    }

    /// The policy for output that goes to a terminal (or not) in `environment`.
    ///
    /// - Parameters:
    ///   - environment: the process environment (`TERM`, `COLORTERM`, `NO_COLOR`, `FORCE_COLOR`, `LC_ALL`, `LC_CTYPE`, `LANG`).
    ///   - choice: `--color`'s value (``ColourChoice/never`` for `--no-color`).
    ///   - outputIsTerminal: whether the output is a terminal (`isatty`).
    public init(environment: [String: String], choice: ColourChoice, outputIsTerminal: Bool) {
        colours = Self.usesColour(environment: environment, choice: choice, outputIsTerminal: outputIsTerminal)
            ? Self.depth(environment: environment) : .none
        glyphs = Self.isUTF8(environment: environment) ? .unicode : .ascii
    }

    /// Whether to colour at all (rules 1–5 above).
    public static func usesColour(environment: [String: String], choice: ColourChoice, outputIsTerminal: Bool) -> Bool {
        switch choice {
        case .never: return false
        case .always: return true
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if !(environment["NO_COLOR"] ?? "").isEmpty { return false }
            return environment["TERM"] != "dumb" && outputIsTerminal
        }
    }

    /// How many colours the terminal shows, from `COLORTERM` and `TERM` (never ``ColourMode/none``).
    public static func depth(environment: [String: String]) -> ColourMode {
        let colourTerm = environment["COLORTERM"]?.lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" { return .trueColour }
        if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
        return .sixteen
    }

    /// Whether the locale's character set is UTF-8 (the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG`).
    public static func isUTF8(environment: [String: String]) -> Bool {
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return false }
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}

/// How many colours the terminal shows (``TerminalPolicy`` decides; ``Palette`` has the codes).
public enum ColourMode: Hashable, Sendable {
    /// No colour at all: discs are `X` and `O` (`--color never`, `NO_COLOR`, `TERM=dumb`, not a terminal).
    case none
    /// The 16 standard colours (`TERM` without `256color`, e.g. `xterm`, `linux`, `screen`, `vt100`).
    case sixteen
    /// The 256-colour palette (`TERM=…256color`).
    case palette256
    /// 24-bit RGB (`COLORTERM=truecolor` or `24bit`).
    case trueColour
}
