import Foundation
import TestSupport
import Testing

/// The sound of games played in the full-screen game (tmux), captured through ALSA's file plugin paced
/// like a sound card: the right notes in order (those `render` plays for the stored game), each one
/// device latency after the moment its piece dropped (±1 period), the capture equal to their mix sample
/// for sample, the ending that fits the result, and the Current tune opening a resumed game.
@Suite("the captured sound of played games (tmux, file plugin)", .serialized, .requires(TmuxSession.requirement))
struct PlayedSoundTests {
    static let interval = 0.3

    /// A game in its own tmux session whose sound goes to `capture.raw` and whose log to `log`.
    final class SoundGame {
        let session: TmuxSession
        let directory: String
        /// When each key was sent: just before tmux was asked to type it, and when it had.
        var sent: [(before: Double, after: Double)] = []

        init(_ arguments: [String], database: String? = nil) throws {
            // In memory where possible: a write to a disk file can stall for a second or more while other
            // programs write (the journal), which a sound card never does.
            directory = Sandbox.memoryFolder("sound")
            let device = "file:FILE=\(directory)/capture.raw,FORMAT=raw"
            // The history too: a save that waits for the disk holds up the next key, which is the disk's
            // time, not the sound's (the loaded machine of CI stalled a save for 4 s).
            let environment = ["C4_AUDIO_LATENCY_LOG": "\(directory)/log",
                               "C4_AUDIO_DB": database ?? "\(directory)/history.sqlite"]
            session = try TmuxSession(arguments + ["--interval", "\(PlayedSoundTests.interval)", "--dry", "--volume", "100",
                                                   "--paced", "--device", device], environment: environment)
        }

        /// Waits for `prompt`, then types `column` and notes when.
        func drop(_ column: Character, after prompt: String) throws {
            try session.waitFor(prompt)
            let before = PlayedSound.now()
            try session.type(String(column))
            sent.append((before, PlayedSound.now()))
        }

        /// Lets everything ring out (`seconds`), quits, and reads what the game logged.
        func finish(ringing seconds: Double) throws -> PlayedSound {
            Thread.sleep(forTimeInterval: seconds)
            try session.send("q")
            #expect(try session.waitForStatus() == 0)
            #expect(session.file("stderr").isEmpty, "\(session.file("stderr"))")
            return try PlayedSound(log: "\(directory)/log")
        }

