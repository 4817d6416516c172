import Foundation
import Synchronization
import Testing
@testable import TerminalUI

/// The game loop's timing: waits that end at their deadline to the nanosecond (never before), and the
/// real-time priority it asks for.
@Suite("Loop timing")
struct LoopTimingTests {
    @Test("Durations become whole nanoseconds, rounded up", arguments: [
        (Duration.milliseconds(25), 25_000_000),
        (.nanoseconds(1_500_001), 1_500_001),
        (.seconds(2) + .nanoseconds(7), 2_000_000_007),
        (Duration(secondsComponent: 0, attosecondsComponent: 1), 1),
        (.zero, 0),
        (.milliseconds(-3), 0),
    ] as [(Duration, Int64)])
    func nanoseconds(duration: Duration, expected: Int64) {
        #expect(InputLoop.nanoseconds(duration) == expected)
    }

    @Test("A wait with nothing to read ends at its timeout, never before (its lateness is measured by make bench-play, not here)")
    func waitsToTheNanosecond() throws {
        let input = try WakePipe(), signals = try WakePipe(), wake = try WakePipe()
        var loop = InputLoop(input: input.readEnd, signalPipe: signals.readEnd, wakePipe: wake.readEnd)
        let clock = ContinuousClock()
        for microseconds in [300, 1_300, 2_700] {
            let timeout = Duration.microseconds(microseconds)
            let start = clock.now
            #expect(loop.wait(timeout: timeout) == [.timeout])
            let waited = clock.now - start
            // Never early (poll's whole milliseconds were rounded up for the same reason, a millisecond late).
            #expect(waited >= timeout, "waited \(waited) for \(timeout)")
        }
        wake.wake()
        #expect(loop.wait(timeout: .seconds(5)) == [.wake])
    }

    @Test("The real-time priority is the calling thread's alone, and can be given back")
    func priority() throws {
        // On a thread of its own: the test runner's threads must keep their policy.
        let results = Mutex<[Bool]>([])
        let thread = Thread {
            let granted = ThreadPriority.raise()
            let raised = ThreadPriority.isRealTime
            ThreadPriority.normal()
            results.withLock { $0 = [granted, raised, ThreadPriority.isRealTime] }
        }
        thread.start()
        while results.withLock({ $0.isEmpty }) { Thread.sleep(forTimeInterval: 0.01) }
        let (granted, raised, after) = results.withLock { ($0[0], $0[1], $0[2]) }
        #expect(raised == granted, "granted \(granted) but SCHED_FIFO is \(raised)")
        if !granted {
            // Without the privilege (not root, RLIMIT_RTPRIO 0) only the refusal was checked: say so.
            try Test.cancel("no real-time privilege here: the refusal was checked, not the raised priority")
        }
        #expect(!after)
        #expect(!ThreadPriority.isRealTime)
    }
}
