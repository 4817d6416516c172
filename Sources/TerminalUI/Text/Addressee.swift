import Game
import GameFlow

/// Whom a view speaks to as "you" ("Your move", "You win"): a choice the caller makes and hands to the
/// views, which never guess it from a player's name. Everyone else is named ("Ann to move", "Ann wins").
///
/// ```swift
/// let painter = BoardPainter(policy: policy, addressee: .thePersonFacingTheBot)
/// ```
public struct Addressee: Sendable {
    private let pick: @Sendable (Seats) -> Player?

    /// Nobody: every side is named (replays, demos, stored games).
    public static let nobody = Addressee { _ in nil }

    /// The one person at the keyboard when the other side is the bot; nobody between two people.
    public static let thePersonFacingTheBot = Addressee { seats in
        let people = Player.allCases.filter { seats[$0].isHuman }
        return people.count == 1 ? people[0] : nil
    }

    /// One player, whatever the seats (the person of the original app's saved game).
    public static func player(_ player: Player) -> Addressee { Addressee { _ in player } }

    private init(_ pick: @escaping @Sendable (Seats) -> Player?) { self.pick = pick }

    /// The player spoken to in `seats`, if any.
    public func player(in seats: Seats) -> Player? { pick(seats) }
}
