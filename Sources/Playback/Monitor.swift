#if canImport(Glibc)
import Glibc
#endif

/// A mutex with one condition variable: the engine's state is read and changed under it, and waiters are
/// woken when the audio thread has handed a block to the device.
///
/// The corresponding C functions are `pthread_mutex_*` and `pthread_cond_*` (the condition on the
/// monotonic clock, so timed waits do not jump with the wall clock).
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` holding the mutex.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every waiter (call with the mutex held or not).
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Waits, with the mutex held, until woken or until `deadline` (monotonic seconds) passes.
    func wait(until deadline: Double?) {
        guard let deadline else {
            pthread_cond_wait(condition, mutex)
            return
        }
        var time = timespec(tv_sec: Int(deadline), tv_nsec: Int((deadline - deadline.rounded(.down)) * 1e9))
        pthread_cond_timedwait(condition, mutex, &time)
    }
}

/// The monotonic clock, in seconds.
///
/// The corresponding C function is `clock_gettime(CLOCK_MONOTONIC)`.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Sleeps until the monotonic clock reads `deadline` seconds (returns at once when it has passed).
///
/// The corresponding C function is `clock_nanosleep` with `TIMER_ABSTIME`.
func sleep(until deadline: Double) {
    var time = timespec(tv_sec: Int(deadline), tv_nsec: Int((deadline - deadline.rounded(.down)) * 1e9))
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
}
