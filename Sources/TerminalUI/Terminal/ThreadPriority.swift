#if canImport(Glibc)
import Glibc
#endif

/// The scheduling of the calling thread.
///
/// The game's loop asks for a real-time priority, as the audio thread does, so that the frames of a
/// falling disc come on time on a busy machine: a thread of the normal policy waking from `ppoll`
/// waits for the scheduler whenever other programs keep both cores busy (5–50 ms measured), one of
/// `SCHED_FIFO` runs at once. The loop sleeps between frames and each frame takes well under a
/// millisecond, so it takes little from anyone. Work it hands to other threads (the bot's search,
/// hints) must drop back to the normal policy first: new threads inherit their creator's.
public enum ThreadPriority {
    /// The game loop's real-time priority: below the audio thread's (10), which must never wait for it.
    public static let loop: Int32 = 5

    /// Asks for `SCHED_FIFO` at `priority` for the calling thread.
    ///
    /// - Returns: whether it was granted (it is refused without the privilege, `EPERM`, which is fine:
    ///   the thread keeps the normal policy).
    /// The corresponding C function is `pthread_setschedparam`.
    @discardableResult
    public static func raise(to priority: Int32 = loop) -> Bool {
        var parameters = sched_param()
        parameters.sched_priority = priority
        return pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters) == 0
    }

    /// Puts the calling thread back on the normal policy (`SCHED_OTHER`), which is always allowed.
    public static func normal() {
        var parameters = sched_param()
        parameters.sched_priority = 0
        _ = pthread_setschedparam(pthread_self(), SCHED_OTHER, &parameters)
    }

    /// Whether the calling thread runs under `SCHED_FIFO`.
    public static var isRealTime: Bool {
        var policy: Int32 = 0
        var parameters = sched_param()
        return pthread_getschedparam(pthread_self(), &policy, &parameters) == 0 && policy == SCHED_FIFO
    }
}
