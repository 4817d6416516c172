import Foundation

/// A third process holding the database in an exclusive transaction until ``release()`` (or its
/// `seconds` have passed), as another program would.
public final class DatabaseHolder {
    private let process = Process()
    private let input = Pipe(), output = Pipe()

    /// Starts holding `database`; returns once the lock is held.
    public init(python: String, database: String, seconds: Double = 60) throws {
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", """
            import select, sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
            c.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            select.select([sys.stdin], [], [], float(sys.argv[2]))
            c.execute("COMMIT")
            """, database, String(seconds)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        _ = output.fileHandleForReading.availableData   // "locked"
    }

    /// Lets go of the database and waits until the process has ended.
    public func release() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
