import ArgumentParser
import History
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio stats`: every player's results.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: tr("Wins, losses and draws per player name, best first."),
            discussion: HelpText.discussion(
                [tr("Best first: most wins, then fewest losses, then most draws. Every finished game counts, also after it is deleted; history clear starts the results over. Each bot level is a player of its own (Bot easy … Bot perfect). A game in which hints were asked for (t in the game) counts apart, in the \"with hints\" column, and not in wins, losses, draws or the share won. --json prints an array of {shape}.", ["shape": Stats.jsonShape])],
                examples: ["c4-audio stats",
                           "c4-audio stats --json"])
        )

        @Flag(help: ArgumentHelp(tr("Print a JSON array of {shape}.", ["shape": Stats.jsonShape])))
        var json = false

        /// What `--json` prints, as the help shows it: the same in every language.
        static let jsonShape = StandingsJSON.shape

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let standings = try global.openStore(reading: true).standings(damaged: { Console.noteSkipped($0) })
            let lines = json ? [StandingsJSON.encode(standings)] : StandingsTable.lines(standings)
            Text.write(lines.joined(separator: "\n") + "\n", to: Text.standardOutput)
        }
    }

    /// `c4-audio settings`: the stored defaults.
    struct SettingsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "settings",
            abstract: tr("Show, set or reset the stored defaults."),
            discussion: HelpText.discussion(
                [tr("Keys (each takes what its flag takes; colour and bot-colour differ):") + "\n" + keyList],
                examples: ["c4-audio settings",
                           "c4-audio settings set level hard",
                           "c4-audio settings reset"]),
            subcommands: [SettingsShow.self, SettingsSet.self, SettingsReset.self],
            defaultSubcommand: SettingsShow.self
        )
    }

    /// Every key with what it accepts and its default, from the table of tunables, the keys in a column as
    /// wide as the longest (`screen-reader`), none cut.
    static let keyList = Settings.entries.map { [width = Settings.keys.map(\.count).max() ?? 0] in
        "  " + Text.padded($0.key, to: width) + "  " + tr("{accepted} (default: {value})", ["accepted": $0.accepted.words, "value": $0.defaultText])
    }
        .joined(separator: "\n")

    /// `c4-audio settings show`.
    struct SettingsShow: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: tr("Print every setting as KEY VALUE."), discussion: HelpText.discussion(
                [],
                examples: ["c4-audio settings show",
                           "c4-audio --db /tmp/h.sqlite settings show"]))

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let settings = try global.openStore(reading: true).settings()
            let defaults = Settings()
            // The keys in a column as wide as the longest (`screen-reader`), none cut.
            let width = Settings.keys.map(\.count).max() ?? 0
            let lines = Settings.keys.map { key in
                let value = settings.value(of: key)
                return Text.padded(key, to: width) + " " + value + (value == defaults.value(of: key) ? "" : "   " + tr("(set)"))
            }
            Text.write(lines.joined(separator: "\n") + "\n", to: Text.standardOutput)
        }
    }

    /// `c4-audio settings set KEY VALUE`.
    struct SettingsSet: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: tr("Store one setting, after checking it."), discussion: HelpText.discussion(
                [],
                examples: ["c4-audio settings set level perfect",
                           "c4-audio settings set colour blue"]))

        @Argument(help: ArgumentHelp(tr("The setting (see c4-audio settings --help).")), completion: .list(Settings.keys))
        var key: String

        @Argument(help: ArgumentHelp(tr("Its new value.")))
        var value: String

        @OptionGroup var global: GlobalOptions

        /// Refuses an unknown key, or a value its flag would refuse, in the flag's words (exit 64).
        func validate() throws {
            guard let entry = Settings.entry(key) else { throw ValidationError("\(Settings.unknownKey(key))") }
            do { try entry.check(value) } catch { throw ValidationError(error.description) }
        }

        func run() throws {
            let settings = try global.openStore().setSetting(key, to: value)
            Text.write("\(key) \(settings.value(of: key))\n", to: Text.standardOutput)
        }
    }

    /// `c4-audio settings reset [KEY]`.
    struct SettingsReset: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reset", abstract: tr("Restore the default of one setting, or of all."), discussion: HelpText.discussion(
                [],
                examples: ["c4-audio settings reset level",
                           "c4-audio settings reset"]))

        @Argument(help: ArgumentHelp(tr("The setting; all when omitted.")), completion: .list(Settings.keys))
        var key: String?

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if let key, Settings.entry(key) == nil { throw ValidationError("\(Settings.unknownKey(key))") }
        }

        func run() throws {
            try global.openStore().resetSettings(key)
            Text.write((key.map { tr("Reset {key}.", ["key": $0]) } ?? tr("Reset all settings.")) + "\n", to: Text.standardOutput)
        }
    }
}
