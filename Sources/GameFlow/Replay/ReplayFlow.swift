import Game
import Music

/// A finished (or stored unfinished) game played back in time: its pieces dropped one interval
/// apart, each with its note, then its ending; Space pauses and goes on, → steps one piece while
/// paused, ← pauses and takes one back, `+` and `-` double and halve the speed, `r` starts again, `q` quits. A pure state
/// machine like ``GameFlow``: the caller passes the time with every event, carries out the
/// effects, asks ``nextDeadline(after:)`` when to send the next ``ReplayEvent/tick`` and draws
/// ``screen(at:)``.
///
/// Timing: piece k of an uninterrupted replay sounds at `start + lead + (k + b(k)) × interval / speed`,
/// b(k) its breathing (``Breathing``, as deep as that interval gets), and the ending one interval after the last piece: the beats of
/// `render --interval INTERVAL/SPEED`. Each gap is the interval with the breathing's change.
/// Each note is handed to the sound ``ReplaySettings/lead`` before its time, with that time, so the
/// sound can place it on the exact frame of its own clock. A pause stops the hand-overs: a note
/// already handed over still plays (and its disc still falls), the next one waits. Going on after
/// a pause keeps the grid when the pause was shorter than the interval (the next piece one
/// interval after the last one), else plays the next piece at once. A speed change retimes what
/// is not handed over yet: the next piece comes one interval, at the new speed, after the last.
public struct ReplayFlow: Sendable {
    /// The game played back.
    public let game: Game
    /// Its notes, one per piece, and its ending (none for an unfinished game).
    public let music: MusicString
    /// Who played which side (names and colours on screen).
    public let seats: Seats
    /// The pace and manner of the replay.
    public let settings: ReplaySettings
    /// The speed now: the interval between pieces is ``ReplaySettings/interval`` divided by it.
    public private(set) var speed: Double
    /// Where each piece (and last the ending) falls around its beat, in intervals (``Breathing``).
    let breathing: [Double]
    /// Whether the replay is paused.
    public private(set) var isPaused = false

    /// When each piece handed over to the sound plays, in order (never decreasing).
    var times: [FlowTime] = []
    /// When the ending plays, once handed over.
    var endingTime: FlowTime?
    /// When the next piece (or the ending) plays; nil while paused or once all is handed over.
    var nextTime: FlowTime?
    /// A short note to the viewer ("Fastest: ×100.").
    var message: FlowNotice?
    /// Whether the end (``ReplayEnd/quit`` or ``ReplayEnd/nextGame``) has been asked for.
    var ended = false

    /// A replay of `game` with `music`, started by ``start(at:)``.
    ///
    /// - Precondition: the game has at least one move, and one note per move.
    public init(game: Game, music: MusicString, seats: Seats, settings: ReplaySettings = ReplaySettings()) {
        precondition(!game.moves.isEmpty && music.notes.count == game.moves.count, "one note per piece")
        self.game = game
        self.music = music
        self.seats = seats
        self.settings = settings
        speed = min(max(settings.speed, settings.speeds.lowerBound), settings.speeds.upperBound)
        breathing = Breathing.offsets(of: music.notes)
    }

    /// Time between two pieces at the speed now.
    var interval: FlowTime { settings.interval / speed }
    /// The number of pieces in the game.
    var pieces: Int { game.moves.count }
    /// Whether every note and the ending have been handed to the sound.
    var isComplete: Bool { times.count == pieces && (music.ending == nil || endingTime != nil) }
    /// The time of the last note (or ending) handed over.
    var lastTime: FlowTime? { endingTime ?? times.last }
    /// The time from the last note handed over to the next one (or the ending): the interval, changed by
    /// their breathing.
    var nextGap: FlowTime {
        let next = min(times.count, pieces)
        guard next > 0 else { return interval }
        let depth = Breathing.depth(interval: Double(interval.components.seconds) + Double(interval.components.attoseconds) * 1e-18)
        return interval * (1 + depth * (breathing[next] - breathing[next - 1]))
    }

