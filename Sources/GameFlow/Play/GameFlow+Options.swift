import Game
import Music

extension GameFlow {
    /// A key in the options panel: ↑/↓ choose a row, ←/→ (or Enter, Space) change its value, Esc or
    /// `o` closes it. Level, first mover and opponent apply from the next game; the instrument, the
    /// sound and the board's cues at once. Every change is remembered as a setting.
    mutating func pressInOptions(_ key: FlowKey, choices shown: GameChoices, row: GameChoices.Row) -> [FlowEffect] {
        let rows = GameChoices.Row.allCases
        var changed = shown
        switch key {
        case .up: overlay = .options(shown, selected: rows[(row.rawValue + rows.count - 1) % rows.count])
        case .down: overlay = .options(shown, selected: rows[(row.rawValue + 1) % rows.count])
        case .left: changed.step(row, by: -1)
        case .right, .drop: changed.step(row, by: 1)
        case .escape, .options:
            overlay = nil
            return []
        default:
            return []
        }
        guard changed != shown else { return [] }
        overlay = .options(changed, selected: row)
        return apply(changed)
    }

    /// Takes `changed` as the choices now: the sound and the instrument at once, the sides from the
    /// next game.
    mutating func apply(_ changed: GameChoices) -> [FlowEffect] {
        var effects: [FlowEffect] = []
        if changed.instrument != choices.instrument { effects.append(.changeInstrument(changed.instrument)) }
        if changed.soundOn != choices.soundOn, sound != .unavailable(reason: "") {
            switch sound {
            case .unavailable(let reason): message = .noSound(reason: reason)
            default:
                sound = changed.soundOn ? .on : .muted
                effects.append(.setMuted(!changed.soundOn))
            }
        }
        choices = changed
        settings.cues = changed.cuesOn
        players = changed.seats(from: players, personName: settings.secondPersonName)
        settings.firstMover = changed.firstMover
        return effects + [.remember(changed)]
    }
}

extension GameFlow {
    /// Says how the game is heard (the session knows once its engine is open): on, muted, or no sound and why.
    public mutating func hear(_ state: SoundState) {
        sound = state
        choices.soundOn = state == .on
    }
}
