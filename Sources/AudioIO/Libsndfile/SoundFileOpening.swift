import CSndFile
import Synchronization

/// Opens libsndfile handles one at a time, so that a failure reports its own reason.
///
/// libsndfile keeps the error of a failed `sf_open` in one global variable, which `sf_strerror(NULL)` reads and
/// which every later open overwrites (a successful one resets it to "No Error"). Two threads opening files at
/// once — a render beside a replay, or tests running in parallel — could otherwise report each other's
/// reasons. Every `sf_open` and `sf_open_virtual` of this module goes through ``open(path:_:)``, which holds
/// one lock from the call until the message has been read.
enum SoundFileOpening {
    /// Held around each open and the reading of its error.
    private static let lock = Mutex(())

    /// Runs `open` (a call of `sf_open` or `sf_open_virtual`) under the lock.
    /// - Returns: the handle `open` returned.
    /// - Throws: ``AudioIOError`` for `sf_open` with libsndfile's reason when `open` returned `NULL`.
    static func open(path: String, _ open: () -> OpaquePointer?) throws(AudioIOError) -> OpaquePointer {
        let result: Result<OpaquePointer, AudioIOError> = lock.withLock { _ in
            if let handle = open() { return .success(handle) }
            let reason = AudioIOError.cleaned(String(cString: sf_strerror(nil)))
            return .failure(AudioIOError(function: "sf_open", library: reason, path: path))
        }
        return try result.get()
    }
}
