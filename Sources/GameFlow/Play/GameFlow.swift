import Game
import Music

/// The game as it unfolds in time: turns, the bot's cadence, the cursor, undo, hints, the end, and
/// what sounds when. A pure state machine: no clock, no terminal, no sound card, no threads.
///
/// The caller feeds it events with the time they happened (``handle(_:at:)``), carries out the
/// effects it returns at once (sounds, saves, requests for the bot's move or for hints), asks
/// ``nextDeadline(after:)`` when to send the next ``FlowEvent/tick``, and draws
/// ``screen(at:)`` whenever it likes. The bot's search and the solver run elsewhere and answer
/// through ``FlowEvent/botMove(id:column:)`` and ``FlowEvent/hint(id:column:_:)``.
///
/// Timing: a piece's note sounds the moment it is dropped (the key press, or the bot's turn
/// coming due), and its disc then falls row by row on screen. The bot drops its piece one
/// ``FlowSettings/interval`` after the piece before it, or as soon as its search ends if that
/// takes longer; a finished game's ending theme plays one interval after its last note. So a
/// game against the bot sounds like `render` of it: notes on a grid of intervals.
///
/// Everything random (who moves first with `--first random`, the notes, the bot's seeds) comes
/// from one seeded generator, so a seed replays a whole session.
public struct GameFlow: Sendable {
    /// The pace and habits of the flow.
    public internal(set) var settings: FlowSettings
    /// The two sides of the next game: `first` is "me", who moves first with ``FirstMover/me``.
    public internal(set) var players: Seats
    /// The two sides of the game now, in turn order.
    public internal(set) var seats: Seats
    /// The game now.
    public internal(set) var game = Game()
    /// Its melody so far (with the ending once over).
    public internal(set) var music = MusicString.empty
    var composer: Composer
    var generator: SeededGenerator
    var cursor = 3
    var message: FlowNotice?
    var prompt: FlowScreen.Prompt?
    var nextRequestID = 1

    // The last piece dropped, for the falling animation.
    var lastDrop: DiscFall?
    // The bot's pending move: request id, its answer when it came, when it may drop.
    var botRequest: Int?
    var botAnswer: Int?
    var botDue: FlowTime?
    // Hints shown (nil = hidden) and the request that fills them.
    var hints: [Hint?]?
    var hintRequest: Int?
    // The finished game's review as it comes in, move by move, and the request that fills it.
    var reviewed: [MoveReview] = []
    var reviewRequest: Int?
    // Its turning points with their lines once solved, and the view of them shown (nil: the game's end).
    var turningPoints: [TurningPoint]?
    var inspected: TurningPointView?
    // The flash of a colour: when it starts, how many times, whose colour.
    var flash: Flash?
    // The ending theme's moment.
    var endingDue: (time: FlowTime, ending: Ending)?
    var isResumed = false
    // What covers the board (help, options), hints on, the sound, the choices, the session's score.
    var overlay: FlowScreen.Overlay?
    var hintsOn = false
    var hinted = false
    var sound: SoundState
    /// What the options panel shows and changes.
    public internal(set) var choices: GameChoices
    var score = SessionScore()

    /// A flow that starts a new game when ``start(at:)`` is called.
    ///
    /// - Parameters:
    ///   - players: the two sides; `first` is "me" (moves first with ``FirstMover/me``).
    ///   - settings: pace and habits.
    ///   - seed: seeds every random choice of the session.
    public init(players: Seats, settings: FlowSettings = FlowSettings(), seed: UInt64) {
        self.players = players
        self.settings = settings
        generator = SeededGenerator(seed: seed)
        composer = Composer(seed: generator.next(), style: settings.composer)
        seats = players
        sound = settings.sound
        choices = GameChoices(level: players.second.botLevel ?? settings.level, firstMover: settings.firstMover,
                              opponentIsBot: !players.second.isHuman, instrument: settings.instrument,
                              soundOn: settings.sound != .muted, cuesOn: settings.cues)
    }

    /// A flow that continues a saved, unfinished game when ``start(at:)`` is called.
    ///
    /// - Parameters:
    ///   - record: the saved game; its melody may lack the notes of its last pieces (they are composed).
    ///   - settings: pace and habits (``FlowSettings/firstMover`` applies to later games).
    ///   - seed: seeds every random choice from now on.
    /// - Throws: ``GameMusicError`` when the stored melody does not fit the game.
    public init(resuming record: FlowRecord, settings: FlowSettings = FlowSettings(),
                seed: UInt64) throws(GameMusicError) {
        self.init(players: record.seats, settings: settings, seed: seed)
        game = record.game
        seats = record.seats
        hinted = record.hinted
        // A game played with hints goes on with them.
        hintsOn = record.hinted
        if record.music.notes.isEmpty && record.music.ending == nil {
            music = GameMusic.compose(for: game, humans: seats.humans, composer: &composer)
        } else {
            music = try GameMusic.continue(record.music, for: game, humans: seats.humans, composer: &composer)
        }
        isResumed = true
    }

    /// The game as the store keeps it.
    public var record: FlowRecord { FlowRecord(game: game, music: music, seats: seats, hinted: hinted) }

    /// Whether the side to move is the bot and the game is going.
    public var isBotToMove: Bool {
        !game.outcome.isOver && !seats[game.playerToMove].isHuman
    }

    /// Begins the session: a new game, or the resumed one with the Current tune first.
    ///
    /// - Parameter now: the time of the start.
    /// - Returns: the effects to carry out now.
    public mutating func start(at now: FlowTime) -> [FlowEffect] {
        guard isResumed else { return startNewGame(at: now) }
        score.meet(seats)
        var effects: [FlowEffect] = [.stopSound, .playCurrentTune]
        let afterTune = now + settings.currentTuneLength
        if game.outcome.isOver {
            prompt = .anotherGame
            return effects
        }
        if isBotToMove {
            effects.append(requestBot(due: max(afterTune, now + settings.interval)))
        } else {
            flash = Flash(start: afterTune, count: settings.turnFlashes, colour: seats[game.playerToMove].colour)
        }
        return effects + requestHintsIfWanted()
    }

    /// Applies one event.
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - now: when it happened; never earlier than the time of the event before.
    /// - Returns: the effects to carry out now, in order.
    public mutating func handle(_ event: FlowEvent, at now: FlowTime) -> [FlowEffect] {
        switch event {
        case .key(let key): return press(key, at: now)
        case .tick: return advance(to: now)
        case .botMove(let id, let column):
            guard id == botRequest, isBotToMove else { return [] }
            precondition(game.position.canPlay(column), "the bot chose a full column")
            botAnswer = column
            // An answer later than its slot drops now; the next slots count from here.
            if let due = botDue, due < now { botDue = now }
            return advance(to: now)
        case .hint(let id, let column, let hint):
            guard id == hintRequest, hints != nil, (0..<Position.width).contains(column) else { return [] }
            hints![column] = hint
            return []
        case .reviewed(let id, let move):
            guard id == reviewRequest, move.index == reviewed.count, move.index < game.moves.count,
                  move.column == game.moves[move.index] else { return [] }
            reviewed.append(move)
            return []
        case .turningPoints(let id, let points):
            guard id == reviewRequest, reviewed.count == game.moves.count else { return [] }
            turningPoints = points
            return []
        }
    }
}
