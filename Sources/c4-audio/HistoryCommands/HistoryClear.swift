import ArgumentParser
import Wording
import History
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

extension C4Audio {
    /// `c4-audio history clear`: deletes every game, after asking.
    struct HistoryClear: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: tr("Delete every stored game and every player's results (settings stay)."),
            discussion: HelpText.discussion(
                [tr("Asks for confirmation on the terminal. Without a terminal on standard input it refuses unless --yes is given.")],
                examples: ["c4-audio history clear",
                           "c4-audio history clear --yes"])
        )

        @Flag(help: ArgumentHelp(tr("Delete without asking.")))
        var yes = false

        @OptionGroup var global: GlobalOptions

        func run() throws {
            // Nothing to delete: no question, and no database made for it.
            guard try global.openStore(reading: true).gameCount() > 0 else {
                Text.write(tr("No games stored; nothing deleted.") + "\n", to: Text.standardOutput)
                return
            }
            let store = try global.openStore()
            let count = try store.gameCount()
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw Failure(tr("history clear: standard input is not a terminal, so nobody can confirm; give --yes to delete all {count} games", ["count": count]))
                }
                Text.write(trn("Delete the {count} stored game and every player's results? This cannot be undone.",
                               "Delete all {count} stored games and every player's results? This cannot be undone.", count)
                           + " " + tr("[y/N]") + " ", to: Text.standardError)
                // The English answers always, and the language's own ("j", "ja").
                let answer = (readLine() ?? "").lowercased()
                let yes = Set(["y", "yes", tr("y"), trc("answer", "yes")])
                guard yes.contains(answer) else {
                    Text.write(tr("Nothing deleted.") + "\n", to: Text.standardOutput)
                    return
                }
            }
            let (deleted, kept) = try store.deleteAllGames()
            Text.write(trn("Deleted {count} game.", "Deleted {count} games.", deleted) + "\n", to: Text.standardOutput)
            if !kept.isEmpty {
                let list = kept.map(String.init).joined(separator: ", ")
                Console.note(trn("kept game {list}: open in another c4-audio session", "kept games {list}: open in another c4-audio session",
                                 kept.count, ["list": list]))
            }
        }
    }
}
