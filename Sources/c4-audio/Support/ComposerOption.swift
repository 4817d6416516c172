import ArgumentParser
import Music
import Wording

extension Composer.Style: ExpressibleByArgument {}

/// `--composer phrased|uniform` of `play` and `demo`: how each game's melody is composed. `phrased` (the
/// default) writes phrases of steps with prepared leaps and a returning motif; `uniform` keeps the draw of
/// earlier versions (each note one of the four others, at random), so a session of an earlier version can
/// be heard again from its seed. A stored game keeps its own music either way.
struct ComposerOption: ParsableArguments {
    @Option(help: ArgumentHelp(tr("How melodies are composed: in phrases that mostly move by step, with a motif that returns (phrased), or each note drawn at random as in earlier versions (uniform)."),
                               valueName: "phrased|uniform"))
    var composer: Composer.Style = .phrased
}
