import Foundation
import Game
import History
import Music
import Testing

/// A process saving games move by move is killed with SIGKILL at random moments; after each kill
/// the database must open, pass `PRAGMA integrity_check`, and hold every move reported as saved.
///
/// The writer (`Tests/HistoryWriter`) prints a line after each committed write. A kill can fall
/// between a commit and its line, so the store may be one write ahead of the last line (one more
/// move, the game finished, or one move taken back by an undo), never behind it.
@Suite struct CrashTests {
    /// How many kills (`C4_CRASH_KILLS` overrides, e.g. for a longer run by hand).
    static let kills = ProcessInfo.processInfo.environment["C4_CRASH_KILLS"].flatMap(Int.init) ?? 500

    /// A game's moves and music as the writer reported them or the store holds them.
    struct State: Equatable {
        var id: GameID
        var moves: String
        var music: String
        var finished: Bool
    }

    @Test func killedWritersNeverLoseASavedMove() throws {
        let directory = TemporaryDirectory()
        let database = directory.file("history.sqlite")
        let writer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("c4-history-writer")
        var generator = SeededGenerator(seed: 500)
        var truth: State?            // the current game as the store held it after the last kill
        var finished: [GameID: State] = [:]
        var reportedWrites = 0
        for run in 0..<Self.kills {
            let output = directory.file("out-\(run).txt")
            FileManager.default.createFile(atPath: output, contents: nil)
            let process = Process()
            process.executableURL = writer
            process.arguments = [database, String(run + 1)]
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            // Nine kills in ten fall while games are being saved, one in ten anywhere from the
            // start (opening, migrating, resuming).
            if generator.next() % 10 != 0 {
                let deadline = Date().addingTimeInterval(10)
                while process.isRunning, Date() < deadline,
                      ((try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0) == 0 {
                    usleep(500)
                }
                usleep(UInt32(generator.next() % 20_000))
            } else {
                usleep(UInt32(generator.next() % 60_000))
            }
            let wasRunning = process.isRunning
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(wasRunning, "run \(run): the writer stopped by itself: \(stderr)")
            guard wasRunning else { return }

            // Only whole lines were reported; a line cut by the kill was not.
            let text = try String(contentsOfFile: output, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            reportedWrites += lines.count
            var last = truth
            for line in lines {
                let fields = line.split(separator: " ").map(String.init)
                let state = State(id: GameID(fields[1])!, moves: fields.count > 2 ? fields[2] : "",
                                  music: fields.count > 3 ? fields[3] : "", finished: fields[0] == "finish")
                if state.finished { finished[state.id] = state }
                last = state
            }

            let store = try HistoryStore.open(path: database)
            #expect(try store.integrityCheck() == ["ok"], "run \(run)")
            for line in lines where line.hasPrefix("finish") {
                let id = GameID(line.split(separator: " ")[1])!
                let stored = try store.game(id: id)
                #expect(Self.state(stored) == finished[id], "run \(run): finished game \(id)")
            }
            let current = try store.newestUnfinishedGame().map(Self.state)
            #expect(Self.isAtMostOneWriteAhead(current, of: last, store: store), "run \(run): \(String(describing: current)) after \(String(describing: last))")
            truth = current
        }
        // Every game reported finished is still there, exactly.
        let store = try HistoryStore.open(path: database)
        for (id, state) in finished { #expect(Self.state(try store.game(id: id)) == state) }
        #expect(finished.count > 10 && reportedWrites > Self.kills)
        print("crash test: \(Self.kills) kills, \(reportedWrites) reported writes, \(finished.count) games finished")
    }

    /// Whether the writer takes back a move instead of playing one (as in Tests/HistoryWriter).
    static func undoes(after moves: String) -> Bool {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in moves.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return moves.count >= 2 && hash % 16 == 0
    }

    static func state(_ stored: StoredGame) -> State {
        State(id: stored.id, moves: MoveRecord.encode(stored.game), music: stored.music.description, finished: stored.isFinished)
    }

    /// Whether the store's current game is the last reported state or one write past it.
    static func isAtMostOneWriteAhead(_ current: State?, of last: State?, store: HistoryStore) -> Bool {
        guard let last, !last.finished else {
            // After a finish (or before any game): no current game yet, or a new one with at most
            // one move whose line was not written.
            guard let current else { return true }
            return current.id > (last?.id ?? 0) && current.moves.count <= 1
        }
        func oneMoreMove(_ state: State) -> Bool {
            state.moves.count == last.moves.count + 1 && state.moves.hasPrefix(last.moves)
                && state.music.hasPrefix(last.music)
        }
        guard let current, current.id == last.id else {
            // The game's finishing move was committed but not reported.
            guard let stored = try? store.game(id: last.id) else { return false }
            let state = state(stored)
            return state.finished && oneMoreMove(state) && (current == nil || current!.moves.count == 0)
        }
        let undone = undoes(after: last.moves) && current.moves.count == last.moves.count - 1
            && last.moves.hasPrefix(current.moves) && last.music.hasPrefix(current.music)
        return current == last || oneMoreMove(current) || undone
    }
}
