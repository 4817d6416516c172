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
