import Music

/// What the board says in sound to a player who listens (`--cues`), outside the melody: a column's
/// stones, and the cells that have just become playable and would complete a four.
///
/// - A column (the cursor moved onto it, or `c N` asked): one tick per stone from the bottom up, every
///   ``tickSpacing`` seconds, each at the pitch of its height and in its owner's timbre
///   (``BoardSound/stone(height:part:)``); an empty column is one soft tock. All at the column's place,
///   ``GameScore/pan(column:)``, the place of its notes.
/// - Threats: each cell that has just become playable and completes a four (``newlyPlayable(before:after:)``),
///   a glide in its owner's timbre at the cell's column, the first ``threatDelay`` after the piece's note
///   (so the note is heard first), the next ones ``threatSpacing`` apart.
public enum BoardCue: Hashable, Sendable {
    /// Column `column` (0-based) holding `stones`, from the bottom up.
    case column(Int, stones: [Player])
    /// Cells that have just become playable, each completing a four for its player.
    case threats([Game.Threat])

    /// Seconds between a column's ticks.
    public static let tickSpacing = 0.07
    /// Seconds from the piece's note to the first threat's glide.
    public static let threatDelay = 0.35
    /// Seconds between two threats' glides.
    public static let threatSpacing = 0.25

    /// The cues of this board cue, from frame 0 (the engine places them from now).
    public func cues(sampleRate: Int) -> [Cue] {
        func frame(_ seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }
        switch self {
        case .column(let column, let stones):
            let pan = GameScore.pan(column: column)
            guard !stones.isEmpty else { return [Cue(sound: .board(.empty), frame: 0, pan: pan)] }
            return stones.enumerated().map { height, player in
                Cue(sound: .board(.stone(height: height, part: Self.part(player))), frame: frame(Double(height) * Self.tickSpacing), pan: pan)
            }
        case .threats(let threats):
            return threats.enumerated().map { index, threat in
                Cue(sound: .board(.threat(Self.part(threat.player))),
                    frame: frame(Self.threatDelay + Double(index) * Self.threatSpacing), pan: GameScore.pan(column: threat.cell.column))
            }
        }
    }

    /// Seconds from its start until its last sound has ended (the ticks last 45 ms, a glide 180 ms).
    public var seconds: Double {
        switch self {
        case .column(_, let stones): Double(max(stones.count, 1) - 1) * Self.tickSpacing + 0.045
        case .threats(let threats): Self.threatDelay + Double(max(threats.count, 1) - 1) * Self.threatSpacing + 0.18
        }
    }

    /// The column cue of `column` (0-based) in `game`.
    public static func column(_ column: Int, in game: Game) -> BoardCue {
        .column(column, stones: game.stones(inColumn: column))
    }

    /// The threats of `after` that can be played now and could not in `before` (the position one piece
    /// earlier): a four that has just become playable, for either player. None once the game is over.
    public static func newlyPlayable(before: Game, after: Game) -> [Game.Threat] {
        let earlier = Set(before.threats.filter(\.isPlayable).map { [$0.cell.column, $0.cell.row, $0.player.rawValue] })
        return after.threats.filter { $0.isPlayable && !earlier.contains([$0.cell.column, $0.cell.row, $0.player.rawValue]) }
    }

    /// The sound's owner for `player`.
    static func part(_ player: Player) -> BoardSound.Part { player == .first ? .first : .second }
}
