import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Whether this machine lets a process raise a thread to a real-time policy (root, or RLIMIT_RTPRIO > 0),
/// as the game asks for its loop and audio thread: found by trying it on a thread of its own.
public enum RealTimePrivilege {
    public static let isGranted: Bool = {
        let result = Mutex<Bool?>(nil)
        let thread = Thread {
            var parameter = sched_param(sched_priority: 1)
            let granted = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameter) == 0
            var normal = sched_param(sched_priority: 0)
            pthread_setschedparam(pthread_self(), SCHED_OTHER, &normal)
            result.withLock { $0 = granted }
        }
        thread.start()
        while result.withLock({ $0 == nil }) { usleep(1_000) }
        return result.withLock { $0! }
    }()
}
