import ArgumentParser

extension C4Audio.Render {
    /// `render` read as a ``PlainLine``: options each given once as `--name value` (or `-o file`), the flags
    /// `--dry`, `--speak` and `--no-color`. Nil for anything else (a game's ID, `--human`, a value the command refuses
    /// in ``validate()``), which the full parser then reads. The same properties, conversions, defaults and
    /// checks as the parser's; `RenderCommandTests` renders the same game spelled both ways and compares
    /// the bytes.
    static func quick(_ arguments: [String]) -> Self? {
        guard let line = PlainLine(arguments, command: "render", flags: ["--dry", "--speak"], options: [
            "-o": "--output", "--output": "--output", "--interval": "--interval", "--sample-rate": "--sample-rate",
            "--channels": "--channels", "--moves": "--moves", "--music": "--music", "--seed": "--seed",
        ]), let output = line.values["--output"] else { return nil }
        var choice = GameChoice()
        choice.id = nil
        choice.moves = line.values["--moves"]
        choice.music = line.values["--music"]
        choice.human = nil
        var render = Self()
        render.output = output
        render.intervalText = line.values["--interval"]
        render.dry = line.flags.contains("--dry")
        render.speak = line.flags.contains("--speak")
        do {
            choice.seed = try line.value("--seed")
            render.sampleRate = try line.value("--sample-rate")
            render.channels = try line.value("--channels") ?? defaultChannels
            render.choice = choice
            render.global = line.global
            try choice.validate()
            try render.global.validate()
            try render.validate()
        } catch {
            return nil
        }
        return render
    }
}
