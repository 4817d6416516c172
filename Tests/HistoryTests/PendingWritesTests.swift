import Foundation
import Game
import Music
@testable import History
import Testing
import TestSupport

/// Moves acknowledged while another program holds the database are kept beside it (``PendingJournal``)
/// and folded into the history exactly once by the next start, however the session ended (real
/// `c4-audio` processes, a real SQLite file, a Python process holding it).
@Suite struct PendingWritesTests {
    /// How a session ends: a line, or a signal.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case badLine = "zz", badColumn = "9", undoWithNothingLeft = "u"
        case interrupt = "SIGINT", terminate = "SIGTERM", hangUp = "SIGHUP", kill = "SIGKILL"

        var signal: Int32? {
            switch self {
            case .interrupt: SIGINT
            case .terminate: SIGTERM
            case .hangUp: SIGHUP
            case .kill: SIGKILL
            default: nil
            }
        }
        var testDescription: String { rawValue }

        /// Ends `player`: the line (`u` until there is nothing left to undo) or the signal.
        func end(_ player: ScriptedPlayer) {
            if let signal {
                player.kill(signal)
                return
            }
            player.send(rawValue)
            while self == .undoWithNothingLeft, player.awaitReply() { player.send("u") }
        }
    }

    @Test(arguments: Ending.allCases)
    func everyAcknowledgedMoveIsStoredOnceAfterTheNextStart(ending: Ending) throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let directory = TemporaryDirectory()
        let database = directory.file("history.sqlite")
        _ = try HistoryStore.open(path: database)
        let holder = try DatabaseHolder(python: python, database: database)
        let player = try ScriptedPlayer(database: database, name: "Ann", seed: 7, environment: Sandbox.environment())
        #expect(player.awaitReply())
        for column in ["4", "3"] {
            player.send(column)
            #expect(player.awaitReply())
        }
        let acknowledged = player.acknowledged
        ending.end(player)
        let (status, errors) = player.finish()
        #expect(status == (ending.signal.map { 128 + $0 } ?? 1))
        #expect(errors.contains("note: Saving waits: the history database is busy (another program holds it); your moves are kept safe beside it."))
        // Only the journal holds them while the database is held.
        #expect(PendingJournal.count(databasePath: database) == 1)
        holder.release()
        let store = try HistoryStore.open(path: database)   // the next start folds the journal in
        _ = try HistoryStore.open(path: database)           // and the one after finds nothing to do
        let games = try store.games()
        let expected = ending == .undoWithNothingLeft ? Array(acknowledged.prefix(1)) : acknowledged
        #expect(acknowledged.count == 5)
        #expect(games.map { MoveRecord.encode($0.game) } == [expected.map(String.init).joined()])
        #expect(games.first?.players.second.name == "Ann")
        #expect(PendingJournal.count(databasePath: database) == 0)
    }

    /// A busy database on a full disk: the move can be kept nowhere, so it is not shown, and one line says so.
    @Test(.requires(.root("mounts a 2 MiB tmpfs")))
    func aMoveThatCannotBeKeptIsNamedAndNotShown() throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let disk = Sandbox.folder("full-disk")
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=2m", "tmpfs", disk]
        try mount.run()
        mount.waitUntilExit()
        try #require(mount.terminationStatus == 0, "mount -t tmpfs failed")
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [disk]
            try? umount.run()
            umount.waitUntilExit()
        }
        let database = disk + "/history.sqlite"
        _ = try HistoryStore.open(path: database)
        let holder = try DatabaseHolder(python: python, database: database)
        defer { holder.release() }
        // Fill the disk, to the last byte.
        let fill = open(disk + "/fill", O_WRONLY | O_CREAT, 0o600)
        for size in [65_536, 4_096, 1] {
            let bytes = [UInt8](repeating: 0, count: size)
            while write(fill, bytes, size) == size {}
        }
        close(fill)
        let player = try ScriptedPlayer(database: database, name: "Ann", seed: 7, environment: Sandbox.environment())
        #expect(!player.awaitReply())   // the bot's first move is not shown
        let (status, errors) = player.finish()
        #expect(status == 1)
        #expect(player.acknowledged.isEmpty)
        let lines = errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(errors)")
        let line = lines.first ?? ""
        let prefix = "error: the history database is busy and the move could not be kept beside it (cannot keep the moves "
            + "beside the database: \(disk)/history.sqlite-pending/"
        #expect(line.hasPrefix(prefix), "\(line)")
        // The bot's first move: one column, named.
        #expect(line.wholeMatch(of: /.*: No space left on device\): game moves [1-7] not saved/) != nil, "\(line)")
    }

    /// A fold that committed and was killed before it removed the journal: the next start only removes it.
    @Test func aJournalFoldedOnceIsNeverFoldedAgain() throws {
        let directory = TemporaryDirectory()
        let database = directory.file("history.sqlite")
        let store = try HistoryStore.open(path: database)
        let finished = try Game(columns: [3, 4, 3, 4, 3, 4, 3])
        var composer = Composer(seed: 1)
        let music = GameMusic.compose(for: finished, humans: annAgainstBot.humans, composer: &composer)
        var journal: PendingJournal? = try PendingJournal(databasePath: database)
        try journal?.append(PendingEntry(slot: 1, id: nil, state: .finished,
                                         game: StoredGame(id: 0, game: finished, music: music, players: annAgainstBot,
                                                          started: .now, finished: .now)))
        let path = try #require(journal?.path)
        let copy = try #require(FileManager.default.contents(atPath: path))
        _ = try store.fold(try #require(journal), claimingNew: false)
        journal = nil
        #expect(!FileManager.default.fileExists(atPath: path))
        // As if the process had died between the commit and the removal.
        #expect(FileManager.default.createFile(atPath: path, contents: copy))
        let again = try HistoryStore.open(path: database)
        #expect(try again.gameCount() == 1)
        #expect(try again.standings().map(\.wins).reduce(0, +) == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The busy line names the holder: another program (Python), or another c4-audio in a write.
    @Test func theBusyLineNamesTheHolder() throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let directory = TemporaryDirectory()
        let database = directory.file("history.sqlite")
        let store = try HistoryStore.open(path: database)
        func settingLevel() throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("c4-audio")
            process.arguments = ["--db", database, "settings", "set", "level", "hard"]
            process.environment = Sandbox.environment()
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        let holder = try DatabaseHolder(python: python, database: database)
        #expect(try settingLevel() == "error: database is busy: another program holds it; try again\n")
        holder.release()
        // This test process, as a c4-audio session, holds the database in a write for 5 s.
        let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let writing = Thread {
            _ = try? store.write { _ in
                started.signal()
                sleep(5)
            }
            done.signal()
        }
        writing.start()
        started.wait()
        #expect(try settingLevel() == "error: database is busy: another c4-audio session is writing; try again\n")
        done.wait()
    }
}
