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
    /// The lines book's file name (the positions of lines of perfect play from the first stones,
    /// `c4-bench line-book`), looked for beside the book that was found.
    public static let linesFileName = "lines.c4book"

    /// Where the book is looked for, first match wins: `$C4_AUDIO_BOOK`; `<prefix>/share/c4-audio/book/`
    /// beside an installed `<prefix>/bin/c4-audio`; `Resources/book/` of the checkout whose `.build/` holds
    /// the executable (see ``Resources``). Never the working directory.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths: [String] = []
        if let path = environment["C4_AUDIO_BOOK"], !path.isEmpty { paths.append(path) }
        return paths + Resources.candidates("book/\(fileName)")
    }

    /// The book, or nil when no file is found (the `perfect` bot still plays, solving early positions
    /// slowly; ``load(warnUnlessFound:)`` says so).
    ///
    /// - Throws: ``AssetError/openingBook(path:problem:)`` when a file exists but is not a valid book.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws(AssetError) -> OpeningBook? {
        for path in candidates(environment: environment) where FileManager.default.fileExists(atPath: path) {
            let file: MappedFile
            do { file = try MappedFile.open(path) } catch { throw .openingBook(path: path, problem: .unreadable(error)) }
            let book: OpeningBook
            do { book = try OpeningBook(inPlace: file.bytes, owner: file) } catch { throw .openingBook(path: path, problem: .invalid(error)) }
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            let complete = directory.appendingPathComponent(completeFileName).path
            let lines = directory.appendingPathComponent(linesFileName).path
            return book.consulting(LazyBook { loadComplete(complete) }).consulting(lines: LazyBook { loadComplete(lines) })
        }
        return nil
    }

    /// The complete book (or the lines book) at `path`, read on the first lookup that needs it; nil when it
    /// is missing or not a book (it only speeds answers up: without it they are solved).
    static func loadComplete(_ path: String) -> OpeningBook? {
        guard let file = try? MappedFile.open(path) else { return nil }
        return try? OpeningBook(inPlace: file.bytes, owner: file)
    }

    /// The book, or nil after passing the places looked in (``candidates(environment:)``) to `warn` when no
    /// file is found (for commands whose play needs the book; the wording layer says the warning).
    public static func load(warnUnlessFound warn: (_ lookedIn: [String]) -> Void) throws(AssetError) -> OpeningBook? {
        let book = try load()
        if book == nil { warn(candidates()) }
        return book
    }
}
