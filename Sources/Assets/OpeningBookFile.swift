import AudioIO
import FoundationEssentials
import Game

/// Finds and reads the opening book of the `perfect` bot (and of `solve`'s early positions): the one
/// owner of book loading.
public enum OpeningBookFile {
    /// The book's file name inside `Resources/book/`.
    public static let fileName = "perfect.c4book"
    /// The complete book's file name (every position up to a depth, `c4-bench complete-book`), looked
    /// for beside the book that was found.
    public static let completeFileName = "complete.c4book"

    /// Where the book is looked for, first match wins: `$C4_AUDIO_BOOK`; `<prefix>/share/c4-audio/book/`
    /// beside an installed `<prefix>/bin/c4-audio`; `Resources/book/` of the checkout whose `.build/` holds
    /// the executable (see ``Resources``). Never the working directory.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths: [String] = []
        if let path = environment["C4_AUDIO_BOOK"], !path.isEmpty { paths.append(path) }
        return paths + Resources.candidates("book/\(fileName)")
    }

    /// The book, or nil when no file is found (the `perfect` bot still plays, solving early positions
    /// slowly; ``missingWarning`` says so).
    ///
    /// - Throws: ``AssetError/openingBook(path:reason:)`` when a file exists but is not a valid book.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws(AssetError) -> OpeningBook? {
        for path in candidates(environment: environment) where FileManager.default.fileExists(atPath: path) {
            do {
                let file = try MappedFile.open(path)
                let book = try OpeningBook(inPlace: file.bytes, owner: file)
                let complete = URL(fileURLWithPath: path).deletingLastPathComponent()
                    .appendingPathComponent(completeFileName).path
                return book.consulting(LazyBook { loadComplete(complete) })
            } catch let error as AudioIOError {
                throw .openingBook(path: path, reason: "\(error.message) (\(error.function))")
            } catch {
                throw .openingBook(path: path, reason: "\(error)")
            }
        }
        return nil
    }

    /// The complete book at `path`, read on the first lookup that needs it; nil when it is missing or
    /// not a book (it only speeds answers up: without it they are solved).
    static func loadComplete(_ path: String) -> OpeningBook? {
        guard let file = try? MappedFile.open(path) else { return nil }
        return try? OpeningBook(inPlace: file.bytes, owner: file)
    }

    /// The book, or nil after passing ``missingWarning`` to `warn` when no file is found (for commands whose
    /// play needs the book).
    public static func load(warnUnlessFound warn: (String) -> Void) throws(AssetError) -> OpeningBook? {
        let book = try load()
        if book == nil { warn(missingWarning) }
        return book
    }

    /// The warning a command whose play needs the book prints when none is found.
    public static var missingWarning: String {
        "warning: no opening book found (looked in \(candidates().joined(separator: ", "))); "
            + "early positions are solved on the spot, which can take minutes"
    }
}
