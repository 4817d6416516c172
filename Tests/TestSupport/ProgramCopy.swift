import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A copy of a built program placed elsewhere (a folder of its own, beside planted files), and a way
/// to start such a copy that a parallel test's spawn cannot trip.
///
/// While the copy is written, another test's thread may fork: the child holds the copy's descriptor
/// open for writing until it execs, and running the copy in that moment fails with "Text file busy"
/// (ETXTBSY; seen once in a full run on a loaded machine). So the copy is written through a
/// close-on-exec descriptor, and starting it tries again for a while on ETXTBSY.
public enum ProgramCopy {
    /// Copies the program at `source` to `destination`, executable (mode 0755).
    public static func place(_ source: String, at destination: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
        let fd = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
    }

    /// Starts `process`, trying again for up to 5 s while its program is busy being written.
    public static func start(_ process: Process) throws {
        for attempt in 0... {
            do {
                return try process.run()
            } catch {
                guard attempt < 250, Self.isTextBusy(error) else { throw error }
                usleep(20_000)
            }
        }
    }

    private static func isTextBusy(_ error: Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? Error).map(isTextBusy) ?? false
    }
}
