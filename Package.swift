// swift-tools-version:6.0
//
// c4-audio: Connect 4 in the terminal, where every dropped piece plays a note.
//
// Dependencies point one way (see ../shared/STYLE.md):
//   Music  <- Game  <- c4-audio
//   CSndFile <- AudioIO <- c4-audio
// `Music` and `Game` are pure: Swift standard library (plus RealModule) only.
// `AudioIO` is the only code that touches libsndfile.
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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
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
        .target(name: "TerminalUI", dependencies: ["CTerminal", "GameFlow", "Game"]),
        .systemLibrary(
            name: "CSndFile",
            pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"])]
        ),
        .target(name: "AudioIO", dependencies: ["CSndFile"]),
        .executableTarget(
            name: "c4-audio",
            dependencies: [
                "Game", "Music", "AudioIO", "TableMemory", "GameFlow", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            // Only members of modules this target imports itself: Rainbow imports the full Foundation,
            // whose String extensions would otherwise be picked silently and link ICU (see Text.swift).
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(name: "TableMemory", dependencies: ["Game"]),
        .executableTarget(name: "c4-bench", dependencies: ["Game", "Music", "TableMemory"]),
        .testTarget(name: "GameTests", dependencies: ["Game"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MusicTests", dependencies: ["Music"]),
        .testTarget(name: "GameFlowTests", dependencies: ["GameFlow", "Game", "Music"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "GameFlow", "Game"]),
        .testTarget(name: "AudioIOTests", dependencies: ["AudioIO", "Music"]),
        .testTarget(name: "CLITests", dependencies: ["c4-audio", "AudioIO", "Music"], exclude: ["Fixtures"]),
    ]
)
