// Saves seeded games move by move through the history store, printing one line after every
// committed write, for the crash test (Tests/HistoryTests/CrashTests.swift), which kills this
// process with SIGKILL at random moments and then checks that every reported move is stored.
//
//   c4-history-writer DATABASE SEED
//
// Like a game session, it claims the game it plays (``GameClaim``), so that several writers on one
// history each keep their own game. It first continues the newest unfinished game no other writer
// has (as `resume` does), then plays new games with random legal moves from SEED. A busy database
// (another process holding it past the store's busy timeout) delays a write, never drops it: the
// write is tried again. Output lines (written with write(2) after the commit):
//   move ID MOVES MUSIC       the current game ID now holds MOVES and MUSIC
//   finish ID MOVES MUSIC     game ID finished with these moves and music
//   undo ID MOVES MUSIC       moves were taken back; ID now holds MOVES and MUSIC
import Game
import History
import Music
#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to a file descriptor with a single write(2).
func report(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// Whether the writer takes back a move from a game with these moves instead of playing one:
/// a function of the moves alone, so the crash test knows when the store may hold one move
/// less than the last line (the same function is in CrashTests.swift).
func undoes(after moves: String) -> Bool {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in moves.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    return moves.count >= 2 && hash % 16 == 0
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    report("usage: c4-history-writer DATABASE SEED", to: STDERR_FILENO)
    exit(64)
}

/// Runs `body` until the database is free: a busy database delays the write, never drops it.
func retrying<T>(_ body: () throws(HistoryError) -> T) throws(HistoryError) -> T {
    while true {
        do {
            return try body()
        } catch .busy {
            usleep(1_000)
        }
    }
}

/// The unfinished game this writer goes on with, claimed: the newest free one, or a new game.
func claimGame(in store: HistoryStore, players: Seats) throws(HistoryError) -> ClaimedGame {
    do {
        return try retrying { () throws(HistoryError) in try store.claimUnfinishedGame() }
    } catch .noUnfinishedGame {
        return try retrying { () throws(HistoryError) in try store.startClaimedGame(players: players) }
    }
}

do {
    let store = try retrying { () throws(HistoryError) in try HistoryStore.open(path: arguments[1]) }
    var generator = SeededGenerator(seed: seed)
    var composer = Composer(seed: seed &+ 1)
    let players = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                          second: Seat(kind: .bot(.hard), name: Seat.botName(level: .hard), colour: .yellow))
    var held = try claimGame(in: store, players: players)
    var current = held.game
    while true {
        if undoes(after: MoveRecord.encode(current.game)) {
            // Now and then a move is taken back instead of played, as undo does.
            let id = current.id
            current = try retrying { () throws(HistoryError) in try store.undoMoves(1, id: id) }
            report("undo \(current.id) \(MoveRecord.encode(current.game)) \(current.music)")
            continue
        }
        var game = current.game
        guard let column = game.legalColumns.randomElement(using: &generator) else {
            report("error: game \(current.id) has no legal move: \(MoveRecord.encode(game)) \(game.outcome) finished \(String(describing: current.finished))", to: STDERR_FILENO)
            exit(2)
        }
        try game.play(column)
        let music = try GameMusic.continue(current.music, for: game, humans: current.players.humans, composer: &composer)
        let moves = MoveRecord.encode(game)
        let id = current.id
        if game.outcome.isOver {
            _ = try retrying { () throws(HistoryError) in try store.finishGame(game, music: music, id: id) }
            report("finish \(id) \(moves) \(music)")
            held = try claimGame(in: store, players: players)
            current = held.game
        } else {
            try retrying { () throws(HistoryError) in try store.saveMove(game, music: music, id: id) }
            current.game = game
            current.music = music
            report("move \(id) \(moves) \(music)")
        }
    }
    _ = held
} catch {
    report("error: \(error)", to: STDERR_FILENO)
    exit(1)
}
