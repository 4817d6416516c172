extension Duration {
    /// The duration in whole nanoseconds (the flow's arithmetic on time is done on integers).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// How many whole `step`s fit in `self` (0 for a negative duration).
    func whole(_ step: Duration) -> Int {
        let n = nanoseconds, s = step.nanoseconds
        guard n > 0, s > 0 else { return 0 }
        return Int(n / s)
    }
}
