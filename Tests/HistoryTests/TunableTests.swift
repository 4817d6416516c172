import Game
import History
import Music
import Testing

/// The table of tunables: each accepts its range and nothing else, says so in one line, and the stored
/// settings accept exactly what the table accepts.
@Suite struct TunableTests {
    /// Every stored setting's tunable, by key, type-erased to "does it accept this text".
    static let accepts: [String: @Sendable (String) -> Bool] = [
        "level": { Tunables.level.accepts($0) }, "first": { Tunables.first.accepts($0) }, "name": { Tunables.name.accepts($0) },
        "colour": { Tunables.colour.accepts($0) }, "bot-colour": { Tunables.botColour.accepts($0) }, "speed": { Tunables.speed.accepts($0) },
        "interval": { Tunables.interval.accepts($0) }, "device": { Tunables.device.accepts($0) }, "volume": { Tunables.volume.accepts($0) },
        "instrument": { Tunables.instrument.accepts($0) }, "language": { Tunables.language.accepts($0) },
        "screen-reader": { Tunables.screenReader.accepts($0) }, "speech": { Tunables.speech.accepts($0) },
        "cues": { Tunables.cues.accepts($0) }, "voice": { Tunables.voice.accepts($0) },
    ]

    @Test(arguments: [
        (key: "interval", text: "0.05", accepted: true), ("interval", "10", true), ("interval", "1", true),
        ("interval", "0.0499", false), ("interval", "10.001", false), ("interval", "0", false), ("interval", "-1", false),
        ("interval", "nan", false), ("interval", "inf", false), ("interval", "", false), ("interval", "1s", false),
        ("speed", "0.1", true), ("speed", "100", true), ("speed", "50", true), ("speed", "0.09", false), ("speed", "100.5", false),
        ("volume", "0", true), ("volume", "100", true), ("volume", "-1", false), ("volume", "101", false), ("volume", "50.5", false),
        ("level", "easy", true), ("level", "perfect", true), ("level", "random", false), ("level", "expert", false),
        ("first", "me", true), ("first", "bot", true), ("first", "random", true), ("first", "you", false),
        ("colour", "red", true), ("colour", "brown", true), ("colour", "black", false),
        ("bot-colour", "cyan", true), ("bot-colour", "", false),
        ("name", "Zoë", true), ("name", String(repeating: "n", count: 40), true), ("name", String(repeating: "n", count: 41), false),
        ("name", "   ", false), ("name", "a\u{1B}[2J", false),
        ("device", "hw:0,0", true), ("device", "file:FILE=/tmp/x.raw,FORMAT=raw", true), ("device", "a b", false), ("device", "", false),
        ("device", String(repeating: "d", count: 201), false), ("device", "a\u{85}b", false),
        ("instrument", "marimba", true), ("instrument", "organ", false),
        ("language", "en", true), ("language", "nl", true), ("language", "auto", true), ("language", "de", false),
        ("language", "eng", false), ("language", "EN", false),
        ("screen-reader", "on", true), ("screen-reader", "off", true), ("screen-reader", "yes", false), ("screen-reader", "", false),
        ("cues", "on", true), ("cues", "off", true), ("cues", "true", false), ("cues", "On", false),
    ])
    func boundaries(key: String, text: String, accepted: Bool) throws {
        let accepts = try #require(Self.accepts[key])
        #expect(accepts(text) == accepted)
        // The stored settings take exactly what the table takes, and refuse in the table's words.
        var settings = Settings()
        if accepted {
            #expect(throws: Never.self) { try settings.set(key, to: text) }
        } else {
            let entry = try #require(Settings.entry(key))
            #expect(throws: HistoryError.invalid(.setting(TunableError(name: key, value: text, accepted: entry.accepted)))) { try settings.set(key, to: text) }
        }
    }

    @Test func everyStoredKeyHasItsTunableAndDefault() {
        #expect(Set(Settings.keys) == Set(Self.accepts.keys))
        #expect(Settings.keys.count == Settings.entries.count)
        for entry in Settings.entries {
            #expect(Settings().value(of: entry.key) == entry.defaultText, "\(entry.key)")
        }
    }

    @Test func refusalsNameTheFlagOrTheKeyInTheSameWords() {
        #expect(throws: TunableError(name: "--volume", value: "150", accepted: .wholeNumber(0...100))) {
            try Tunables.volume.parse("150")
        }
        #expect(throws: TunableError(name: "volume", value: "150", accepted: .wholeNumber(0...100))) {
            try Tunables.volume.parse("150", as: "volume")
        }
        #expect(Tunables.level.accepted == .oneOf(["easy", "medium", "hard", "perfect"]))
        #expect(Tunables.interval.accepted == .number(0.05...10, unit: .seconds) && Tunables.speed.accepted == .number(0.1...100, unit: .none))
    }

    /// Help and completion offer a choice's values, and every one is accepted; `random` is no level.
    @Test func offeredValuesAreAccepted() {
        let choices: [(values: [String], accepts: (String) -> Bool)] = [
            (Tunables.level.values, Tunables.level.accepts), (Tunables.first.values, Tunables.first.accepts),
            (Tunables.colour.values, Tunables.colour.accepts), (Tunables.botColour.values, Tunables.botColour.accepts),
            (Tunables.instrument.values, Tunables.instrument.accepts),
        ]
        for choice in choices {
            #expect(!choice.values.isEmpty)
            #expect(choice.values.allSatisfy(choice.accepts), "\(choice.values)")
        }
        #expect(Tunables.level.values == BotLevel.playable.map(\.rawValue))
        #expect(!Tunables.level.values.contains("random") && Tunables.level.accepted == .oneOf(Tunables.level.values))
    }

    /// `render --interval` takes every interval a replay plays (interval ÷ speed), and no more.
    @Test func renderIntervalSpansEveryReplay() throws {
        let live = try #require(Tunables.interval.range), speed = try #require(Tunables.speed.range)
        let file = try #require(Tunables.renderInterval.range)
        #expect(abs(file.lowerBound - live.lowerBound / speed.upperBound) < 1e-12)
        #expect(abs(file.upperBound - live.upperBound / speed.lowerBound) < 1e-9)
    }

    /// Seeded random numbers around each numeric range: accepted exactly inside it, and a value's text
    /// reads back as the value.
    @Test(arguments: [UInt64(1), 2, 3])
    func numbersAcceptExactlyTheirRange(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for tunable in [Tunables.interval, Tunables.speed, Tunables.renderInterval] {
            let range = try #require(tunable.range)
            let span = range.upperBound - range.lowerBound
            for _ in 0..<500 {
                let value = Double.random(in: (range.lowerBound - span / 4)...(range.upperBound + span / 4), using: &generator)
                let text = String(value)
                #expect(tunable.accepts(text) == range.contains(value), "\(tunable.key) \(text)")
                if range.contains(value) { #expect(try tunable.parse(tunable.text(value)) == value) }
            }
        }
        for _ in 0..<500 {
            let value = Int.random(in: -50...150, using: &generator)
            #expect(Tunables.volume.accepts(String(value)) == (0...100).contains(value))
        }
    }
}
