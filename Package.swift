// swift-tools-version:6.0
//
// c4-audio: Connect 4 in the terminal, where every dropped piece plays a note.
//
// Dependencies point one way (docs/architecture.md draws them; each library's DocC catalog says what it owns):
//   Music <- Game <- GameFlow                       the pure core: no I/O, no C
//   CSndFile, CALSA (headers; CSoundLibraries loads them), CALSAShim, CFiles, Music <- AudioIO <- Playback (which also mixes with Music)
//   AudioIO, Music, Game <- Assets                  note banks, the opening book, SoundFonts
//   GRDB, Crypto <- History (also Game, Music; nothing else imports GRDB or Crypto)
//   CGettext, Game, GameFlow, Music, AudioIO, Assets, Playback, History <- Wording   every sentence shown, from the values the libraries hand out
//   CTerminal, GameFlow, Wording <- TerminalUI;  Game <- TableMemory
//   all of the above, CHeap <- Session <- c4-audio  the app declares commands and calls the libraries
import PackageDescription

// The solver counts bits in its inner loop (threat counts); without the POPCNT instruction
// (x86-64 baseline lacks it, every x86-64 CPU since 2008 has it) each count is a dozen
// instructions: 8 % of the solver's instructions. Other architectures have it in their baseline.
#if arch(x86_64)
let gameSettings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-mpopcnt"])]
#else
let gameSettings: [SwiftSetting] = []
#endif

