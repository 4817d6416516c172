// Saves seeded games move by move through the history store, printing one line after every
// committed write, for the crash test (Tests/HistoryTests/CrashTests.swift), which kills this
// process with SIGKILL at random moments and then checks that every reported move is stored.
//
//   c4-history-writer DATABASE SEED
//
// It first continues the current game left by a killed run (as `resume` will), then plays new
// games with random legal moves from SEED. Output lines (written with write(2) after the commit):
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

do {
    let store = try HistoryStore.open(path: arguments[1])
    var generator = SeededGenerator(seed: seed)
    var composer = Composer(seed: seed &+ 1)
    let players = Players(first: Side(name: "Ann", kind: .human, colour: .red),
                          second: Side(name: "Bot hard", kind: .bot(.hard), colour: .yellow))
    var current = try store.newestUnfinishedGame() ?? store.startGame(players: players)
    while true {
        if undoes(after: MoveRecord.encode(current.game)) {
            // Now and then a move is taken back instead of played, as undo does.
            current = try store.undoMoves(1, id: current.id)
            report("undo \(current.id) \(MoveRecord.encode(current.game)) \(current.music)")
            continue
        }
        var game = current.game
        try game.play(game.legalColumns.randomElement(using: &generator)!)
        let music = try GameMusic.continue(current.music, for: game, humans: current.players.humans, composer: &composer)
        let moves = MoveRecord.encode(game)
        if game.outcome.isOver {
            try store.finishGame(game, music: music, id: current.id)
            report("finish \(current.id) \(moves) \(music)")
            current = try store.startGame(players: players)
        } else {
            try store.saveMove(game, music: music, id: current.id)
            current.game = game
            current.music = music
            report("move \(current.id) \(moves) \(music)")
        }
    }
} catch {
    report("error: \(error)", to: STDERR_FILENO)
    exit(1)
}
