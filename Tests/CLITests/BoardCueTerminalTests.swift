import Foundation
import Game
import Music
import TestSupport
import Testing

/// The board's cues as a player hears them (`--cues`), captured through ALSA's file plugin like the
/// music (``PlayedSoundTests``): the cursor's column as a tick per stone at its place, the threat cue
/// exactly when a four becomes playable, the capture equal to the mix of the music and the cues sample
/// for sample; none with `--cues off`; `c N` in the screen-reader mode.
@Suite("the board's cues (tmux, file plugin)", .serialized, .requires(TmuxSession.requirement))
struct BoardCueTerminalTests {
    typealias SoundGame = PlayedSoundTests.SoundGame

    /// Ann opens 1, 2, 3 on the bottom row (a four waiting at column 4 from her third piece), Bob plays 7,
    /// 7 and blocks at 4; then the cursor walks: ← ← Home End ←.
    static let moves = "17273"
    static let walk: [(key: String, column: Int)] = [("Left", 2), ("Left", 1), ("Home", 0), ("End", 6), ("Left", 5)]

    /// A hot-seat game of `moves` then Bob's block, with `extra` arguments.
    func play(_ extra: [String]) throws -> (SoundGame, PlayedSound, Game) {
        let game = try SoundGame(["play", "--no-color", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob"] + extra)
        for (index, column) in (Self.moves + "4").enumerated() {
            try game.drop(column, after: "\(index % 2 == 0 ? "Ann" : "Bob") to move (move \(index + 1))")
        }
        try game.session.waitFor("Ann to move (move 7)")
        for step in Self.walk {
            try game.session.send(step.key)
            // Each column's ticks have rung before the next key (a key sooner cuts the rest short).
            Thread.sleep(forTimeInterval: 0.6)
        }
        // Bob's last note (an octave lower, so up to twice C4's length) rings out before the capture ends.
        let sound = try game.finish(ringing: try PlayedSoundTests.lowestNoteSeconds() + 0.5)
        return (game, sound, try MoveRecord.parse(try game.stored(1).moves))
    }

    @Test("the cursor's columns and the threat cue, at their places, exactly as the mix of what was asked")
    func cuesAreHeard() throws {
        let (game, sound, played) = try play([])
        #expect(played.moves == [0, 6, 1, 6, 2, 3])
        #expect(sound.played.count == 6, "the six notes: \(sound.played)")
        // The threat cue: Ann's four at column 4, playable after her third piece, and nowhere else.
        let threats = sound.cues.filter { if case .board(.threat) = $0.sound { true } else { false } }
        #expect(threats.map(\.sound) == [.board(.threat(.first))], "\(threats)")
        #expect(threats.first?.pan == GameScore.pan(column: 3))
        if let threat = threats.first {
            let after = threat.asked - sound.played[4].asked
            #expect(abs(after - BoardCue.threatDelay) < 0.05, "the glide \(after) s after the note")
        }
        // By the flow's rule as well: a cue after exactly the pieces that made a four playable.
        var board = Game()
        var cuedAfter: [Int] = []
        for (index, column) in played.moves.enumerated() {
            let before = board
            try board.play(column)
            if !BoardCue.newlyPlayable(before: before, after: board).isEmpty { cuedAfter.append(index) }
        }
        #expect(cuedAfter == [4])
        // The walk: each column's stones from the bottom up, at the column's place.
        let ticks = sound.cues.filter { if case .board(let cue) = $0.sound { cue.isColumnTick } else { false } }
        var expected: [Sound] = [], places: [Double] = []
        for step in Self.walk {
            let stones = board.stones(inColumn: step.column)
            let sounds: [BoardSound] = stones.isEmpty ? [.empty]
                : stones.enumerated().map { .stone(height: $0.offset, part: $0.element == .first ? .first : .second) }
            expected += sounds.map(Sound.board)
            places += sounds.map { _ in GameScore.pan(column: step.column) }
        }
        #expect(ticks.map(\.sound) == expected)
        #expect(ticks.map(\.pan) == places)
        sound.checkTiming()
        try sound.checkCapture("\(game.directory)/capture.raw")
    }

    @Test("--cues off: the music only")
    func cuesOff() throws {
        let (game, sound, _) = try play(["--cues", "off"])
        #expect(sound.cues.isEmpty, "\(sound.cues)")
        #expect(sound.played.count == 6)
        try sound.checkCapture("\(game.directory)/capture.raw")
    }

    @Test("the screen-reader mode's c N: the line, then the column's ticks at its place")
    func columnAsked() throws {
        let directory = Sandbox.memoryFolder("cues")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try LineTerminal(["play", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob",
                                         "--interval", "0.1", "--dry", "--paced", "--device", "file:FILE=\(directory)/capture.raw,FORMAT=raw"],
                                        environment: ["C4_AUDIO_DB": "\(directory)/history.sqlite", "TERM": "dumb",
                                                      "C4_AUDIO_LATENCY_LOG": "\(directory)/log"])
        // Column 1: Ann, Ann.
        for (index, column) in "1213".enumerated() {
            _ = try #require(terminal.line { $0.hasPrefix("Move \(index + 1):") })
            terminal.type(String(column))
        }
        _ = try #require(terminal.line { $0.hasPrefix("Move 5:") })
        terminal.type("c 1")
        #expect(terminal.line { $0.hasPrefix("Column 1:") } == "Column 1: red, red.")
        Thread.sleep(forTimeInterval: 0.5)
        terminal.type("c 5")
        #expect(terminal.line { $0.hasPrefix("Column 5:") } != nil)
        // Everything rings out (a dry note lasts up to 3 s, the second player's an octave lower twice that) before q,
        // which silences what still sounds.
        Thread.sleep(forTimeInterval: try PlayedSoundTests.lowestNoteSeconds() + 0.3)
        terminal.type("q")
        #expect(terminal.finish() == 0)
        let sound = try PlayedSound(log: "\(directory)/log")
        #expect(sound.played.count == 4)
        #expect(sound.cues.map(\.sound) == [.board(.stone(height: 0, part: .first)), .board(.stone(height: 1, part: .first)), .board(.empty)])
        #expect(sound.cues.map(\.pan) == [-0.75, -0.75, 0.25])
        try sound.checkCapture("\(directory)/capture.raw")
    }
}
