import Game
import GameFlow
import SessionFacts
import TerminalUI
import Wording

/// The full-screen game as a ``TerminalScene``: the ``GameFlow`` with its edges, the sound and the
/// store (``GameServices``) and the bot's and the solver's threads (``Background``).
public struct GameScene: TerminalScene {
    var flow: GameFlow
    let background: Background
    public var services: GameServices
    public private(set) var exitStatus: Int32?

    public init(flow: GameFlow, background: Background, services: GameServices) {
        self.flow = flow
        self.background = background
        self.services = services
    }

    public var wakeDescriptor: Int32 { background.wake.readEnd }

    public mutating func start(at now: FlowTime) throws { try perform(flow.start(at: now)) }

    public mutating func press(_ key: InputKey, at now: FlowTime, column: (Int, Int) -> Int?) throws -> Bool {
        guard let mapped = KeyMap.flowKey(for: key, column: column) else { return false }
        try perform(flow.handle(.key(mapped), at: now))
        return true
    }

    public mutating func wake(at now: FlowTime) throws {
        for answer in background.collect() { try perform(flow.handle(answer, at: now)) }
    }

    public mutating func tick(at now: FlowTime) throws { try perform(flow.handle(.tick, at: now)) }

    public func nextDeadline(after now: FlowTime) -> FlowTime? { flow.nextDeadline(after: now) }

    public func screen(at now: FlowTime) -> FlowScreen {
        var screen = flow.screen(at: now)
        // Saving that waits for a busy database is said on screen until it is done.
        if let notice = services.keeper?.notice { screen.aside = notice.description }
        // A person's turning point on the board: the front end's command that plays the move again, better.
        if let move = screen.inspection?.point.move, screen.seats[move.player].isHuman,
           let id = services.keeper?.finishedGameID {
            screen.tryAgain = FrontEnd.current.advice(.playFromCommand(id, move: move.number))
        }
        return screen
    }

    public func stopSound() { services.sound?.perform(.stopSound, in: flow.record) }

    /// Carries out the flow's effects in order; `.quit` sets the exit status.
    private mutating func perform(_ effects: [FlowEffect]) throws {
        for effect in effects {
            if try services.perform(effect, in: flow.record) { continue }
            switch effect {
            case .requestBotMove(let request):
                background.requestBotMove(request)
            case .requestHints(let request):
                background.requestHints(request)
            case .requestReview(let request):
                background.requestReview(request)
            case .quit:
                exitStatus = exitStatus ?? 0
            default:
                break   // carried out by the services
            }
        }
    }
}
