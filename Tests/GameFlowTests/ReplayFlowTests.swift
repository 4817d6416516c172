import Game
import GameFlow
import Music
import Testing

/// Runs a ``ReplayFlow`` on a virtual clock: ticks at every deadline, keys when asked, every effect
/// logged with the time it was asked for.
struct ReplayDriver {
    var flow: ReplayFlow
    var now: FlowTime = .zero
    var log: [(time: FlowTime, effect: ReplayEffect)] = []

    init(_ flow: ReplayFlow) { self.flow = flow }

    mutating func start() { record(flow.start(at: now)) }

    mutating func press(_ key: ReplayKey) { record(flow.handle(.key(key), at: now)) }

    /// Moves the clock to `time`, ticking at every deadline on the way.
    mutating func run(until time: FlowTime) {
        while let deadline = flow.nextDeadline(after: now), deadline <= time {
            now = deadline
            record(flow.handle(.tick, at: now))
        }
        now = max(now, time)
    }

    mutating func record(_ effects: [ReplayEffect]) {
        for effect in effects { log.append((now, effect)) }
    }

    /// The pieces handed over: when they were asked for, which, and when they play.
    var pieces: [(asked: FlowTime, index: Int, at: FlowTime)] {
        log.compactMap { entry in
            if case .playPiece(let index, let time) = entry.effect { return (entry.time, index, time) }
            return nil
        }
    }

    /// When the ending plays, if it was handed over.
    var ending: FlowTime? {
        log.lazy.compactMap { entry -> FlowTime? in
            if case .playEnding(let time) = entry.effect { return time }
            return nil
        }.first
    }
}

