/// A key as a replay understands it (the terminal layer maps bytes to these).
public enum ReplayKey: Hashable, Sendable {
    /// Pause, or go on after a pause (Space).
    case pause
    /// While paused: play the next piece (→).
    case step
    /// Pause, and take the last piece shown off the board (←); at the end, the ending first.
    case back
    /// Twice as fast (`+`).
    case faster
    /// Half as fast (`-`).
    case slower
    /// Start again from the empty board (`r`).
    case again
    /// Leave the replay (`q`, Esc, Ctrl-C); the sound stops at once.
    case quit
}

/// Something that happened, given to ``ReplayFlow/handle(_:at:)`` with the time it happened.
public enum ReplayEvent: Hashable, Sendable {
    /// A key press.
    case key(ReplayKey)
    /// Time passed: the flow hands over the notes coming due and ends a demo's game.
    case tick
}

/// What a replay asks of the world, in the order returned by ``ReplayFlow/handle(_:at:)``.
///
/// Notes are asked for ahead of their time (``ReplaySettings/lead``) with the time they are due,
/// so that the sound can place them exactly on its own clock, as `render` places them in a file.
public enum ReplayEffect: Hashable, Sendable {
    /// Play the note of piece `index` (0-based) at `time` (now or a little later).
    case playPiece(Int, at: FlowTime)
    /// Play the game's ending theme at `time`.
    case playEnding(at: FlowTime)
    /// Silence whatever still sounds (quit, a new start).
    case stopSound
    /// The demo's game is over and its ending has rung: show the next game.
    case nextGame
    /// Leave the program.
    case quit
}

/// What a replay does once the game and its ending have been played.
public enum ReplayEnd: Hashable, Sendable {
    /// Keep the final board and ask: `r` plays it again, `q` quits.
    case prompt
    /// Quit once the ending has rung (`demo --once`).
    case quit
    /// Ask for the next game once the ending has rung (`demo`).
    case nextGame
}

/// The pace and manner of a replay.
public struct ReplaySettings: Hashable, Sendable {
    /// Time between two pieces at speed 1; the ending comes one interval after the last piece.
    public var interval: FlowTime = .seconds(1)
    /// The speed the replay starts at: the interval is divided by it.
    public var speed = 1.0
    /// The speeds `+` and `-` may reach (each press doubles or halves the speed).
    public var speeds: ClosedRange<Double> = 0.1...100
    /// How long before its time a note is handed to the sound: enough for the sound to place it
    /// exactly, and short enough that a pause (which takes effect after the notes handed over)
    /// feels at once.
    public var lead: FlowTime = .milliseconds(100)
    /// How long a falling disc takes to pass one row (as in the game).
    public var rowFall = FlowSettings().rowFall
    /// How long one on or off phase of the winner's flash lasts.
    public var flashPhase = FlowSettings().flashPhase
    /// How many times the winner's colour flashes at the end.
    public var winFlashes = FlowSettings().winFlashes
    /// How long the ending rings before ``ReplayEnd/quit`` or ``ReplayEnd/nextGame``.
    public var endingLength: FlowTime = .seconds(4)
    /// What happens at the end.
    public var atEnd = ReplayEnd.prompt

    /// The defaults: one piece a second, speed 1, a prompt at the end.
    public init() {}
}
