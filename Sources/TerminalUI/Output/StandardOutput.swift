#if canImport(Glibc)
import Glibc
#endif
import Wording

/// Makes every write to standard output count: a write that fails (a full disk, `> /dev/full`, a file size
/// limit) ends the command with `error: standard output: <reason>` and exit code 1, instead of exit 0 with the
/// output silently lost.
///
/// Two paths reach standard output: ``Text/write(_:to:)`` (unbuffered `write`), which reports at once, and
/// Swift's `print` (C's buffered `stdout`, also used by swift-argument-parser for `--help`), which is flushed
/// and checked when the process exits.
public enum StandardOutput {
    /// C's `stdout` stream. Swift 6 refuses the C global (shared mutable state), so its address is looked up.
    nonisolated(unsafe) private static let stream: UnsafeMutablePointer<FILE>? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout")?
        .assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee

    /// Checks buffered output at exit, and turns a file size limit (`ulimit -f`) into a failed write.
    ///
    /// Without the second, the kernel would end the process by `SIGXFSZ` in the middle of a write, leaving
    /// a half-written temporary file and no message. The corresponding C functions are `atexit` and `signal`.
    public static func install() {
        signal(SIGXFSZ, SIG_IGN)
        atexit {
            guard let stream = StandardOutput.stream else { return }
            errno = 0
            if fflush(stream) != 0 || ferror(stream) != 0 {
                StandardOutput.fail(errno: errno == 0 ? EIO : errno)
            }
        }
    }

    /// Reports a failed write to standard output and ends the process with exit code 1.
    ///
    /// `_exit`, not `exit`: the exit handlers would try to flush the same output again.
    public static func fail(errno code: Int32) -> Never {
        let reason = String(cString: strerror(code))
        Text.write(LineKind.error.line("\(tr("standard output")): \(reason)") + "\n", to: Text.standardError)
        _exit(1)
    }
}
