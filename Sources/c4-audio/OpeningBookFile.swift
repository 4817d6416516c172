import FoundationEssentials
import Game

/// Finds and reads the opening book of the `perfect` bot.
enum OpeningBookFile {
    /// The book's file name inside `Resources/book/`.
    static let fileName = "perfect.c4book"

    /// Where the book is looked for, first match wins: `$C4_AUDIO_BOOK`; `Resources/book/`
    /// beside the executable, one and two levels up (an installed tree, or `.build/<config>/`
    /// in a checkout); then `Resources/book/` in the current directory.
    static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["C4_AUDIO_BOOK"], !path.isEmpty {
            urls.append(URL(fileURLWithPath: path))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            urls.append(directory.appendingPathComponent("Resources/book/\(fileName)"))
            directory = directory.deletingLastPathComponent()
        }
        urls.append(URL(fileURLWithPath: "Resources/book/\(fileName)"))
        return urls
    }

    /// The book, or nil when no file is found.
    ///
    /// - Throws: ``Failure`` when a file exists but is not a valid book.
    static func load() throws -> OpeningBook? {
        for url in candidates where FileManager.default.fileExists(atPath: url.path) {
            do {
                let data = try Data(contentsOf: url)
                return try OpeningBook(bytes: data)
            } catch {
                throw Failure("\(url.path): \(error)")
            }
        }
        return nil
    }
}
