import Game
import GameFlow
import Music
import Testing

/// The board's cues in the flow: the cursor's column when it moves, the fours that become playable after a
/// piece, none with the cues off, and the options panel's row that turns them off and on.
@Suite("Game flow: the board's cues")
struct GameFlowCuesTests {
    static func flow(cues: Bool) -> GameFlow {
        var settings = FlowSettings()
        settings.cues = cues
        return GameFlow(players: .twoHumans, settings: settings, seed: 30)
    }

    static func boardCues(_ effects: [FlowEffect]) -> [BoardCue] {
        effects.compactMap { if case .playBoardCue(let cue) = $0 { cue } else { nil } }
    }

    @Test("the cursor plays the column it lands on, also at an edge; a piece that opens a four plays the threat")
    func cursorAndThreats() {
        var flow = Self.flow(cues: true)
        _ = flow.start(at: .zero)
        var time = Duration.zero
        // First: 1, 2, 3 on the bottom row (second: 7, 7): after the third, column 4 completes a four.
        var threats: [[Game.Threat]] = []
        for column in [0, 6, 1, 6, 2] {
            time += .seconds(2)
            let effects = flow.handle(.key(.dropIn(column: column)), at: time)
            threats.append(Self.boardCues(effects).flatMap { cue -> [Game.Threat] in
                if case .threats(let found) = cue { return found }
                return []
            })
        }
        #expect(threats.dropLast().allSatisfy { $0.isEmpty })
        #expect(threats.last == [Game.Threat(cell: Cell(row: 0, column: 3), player: .first, isPlayable: true)])
        // The cursor is on column 3 (0-based 2): ← plays column 2, Home column 1 twice (an edge), End column 7.
        #expect(Self.boardCues(flow.handle(.key(.left), at: time)) == [.column(1, stones: [.first])])
        #expect(Self.boardCues(flow.handle(.key(.home), at: time)) == [.column(0, stones: [.first])])
        #expect(Self.boardCues(flow.handle(.key(.left), at: time)) == [.column(0, stones: [.first])])
        #expect(Self.boardCues(flow.handle(.key(.end), at: time)) == [.column(6, stones: [.second, .second])])
    }

    @Test("off: no cue at all; the options panel turns them on and remembers it")
    func offAndThePanel() {
        var flow = Self.flow(cues: false)
        _ = flow.start(at: .zero)
        #expect(Self.boardCues(flow.handle(.key(.right), at: .zero)).isEmpty)
        _ = flow.handle(.key(.options), at: .zero)
        for _ in 0..<GameChoices.Row.cues.rawValue { _ = flow.handle(.key(.down), at: .zero) }
        let changed = flow.handle(.key(.right), at: .zero)
        #expect(changed.contains { if case .remember(let choices) = $0 { choices.cuesOn } else { false } }, "\(changed)")
        _ = flow.handle(.key(.escape), at: .zero)
        #expect(Self.boardCues(flow.handle(.key(.right), at: .zero)) == [.column(5, stones: [])])
    }
}
