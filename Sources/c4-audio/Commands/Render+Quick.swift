import ArgumentParser

extension C4Audio.Render {
    /// `render` read without swift-argument-parser, when its command line is plain: `render`, then options
    /// each given once as `--name value` (or `-o file`) with a value that does not start with `-`, and the
    /// flags `--dry` and `--no-color`. Nil for anything else: `--name=value`, a game's ID, `--human`, an
    /// unknown or repeated option, `--help`, a value the command refuses (``validate()``), global options
    /// before `render`. The full parser then reads the line and gives its usual answer or error.
    ///
    /// The parser builds a description of every command by reflection before it reads a word (about 7 ms
    /// of a render's 50); a render needs only its own options. What is read here is what the parser would
    /// read: the same properties, the same conversions (``ExpressibleByArgument``), the same defaults and
    /// checks. `RenderCommandTests` renders the same game spelled both ways and compares the bytes.
    static func quick(_ arguments: [String]) -> Self? {
        guard arguments.first == "render" else { return nil }
        var values: [String: String] = [:], flags: Set<String> = []
        var rest = arguments.dropFirst()
        while let word = rest.popFirst() {
            if quickFlags.contains(word) {
                guard flags.insert(word).inserted else { return nil }
                continue
            }
            guard let name = quickOptions[word], values[name] == nil,
                  let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[name] = value
        }
        guard let output = values["--output"] else { return nil }
        var choice = GameChoice()
        choice.id = nil
        choice.moves = values["--moves"]
        choice.music = values["--music"]
        choice.human = nil
        var global = GlobalOptions()
        global.noColor = flags.contains("--no-color")
        (global.color, global.notes, global.instrument) = (values["--color"], values["--notes"], values["--instrument"])
        (global.db, global.device) = (values["--db"], values["--device"])
        var render = Self()
        render.output = output
        render.intervalText = values["--interval"]
        render.dry = flags.contains("--dry")
        do {
            choice.seed = try values["--seed"].map(UInt64.converted)
            render.sampleRate = try values["--sample-rate"].map(Int.converted)
            render.channels = try values["--channels"].map(Int.converted) ?? defaultChannels
            render.choice = choice
            render.global = global
            try choice.validate()
            try global.validate()
            try render.validate()
        } catch {
            return nil
        }
        return render
    }

    /// The flags ``quick(_:)`` reads.
    private static let quickFlags: Set<String> = ["--dry", "--no-color"]

    /// The value options ``quick(_:)`` reads, by every spelling, to their long name.
    private static let quickOptions: [String: String] = [
        "-o": "--output", "--output": "--output", "--interval": "--interval", "--sample-rate": "--sample-rate",
        "--channels": "--channels", "--moves": "--moves", "--music": "--music", "--seed": "--seed",
        "--color": "--color", "--notes": "--notes", "--instrument": "--instrument", "--db": "--db", "--device": "--device",
    ]
}

private struct Unconvertible: Error {}

private extension ExpressibleByArgument {
    /// The value the parser makes of `text`, or an error where it would refuse it.
    static func converted(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else { throw Unconvertible() }
        return value
    }
}
