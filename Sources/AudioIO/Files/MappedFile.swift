#if canImport(Glibc)
import Glibc
#endif

/// A whole file mapped read-only into memory: its bytes are read in place, from the page cache,
/// instead of copied into a buffer that must be allocated, faulted in and filled. The owner of
/// the mapping; it is undone when the last reference goes.
///
/// Writers of the files mapped here (the opening books, the note banks) replace a file by renaming
/// a new one over it, so a mapping keeps the bytes it was made with.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes; valid while this object lives.
    public let bytes: UnsafeRawBufferPointer
    private let mapping: UnsafeMutableRawPointer?
    private let length: Int

    private init(mapping: UnsafeMutableRawPointer?, length: Int) {
        self.mapping = mapping
        self.length = length
        bytes = UnsafeRawBufferPointer(start: mapping, count: mapping == nil ? 0 : length)
    }

    deinit {
        if let mapping { munmap(mapping, length) }
    }

    /// Maps the file at `path`.
    ///
    /// - Throws: ``AudioIOError`` naming the path when it cannot be opened, is not a regular
    ///   file, or cannot be mapped.
    public static func open(_ path: String) throws(AudioIOError) -> MappedFile {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AudioIOError.errno(function: "open", path: path) }
        defer { close(descriptor) }
        return try map(descriptor, path: path)
    }

    /// Maps the whole file open as `descriptor` (which the caller still closes).
    static func map(_ descriptor: Int32, path: String) throws(AudioIOError) -> MappedFile {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw AudioIOError.errno(function: "fstat", path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw AudioIOError(function: "open", problem: .notARegularFile, path: path)
        }
        let length = Int(status.st_size)
        // An empty file has nothing to map (mmap refuses a length of 0).
        if length == 0 { return MappedFile(mapping: nil, length: 0) }
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw AudioIOError.errno(function: "mmap", path: path)
        }
        return MappedFile(mapping: mapping, length: length)
    }
}
