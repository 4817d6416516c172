import FoundationEssentials
import Game

/// Finds and reads the opening book of the `perfect` bot (and of `solve`'s early positions).
enum OpeningBookFile {
    /// The book's file name inside `Resources/book/`.
    static let fileName = "perfect.c4book"

    /// Where the book is looked for, first match wins: `$C4_AUDIO_BOOK`; `<prefix>/share/c4-audio/book/`
    /// beside an installed `<prefix>/bin/c4-audio`; `Resources/book/` in the folder of the executable and up
    /// to three levels above it (a checkout's `.build/<config>/`); then `Resources/book/` in the current
    /// directory. The executable is the real file (`/proc/self/exe`), wherever it was started from.
    static var candidates: [String] {
        var paths: [String] = []
        if let path = ProcessInfo.processInfo.environment["C4_AUDIO_BOOK"], !path.isEmpty {
            paths.append(path)
        }
        var directory = BankLoader.executable.deletingLastPathComponent()
        paths.append(directory.appendingPathComponent("../share/c4-audio/book/\(fileName)").standardizedFileURL.path)
        for _ in 0..<4 {
            paths.append(directory.appendingPathComponent("Resources/book/\(fileName)").path)
            directory = directory.deletingLastPathComponent()
        }
        paths.append("Resources/book/\(fileName)")
        return paths
    }

    /// The book, or nil when no file is found.
    ///
    /// - Parameter warn: whether a missing book matters to the command: then one line on standard error says
    ///   so and where it was looked for (the `perfect` bot still plays, solving early positions slowly).
    /// - Throws: ``Failure`` when a file exists but is not a valid book.
    static func load(warn: Bool = true) throws -> OpeningBook? {
        let paths = candidates
        for path in paths where FileManager.default.fileExists(atPath: path) {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                return try OpeningBook(bytes: data)
            } catch {
                throw Failure("\(path): \(error)")
            }
        }
        if warn {
            Terminal.printError("warning: no opening book found (looked in \(paths.joined(separator: ", "))); "
                + "early positions are solved on the spot, which can take minutes")
        }
        return nil
    }
}
