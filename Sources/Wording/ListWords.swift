/// Lists in words: the choices of an option (`moves, data or json`), in the language in use.
public enum ListWords {
    /// `a`, `a or b`, `a, b or c`.
    public static func either(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        // translators: the last two of a list of choices: "moves, data or json".
        return tr("{list} or {last}", ["list": items.dropLast().joined(separator: ", "), "last": last])
    }
}
