import Game

/// Everything the screen shows at one instant: an immutable snapshot made by
/// ``GameFlow/screen(at:)``, drawn by the terminal layer without knowing the rules.
public struct FlowScreen: Hashable, Sendable {
    /// A disc on the board.
    public struct Disc: Hashable, Sendable {
        /// Whose disc it is.
        public var player: Player
        /// Its move number, counted from 1.
        public var moveNumber: Int
        /// Whether it belongs to the winning line (shown once the game is over).
        public var isWinning: Bool
        /// Whether it is the last piece played (marked, so a move made while one looked away is found).
        public var isLast: Bool = false
        /// Whether it is not played but shown: a move of a turning point's line of perfect play.
        public var isGhost: Bool = false
    }

    /// A disc on its way down.
    public struct Falling: Hashable, Sendable {
        /// Whose disc it is.
        public var player: Player
        /// Its column, 0-based.
        public var column: Int
        /// The row it is passing now (0 = bottom, 5 = top).
        public var row: Int
    }

    /// How the game stands, for the line under the board.
    public enum Status: Hashable, Sendable {
        /// `player` is to move; `thinking` when that side is the bot working out its move.
        case toMove(Player, thinking: Bool)
        /// `player` won.
        case won(Player)
        /// The board filled up.
        case draw
        /// A replayed game that was left unfinished, `player` to move.
        case unfinished(Player)

        /// Whether the game has ended (a win or a draw).
        public var isOver: Bool {
            switch self {
            case .won, .draw: true
            case .toMove, .unfinished: false
            }
        }
    }

    /// A question the game asks; the keys that answer it are in its text.
    public enum Prompt: Hashable, Sendable {
        /// The game is over: Enter or `y` starts another, Esc leaves the finished board in view.
        case anotherGame
        /// `n` was pressed during a game: `y` starts a new one, Esc goes on with this one.
        case confirmNewGame
        /// A replay is over: `r` plays it again, `q` quits.
        case replayAgain
    }

    /// How a replay stands, for the lines under the board.
    public struct Replay: Hashable, Sendable {
        /// The speed: the interval between pieces is divided by it.
        public var speed: Double
        /// Whether it is paused.
        public var isPaused: Bool
        /// The pieces of the whole game.
        public var pieces: Int
        /// Bots playing each other one game after another (`demo`): any key quits.
        public var isDemo: Bool
    }

    /// The board, `discs[row][column]`, row 0 at the bottom; the falling disc is not in it yet.
    public var discs: [[Disc?]]
    /// The disc falling now, if any.
    public var falling: Falling?
    /// The column the cursor points at, 0-based; nil when no person is to move.
    public var cursor: Int?
    /// Who plays which side.
    public var seats: Seats
    /// Whose turn it is, or how the game ended.
    public var status: Status
    /// The colour to paint the turn indicator with now, during a flash; nil otherwise.
    public var flash: PieceColour?
    /// Hints per column, 0-based; nil for a column not solved yet; nil as a whole when hidden.
    public var hints: [Hint?]?
    /// Whether every disc shows its move number (once the game is over).
    public var showsMoveNumbers: Bool
    /// A short note to the player (a full column, nothing to undo).
    public var message: FlowNotice?
    /// A note from outside the flow, worded by whoever sets it (the session: saving waits for a busy
    /// database); shown before ``message``.
    public var aside: String? = nil
    /// The question waiting for an answer, if any.
    public var prompt: Prompt?
    /// Pieces on the board, the falling one included.
    public var moveCount: Int
    /// How the replay stands; nil in a game.
    public var replay: Replay? = nil
    /// What covers the board: the help screen or the options panel; nil for none.
    public var overlay: Overlay? = nil
    /// Whether the game is heard; nil where the screen does not say (a replay).
    public var sound: SoundState? = nil
    /// The session's finished games; nil where the screen does not show it (a replay).
    public var score: SessionScore? = nil
    /// Whether hints are on (they show on each person's turn).
    public var hintsOn = false
    /// The finished game's review by the perfect solver, as far as it has come; nil while the game goes on.
    public var review: Review? = nil

    /// A finished game's review, move by move as the solver gets through it.
    public struct Review: Hashable, Sendable {
        /// The moves reviewed so far, in order from the first.
        public var moves: [MoveReview]
        /// The game's number of moves: the review is complete when it has them all.
        public var total: Int
        /// Whether every move is reviewed.
        public var isComplete: Bool { moves.count == total }
        /// The turning points with their lines, once solved after the moves.
        public var turningPoints: [TurningPoint]?

        /// A review of `total` moves, `moves` of them done, and the turning points once known.
        public init(moves: [MoveReview], total: Int, turningPoints: [TurningPoint]? = nil) {
            self.moves = moves
            self.total = total
            self.turningPoints = turningPoints
        }
    }

    /// A finished game's turning point on the board in place of its end: the discs up to the move, then
    /// the line of perfect play after it (or after the best move) as ghosts.
    public var inspection: TurningPointView.Shown? = nil
    /// The command that plays the inspected turning point's move again from the position before it, set
    /// by whoever knows where the game is stored (the session); nil when there is none.
    public var tryAgain: String? = nil

    /// What may cover the board.
    public enum Overlay: Hashable, Sendable {
        /// Every key of the game.
        case help
        /// The options panel, with `selected` the highlighted row.
        case options(GameChoices, selected: GameChoices.Row)
    }
}
