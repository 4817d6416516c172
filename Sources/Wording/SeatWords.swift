import Game

// Who plays, as shown: the names the program gives ("You", "Bot hard") are stored as they are, in every
// language (so `stats` never splits a player by language), and shown in the language in use.

extension Seat {
    /// The name as shown, made safe to show (``Game/SafeText/visible(_:)``): "Jij", "Bot moeilijk", "Ann".
    public var shownName: String { Seat.shownName(name) }

    /// A stored name as shown: a name the program gives in the language in use, a chosen name as it is.
    public static func shownName(_ name: String) -> String {
        // Most names are neither (a history of 10,000 games shows some 20,000): two byte checks first.
        if name == defaultPersonName { return tr("You") }
        for number in 1...2 where name == numberedPersonName(number) { return tr("Player {number}", ["number": number]) }
        guard name.utf8.starts(with: "Bot".utf8) else { return SafeText.visible(name) }
        if name == botName(level: nil) { return tr("Bot") }
        if let level = BotLevel.allCases.first(where: { botName(level: $0) == name }) {
            return tr("Bot {level}", ["level": level.words])
        }
        return SafeText.visible(name)
    }
}

extension Seat {
    /// The side of a stored game as its board's legend names it, nobody spoken to as "you":
    /// "Ann, person, moved first", "Bot hard, bot hard, moved second".
    public func storedRole(_ player: Player) -> String {
        let values: [String: any CustomStringConvertible] = ["name": shownName]
        switch (kind, player) {
        case (.human, .first): return tr("{name}, person, moved first", values)
        case (.human, .second): return tr("{name}, person, moved second", values)
        case (.bot(nil), .first): return tr("{name}, bot, moved first", values)
        case (.bot(nil), .second): return tr("{name}, bot, moved second", values)
        case (.bot(let level?), .first): return tr("{name}, bot {level}, moved first", values.merging(["level": level.words]) { $1 })
        case (.bot(let level?), .second): return tr("{name}, bot {level}, moved second", values.merging(["level": level.words]) { $1 })
        }
    }
}

extension Seat {
    /// The name of a demo's bot told apart from the other bot of its level by its colour: "Red bot (hard)".
    /// Not stored (the demo keeps no games), so it is made in the language in use.
    public static func colouredBotName(_ colour: PieceColour, level: BotLevel) -> String {
        let values: [String: any CustomStringConvertible] = ["level": level.words]
        return switch colour {
        case .red: tr("Red bot ({level})", values)
        case .yellow: tr("Yellow bot ({level})", values)
        case .green: tr("Green bot ({level})", values)
        case .purple: tr("Purple bot ({level})", values)
        case .blue: tr("Blue bot ({level})", values)
        case .orange: tr("Orange bot ({level})", values)
        case .pink: tr("Pink bot ({level})", values)
        case .cyan: tr("Cyan bot ({level})", values)
        case .white: tr("White bot ({level})", values)
        case .brown: tr("Brown bot ({level})", values)
        }
    }
}