@Suite("Replay flow: timing, pause, step, speed, quit")
struct ReplayFlowTests {
    /// The first player wins in column 1 with move 7.
    static let won = try! Game(columns: [0, 1, 0, 1, 0, 1, 0])
    static let music = try! MusicString(parsing: "03142305")
    static let seats = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                             second: Seat(kind: .bot(.hard), name: "The bot", colour: .blue))

    static func flow(interval: FlowTime = .milliseconds(500), speed: Double = 1,
                     atEnd: ReplayEnd = .prompt) -> ReplayFlow {
        var settings = ReplaySettings()
        settings.interval = interval
        settings.speed = speed
        settings.atEnd = atEnd
        settings.endingLength = .seconds(4)
        return ReplayFlow(game: won, music: music, seats: seats, settings: settings)
    }

    /// Where each piece and the ending fall around their beats (``Breathing``): 7 offsets and the ending's.
    static let breathing = Breathing.offsets(of: music.notes)

    /// The gap before piece (or, for 7, the ending) `k`, in intervals: 1 and the breathing's change.
    static func gap(_ k: Int) -> Double { 1 + breathing[k] - breathing[k - 1] }

    /// `seconds` as flow time.
    static func time(_ seconds: Double) -> FlowTime { .nanoseconds(Int64((seconds * 1e9).rounded())) }

    /// Whether the times are the expected ones within a microsecond (flow time adds gaps; the expected
    /// times are worked out in seconds).
    static func same(_ times: [FlowTime], _ expected: [FlowTime]) -> Bool {
        times.count == expected.count && zip(times, expected).allSatisfy { $0 - $1 < .microseconds(1) && $1 - $0 < .microseconds(1) }
    }

    @Test("Unpaused: piece k plays at lead + (k + breathing) × interval / speed, the ending one interval later, each handed over one lead ahead")
    func grid() {
        var driver = ReplayDriver(Self.flow(interval: .seconds(1), speed: 2))
        driver.start()
        driver.run(until: .seconds(30))
        let lead = ReplaySettings().lead
        #expect(driver.pieces.map(\.index) == Array(0..<7))
        #expect(Self.same(driver.pieces.map(\.at), (0..<7).map { lead + Self.time((Double($0) + Self.breathing[$0]) * 0.5) }))
        #expect(driver.pieces.allSatisfy { $0.asked == $0.at - lead })
        #expect(Self.same([driver.ending ?? .zero], [lead + Self.time((7 + Self.breathing[7]) * 0.5)]))
        // The melody C G D A E G C is heard as two phrases (the first ends on E, a low point after
        // five notes): the first moves on, broadens into E (late by 0.08 of the interval), and the
        // second starts after a breath; no gap is more than 12 % off the interval.
        #expect(Breathing.phraseEnds(of: Self.music.notes) == [false, false, false, false, true, false, true])
        #expect(Self.breathing[0] == 0 && Self.breathing[4] == Breathing.cadence && Self.breathing[5] == Breathing.breath)
        let gaps = zip(driver.pieces.dropFirst(), driver.pieces).map { ($0.at - $1.at) / .milliseconds(500) }
        #expect(gaps.allSatisfy { abs($0 - 1) <= Breathing.largestChange + 1e-9 } && gaps.contains { $0 > 1.05 })
        #expect(!driver.log.contains { $0.effect == .quit || $0.effect == .stopSound })
        #expect(driver.flow.nextDeadline(after: driver.now) == nil)
    }

    @Test("Discs appear at their time, fall row by row, and the end shows the winners, move numbers and the prompt")
    func screens() {
        var driver = ReplayDriver(Self.flow())
        driver.start()
        let lead = ReplaySettings().lead, row = ReplaySettings().rowFall
        driver.run(until: lead - .milliseconds(1))
        #expect(driver.flow.screen(at: driver.now).moveCount == 0)
        #expect(driver.flow.screen(at: driver.now).status == .toMove(.first, thinking: false))
        driver.run(until: lead + row)
        let falling = driver.flow.screen(at: driver.now)
        #expect(falling.falling?.player == .first && falling.falling?.column == 0 && falling.falling?.row == 4)
        #expect(falling.discs[0][0] == nil)
        #expect(falling.replay?.speed == 1 && falling.replay?.isPaused == false)
        #expect(falling.replay?.pieces == 7 && falling.replay?.isDemo == false)
        driver.run(until: lead + row * 5)
        #expect(driver.flow.screen(at: driver.now).discs[0][0]?.moveNumber == 1)
        #expect(driver.flow.screen(at: driver.now).status == .toMove(.second, thinking: false))
        driver.run(until: .seconds(10))
        let end = driver.flow.screen(at: driver.now)
        #expect(end.status == .won(.first))
        #expect(end.showsMoveNumbers && end.prompt == .replayAgain)
        #expect((0..<4).allSatisfy { end.discs[$0][0]?.isWinning == true })
        #expect(end.discs[0][1]?.isWinning == false && end.discs[0][1]?.moveNumber == 2)
    }

    @Test("Space pauses after the notes already handed over; a short pause keeps the grid, a long one goes on at once")
    func pause() {
        var driver = ReplayDriver(Self.flow(interval: .seconds(1)))
        let lead = ReplaySettings().lead
        driver.start()
        driver.run(until: .milliseconds(1500))           // pieces 0 and 1 handed over (at 0.1 s and 1.1 s)
        driver.press(.pause)
        #expect(driver.flow.isPaused)
        #expect(driver.flow.screen(at: driver.now).message == .paused(atEnd: false))
        #expect(driver.flow.screen(at: driver.now).replay?.isPaused == true)
        driver.run(until: .seconds(60))
        #expect(driver.pieces.count == 2)
        #expect(driver.flow.nextDeadline(after: driver.now) == nil)
        driver.press(.pause)                              // long pause: the next piece at once
        #expect(driver.pieces.last?.index == 2 && driver.pieces.last?.at == .seconds(60))
        driver.run(until: .milliseconds(61_500))          // …then back on the grid of the interval
        driver.press(.pause)
        driver.now = .milliseconds(61_700)
        driver.press(.pause)                              // short pause: one interval after the last piece
        driver.run(until: .milliseconds(62_500))
        let third = Self.time(60 + Self.gap(3))
        #expect(Self.same(driver.pieces.map(\.at).suffix(3), [.seconds(60), third, third + Self.time(Self.gap(4))]))
        #expect(Self.same(Array(driver.pieces.map(\.at).prefix(2)), [lead, lead + Self.time(Self.gap(1))]))
    }

    @Test("← pauses and takes back the ending, then the last pieces one by one; → plays them again; at the start it says so")
    func stepBack() {
        var driver = ReplayDriver(Self.flow(interval: .seconds(1)))
        driver.start()
        driver.run(until: .seconds(20))                  // all played, the ending too: the prompt shows
        #expect(driver.flow.screen(at: driver.now).prompt == .replayAgain)
        driver.press(.back)                               // the ending is taken back: still 7 pieces, paused
        #expect(driver.log.last?.effect == .stopSound)
        #expect(driver.flow.isPaused && driver.flow.screen(at: driver.now).moveCount == 7)
        #expect(driver.flow.screen(at: driver.now).message == .paused(atEnd: true))
        driver.press(.back)
        driver.press(.back)
        let screen = driver.flow.screen(at: driver.now)
        #expect(screen.moveCount == 5 && screen.status == .toMove(.second, thinking: false) && screen.prompt == nil)
        #expect(screen.discs[3][0] == nil && screen.discs[2][1] == nil && screen.discs[2][0] != nil)
        // → plays piece 6 (index 5) again, at once
        driver.now = .seconds(30)
        driver.press(.step)
        #expect(driver.pieces.last?.index == 5 && driver.pieces.last?.at == .seconds(30))
        // Back to the empty board, and one more ← only says so
        for _ in 0..<6 { driver.press(.back) }
        #expect(driver.flow.screen(at: driver.now).moveCount == 0)
        let before = driver.log.count
        driver.press(.back)
        #expect(driver.log.count == before)
        #expect(driver.flow.screen(at: driver.now).message == .replayAtStart)
        // Space goes on from there: the first piece at once
        driver.press(.pause)
        #expect(driver.pieces.last?.index == 0 && driver.pieces.last?.at == .seconds(30) + ReplaySettings().lead)
    }

    @Test("→ while paused plays one piece at once, then the ending; while playing it only says how")
    func step() {
        var driver = ReplayDriver(Self.flow(interval: .seconds(1)))
        driver.start()
        driver.press(.step)
        #expect(driver.flow.screen(at: driver.now).message == .stepsOnlyWhenPaused)
        driver.press(.pause)
        for k in 0..<6 {
            driver.now = .seconds(10 + k)
            driver.press(.step)
            driver.run(until: driver.now + .milliseconds(500))
        }
        #expect(driver.pieces.map(\.index) == Array(0..<7))
        #expect(driver.pieces.dropFirst().map(\.at) == (0..<6).map { .seconds(10 + $0) })
        #expect(driver.flow.screen(at: driver.now).status == .won(.first))
        #expect(driver.ending == nil)
        driver.now = .seconds(20)
        driver.press(.step)
        #expect(driver.ending == .seconds(20))
        driver.press(.step)
        #expect(driver.flow.screen(at: driver.now).message == .replayOver)
    }

    @Test("+ and - double and halve the speed from the next piece on, within the bounds, shown on screen")
    func speed() {
        var driver = ReplayDriver(Self.flow(interval: .seconds(1)))
        let lead = ReplaySettings().lead
        driver.start()
        driver.run(until: .milliseconds(1200))            // pieces at 0.1 s and 1.1 s
        driver.press(.faster)
        #expect(driver.flow.speed == 2)
        #expect(driver.flow.screen(at: driver.now).replay?.speed == 2)
        driver.run(until: .milliseconds(2700))            // 1.6 s, 2.1 s, 2.6 s
        driver.press(.slower)
        driver.press(.slower)                             // 0.5: two seconds apart
        driver.run(until: .seconds(20))
        // Each gap at the speed of its hand-over: 1, then 2 (from 1.2 s on), then 0.5 (from 2.7 s on).
        let speeds = [1.0, 1, 2, 2, 2, 0.5, 0.5, 0.5]
        let expected = (1..<8).reduce(into: [lead]) { times, k in times.append(times[k - 1] + Self.time(Self.gap(k) / speeds[k])) }
        #expect(Self.same(driver.pieces.map(\.at), Array(expected.prefix(7))))
        #expect(Self.same([driver.ending ?? .zero], [expected[7]]))
        var fast = ReplayDriver(Self.flow(speed: 64))
        fast.press(.faster)
        #expect(fast.flow.speed == 100)
        fast.press(.faster)
        #expect(fast.flow.speed == 100 && fast.flow.screen(at: .zero).message == .speedLimit(fastest: true))
        var slow = ReplayDriver(Self.flow(speed: 0.1))
        slow.press(.slower)
        #expect(slow.flow.speed == 0.1 && slow.flow.screen(at: .zero).message == .speedLimit(fastest: false))
    }

    @Test("q stops the sound and quits at any moment; r stops it and starts from the empty board")
    func quitAndAgain() {
        var driver = ReplayDriver(Self.flow())
        driver.start()
        driver.run(until: .seconds(2))
        let restart = driver.log.count
        driver.press(.again)
        #expect(driver.log[restart].effect == .stopSound)
        #expect(driver.log[restart + 1].effect == .playPiece(0, at: .seconds(2) + ReplaySettings().lead))
        #expect(driver.flow.screen(at: driver.now).moveCount == 0)
        driver.run(until: .seconds(20))
        let again = driver.log[restart...].compactMap { entry -> Int? in
            if case .playPiece(let index, _) = entry.effect { return index }
            return nil
        }
        #expect(again == Array(0..<7))
        driver.press(.quit)
        #expect(driver.log.suffix(2).map(\.effect) == [.stopSound, .quit])
    }

    @Test("A demo's game ends once its ending has rung: quit (--once) or the next game", arguments: [ReplayEnd.quit, .nextGame])
    func demoEnd(atEnd: ReplayEnd) {
        var driver = ReplayDriver(Self.flow(atEnd: atEnd))
        driver.start()
        driver.run(until: .seconds(60))
        let ending = driver.ending!
        let last = driver.log.last!
        #expect(last.time == ending + .seconds(4))
        #expect(last.effect == (atEnd == .quit ? .quit : .nextGame))
        #expect(driver.flow.screen(at: driver.now).prompt == nil)
        #expect(driver.flow.screen(at: driver.now).replay?.isDemo == true)
        #expect(driver.flow.nextDeadline(after: driver.now) == nil)
    }

    @Test("An unfinished game has no ending: it stops with the side to move, and the prompt")
    func unfinished() {
        let game = try! Game(columns: [3, 3, 4])
        var driver = ReplayDriver(ReplayFlow(game: game, music: try! MusicString(parsing: "031"), seats: Self.seats))
        driver.start()
        driver.run(until: .seconds(10))
        #expect(driver.ending == nil && driver.pieces.count == 3)
        let screen = driver.flow.screen(at: driver.now)
        #expect(screen.status == .unfinished(.second))
        #expect(screen.prompt == .replayAgain && screen.showsMoveNumbers)
    }
}
