extension Run {
    /// `runs` cut to at most `width` columns: when they are wider, at the last space that leaves room
    /// for `ellipsis` (never in the middle of a word, unless a single word is wider than the line),
    /// with `ellipsis` added; styles kept.
    public static func fit(_ runs: [Run], to width: Int, ellipsis: String) -> [Run] {
        let total = runs.reduce(0) { $0 + $1.width }
        guard total > width else { return runs }
        let plain = Array(runs.map(\.text).joined())
        let room = max(0, width - ellipsis.count)
        var cut = room
        if let space = plain[..<min(room + 1, plain.count)].lastIndex(of: " ") {
            cut = space
            while cut > 0 && plain[cut - 1] == " " { cut -= 1 }
        }
        if cut == 0 { cut = room }
        var kept: [Run] = []
        var used = 0
        for run in runs where used < cut {
            let characters = Array(run.text)
            let take = min(characters.count, cut - used)
            kept.append(Run(String(characters[..<take]), style: run.style))
            used += take
        }
        return kept + [Run(ellipsis)]
    }
}
