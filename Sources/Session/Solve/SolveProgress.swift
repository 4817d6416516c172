import Dispatch
import FoundationEssentials
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// A line on standard error, on a terminal only, saying that a long solve (or review) is still going.
///
/// Quiet for the first second (most positions take milliseconds); then `solving 4453… 3 s`, rewritten in
/// place every second, and erased when the answer is printed. Nothing is written when standard error is not
/// a terminal, so scripts and logs never see it.
public final class SolveProgress: @unchecked Sendable {
    /// Seconds before the line appears: 1, or `$C4_AUDIO_PROGRESS_DELAY` (for the tests).
    public static let delay: Double = ProcessInfo.processInfo.environment["C4_AUDIO_PROGRESS_DELAY"].flatMap(Double.init) ?? 1

    // Everything below is touched only on `queue`.
    private let queue = DispatchQueue(label: "c4-audio.solve-progress")
    private var timer: DispatchSourceTimer?
    private var shown = false
    private var label: String

    /// Starts the clock; nil when standard error is not a terminal.
    ///
    /// - Parameter label: what is going on, e.g. `solving 4453`; the line adds `… 3 s`.
    public init?(label: String) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.label = label
        let start = DispatchTime.now()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + Self.delay, repeating: 1)
        timer.setEventHandler { [unowned self] in
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            Text.write("\r\u{1B}[K\(self.label)… \(Int(seconds)) s", to: Text.standardError)
            shown = true
        }
        self.timer = timer
        timer.resume()
    }

    /// Changes what the line says from its next refresh on (e.g. the move a review has reached).
    public func update(label: String) {
        queue.sync { self.label = label }
    }

    /// Stops the clock and erases the line, before the answer is printed.
    public func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
            if shown { Text.write("\r\u{1B}[K", to: Text.standardError) }
            shown = false
        }
    }
}
