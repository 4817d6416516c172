import Foundation
import Game
import Music

extension Seat {
    /// The longest name a player may have, in characters.
    public static let maximumNameLength = 40

    /// Checks a player's name: 1 to 40 characters, not only spaces, no control characters, no format
    /// characters (Unicode category Cf: zero-width spaces and joiners, U+FEFF, …, which make look-alike
    /// names), no U+FFFD (what invalid UTF-8 becomes when it is read).
    ///
    /// - Returns: the name without surrounding spaces, in Unicode normalization form C (NFC), so that
    ///   one name typed two ways is one player.
    /// - Throws: ``HistoryError/invalid(_:)`` naming the problem.
    public static func checkedName(_ name: String) throws(HistoryError) -> String {
        // The common case, checked on every game read: ASCII without control characters or
        // surrounding spaces (this runs 20,000 times when `history` lists 10,000 games).
        let bytes = name.utf8
        if let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20, bytes.count <= maximumNameLength,
           bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return name
        }
        var trimmed = Substring(name)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        guard !trimmed.isEmpty else { throw .invalid(.name(.empty)) }
        guard trimmed.count <= maximumNameLength else {
            throw .invalid(.name(.tooLong(name: String(trimmed), count: trimmed.count, maximum: maximumNameLength)))
        }
        // Control, bidirectional and separator characters would act on a terminal that prints the name.
        if let index = Array(trimmed.unicodeScalars).firstIndex(where: SafeText.isControl) {
            throw .invalid(.name(.controlCharacter(name: String(trimmed), at: index + 1)))
        }
        let scalars = Array(trimmed.unicodeScalars)
        if let index = scalars.firstIndex(of: "\u{FFFD}") {
            throw .invalid(.name(.invalidUTF8(name: String(trimmed), at: index + 1)))
        }
        if let index = scalars.firstIndex(where: { $0.properties.generalCategory == .format }) {
            throw .invalid(.name(.formatCharacter(name: String(trimmed), scalar: scalars[index].value, at: index + 1)))
        }
        return String(trimmed).precomposedStringWithCanonicalMapping
    }
}

extension StoredGame {
    /// Checks what the store promises about every game it holds.
    ///
    /// - Both names are valid (``Seat/checkedName(_:)``) and the two colours differ.
    /// - A finished game is over and its music has its notes and the ending its outcome and
    ///   players call for; an unfinished game is still going and its music has one note per
    ///   piece and no ending. (A game never ends undecided: one that is abandoned is deleted.)
    /// - A game does not finish before it started.
    /// - Throws: ``HistoryError/invalid(_:)``.
    public func check() throws(HistoryError) {
        _ = try Seat.checkedName(players.first.name)
        _ = try Seat.checkedName(players.second.name)
        guard players.first.colour != players.second.colour else {
            throw .invalid(.sameColours(players.first.colour))
        }
        if let finished {
            guard game.outcome.isOver else {
                throw .invalid(.finishedButGoing(moves: game.moves.count))
            }
            guard finished >= started else { throw .invalid(.finishedBeforeStarted(finished: finished, started: started)) }
        } else if game.outcome.isOver {
            throw .invalid(.overButNotFinished)
        }
        do {
            try GameMusic.check(music, against: game, humans: players.humans)
        } catch {
            throw .invalid(.music(music, error))
        }
    }
}

extension MusicString {
    /// Parses a stored music string; the empty string is the melody of a game with no pieces.
    static func stored(_ text: String) throws(MusicStringError) -> MusicString {
        // Byte by byte under the same rules (`history` reads 10,000 melodies; the generic
        // `init(parsing:)` runs unspecialized across the module boundary); anything that breaks
        // a rule is parsed again by `init(parsing:)` for its message.
        var melody = MusicString.empty
        for byte in text.utf8 {
            let digit = Int(byte) - 48
            if melody.isFinished { return try MusicString(parsing: text) }
            if let note = Note(rawValue: digit), melody.notes.last.map({ $0 != note }) ?? (note == .c) {
                melody.append(note)
            } else if let ending = Ending(rawValue: digit), !melody.notes.isEmpty {
                melody.finish(with: ending)
            } else {
                return try MusicString(parsing: text)
            }
        }
        return melody
    }

    /// The first `count` notes, without an ending.
    func prefix(_ count: Int) -> MusicString {
        guard count > 0 else { return .empty }
        // The first notes of a valid melody are a valid melody.
        return try! MusicString(notes: Array(notes.prefix(count)))
    }
}
