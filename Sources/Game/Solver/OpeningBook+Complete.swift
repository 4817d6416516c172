import Synchronization

/// A second book read on first use: the complete book (every position up to a depth, see
/// `c4-bench complete-book`), which ``OpeningBook`` consults after its own entries.
///
/// `Game` does no I/O: the caller gives the function that reads the book (`Assets` reads a
/// file). It runs at most once, on the first lookup that needs it, so a program that never asks
/// the book about a position pays nothing for it at start-up.
public final class LazyBook: Sendable {
    private let load: @Sendable () -> OpeningBook?
    private let state = Mutex<LoadState>(.notLoaded)

    private enum LoadState {
        case notLoaded
        case loaded(OpeningBook?)
    }

    /// A book that `load` reads when first needed (nil: no book, never asked again).
    public init(load: @escaping @Sendable () -> OpeningBook?) {
        self.load = load
    }

    /// The book, read now if it was not yet.
    public var book: OpeningBook? {
        state.withLock { state in
            if case .loaded(let book) = state { return book }
            let book = load()
            state = .loaded(book)
            return book
        }
    }
}

extension OpeningBook {
    /// This book with `complete` consulted after its own entries: its scores answer positions
    /// this book does not hold (and its best columns where it stores them).
    public func consulting(_ complete: LazyBook) -> OpeningBook {
        var book = self
        book.complete = complete
        return book
    }

    /// The complete book, when this book consults one (read now if it was not yet).
    var completeBook: OpeningBook? { complete?.book }

    /// The stone count of the complete book's deepest level (every position up to it is answered from
    /// the books), nil without one; reads the complete book.
    public var completeDepth: Int? { completeBook?.maxMoveCount }

    /// The deepest stone count of this book and the complete book it consults.
    var answerDepth: Int { max(maxMoveCount, completeBook?.maxMoveCount ?? 0) }
}
