import AudioIO
import Game
import GameFlow
import History
import Music
import SessionFacts
import Testing
@testable import Wording

/// A session's errors, notices and lines in English words (byte for byte what the command line printed
/// when they were sentences of the Session target), no flag named without a front end, and their Dutch.
@Suite struct SessionWordsTests {
    static let commandLine = SoundWordsTests.commandLine

    static func words(_ error: SessionError) -> String { error.words(in: commandLine) }

    @Test func errors() throws {
        #expect(Self.words(.badMoves(.invalidCharacter("x", move: 3))).hasPrefix("--moves: move 3: "))
        #expect(Self.words(.noMoves(.given, .play)) == "--moves: the game has no moves, so there is nothing to play")
        #expect(Self.words(.noMoves(.stored(4), .review)) == "game 4 has no moves yet, so there is nothing to review")
        #expect(Self.words(.badLine(3, .notAMove("x"))) == "line 3: 'x' is not a column (1-7), u, h or q")
        #expect(Self.words(.badLine(5, .columnFull(4))) == "line 5: column 4 is full")
        #expect(Self.words(.badLine(2, .cannotUndo(.nothingToUndo))) == "line 2: nothing to undo")
        #expect(Self.words(.badLine(9, .tooLong(maximum: 1_000))) == "line 9: longer than 1000 bytes; one move a line (1-7, u, h or q)")
        #expect(Self.words(.soundStopped) == "the sound stopped before the end of the game")
        #expect(Self.words(.standardOutputIsTerminal)
            == "-o -: standard output is a terminal; WAV data is not written to one (pipe it, e.g. | aplay, or give -o FILE)")
        #expect(Self.words(.unknownExtension(path: "a.xyz"))
            == "a.xyz: unknown extension (use .wav, .flac, .ogg, .mp3 or .mid, or - for WAV on standard output)")
        #expect(Self.words(.sampleRate(7, .outOfRange(8_000...192_000))) == "--sample-rate 7: must be between 8000 and 192000 Hz")
        #expect(Self.words(.sampleRate(96_000, .notAmong(AudioFormat.mpegRates, format: .mp3)))
            == "--sample-rate 96000: MP3 takes only 8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100 or 48000 Hz")
        #expect(Self.words(.file(AudioIOError(function: "write", problem: .library("Broken pipe"), path: nil))) == "standard output: Broken pipe")
    }

    /// Without the command line's names, no sentence names a flag.
    @Test func noFlagWithoutTheCommandLine() {
        let cases: [SessionError] = [.noMoves(.given, .play), .standardOutputIsTerminal,
                                     .sampleRate(7, .outOfRange(8_000...192_000))]
        for error in cases { #expect(!error.words(in: .plain).contains("--"), "\(error.words(in: .plain))") }
        #expect(!SessionNotice.mutedForTheRun.words(in: .plain).contains("--"))
        #expect(!SessionNotice.keptUnfinished([3]).words(in: .plain).contains("c4-audio"))
    }

    @Test func notices() {
        let words = { (notice: SessionNotice) in notice.words(in: Self.commandLine) }
        #expect(words(.mutedForTheRun) == "started with --mute")
        #expect(words(.savingWaits(.otherProgram))
            == "Saving waits: the history database is busy (another program holds it); your moves are kept safe beside it.")
        #expect(words(.keptUnfinished([3])) == "Game 3 is kept, unfinished: c4-audio resume 3 goes on with it.")
        #expect(words(.keptUnfinished([2, 5])) == "Games 2, 5 are kept, unfinished: c4-audio resume 5 goes on with it (or give another ID).")
        let game = StoredGame(id: 7, game: try! MoveRecord.parse("4453"), music: .empty,
                              players: Seats(first: .person(colour: .red), second: .bot(.hard, colour: .yellow)), started: .now, finished: nil)
        #expect(words(.unfinishedGame(game, count: 1)) == "Game 7 is unfinished: You against Bot hard, 4 moves.")
        #expect(words(.unfinishedGame(game, count: 3)) == "Game 7 is unfinished: You against Bot hard, 4 moves (2 more unfinished: c4-audio history).")
        #expect(words(.newGameBesideKept(game, count: 1))
            == "Game 7 is unfinished: You against Bot hard, 4 moves. It stays kept; c4-audio resume 7 goes on with it.")
    }

    @Test func lines() {
        #expect(SessionLine.played([.init(name: "You", column: 4), .init(name: "Bot easy", column: 2)]).words == "You played 4. Bot easy played 2.")
        #expect(SessionLine.soFar([.init(name: "You", column: 4), .init(name: "Bot easy", column: 2)]).words == "The game so far: You in 4, Bot easy in 2.")
        #expect(SessionLine.replayMove(number: 7, colour: .red, column: 4, row: 2, note: .g).words == "move 7: red, column 4, row 2, G")
        #expect(SessionLine.replayResult(winner: .red, over: true, moves: 7, ending: .good).words == "result: red wins with move 7, ending Good")
        #expect(SessionLine.replayResult(winner: nil, over: true, moves: 42, ending: .draw).words == "result: draw after 42 moves, ending Draw")
        #expect(SessionLine.replayResult(winner: nil, over: false, moves: 1, ending: nil).words == "result: unfinished after 1 move")
        #expect(SessionLine.hintsAfterTheEnd.words == "Hints: the game is over.")
    }

    /// Their Dutch, as a Dutch edition says it.
    @Test(arguments: [
        ("line {line}: {problem}", ["line": "3", "problem": "P"], "regel 3: P"),
        ("'{text}' is not a column (1-7), u, h or q", ["text": "x"], "'x' is geen kolom (1-7), u, h of q"),
        ("{name} played {column}.", ["name": "Jij", "column": "4"], "Jij speelde 4."),
        ("result: {colour} wins with move {number}", ["colour": "rood", "number": "7"], "uitslag: rood wint met zet 7"),
        ("must be between {low} and {high} Hz", ["low": "8000", "high": "192000"], "moet tussen 8000 en 192000 Hz liggen"),
        ("error", [:], "fout"),
        ("hint", [:], "tip"),
    ])
    func dutch(id: String, values: [String: String], text: String) throws {
        let entry = try #require(SoundWordsTests.dutch.first { $0.id == id }, "\(id)")
        #expect(Catalogue.filled(entry.translations[0], values) == text)
    }
}
