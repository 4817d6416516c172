#if canImport(Glibc)
import Glibc
#endif

/// A mutex with one condition variable: the engine's state is read and changed under it, and waiters are
/// woken when the audio thread has handed a block to the device.
///
/// The mutex inherits priority (`PTHREAD_PRIO_INHERIT`): the audio thread runs at a real-time priority and
/// the threads that add cues or read the clock at the normal one, so without inheritance a loaded machine
/// could preempt a normal thread while it holds the lock for as long as the scheduler likes, and the audio
/// thread would wait behind it (priority inversion) until the device ran dry. With it, a thread holding
/// the lock the audio thread wants runs at the audio thread's priority until it lets go.
///
/// The corresponding C functions are `pthread_mutex_*` and `pthread_cond_*` (the condition on the
/// monotonic clock, so timed waits do not jump with the wall clock).
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        var mutexAttributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&mutexAttributes)
        pthread_mutexattr_setprotocol(&mutexAttributes, Int32(PTHREAD_PRIO_INHERIT))
        pthread_mutex_init(mutex, &mutexAttributes)
        pthread_mutexattr_destroy(&mutexAttributes)
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
