import ArgumentParser

extension C4Audio.Show {
    /// `show` read as a ``PlainLine``: at most one game of moves, `--data STRING` and the global options.
    /// Nil for anything else (two games, `--data=…`, `--help`), which the full parser then reads.
    /// `PlainLineTests` shows the same games spelled both ways and compares the output.
    static func quick(_ arguments: [String]) -> Self? {
        guard let line = PlainLine(arguments, command: "show", options: ["--data": "--data"], positional: true),
              line.words.count <= 1 else { return nil }
        var show = Self()
        show.moves = line.words.first
        show.data = line.values["--data"]
        show.global = line.global
        return show
    }
}
