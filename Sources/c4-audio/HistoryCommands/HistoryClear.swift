import ArgumentParser
import Wording
import History
import TerminalUI
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
                Text.write("No games stored; nothing deleted.\n", to: Text.standardOutput)
                return
            }
            let store = try global.openStore()
            let count = try store.gameCount()
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw Failure("history clear: standard input is not a terminal, so nobody can confirm; give --yes to delete all \(count) games")
                }
                Text.write("Delete all \(count) stored game\(count == 1 ? "" : "s") and every player's results? This cannot be undone. [y/N] ",
                           to: Text.standardError)
                let answer = (readLine() ?? "").lowercased()
                guard answer == "y" || answer == "yes" else {
                    Text.write("Nothing deleted.\n", to: Text.standardOutput)
                    return
                }
            }
            let (deleted, kept) = try store.deleteAllGames()
            Text.write("Deleted \(deleted) game\(deleted == 1 ? "" : "s").\n", to: Text.standardOutput)
            if !kept.isEmpty {
                let list = kept.map(String.init).joined(separator: ", ")
                Console.printError("note: kept game\(kept.count == 1 ? "" : "s") \(list): open in another c4-audio session")
            }
        }
    }
}