    /// Starts from the empty board: the first piece one ``ReplaySettings/lead`` from `now`.
    ///
    /// - Returns: the effects to carry out now.
    public mutating func start(at now: FlowTime) -> [ReplayEffect] {
        times = []
        endingTime = nil
        isPaused = false
        message = nil
        ended = false
        nextTime = now + settings.lead
        return advance(to: now)
    }

    /// Applies one event.
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - now: when it happened; never earlier than the time of the event before.
    /// - Returns: the effects to carry out now, in order.
    public mutating func handle(_ event: ReplayEvent, at now: FlowTime) -> [ReplayEffect] {
        switch event {
        case .tick: return advance(to: now)
        case .key(let key): return press(key, at: now)
        }
    }

    mutating func press(_ key: ReplayKey, at now: FlowTime) -> [ReplayEffect] {
        message = nil
        switch key {
        case .quit:
            return [.stopSound, .quit]
        case .again:
            return [.stopSound] + start(at: now)
        case .pause where isPaused:
            isPaused = false
            nextTime = isComplete ? nil : following(now)
            return advance(to: now)
        case .pause:
            guard !isComplete else { return [] }
            isPaused = true
            nextTime = nil
            return []
        case .step:
            guard isPaused else {
                message = .stepsOnlyWhenPaused
                return []
            }
            guard !isComplete else {
                message = .replayOver
                return []
            }
            return [handOver(at: max(now, lastTime ?? now))]
        case .back:
            return stepBack(at: now)
        case .faster, .slower:
            let wanted = key == .faster ? speed * 2 : speed / 2
            let clamped = min(max(wanted, settings.speeds.lowerBound), settings.speeds.upperBound)
            guard clamped != speed else {
                message = .speedLimit(fastest: key == .faster)
                return []
            }
            speed = clamped
            if nextTime != nil { nextTime = following(now) }
            return advance(to: now)
        }
    }

    /// Pauses and takes back what was handed over last: the ending, else the last piece (its sound
    /// stops); on the empty board it only says so.
    mutating func stepBack(at now: FlowTime) -> [ReplayEffect] {
        isPaused = true
        nextTime = nil
        ended = false
        if endingTime != nil {
            endingTime = nil
        } else if !times.isEmpty {
            times.removeLast()
        } else {
            message = .replayAtStart
            return []
        }
        // What is still on the board is shown at once (a piece handed over early, within the lead).
        for index in times.indices where times[index] > now { times[index] = now }
        return [.stopSound]
    }

    /// When the next piece plays after a pause or a speed change: one gap after the last one, or at once
    /// when that has passed (the first piece: after the lead).
    func following(_ now: FlowTime) -> FlowTime {
        guard let last = lastTime else { return now + settings.lead }
        return max(last + nextGap, now)
    }

    /// Hands the next piece (or, after the last, the ending) to the sound, to play at `time`.
    mutating func handOver(at time: FlowTime) -> ReplayEffect {
        if times.count < pieces {
            times.append(time)
            return .playPiece(times.count - 1, at: time)
        }
        endingTime = time
        return .playEnding(at: time)
    }

    /// Hands over what comes due within the lead of `now`; ends a demo's game once its ending has rung.
    mutating func advance(to now: FlowTime) -> [ReplayEffect] {
        var effects: [ReplayEffect] = []
        while let time = nextTime, time - settings.lead <= now {
            effects.append(handOver(at: time))
            nextTime = isComplete ? nil : time + nextGap
        }
        if settings.atEnd != .prompt, !ended, let end = finishTime, end <= now {
            ended = true
            effects.append(settings.atEnd == .quit ? .quit : .nextGame)
        }
        return effects
    }

    /// When everything has been heard: the ending's time plus its length (a game without ending:
    /// one interval after its last piece); nil until all is handed over.
    var finishTime: FlowTime? {
        guard isComplete, let last = lastTime else { return nil }
        return endingTime == nil ? last + interval : last + settings.endingLength
    }
}