let package = Package(
    name: "c4-audio",
    products: [
        .executable(name: "c4-audio", targets: ["c4-audio"]),
        .library(name: "Game", targets: ["Game"]),
        .library(name: "Music", targets: ["Music"]),
        .library(name: "Playback", targets: ["Playback"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // SHA-256 of an imported file (History recognises a file it has imported by it).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .target(
            name: "Music",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "Game", dependencies: ["Music"], swiftSettings: gameSettings),
        .target(name: "GameFlow", dependencies: ["Game", "Music"]),
        // Signal handlers (async-signal-safe, so in C) and the window-size ioctl (variadic).
        .target(name: "CTerminal"),
        // GNU gettext's lookups with the language chosen by the program (glibc's locale may be "C").
        .target(name: "CGettext"),
        // Every sentence a person reads: the libraries hand out values, this words them (po/ holds the catalogues).
        .target(name: "Wording", dependencies: ["CGettext", "Game", "GameFlow", "Music", "AudioIO", "Assets", "Playback", "History",
                                                "SessionFacts", "Speech"]),
        .target(name: "TerminalUI", dependencies: ["CTerminal", "GameFlow", "Game", "Wording"]),
        // libsndfile's and alsa-lib's headers only: the executable is not linked against either library.
        .systemLibrary(name: "CSndFile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CALSA", providers: [.apt(["libasound2-dev"])]),
        // The functions c4-audio calls from both, each loading its library the first time it is called
        // (about 2 ms of start-up that most commands never need).
        .target(name: "CSoundLibraries"),
        // libspeechd's header only: speech-dispatcher is loaded the first time a line is spoken.
        .target(name: "CSpeech"),
        // libespeak-ng's header only: it is loaded the first time a line is synthesized (`render --speak`).
        .target(name: "CSpeechSynthesis"),
        // Lines said through speech-dispatcher (the screen-reader mode's `--speak`), and lines synthesized into
        // samples by espeak-ng (`render --speak`).
        .target(name: "Speech", dependencies: ["CSpeech", "CSpeechSynthesis"]),
        // The variadic error handler alsa-lib needs, in C (Swift cannot define one); it keeps the last message.
        .target(name: "CALSAShim", dependencies: ["CSoundLibraries"]),
        // renameat2(RENAME_EXCHANGE), which Swift cannot call: a folder replaced whole (a note bank).
        .target(name: "CFiles"),
        // malloc's settings (mallopt) and huge-page advice for a render's working set.
        .target(name: "CHeap"),
        // (Music for `Phrases`, the door through which its errors are worded.)
        .target(name: "AudioIO", dependencies: ["CSndFile", "CALSA", "CALSAShim", "CSoundLibraries", "CFiles", "Music"]),
        .target(name: "Playback", dependencies: ["AudioIO", "Music"]),
        // The files c4-audio ships and reads (note banks, the opening book) and SoundFonts through FluidSynth.
        .target(name: "Assets", dependencies: ["AudioIO", "Music", "Game"]),
        .target(name: "History", dependencies: ["Game", "Music", .product(name: "GRDB", package: "GRDB.swift"),
                                                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                                                .product(name: "Crypto", package: "swift-crypto")]),
        // What the sessions hand out to be worded (their errors, notices and lines), below the wording layer.
        .target(name: "SessionFacts", dependencies: ["Game", "GameFlow", "History", "Music", "AudioIO", "Assets"]),
        // The sessions a user runs (the game, replay, the demo) and what they share: the store keeper, the
        // engine's sound, hint search. The app declares commands and calls these.
        .target(name: "Session", dependencies: ["Game", "GameFlow", "History", "Music", "Playback", "AudioIO",
                                                "Assets", "TerminalUI", "TableMemory", "CHeap", "Wording", "SessionFacts", "Speech"]),
        .executableTarget(
            name: "c4-audio",
            dependencies: [
                "Game", "Music", "AudioIO", "Assets", "Playback", "TableMemory", "History", "GameFlow", "TerminalUI", "Session", "SessionFacts",
                "Wording",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Only members of modules this target imports itself, so that each file says what it uses.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(name: "TableMemory", dependencies: ["Game"]),
        .executableTarget(name: "c4-bench", dependencies: ["Assets", "Game", "Music", "TableMemory", "History", "Playback", "AudioIO", "SoundChecks"]),
        .testTarget(name: "GameTests", dependencies: ["Game", "Music", "TestSupport"], resources: [.copy("Fixtures")]),
        // Measurements of sound shared by the tests and the benchmarks (c4-bench): pitch, decay, clicks, BS.1770
        // loudness. In Sources/, since a benchmark is built in release like the program.
        .target(name: "SoundChecks", dependencies: ["Music", .product(name: "RealModule", package: "swift-numerics")]),
        .testTarget(name: "MusicTests", dependencies: ["Music", "SoundChecks"]),
        // What every test that makes files or spawns programs shares: the process's sandbox folder and the
        // environment spawned binaries get, the tools found as `make deps` installs them, pipe reading.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GameFlowTests", dependencies: ["GameFlow", "Game", "Music"]),
        .testTarget(name: "WordingTests", dependencies: ["Wording", "TestSupport", "Game", "GameFlow", "Music", "AudioIO", "Assets", "Playback", "History",
                                                     "SessionFacts"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport", "GameFlow", "Game", "Music"]),
        .testTarget(name: "AudioIOTests", dependencies: ["AudioIO", "TestSupport", "Music"]),
        .testTarget(name: "PlaybackTests", dependencies: ["Playback", "TestSupport", "AudioIO", "Music"]),
        .testTarget(name: "CLITests", dependencies: ["c4-audio", "c4-bench", "TestSupport", "AudioIO", "Music", "Game", "SoundChecks", "Wording",
                                                 "Session", "Assets"], exclude: ["Fixtures"]),
        // Saves seeded games move by move for the crash test, which SIGKILLs it (Tests/HistoryTests); the busy
        // crash test and the journal tests there run c4-audio itself.
        .executableTarget(name: "c4-history-writer", dependencies: ["History", "Game", "Music"],
                          path: "Tests/HistoryWriter"),
        .testTarget(name: "HistoryTests", dependencies: ["History", "TestSupport", "Game", "Music", "c4-history-writer", "c4-audio", "Wording",
                                                    .product(name: "GRDB", package: "GRDB.swift")]),
        // What moved out of the app into Session: solve's scheduler, selfplay's series, the start offer's choice.
        .testTarget(name: "SessionTests", dependencies: ["Session", "SessionFacts", "Game", "History", "Music", "Wording", "TestSupport"]),
    ]
)
