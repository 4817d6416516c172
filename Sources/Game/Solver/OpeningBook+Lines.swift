/// The lines book: the positions that lines of perfect play from the first stones of a game meet
/// after they leave the other books, with their exact scores and best columns (`c4-bench line-book`).
///
/// A review's lines (``GameReviewer/line(from:score:)``) are principal variations, the best column
/// nearest the centre at every step. From the empty board and from the positions of the first stone or
/// two, the same few lines come back in game after game, and each leaves the books where they end (the
/// `perfect` book's eleventh stone, the complete book's ninth): the position the line from the empty
/// board reaches at 12 stones alone takes about three million positions of search. The lines book holds
/// every position of those lines that the books before it do not answer, to the end of each line, so a
/// line that joins one of them is read, not searched.
///
/// It is consulted after the complete book (``storedScore(of:)``, ``storedBestMoves(in:)``), in the same
/// format as the `perfect` book (entries with their best columns). It is sparse: its positions do not
/// deepen ``answerDepth``, the stone count below which every position is answered.
///
/// ```swift
/// let book = perfect.consulting(complete).consulting(lines: LazyBook { read("lines.c4book") })
/// book.bestMoves(in: position)  // stored in the lines book when a line from the first stones meets it
/// ```
extension OpeningBook {
    /// This book with `lines` consulted after its own entries and the complete book's: its scores and
    /// best columns answer the positions it holds.
    public func consulting(lines: LazyBook) -> OpeningBook {
        var book = self
        book.lines = lines
        return book
    }

    /// The lines book, when this book consults one (read now if it was not yet).
    var linesBook: OpeningBook? { lines?.book }

    /// The record of the canonical `key` in this book, else in the complete book, else in the lines book.
    ///
    /// - Parameter withBestColumns: only a record that stores best columns (the complete book's deepest
    ///   positions store none, and the lines book holds some of them with their best columns).
    /// - Complexity: O(log n) per book asked.
    func storedEntry(for key: UInt64, withBestColumns: Bool = false) -> Entry? {
        // Each book is asked (and so read, the first time) only when the ones before it do not answer.
        func kept(_ entry: Entry?) -> Entry? { entry.flatMap { !withBestColumns || $0.bestColumns != 0 ? $0 : nil } }
        return kept(entry(for: key)) ?? kept(completeBook?.entry(for: key)) ?? kept(linesBook?.entry(for: key))
    }
}