        /// The stored game `id`: its moves and music.
        func stored(_ id: Int, database: String? = nil) throws -> (moves: String, music: String) {
            let db = database ?? "\(directory)/history.sqlite"
            let json = try CLIRunner.run(["history", "show", "\(id)", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            return (try #require(object["moves"] as? String), try #require(object["music"] as? String))
        }

        /// Checks that the person's notes (at `indices` of the sounds) were asked for between the key's
        /// sending and half a second after it (a loaded machine may be slow to read it).
        func checkPersonMoments(_ sound: PlayedSound, indices: [Int]) {
            #expect(indices.count == sent.count)
            for (index, key) in zip(indices, sent) {
                let asked = sound.start + sound.played[index].asked
                #expect(asked >= key.before && asked <= key.after + 0.5,
                        "note \(index) asked at \(asked), its key sent at \(key.before)–\(key.after)")
            }
        }

        deinit {
            session.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// Checks that sound `index` was asked for one interval after the one before (the bot's cadence, the
    /// ending's beat), no earlier and at most a tenth of a second later.
    static func checkOneIntervalAfter(_ sound: PlayedSound, index: Int) {
        let gap = sound.played[index].asked - sound.played[index - 1].asked
        #expect(gap >= interval - 0.01 && gap <= interval + 0.1, "sound \(index) came \(gap) s after the one before")
    }

    /// Checks the scheduling of the game's threads once the bot has answered: where the privilege allows,
    /// the game's loop (the main thread) at `SCHED_FIFO` 5 and the audio thread at 10, every other thread
    /// (the bot's search among them) at the normal policy; without it, no thread real-time.
    static func checkThreadPolicies(of session: TmuxSession) throws {
        let pid = try #require(try session.gamePID())
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        var policies: [Int32: (policy: Int, priority: Int)] = [:]
        for task in tasks {
            guard let id = Int32(task), let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // Fields 3… after the command's closing parenthesis: rt_priority is field 40, policy 41.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            policies[id] = (Int(fields[38]) ?? -1, Int(fields[37]) ?? -1)
        }
        #expect(policies.count >= 3, "the loop, the audio thread and the bot's: \(policies)")
        let realTime = policies.filter { $0.value.policy == 1 }
        guard RealTimePrivilege.isGranted else {
            // No privilege here: the game asks and is refused, so no thread may be real-time.
            #expect(realTime.isEmpty, "real-time threads without the privilege: \(policies)")
            return
        }
        #expect(realTime[pid]?.priority == 5, "the game's loop: \(policies)")
        #expect(realTime.count == 2 && realTime.values.filter { $0.priority == 10 }.count == 1,
                "only the loop and the audio thread are real-time: \(policies)")
    }

    static func themeSeconds(_ stem: String) throws -> Double {
        Double(try RenderCommandTests.shippedSound(stem).count) / 44_100
    }

    /// How long the second player's last note may ring: the longest note (C4, accented), an octave lower
    /// (played at half speed, twice as long).
    static func lowestNoteSeconds() throws -> Double { 2 * (try themeSeconds("C4-accent")) }

    /// Plays `mine` against a seeded easy bot (the person first) until `end` shows, and checks the sound.
    func playAgainstTheBot(seed: Int, mine: String, end: String, ending: String) throws {
        let game = try SoundGame(["play", "--no-color", "--level", "easy", "--seed", "\(seed)"])
        for (index, column) in mine.enumerated() {
            try game.drop(column, after: "Your move (move \(2 * index + 1))")
            if index == 1 { try Self.checkThreadPolicies(of: game.session) }
        }
        try game.session.waitFor(end)
        let sound = try game.finish(ringing: max(Self.interval + (try Self.themeSeconds(ending)), try Self.lowestNoteSeconds()) + 0.5)
        let stored = try game.stored(1)
        #expect(stored.moves.count == 2 * mine.count - (end.hasPrefix("You") ? 1 : 0))
        #expect(sound.untimed == (try PlayedSound.rendered(moves: stored.moves, music: stored.music)))
        #expect(sound.played.last?.sound.fileStem == ending)
        game.checkPersonMoments(sound, indices: Array(stride(from: 0, to: stored.moves.count, by: 2)))
        for index in stride(from: 1, to: sound.played.count, by: 2) { Self.checkOneIntervalAfter(sound, index: index) }
        Self.checkOneIntervalAfter(sound, index: sound.played.count - 1)
        sound.checkTiming()
        try sound.checkCapture("\(game.directory)/capture.raw")
    }

    @Test("The person beats the bot: the notes as render plays them, on time, then the Good ending")
    func won() throws {
        try playAgainstTheBot(seed: 3, mine: "5355534444", end: "You win with move 19", ending: "good")
    }

    @Test("The bot beats the person: the Bad ending")
    func lost() throws {
        try playAgainstTheBot(seed: 1, mine: "11111", end: "Bot easy won with move 10", ending: "bad")
    }

    @Test("Two people fill the board: 42 notes as fast as they come, then the Draw ending")
    func drawn() throws {
        let game = try SoundGame(["play", "--no-color", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob"])
        for (index, column) in PlayTerminalTests.drawMoves.enumerated() {
            try game.drop(column, after: "\(index % 2 == 0 ? "Ann" : "Bob") to move (move \(index + 1))")
        }
        try game.session.waitFor("Draw: the board is full.")
        let sound = try game.finish(ringing: max(Self.interval + (try Self.themeSeconds("draw")), try Self.lowestNoteSeconds()) + 0.5)
        let stored = try game.stored(1)
        #expect(stored.moves == PlayTerminalTests.drawMoves)
        #expect(sound.untimed == (try PlayedSound.rendered(moves: stored.moves, music: stored.music)))
        #expect(sound.played.last?.sound.fileStem == "draw")
        game.checkPersonMoments(sound, indices: Array(0..<42))
        Self.checkOneIntervalAfter(sound, index: 42)
        sound.checkTiming()
        try sound.checkCapture("\(game.directory)/capture.raw")
    }

    @Test("A resumed game opens with the Current tune, which is not stored, and goes on as render plays it")
    func resumed() throws {
        let database = Sandbox.memoryFolder("history") + "/history.sqlite"
        defer { try? FileManager.default.removeItem(atPath: (database as NSString).deletingLastPathComponent) }
        let first = try TmuxSession(["play", "--mute", "--no-color", "--level", "easy", "--seed", "3", "--interval", "0.1"],
                                    environment: ["C4_AUDIO_DB": database])
        defer { first.stop() }
        try first.waitFor("Your move (move 1)")
        try first.type("5")
        try first.waitFor("Your move (move 3)")
        try first.send("q")
        #expect(try first.waitForStatus() == 0)

        let game = try SoundGame(["resume", "--no-color", "--seed", "4"], database: database)
        let before = try game.stored(1, database: database)
        try game.drop("3", after: "Your move (move 3)")
        try game.session.waitFor("Your move (move 5)")
        let sound = try game.finish(ringing: max(try Self.themeSeconds("current"), try Self.lowestNoteSeconds()) + 0.5)
        let after = try game.stored(1, database: database)
        #expect(before.moves.count == 2 && before.music.count == 2)
        #expect(after.moves.hasPrefix(before.moves) && after.moves.count == 4)
        #expect(after.music.hasPrefix(before.music) && after.music.count == 4, "the Current tune is played, never stored: \(after.music)")
        #expect(sound.played.first?.sound.fileStem == "current" && sound.played.first?.pan == 0)
        #expect(Array(sound.untimed.dropFirst()) == Array(try PlayedSound.rendered(moves: after.moves, music: after.music).suffix(2)))
        game.checkPersonMoments(sound, indices: [1])
        Self.checkOneIntervalAfter(sound, index: 2)
        sound.checkTiming()
        try sound.checkCapture("\(game.directory)/capture.raw")
    }
}
