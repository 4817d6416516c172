import ArgumentParser

extension C4Audio.Solve {
    /// `solve` read as a ``PlainLine``: positions, `--analyze`, `--weak` and the global options, each flag
    /// once. Nil for anything else (a position starting with `-`, `--`, `--help`), which the full parser
    /// then reads. `PlainLineTests` solves the same lines spelled both ways and compares the output.
    static func quick(_ arguments: [String]) -> Self? {
        guard let line = PlainLine(arguments, command: "solve", flags: ["--analyze", "--weak"], positional: true)
        else { return nil }
        var solve = Self()
        solve.positions = line.words
        solve.analyze = line.flags.contains("--analyze")
        solve.weak = line.flags.contains("--weak")
        solve.global = line.global
        return solve
    }
}
