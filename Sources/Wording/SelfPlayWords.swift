import Game
import SessionFacts

extension SelfPlayTally {
    /// `selfplay`'s summary: "hard wins 3 (2 moving first), medium wins 1 (0 moving first), draws 0; hard took
    /// 75.0% of decided games", the levels in the language in use.
    public var words: String {
        // xgettext:no-c-format
        tr("{a} wins {winsA} ({winsAFirst} moving first), {b} wins {winsB} ({winsBFirst} moving first), draws {draws}; {a} took {share}% of decided games",
           ["a": levels.0.words, "b": levels.1.words, "winsA": winsA, "winsAFirst": winsAFirst, "winsB": winsB,
            "winsBFirst": winsBFirst, "draws": draws, "share": NumberText.decimal(shareA, places: 1)])
    }
}
